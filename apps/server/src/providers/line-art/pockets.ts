import { removeSpecks } from './components.ts';
import type { InkMask } from './gray-image.ts';
import { pageLightness } from './lab.ts';
import { dilate, erode } from './morphology.ts';
import { labelOpenPixels } from './run-labels.ts';

/** Least area of a pupil against the square of its longer side: a sliver is no pupil. */
const MIN_ROUNDNESS = 0.15;
/**
 * L* by which a pocket must be darker than the paper round it to stay inked: a pupil or a
 * nostril against skin or fur is 40–50 darker, the shadow between wool curls about 25.
 */
export const DARK_STEP = 30;
/** Share of a detail stroke that must be solid blob for the stroke to count as a blob. */
const MIN_BLOB_SHARE = 0.4;
/** Ink pieces under this many pixels left by an opened wall are dropped (no specks). */
const MIN_STUB_PX = 30;

/** A window of the page: its top-left corner and size, pixels. */
interface Window {
  x0: number;
  y0: number;
  w: number;
  h: number;
}

/**
 * Opens the pockets of paper under `minPaper` pixels that the page's lines shut in (two curves
 * meeting at a sharp angle, a small ring of detail line) into a neighbour, in place: the page's
 * pinhole filling would ink them, and a solid black blob where the photo is light reads as a
 * mistake, not a line. The wall between pocket P and the neighbour Q it shares most of it with
 * is erased: the ink within `lineWidth + 1` px (chessboard) of both and farther than that from
 * every other piece of paper, so no other two pieces are joined (each keeps the ink next to it)
 * and the page stays closed; the frame round the picture is never touched. Pieces of line left
 * under 30 px are dropped. A round pocket darker than the paper round it by `DARK_STEP` L* in the
 * photo (a pupil, a nostril) is left for the pinhole filling to ink, as is one with no
 * neighbour large enough to colour. `lightness` is the photo's L* (0–100), `scale` times
 * smaller than the page. O(pixels) plus a small window per pocket.
 */
export function openPockets(
  page: InkMask,
  lightness: Float32Array,
  scale: number,
  lineWidth: number,
  minPaper: number,
): void {
  const { ink, width, height } = page;
  const { labels, count, sizes } = labelOpenPixels(ink, width, height);
  const pockets = new Map<number, number[]>();
  for (let i = 0; i < labels.length; i++) {
    const k = labels[i] as number;
    if (k < 0 || (sizes[k] as number) >= minPaper) continue;
    let list = pockets.get(k);
    if (!list) pockets.set(k, (list = []));
    list.push(i);
  }
  if (pockets.size === 0) return;
  // A pocket already opened counts as the neighbour it joined.
  const parent = Int32Array.from({ length: count }, (_, k) => k);
  const root = (k: number): number => {
    while (parent[k] !== k) k = parent[k] as number;
    return k;
  };
  const size = Float64Array.from(sizes);
  const reach = lineWidth + 1;
  const lightAtXy = pageLightness(lightness, width, height, scale);
  const lightAt = (i: number): number => lightAtXy(i % width, Math.floor(i / width));
  // Pupils stay: round pockets darker than the paper round them.
  const isPupil = new Uint8Array(count);
  for (const [pocket, list] of pockets) {
    if (!isRound(list, width)) continue;
    const box = windowRound(list, width, height, 2 * reach + 2);
    if (isDarkPocket(list, distancesByPiece(labels, root, width, box, reach), pocket, box, width, lightAt))
      isPupil[pocket] = 1;
  }
  // Paper whose walls must stay: regions and pupils (other pockets may open with this one).
  const isKept = (k: number): boolean => (size[k] as number) >= minPaper || isPupil[k] === 1;
  let isOpened = false;
  for (const [pocket, list] of pockets) {
    const p = root(pocket);
    if (isKept(p)) continue;
    const box = windowRound(list, width, height, 2 * reach + 2);
    const near = distancesByPiece(labels, root, width, box, reach);
    const fromPocket = near.get(p);
    if (!fromPocket) continue;
    const isInkAt = (j: number): boolean =>
      ink[(box.y0 + Math.floor(j / box.w)) * width + box.x0 + (j % box.w)] === 1;
    // The neighbour sharing the most wall, among pieces large enough to colour.
    let best = -1;
    let bestShared = 0;
    for (const [q, fromQ] of near) {
      if (q === p || (size[q] as number) < minPaper) continue;
      let shared = 0;
      for (let j = 0; j < fromQ.length; j++)
        if ((fromQ[j] as number) <= reach && (fromPocket[j] as number) <= reach && isInkAt(j)) shared++;
      if (shared > bestShared) {
        bestShared = shared;
        best = q;
      }
    }
    if (best < 0) continue;
    const fromBest = near.get(best) as Uint8Array;
    for (let j = 0; j < box.w * box.h; j++) {
      if ((fromPocket[j] as number) > reach || (fromBest[j] as number) > reach || !isInkAt(j)) continue;
      const x = box.x0 + (j % box.w);
      const y = box.y0 + Math.floor(j / box.w);
      if (x < lineWidth || y < lineWidth || x >= width - lineWidth || y >= height - lineWidth) continue;
      let isNearOther = false;
      for (const [s, fromS] of near)
        if (s !== p && s !== best && isKept(s) && (fromS[j] as number) <= reach) isNearOther = true;
      if (isNearOther) continue;
      ink[y * width + x] = 0;
      labels[y * width + x] = best;
    }
    parent[p] = best;
    size[best] = (size[best] as number) + (size[p] as number);
    isOpened = true;
  }
  if (isOpened) ink.set(removeSpecks(page, MIN_STUB_PX).ink);
}

/** The bounding box of `pixels` (indices on rows `stride` long) grown by `margin`, clamped to `width × height`. */
function windowRound(
  pixels: readonly number[],
  width: number,
  height: number,
  margin: number,
  stride = width,
): Window {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (const i of pixels) {
    const x = i % stride;
    const y = (i - x) / stride;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  x0 = Math.max(0, x0 - margin);
  y0 = Math.max(0, y0 - margin);
  x1 = Math.min(width - 1, x1 + margin);
  y1 = Math.min(height - 1, y1 + margin);
  return { x0, y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/**
 * For each piece of paper in the window (by `root` of its label), the chessboard distance of
 * every window pixel to it, capped at `reach + 1`: two passes of a 3×3 chamfer.
 */
function distancesByPiece(
  labels: Int32Array,
  root: (k: number) => number,
  width: number,
  { x0, y0, w, h }: Window,
  reach: number,
): Map<number, Uint8Array> {
  const far = Math.min(255, reach + 1);
  const out = new Map<number, Uint8Array>();
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const k = labels[(y0 + y) * width + x0 + x] as number;
      if (k < 0) continue;
      const piece = root(k);
      let d = out.get(piece);
      if (!d) out.set(piece, (d = new Uint8Array(w * h).fill(far)));
      d[y * w + x] = 0;
    }
  for (const d of out.values()) {
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const j = y * w + x;
        let v = d[j] as number;
        if (x > 0) v = Math.min(v, (d[j - 1] as number) + 1);
        if (y > 0) {
          v = Math.min(v, (d[j - w] as number) + 1);
          if (x > 0) v = Math.min(v, (d[j - w - 1] as number) + 1);
          if (x < w - 1) v = Math.min(v, (d[j - w + 1] as number) + 1);
        }
        d[j] = Math.min(far, v);
      }
    for (let y = h - 1; y >= 0; y--)
      for (let x = w - 1; x >= 0; x--) {
        const j = y * w + x;
        let v = d[j] as number;
        if (x < w - 1) v = Math.min(v, (d[j + 1] as number) + 1);
        if (y < h - 1) {
          v = Math.min(v, (d[j + w] as number) + 1);
          if (x < w - 1) v = Math.min(v, (d[j + w + 1] as number) + 1);
          if (x > 0) v = Math.min(v, (d[j + w - 1] as number) + 1);
        }
        d[j] = Math.min(far, v);
      }
  }
  return out;
}

/** Whether the pocket's area is at least `MIN_ROUNDNESS` of its bounding box's longer side squared. */
function isRound(pocket: readonly number[], width: number): boolean {
  const { w, h } = windowRound(pocket, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 0, width);
  return pocket.length >= MIN_ROUNDNESS * Math.max(w, h) ** 2;
}

/**
 * Whether the photo inside pocket `p` is darker, by `DARK_STEP` L*, than the other paper in
 * the window round it (a pupil inside its iris).
 */
function isDarkPocket(
  pocket: readonly number[],
  near: Map<number, Uint8Array>,
  p: number,
  box: Window,
  width: number,
  lightAt: (i: number) => number,
): boolean {
  let inside = 0;
  for (const i of pocket) inside += lightAt(i);
  inside /= pocket.length;
  let around = 0;
  let n = 0;
  for (const [q, fromQ] of near) {
    if (q === p) continue;
    for (let j = 0; j < fromQ.length; j++) {
      if (fromQ[j] !== 0) continue;
      around += lightAt((box.y0 + Math.floor(j / box.w)) * width + box.x0 + (j % box.w));
      n++;
    }
  }
  return n > 0 && inside <= around / n - DARK_STEP;
}

/**
 * Clears, in place, each 4-connected piece of `strokes` (detail lines about to be drawn on
 * `page`) that is mostly (`MIN_BLOB_SHARE`) a solid blob — ink more than `2·core + 1` px thick,
 * where a chain doubles back or a ring is too tight to keep paper inside — unless the piece is round and its solid part
 * darker than the paper round it by `DARK_STEP` L* in the photo (a pupil). `lightness` is the photo's
 * L* (0–100), `scale` times smaller than the page.
 */
export function dropSolidStrokes(
  page: InkMask,
  strokes: Uint8Array,
  lightness: Float32Array,
  scale: number,
  core: number,
): void {
  const { width, height } = page;
  const solid = erode({ ink: strokes, width, height }, core).ink;
  if (!solid.includes(1)) return;
  const open = new Uint8Array(strokes.length);
  for (let i = 0; i < open.length; i++) open[i] = strokes[i] ? 0 : 1;
  const pieces = labelOpenPixels(open, width, height);
  const solidOf = new Map<number, number[]>();
  for (let i = 0; i < solid.length; i++) {
    if (!solid[i]) continue;
    const k = pieces.labels[i] as number;
    let list = solidOf.get(k);
    if (!list) solidOf.set(k, (list = []));
    list.push(i);
  }
  const lightAt = pageLightness(lightness, width, height, scale);
  // The blob itself: the solid core grown back by the erosion's radius.
  const blob = dilate({ ink: solid, width, height }, core).ink;
  const pieceOf = new Map<number, number[]>();
  const blobArea = new Map<number, number>();
  for (let i = 0; i < strokes.length; i++) {
    const k = pieces.labels[i] as number;
    if (k >= 0 && solidOf.has(k)) {
      let list = pieceOf.get(k);
      if (!list) pieceOf.set(k, (list = []));
      list.push(i);
      if (blob[i]) blobArea.set(k, (blobArea.get(k) ?? 0) + 1);
    }
  }
  const isDropped = new Uint8Array(pieces.count);
  for (const [k, list] of solidOf) {
    // A line with a thick spot (the corner of a mouth) stays; a stroke mostly blob goes.
    if ((blobArea.get(k) ?? 0) < MIN_BLOB_SHARE * (pieceOf.get(k)?.length ?? 0)) continue;
    let inside = 0;
    for (const i of list) inside += lightAt(i % width, Math.floor(i / width));
    inside /= list.length;
    // Paper within a few pixels of the spot, neither stroke nor line.
    const box = windowRound(list, width, height, 2 * core + 4);
    let around = 0;
    let n = 0;
    for (let y = box.y0; y < box.y0 + box.h; y++)
      for (let x = box.x0; x < box.x0 + box.w; x++) {
        const i = y * width + x;
        if (strokes[i] || page.ink[i]) continue;
        around += lightAt(x, y);
        n++;
      }
    const isPupil = isRound(pieceOf.get(k) ?? list, width) && n > 0 && inside <= around / n - DARK_STEP;
    if (!isPupil) isDropped[k] = 1;
  }
  for (let i = 0; i < strokes.length; i++) {
    const k = pieces.labels[i] as number;
    if (k >= 0 && isDropped[k]) strokes[i] = 0;
  }
}
