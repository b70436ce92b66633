import { packRgba, toRgba, type Rgba } from '../color.ts';
import type { PixelImage, Point, Rect } from '../types.ts';

import { regionBounds, type RegionMap } from './region-map.ts';

/**
 * Bucket fill from a region map: writes `color` (opaque or not, replacing what was there) over
 * every pixel of region `label` — line pixels grown into the region included, so the colour
 * reaches under the anti-aliased edge — straight from the map's runs, without scanning.
 *
 * `target` is the colour layer, or the part of it at `origin` (e.g. an `ImageData` read from
 * the region's bounds); runs outside it are clipped.
 *
 * @returns the region's bounding rectangle in canvas pixels (the changed area), or null for
 *   label 0 (no region: nothing written).
 */
export function fillRegion(
  target: PixelImage,
  map: RegionMap,
  label: number,
  color: string | Rgba,
  origin: Point = { x: 0, y: 0 },
): Rect | null {
  const bounds = regionBounds(map, label);
  if (!bounds) return null;
  const rgba = toRgba(color);
  const { runs, runOffsets } = map;
  const { width, height, data } = target;
  const aligned = data.byteOffset % 4 === 0;
  const words = aligned ? new Uint32Array(data.buffer, data.byteOffset, width * height) : null;
  const word = packRgba(rgba);

  for (let r = runOffsets[label]! * 3, end = runOffsets[label + 1]! * 3; r < end; r += 3) {
    const y = runs[r]! - origin.y;
    if (y < 0 || y >= height) continue;
    const x0 = Math.max(0, runs[r + 1]! - origin.x);
    const x1 = Math.min(width, runs[r + 2]! - origin.x);
    if (x1 <= x0) continue;
    if (words) {
      words.fill(word, y * width + x0, y * width + x1);
    } else {
      for (let p = (y * width + x0) * 4, stop = (y * width + x1) * 4; p < stop; p += 4) {
        data[p] = rgba.r;
        data[p + 1] = rgba.g;
        data[p + 2] = rgba.b;
        data[p + 3] = rgba.a;
      }
    }
  }
  return bounds;
}
