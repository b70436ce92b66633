import { extractBoundaryCurves, smoothCurve, type BoundaryCurve } from './boundary-curves.ts';
import type { LabImage } from './lab.ts';
import type { LabelMap } from './region-lines.ts';
import { labelOpenPixels } from './run-labels.ts';
import type { CountedLabelMap } from './slic.ts';

/** Mean ΔE across a boundary at or above which it keeps the smallest σ (a crisp photo edge). */
const CRISP_EDGE = 15;
/** …and at or below which it gets `SOFT_SIGMA_FACTOR` times that σ (shading, a blurred background). */
const SOFT_EDGE = 4;
const SOFT_SIGMA_FACTOR = 2.5;
/** Pieces between walls smaller than this (page pixels) are pockets, not regions. */
const TINY_PIECE = 40;

/**
 * Redraws a work-scale label map `scale` times larger with calm outlines: every boundary is
 * followed as a curve between junctions (`extractBoundaryCurves`), smoothed by a Gaussian
 * along it (`smoothCurve`, junctions fixed so curves still meet) of `sigma` work pixels where
 * the photo has a crisp edge, up to `SOFT_SIGMA_FACTOR`× that where the boundary crosses a
 * soft gradient and its place is arbitrary (so the superpixel grid never shows as a
 * staircase); `lab` is the picture the map was cut from. Drawn
 * as one-pixel 8-connected walls at page scale, and the page's regions are the 4-connected
 * pieces between the walls. Walls that meet close every region by construction; where two
 * smoothed curves cross, the sliver between them is a small region of its own for
 * `mergeSlivers` to join. Replaces a mode filter and enlargement: the cost follows the
 * boundaries' length, plus one flood fill of the page. Returns labels 0 … count − 1.
 */
export function redrawRegionsSmooth(
  map: LabelMap,
  lab: LabImage,
  sigma: number,
  scale: number,
): CountedLabelMap {
  const width = map.width * scale;
  const height = map.height * scale;
  const wall = new Uint8Array(width * height);
  const pixel = (v: number, size: number): number => Math.min(size - 1, Math.max(0, Math.floor(v * scale)));
  for (const curve of extractBoundaryCurves(map)) {
    const softness = Math.min(
      1,
      Math.max(0, (CRISP_EDGE - curveContrast(curve, lab)) / (CRISP_EDGE - SOFT_EDGE)),
    );
    const points = smoothCurve(curve, sigma * (1 + (SOFT_SIGMA_FACTOR - 1) * softness));
    const n = points.length / 2;
    let px = pixel(points[0] as number, width);
    let py = pixel(points[1] as number, height);
    const segments = curve.isClosed ? n : n - 1;
    for (let i = 1; i <= segments; i++) {
      const j = i % n;
      const qx = pixel(points[2 * j] as number, width);
      const qy = pixel(points[2 * j + 1] as number, height);
      drawLine(wall, width, px, py, qx, qy);
      px = qx;
      py = qy;
    }
  }
  return labelPieces(wall, width, height);
}

/**
 * Mean ΔE (CIE76) across a lattice curve, each unit step comparing the pixels one further out
 * on either side of the crack it follows (the boundary may sit a pixel off the photo's edge).
 */
function curveContrast(curve: BoundaryCurve, lab: LabImage): number {
  const { l, a, b, width, height } = lab;
  const p = curve.points;
  const n = p.length / 2;
  if (n < 2) return 0;
  let total = 0;
  for (let k = 1; k < n; k++) {
    const x = Math.min(p[2 * k - 2] as number, p[2 * k] as number);
    const y = Math.min(p[2 * k - 1] as number, p[2 * k + 1] as number);
    let i: number;
    let j: number;
    if (p[2 * k - 1] === p[2 * k + 1]) {
      // Horizontal step: the crack lies between rows y − 1 and y, at column x.
      i = Math.max(0, y - 2) * width + Math.min(x, width - 1);
      j = Math.min(height - 1, y + 1) * width + Math.min(x, width - 1);
    } else {
      i = Math.min(y, height - 1) * width + Math.max(0, x - 2);
      j = Math.min(y, height - 1) * width + Math.min(width - 1, x + 1);
    }
    const dl = (l[i] as number) - (l[j] as number);
    const da = (a[i] as number) - (a[j] as number);
    const db = (b[i] as number) - (b[j] as number);
    total += Math.sqrt(dl * dl + da * da + db * db);
  }
  return total / (n - 1);
}

/** Bresenham's line from (x0, y0) to (x1, y1), both ends included: 8-connected, so it blocks a 4-connected fill. */
function drawLine(wall: Uint8Array, width: number, x0: number, y0: number, x1: number, y1: number): void {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    wall[y * width + x] = 1;
    if (x === x1 && y === y1) return;
    const e2 = 2 * error;
    if (e2 >= dy) {
      error += dy;
      x += sx;
    }
    if (e2 <= dx) {
      error += dx;
      y += sy;
    }
  }
}

/**
 * Numbers the 4-connected pieces of non-wall pixels 0 … count − 1 in scan order
 * (`labelOpenPixels`); pieces under `TINY_PIECE` pixels (pockets where a tight curve's line
 * touches itself) count as wall. Each wall pixel then takes the label of a labelled
 * 4-neighbour (left, up, right, down first), sweeping until none is left.
 */
function labelPieces(wall: Uint8Array, width: number, height: number): CountedLabelMap {
  const n = width * height;
  const pieces = labelOpenPixels(wall, width, height);
  const { labels, sizes } = pieces;
  let count = 0;
  const renumber = new Int32Array(pieces.count);
  for (let k = 0; k < pieces.count; k++) renumber[k] = (sizes[k] as number) < TINY_PIECE ? -1 : count++;
  if (count === 0) return { labels: labels.fill(0), width, height, count: 1 };
  if (count < pieces.count)
    for (let i = 0; i < n; i++) {
      const label = labels[i] as number;
      if (label >= 0) labels[i] = renumber[label] as number;
    }
  // Unlabelled pixels (walls, tiny pockets) in scan order; each sweep labels those touching a
  // labelled pixel.
  let pending = 0;
  for (let p = 0; p < n; p++) if ((labels[p] as number) < 0) pending++;
  const queue = new Int32Array(pending);
  pending = 0;
  for (let p = 0; p < n; p++) if ((labels[p] as number) < 0) queue[pending++] = p;
  while (pending > 0) {
    let left = 0;
    for (let k = 0; k < pending; k++) {
      const p = queue[k] as number;
      const x = p % width;
      let label = -1;
      if (x > 0 && (labels[p - 1] as number) >= 0) label = labels[p - 1] as number;
      else if (p >= width && (labels[p - width] as number) >= 0) label = labels[p - width] as number;
      else if (x < width - 1 && (labels[p + 1] as number) >= 0) label = labels[p + 1] as number;
      else if (p + width < n && (labels[p + width] as number) >= 0) label = labels[p + width] as number;
      if (label >= 0) labels[p] = label;
      else queue[left++] = p;
    }
    if (left === pending) break;
    pending = left;
  }
  return { labels, width, height, count };
}
