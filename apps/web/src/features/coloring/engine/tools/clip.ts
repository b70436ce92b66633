import { regionAt, type RegionMap } from '../fill/region-map.ts';
import { clipRect, unionRect } from '../rect.ts';
import type { PixelSurface } from '../surface.ts';
import type { PixelImage, Point, Rect } from '../types.ts';

import type { ContextPixels, StrokeContext } from './stroke.ts';

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

/**
 * How much of `area` (canvas pixels, inside the map) a clipped stroke may paint: all of it (in
 * the clip's region and off the lines), none, or some. One pass, stopping once both are seen.
 */
function regionCover(area: Rect, clip: RegionClip): 'all' | 'none' | 'some' {
  const { labels, lineCore, width } = clip.map;
  const { label } = clip;
  let hasIn = false;
  let hasOut = false;
  for (let row = 0; row < area.height; row++) {
    const start = (area.y + row) * width + area.x;
    for (let i = start, end = start + area.width; i < end; i++) {
      if (labels[i] === label && lineCore[i] === 0) hasIn = true;
      else hasOut = true;
      if (hasIn && hasOut) return 'some';
    }
  }
  return hasIn ? 'all' : 'none';
}

/**
 * What `keepInsideRegion` does to the layer, done to pixels read from it at (`x`, `y`) before
 * a flush: every pixel outside the clip's region or on a line's dark core gets its `before`
 * pixel, so putting them back later needs no read-back. Pixels off the canvas are left.
 */
function keepReadInsideRegion(
  image: ContextPixels,
  x: number,
  y: number,
  before: PixelImage,
  clip: RegionClip,
) {
  const area = clipRect({ x, y, width: image.width, height: image.height }, before.width, before.height);
  if (!area) return;
  const { labels, lineCore, width } = clip.map;
  const out = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
  const was = new Uint32Array(before.data.buffer, before.data.byteOffset, before.width * before.height);
  for (let row = area.y; row < area.y + area.height; row++) {
    for (let col = area.x; col < area.x + area.width; col++) {
      const i = row * width + col;
      if (labels[i] === clip.label && lineCore[i] === 0) continue;
      out[(row - y) * image.width + (col - x)] = was[row * before.width + col]!;
    }
  }
}

/** A `StrokeContext` whose drawing is kept inside a region once `flush()` is called. */
export interface ClippedContext extends StrokeContext {
  /** Keeps everything drawn (or put back) since the last flush inside the region. */
  flush(): void;
}

/**
 * A `StrokeContext` that draws through `context` and keeps what it draws inside the clip's
 * region, for any tool that draws with a context (brush, eraser). Each `stroke()` or `fill()`
 * is sorted by its box (the path's bounds plus half the line width and a pixel, what it may
 * change): wholly inside the region and off the lines, it is drawn as it is; holding no pixel
 * of the region, it is not drawn at all (all of it would be put back); straddling the region's
 * border, it is drawn and its box grows a pending rectangle. `flush()` runs `keepInsideRegion`
 * over the pending rectangle, once per pointer event rather than once per piece of a pen
 * stroke, and does the same in memory to pixels read since (a stroke's live tail, to be taken
 * back), so putting them back pends nothing: only a pointer event that drew across the border
 * reads pixels back (about 40–90 of the bench's 240-sample stroke, was 95–211).
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
  // Pixels read back while nothing was pending hold no paint outside the region; those read
  // while paint was pending are made so at the flush, in memory (`keepReadInsideRegion`).
  const cleanReads = new WeakSet<ContextPixels>();
  let dirtyReads: { image: ContextPixels; x: number; y: number }[] = [];
  /** Draws the current path (`draw`) unless none of it may stay; `pad`: its reach past the path. */
  const paint = (draw: () => void, pad: number) => {
    if (minX > maxX) return draw();
    const x = Math.floor(minX - pad);
    const y = Math.floor(minY - pad);
    const box = { x, y, width: Math.ceil(maxX + pad) - x, height: Math.ceil(maxY + pad) - y };
    const area = clipRect(box, surface.width, surface.height);
    const cover = area ? regionCover(area, clip) : 'none';
    if (cover === 'none') return;
    draw();
    if (cover === 'some') pending = unionRect(pending, box);
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
      // Half the line width, plus a pixel of anti-aliasing.
      paint(() => context.stroke(), context.lineWidth / 2 + 1);
    },
    fill() {
      paint(() => context.fill(), 1);
    },
    getImageData(x, y, width, height) {
      const pixels = context.getImageData(x, y, width, height);
      if (pending) dirtyReads.push({ image: pixels, x, y });
      else cleanReads.add(pixels);
      return pixels;
    },
    putImageData(image, x, y) {
      context.putImageData(image, x, y);
      if (cleanReads.has(image)) return;
      // Pixels put back (a stroke's live tail taken back) may hold paint from before a flush.
      pending = unionRect(pending, { x, y, width: image.width, height: image.height });
    },
    flush() {
      if (pending) keepInsideRegion(surface, pending, before, clip);
      pending = null;
      for (const read of dirtyReads) {
        keepReadInsideRegion(read.image, read.x, read.y, before, clip);
        cleanReads.add(read.image);
      }
      dirtyReads = [];
    },
  };
}
