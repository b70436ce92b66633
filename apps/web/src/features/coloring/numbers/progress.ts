/**
 * Which numbered regions are done: colored with their number's colour on the colour layer. Read
 * from the layer's pixels, so fills, strokes, undo, redo, clear and a restored drawing all count
 * the same way.
 */
import { parseHexColor, pixelWords, packRgba } from '../engine/color.ts';
import type { RegionMap } from '../engine/fill/region-map.ts';
import type { PixelImage } from '../engine/types.ts';

import type { NumbersLayout } from './numbers-layout.ts';

/** Share of a region's pixels that must hold its colour: a stray pixel does not undo the check. */
export const DONE_SHARE = 0.99;
/** Largest difference per channel (0–255) still counted as the colour. */
const TOLERANCE = 3;

/**
 * For each of `layout.marks` (same order), 1 when at least DONE_SHARE of its region's pixels on
 * `layer` (the whole colour layer, RGBA) are its number's colour, opaque, within TOLERANCE.
 */
export function checkRegions(
  layer: PixelImage,
  map: Pick<RegionMap, 'runs' | 'runOffsets'>,
  layout: Pick<NumbersLayout, 'marks' | 'palette'>,
): Uint8Array {
  const { data, width } = layer;
  const words = pixelWords(data);
  const { runs, runOffsets } = map;
  const done = new Uint8Array(layout.marks.length);
  layout.marks.forEach((mark, m) => {
    const rgba = parseHexColor(layout.palette[mark.number - 1]!);
    const word = packRgba(rgba);
    let total = 0;
    let matching = 0;
    for (let r = runOffsets[mark.label]! * 3, end = runOffsets[mark.label + 1]! * 3; r < end; r += 3) {
      const row = runs[r]! * width;
      const x1 = runs[r + 2]!;
      for (let x = runs[r + 1]!; x < x1; x++) {
        const i = row + x;
        total++;
        if (words[i] === word) {
          matching++;
          continue;
        }
        const p = i * 4;
        if (
          data[p + 3]! >= 255 - TOLERANCE &&
          Math.abs(data[p]! - rgba.r) <= TOLERANCE &&
          Math.abs(data[p + 1]! - rgba.g) <= TOLERANCE &&
          Math.abs(data[p + 2]! - rgba.b) <= TOLERANCE
        )
          matching++;
      }
    }
    if (total > 0 && matching >= total * DONE_SHARE) done[m] = 1;
  });
  return done;
}
