import { regionAt, type RegionMap } from '../fill/region-map.ts';
import { clipRect, unionRect } from '../rect.ts';
import type { PixelSurface } from '../surface.ts';
import type { PixelImage, Point, Rect } from '../types.ts';

import type { StrokeContext } from './stroke.ts';

/** The pixels a stroke kept inside the lines may change: one region of a page's label map. */
export interface RegionClip {
  readonly map: RegionMap;
  /** The region the stroke began in (1…regionCount). */
  readonly label: number;
}

/**
 * The clip of a stroke that begins at `start` (canvas pixels): the region under it in the
 * label map, or null where there is none (off the page, or a page that is all line).
 */
export function regionClipAt(map: RegionMap, start: Point): RegionClip | null {
  const label = regionAt(map, start.x, start.y);
  return label > 0 ? { map, label } : null;
}

/**
 * Keeps the changes inside `rect` (canvas pixels) to the clip's region: every pixel of the
 * rectangle outside the region, or on a line's dark core (`RegionMap.lineCore`), gets its
 * `before` pixel back. A brush or eraser only ever changes what it draws over, so this undoes
 * exactly what crossed the lines. `before` is the whole layer as it was when the stroke began.
 * Cost: a pass over the rectangle's label map; where it holds pixels outside the region, one
 * read and at most one write of the rectangle and a second pass.
 */
export function keepInsideRegion(
  surface: PixelSurface,
  rect: Rect,
  before: PixelImage,
  clip: RegionClip,
): void {
  const area = clipRect(rect, surface.width, surface.height);
  if (!area) return;
  const { labels, lineCore, width } = clip.map;
  const { label } = clip;
  // Most of a stroke lies well inside its region: then nothing to read back or restore.
  if (isInsideRegion(area, clip)) return;
  const pixels = surface.getPixels(area);
  const now = new Uint32Array(pixels.buffer, pixels.byteOffset, area.width * area.height);
  const was = new Uint32Array(before.data.buffer, before.data.byteOffset, before.width * before.height);
  let restored = 0;
  for (let row = 0; row < area.height; row++) {
    const mapRow = (area.y + row) * width + area.x;
    const layerRow = (area.y + row) * before.width + area.x;
    const out = row * area.width;
    for (let x = 0; x < area.width; x++) {
      const i = mapRow + x;
      if (labels[i] === label && lineCore[i] === 0) continue;
      const previous = was[layerRow + x]!;
      if (now[out + x] !== previous) {
        now[out + x] = previous;
        restored++;
      }
    }
  }
  if (restored > 0) surface.putPixels(area, pixels);
}

/** Whether every pixel of `area` (inside the map) is in the clip's region and off the lines. */
function isInsideRegion(area: Rect, clip: RegionClip): boolean {
  const { labels, lineCore, width } = clip.map;
  for (let row = 0; row < area.height; row++) {
    const start = (area.y + row) * width + area.x;
    for (let i = start, end = start + area.width; i < end; i++) {
      if (labels[i] !== clip.label || lineCore[i] !== 0) return false;
    }
  }
  return true;
}

/** A `StrokeContext` whose drawing is kept inside a region once `flush()` is called. */
export interface ClippedContext extends StrokeContext {
  /** Keeps everything drawn (or put back) since the last flush inside the region. */
  flush(): void;
}

/**
 * A `StrokeContext` that draws through `context` and keeps what it draws inside the clip's
 * region: `stroke()`, `fill()` and `putImageData` grow a pending rectangle (the path's bounds
 * plus half the line width), and `flush()` runs `keepInsideRegion` over it, once per pointer
 * event rather than once per piece of a pen stroke. A stroke kept inside the lines, for any
 * tool that draws with a context (brush, eraser).
 */
export function clippedContext(
  context: StrokeContext,
  surface: PixelSurface,
  before: PixelImage,
  clip: RegionClip,
): ClippedContext {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let pending: Rect | null = null;
  const include = (x: number, y: number, reach = 0) => {
    if (x - reach < minX) minX = x - reach;
    if (y - reach < minY) minY = y - reach;
    if (x + reach > maxX) maxX = x + reach;
    if (y + reach > maxY) maxY = y + reach;
  };
  const drawn = (pad: number) => {
    if (minX > maxX) return;
    const x = Math.floor(minX - pad);
    const y = Math.floor(minY - pad);
    pending = unionRect(pending, {
      x,
      y,
      width: Math.ceil(maxX + pad) - x,
      height: Math.ceil(maxY + pad) - y,
    });
  };
  // The wrapper forwards the style properties, so reads and writes reach the real context.
  return {
    get lineWidth() {
      return context.lineWidth;
    },
    set lineWidth(value) {
      context.lineWidth = value;
    },
    get lineCap() {
      return context.lineCap;
    },
    set lineCap(value) {
      context.lineCap = value;
    },
    get lineJoin() {
      return context.lineJoin;
    },
    set lineJoin(value) {
      context.lineJoin = value;
    },
    get strokeStyle() {
      return context.strokeStyle;
    },
    set strokeStyle(value) {
      context.strokeStyle = value;
    },
    get fillStyle() {
      return context.fillStyle;
    },
    set fillStyle(value) {
      context.fillStyle = value;
    },
    get globalCompositeOperation() {
      return context.globalCompositeOperation;
    },
    set globalCompositeOperation(value) {
      context.globalCompositeOperation = value;
    },
    beginPath() {
      minX = minY = Infinity;
      maxX = maxY = -Infinity;
      context.beginPath();
    },
    moveTo(x, y) {
      include(x, y);
      context.moveTo(x, y);
    },
    lineTo(x, y) {
      include(x, y);
      context.lineTo(x, y);
    },
    quadraticCurveTo(cpx, cpy, x, y) {
      // The curve stays inside the hull of its control points.
      include(cpx, cpy);
      include(x, y);
      context.quadraticCurveTo(cpx, cpy, x, y);
    },
    arc(x, y, radius, startAngle, endAngle) {
      include(x, y, radius);
      context.arc(x, y, radius, startAngle, endAngle);
    },
    stroke() {
      context.stroke();
      // Half the line width, plus a pixel of anti-aliasing.
      drawn(context.lineWidth / 2 + 1);
    },
    fill() {
      context.fill();
      drawn(1);
    },
    getImageData: (x, y, width, height) => context.getImageData(x, y, width, height),
    putImageData(image, x, y) {
      context.putImageData(image, x, y);
      // Pixels put back (a stroke's live tail taken back) may hold paint from before a flush.
      pending = unionRect(pending, { x, y, width: image.width, height: image.height });
    },
    flush() {
      if (pending) keepInsideRegion(surface, pending, before, clip);
      pending = null;
    },
  };
}
