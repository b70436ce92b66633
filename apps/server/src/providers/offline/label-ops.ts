import type { GrayImage } from '../line-art/gray-image.ts';
import type { LabelMap } from '../line-art/region-lines.ts';

/**
 * Label-map steps of the scene composer on typed arrays: the paper regions of a rendered
 * backdrop, and connected relabelling. Both find 4-connected components by union–find over
 * horizontal runs (two passes, a few milliseconds at 1024²).
 */

/**
 * 4-connected components of pixels sharing a `key` (pixels keyed -1 belong to none), numbered
 * 1..count in scan order of their first pixel; excluded pixels get 0. `keys[piece]` is the key
 * of each piece, `areas[piece]` its pixels.
 */
function connectedPieces(
  key: Int32Array,
  width: number,
  height: number,
): { labels: Int32Array; keys: Int32Array; areas: Int32Array; count: number } {
  const maxRuns = Math.ceil((width * height) / 2) + height;
  const runStart = new Int32Array(maxRuns);
  const runEnd = new Int32Array(maxRuns);
  const parent = new Int32Array(maxRuns);
  const find = (r: number): number => {
    let root = r;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[r] !== root) {
      const next = parent[r] as number;
      parent[r] = root;
      r = next;
    }
    return root;
  };
  let runs = 0;
  let previousFirst = 0;
  let previousLast = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const first = runs;
    let above = previousFirst;
    for (let x = 0; x < width;) {
      const k = key[row + x] as number;
      let end = x + 1;
      while (end < width && key[row + end] === k) end++;
      if (k !== -1) {
        const r = runs++;
        runStart[r] = x;
        runEnd[r] = end;
        parent[r] = r;
        // Runs of the row above overlapping [x, end) with the same key join this one.
        while (above < previousLast && (runEnd[above] as number) <= x) above++;
        for (let a = above; a < previousLast && (runStart[a] as number) < end; a++) {
          if (key[row - width + (runStart[a] as number)] !== k) continue;
          const ra = find(a);
          const rr = find(r);
          if (ra !== rr) parent[Math.max(ra, rr)] = Math.min(ra, rr);
        }
      }
      x = end;
    }
    previousFirst = first;
    previousLast = runs;
    above = first;
  }
  const labels = new Int32Array(width * height);
  const pieceOf = new Int32Array(runs).fill(0);
  const keys: number[] = [0];
  const areas: number[] = [0];
  let r = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width;) {
      const k = key[row + x] as number;
      let end = x + 1;
      while (end < width && key[row + end] === k) end++;
      if (k !== -1) {
        const root = find(r);
        if (pieceOf[root] === 0) {
          pieceOf[root] = keys.length;
          keys.push(k);
          areas.push(0);
        }
        const piece = pieceOf[root] as number;
        labels.fill(piece, row + x, row + end);
        areas[piece] = (areas[piece] as number) + end - x;
        r++;
      }
      x = end;
    }
  }
  return { labels, keys: Int32Array.from(keys), areas: Int32Array.from(areas), count: keys.length - 1 };
}

/**
 * The bounding box of each label 1..`regions` of `map`, px, inclusive: per label, its leftmost
 * and rightmost column and its top and bottom row. A label with no pixel keeps left = width,
 * right = -1 (and top = height, bottom = -1). Index 0 holds label 0's box.
 */
export function labelBounds(
  map: LabelMap,
  regions: number,
): { left: Int32Array; right: Int32Array; top: Int32Array; bottom: Int32Array } {
  const { labels, width, height } = map;
  const left = new Int32Array(regions + 1).fill(width);
  const right = new Int32Array(regions + 1).fill(-1);
  const top = new Int32Array(regions + 1).fill(height);
  const bottom = new Int32Array(regions + 1).fill(-1);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const l = labels[y * width + x] as number;
      left[l] = Math.min(left[l] as number, x);
      right[l] = Math.max(right[l] as number, x);
      top[l] = Math.min(top[l] as number, y);
      bottom[l] = Math.max(bottom[l] as number, y);
    }
  return { left, right, top, bottom };
}

/**
 * The paper of a grey image as a label map: pixels above `threshold` (0–255) are paper, each
 * 4-connected paper component gets its own label 1..n; ink pixels are then given to the
 * nearest paper label (breadth-first, so a stroke splits down its middle). Ink with no paper
 * anywhere stays 0. Returns the map, n and the pixels of each label (`areas[0]` the ink left).
 */
export function labelPaper(
  gray: GrayImage,
  threshold: number,
): LabelMap & { regions: number; areas: Int32Array } {
  const { data, width, height } = gray;
  const key = new Int32Array(width * height);
  for (let i = 0; i < key.length; i++) key[i] = (data[i] as number) <= threshold ? -1 : 0;
  const { labels, count, areas } = connectedPieces(key, width, height);
  growIntoZeros(labels, areas, width, height);
  return { labels, width, height, regions: count, areas };
}

/**
 * Gives every 0 pixel the label of the nearest labelled pixel (4-neighbour breadth-first
 * growth from all labelled pixels at once), counting it in `areas`.
 */
function growIntoZeros(labels: Int32Array, areas: Int32Array, width: number, height: number): void {
  const n = width * height;
  const queue = new Int32Array(n);
  let tail = 0;
  // Seeds: unlabelled pixels next to labelled ones, stored negative until claimed.
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const p = row + x;
      if (labels[p] !== 0) continue;
      if (
        (x > 0 && labels[p - 1] !== 0) ||
        (x < width - 1 && labels[p + 1] !== 0) ||
        (y > 0 && labels[p - width] !== 0) ||
        (y < height - 1 && labels[p + width] !== 0)
      )
        queue[tail++] = -p - 1;
    }
  }
  const seeds = tail;
  tail = 0;
  const pending = queue.slice(0, seeds);
  const visit = (q: number, label: number) => {
    if (labels[q] !== 0) return;
    labels[q] = label;
    areas[label] = (areas[label] as number) + 1;
    queue[tail++] = q;
  };
  for (let s = 0; s < seeds; s++) {
    const p = -(pending[s] as number) - 1;
    const x = p % width;
    const label =
      (x > 0 ? (labels[p - 1] as number) : 0) ||
      (x < width - 1 ? (labels[p + 1] as number) : 0) ||
      (p >= width ? (labels[p - width] as number) : 0) ||
      (p + width < n ? (labels[p + width] as number) : 0);
    if (label !== 0) visit(p, label);
  }
  for (let head = 0; head < tail; head++) {
    const p = queue[head] as number;
    const label = labels[p] as number;
    const x = p % width;
    if (x > 0) visit(p - 1, label);
    if (x < width - 1) visit(p + 1, label);
    if (p >= width) visit(p - width, label);
    if (p + width < n) visit(p + width, label);
  }
  let labelled = 0;
  for (let l = 1; l < areas.length; l++) labelled += areas[l] as number;
  areas[0] = n - labelled;
}

/**
 * Splits every label into its 4-connected pieces and numbers the pieces 1..n in scan order.
 * `owners[label]` (the drawing a label came from) is carried over: the result's `owners[piece]`
 * is the owner of the label the piece was cut from. Labels must be ≥ 0.
 */
export function relabelConnected(
  map: LabelMap,
  owners: Int32Array,
): { map: LabelMap; owners: Int32Array; regions: number } {
  const { labels, width, height } = map;
  const pieces = connectedPieces(labels, width, height);
  const pieceOwners = new Int32Array(pieces.count + 1);
  for (let p = 1; p <= pieces.count; p++) pieceOwners[p] = owners[pieces.keys[p] as number] ?? 0;
  return { map: { labels: pieces.labels, width, height }, owners: pieceOwners, regions: pieces.count };
}

/**
 * White pieces of an ink mask (`ink[i]` 1 for ink) with at least `minArea` pixels, 4-connected:
 * the regions a child sees, as `measurePage` counts them. A thin region pinched by its own
 * outline shows as two.
 */
export function countPaperPieces(ink: Uint8Array, width: number, height: number, minArea: number): number {
  const key = new Int32Array(width * height);
  for (let i = 0; i < key.length; i++) key[i] = ink[i] === 1 ? -1 : 0;
  const { areas } = connectedPieces(key, width, height);
  let count = 0;
  for (let l = 1; l < areas.length; l++) if ((areas[l] as number) >= minArea) count++;
  return count;
}
