import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import type { LabelMap } from '../../line-art/region-lines.ts';

import { splitComponents } from './label-regions.ts';
import { libraryEntry } from './library.ts';

/**
 * Label maps of library drawings at the size a page needs. The stored PNG holds one grey byte
 * per pixel: 0 outside the drawing, 1..255 a region (see `scripts/build-drawing-library.ts`).
 */

export type DrawingMap = LabelMap & { regions: number };

const DRAWINGS_DIR = new URL('./drawings/', import.meta.url);
const stored = new Map<string, Promise<LabelMap>>();
const scaled = new Map<string, Promise<DrawingMap>>();
/** Scaled maps kept; the oldest is dropped first. */
const MAX_CACHED = 256;

/**
 * The drawing `id` as a label map whose longer side is `maxSide` pixels (nearest-neighbour
 * scaling): 0 outside the drawing, 1..regions inside, each region 4-connected. Line pixels
 * already belong to a neighbouring region, so `drawRegionBoundaries` redraws the outlines at
 * one even weight. Regions that scaling shrinks below `minRegionPx(maxSide)` pixels join
 * their nearest neighbour. Cached per (id, maxSide); callers must not modify the result.
 * @throws RangeError for an unknown id or a `maxSide` outside 8–4096.
 */
export function loadDrawing(id: string, maxSide: number): Promise<DrawingMap> {
  if (!libraryEntry(id)) throw new RangeError(`no library drawing "${id}"`);
  if (!Number.isInteger(maxSide) || maxSide < 8 || maxSide > 4096)
    throw new RangeError(`maxSide must be an integer from 8 to 4096, got ${maxSide}`);
  const key = `${id}@${maxSide}`;
  let map = scaled.get(key);
  if (!map) {
    map = readStored(id).then((source) => scaleDrawing(source, maxSide));
    map.catch(() => scaled.delete(key));
    scaled.set(key, map);
    if (scaled.size > MAX_CACHED) scaled.delete(scaled.keys().next().value as string);
  }
  return map;
}

/** Smallest region (pixels) kept in a map scaled to `maxSide`: about 1/60 of the side squared. */
export function minRegionPx(maxSide: number): number {
  return Math.max(12, Math.round((maxSide / 60) ** 2));
}

function readStored(id: string): Promise<LabelMap> {
  let map = stored.get(id);
  if (!map) {
    map = sharp(fileURLToPath(new URL(`${id}.png`, DRAWINGS_DIR)))
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ labels: Int32Array.from(data), width: info.width, height: info.height }));
    map.catch(() => stored.delete(id));
    stored.set(id, map);
  }
  return map;
}

/**
 * Nearest-neighbour scaling, the edge pixels made outside, then one label per connected piece
 * and tiny pieces absorbed.
 */
export function scaleDrawing(source: LabelMap, maxSide: number): DrawingMap {
  const factor = maxSide / Math.max(source.width, source.height);
  const width = Math.max(1, Math.round(source.width * factor));
  const height = Math.max(1, Math.round(source.height * factor));
  const labels = new Int32Array(width * height);
  const xs = new Int32Array(width);
  for (let x = 0; x < width; x++) xs[x] = Math.min(source.width - 1, Math.floor((x + 0.5) / factor));
  for (let y = 0; y < height; y++) {
    const sy = Math.min(source.height - 1, Math.floor((y + 0.5) / factor));
    for (let x = 0; x < width; x++)
      labels[y * width + x] = source.labels[sy * source.width + (xs[x] as number)] as number;
  }
  // The map's edge is outside, so an outline runs wherever the drawing reaches the edge.
  for (let x = 0; x < width; x++) labels[x] = labels[(height - 1) * width + x] = 0;
  for (let y = 0; y < height; y++) labels[y * width] = labels[y * width + width - 1] = 0;
  const pieces = splitComponents({ labels, width, height });
  return absorbTinyRegions(pieces, minRegionPx(maxSide));
}

/**
 * Gives the pixels of regions under `minArea` to the nearest other region (breadth-first),
 * then renumbers the regions 1..n. Labels must be 0..k, 4-connected per label above 0.
 */
function absorbTinyRegions(map: LabelMap, minArea: number): DrawingMap {
  const { labels, width, height } = map;
  const n = labels.length;
  let maxLabel = 0;
  for (let i = 0; i < n; i++) if ((labels[i] as number) > maxLabel) maxLabel = labels[i] as number;
  const area = new Int32Array(maxLabel + 1);
  for (let i = 0; i < n; i++) {
    const l = labels[i] as number;
    area[l] = (area[l] as number) + 1;
  }
  const queue = new Int32Array(n);
  let tail = 0;
  for (let i = 0; i < n; i++) {
    const l = labels[i] as number;
    if (l !== 0 && (area[l] as number) < minArea) labels[i] = -1;
  }
  // Seed only the pixels next to an absorbed one; the queue then grows them breadth-first.
  for (let i = 0; i < n; i++) {
    if (labels[i] === -1) continue;
    const x = i % width;
    if (
      (x > 0 && labels[i - 1] === -1) ||
      (x < width - 1 && labels[i + 1] === -1) ||
      labels[i - width] === -1 ||
      labels[i + width] === -1
    )
      queue[tail++] = i;
  }
  for (let head = 0; head < tail; head++) {
    const p = queue[head] as number;
    const x = p % width;
    const l = labels[p] as number;
    const visit = (q: number) => {
      if (labels[q] !== -1) return;
      labels[q] = l;
      queue[tail++] = q;
    };
    if (x > 0) visit(p - 1);
    if (x < width - 1) visit(p + 1);
    if (p >= width) visit(p - width);
    if (p + width < n) visit(p + width);
  }
  const ids = new Int32Array(maxLabel + 1).fill(-1);
  ids[0] = 0;
  let regions = 0;
  for (let i = 0; i < n; i++) {
    const l = labels[i] as number;
    if (ids[l] === -1) ids[l] = ++regions;
    labels[i] = ids[l] as number;
  }
  return { labels, width, height, regions };
}
