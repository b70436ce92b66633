import type { LabelMap } from './region-lines.ts';

/**
 * One boundary curve between regions, as lattice points (x, y interleaved; a pixel (x, y)
 * covers [x, x+1] × [y, y+1]). An open curve runs between two fixed points (junctions where
 * three or more regions meet, or the picture's edge); a closed one (an island's outline) has
 * no fixed point and does not repeat its first point.
 */
export interface BoundaryCurve {
  points: Float64Array;
  isClosed: boolean;
}

// Directions along the lattice: +x, −x, +y, −y.
const DX = [1, -1, 0, 0];
const DY = [0, 0, 1, -1];

/**
 * The boundaries of a label map as curves on the pixel lattice: every crack between two
 * differently labelled 4-neighbours belongs to exactly one curve, and curves meet only at
 * junctions (lattice points touching three or more cracks, or the picture's edge). Walking
 * crack edges this way is the "crack following" of Rosenfeld & Kak, Digital Picture
 * Processing (1982), ch. 11. O(pixels).
 */
export function extractBoundaryCurves(map: LabelMap): BoundaryCurve[] {
  const { labels, width, height } = map;
  const stride = width + 1;
  // horizontal[v]: crack from lattice point v = (x, y) to (x+1, y); vertical[v]: to (x, y+1).
  const horizontal = new Uint8Array(stride * (height + 1));
  const vertical = new Uint8Array(stride * (height + 1));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x + 1 < width && labels[i] !== labels[i + 1]) vertical[y * stride + x + 1] = 1;
      if (y + 1 < height && labels[i] !== labels[i + width]) horizontal[(y + 1) * stride + x] = 1;
    }
  // 1: a crack not yet on a curve; 2: taken.
  const isFree = (v: number, d: number): boolean => {
    if (d === 0) return horizontal[v] === 1;
    if (d === 1) return v % stride > 0 && horizontal[v - 1] === 1;
    if (d === 2) return vertical[v] === 1;
    return v >= stride && vertical[v - stride] === 1;
  };
  const take = (v: number, d: number): void => {
    if (d === 0) horizontal[v] = 2;
    else if (d === 1) horizontal[v - 1] = 2;
    else if (d === 2) vertical[v] = 2;
    else vertical[v - stride] = 2;
  };
  // Junctions: lattice points where one crack ends (the picture's edge) or three or four meet.
  const degree = new Uint8Array(stride * (height + 1));
  for (let v = 0; v < degree.length; v++) {
    if (horizontal[v]) {
      degree[v] = (degree[v] as number) + 1;
      degree[v + 1] = (degree[v + 1] as number) + 1;
    }
    if (vertical[v]) {
      degree[v] = (degree[v] as number) + 1;
      degree[v + stride] = (degree[v + stride] as number) + 1;
    }
  }
  const isNode = (v: number): boolean => degree[v] !== 0 && degree[v] !== 2;
  const curves: BoundaryCurve[] = [];
  const walk = (start: number, firstDirection: number, isLoop: boolean): void => {
    const points: number[] = [start % stride, Math.floor(start / stride)];
    let v = start;
    let d = firstDirection;
    for (;;) {
      take(v, d);
      v += DX[d] as number;
      v += (DY[d] as number) * stride;
      if (v === start && isLoop) break;
      points.push(v % stride, Math.floor(v / stride));
      if (isNode(v)) break;
      const back = d ^ 1;
      let next = -1;
      for (let e = 0; e < 4; e++) if (e !== back && isFree(v, e)) next = e;
      if (next < 0) break;
      d = next;
    }
    curves.push({ points: Float64Array.from(points), isClosed: isLoop });
  };
  for (let v = 0; v < degree.length; v++) {
    if (!isNode(v)) continue;
    for (let d = 0; d < 4; d++) if (isFree(v, d)) walk(v, d, false);
  }
  // What is left are closed loops with no junction: islands inside one region.
  for (let v = 0; v < degree.length; v++) {
    if (degree[v] !== 2) continue;
    for (let d = 0; d < 4; d++) if (isFree(v, d)) walk(v, d, true);
  }
  return curves;
}

/**
 * Smooths a curve by a Gaussian of `sigma` lattice steps along it: open curves keep both
 * ends (odd reflection about each end point, so the ends stay put and the curve leaves them
 * straight); closed curves are periodic and then scaled about their centroid back to the area
 * they enclosed, so a small island (an eye, a spot) does not shrink. Staircases become lines
 * and wiggles shorter than about 2σ flatten out.
 */
export function smoothCurve(curve: BoundaryCurve, sigma: number): Float64Array {
  const { points, isClosed } = curve;
  const n = points.length / 2;
  if (n < 3) return points;
  const last = n - 1;
  const span = isClosed ? n : last;
  const s = Math.min(sigma, span / 3);
  if (s < 0.5) return points;
  const radius = Math.min(Math.ceil(2.5 * s), isClosed ? Math.floor((n - 1) / 2) : last);
  const kernel = new Float64Array(2 * radius + 1);
  let total = 0;
  for (let k = -radius; k <= radius; k++) {
    const w = Math.exp(-(k * k) / (2 * s * s));
    kernel[k + radius] = w;
    total += w;
  }
  const at = (k: number, c: number): number => {
    if (isClosed) return points[2 * (((k % n) + n) % n) + c] as number;
    if (k < 0) return 2 * (points[c] as number) - (points[2 * -k + c] as number);
    if (k > last) return 2 * (points[2 * last + c] as number) - (points[2 * (2 * last - k) + c] as number);
    return points[2 * k + c] as number;
  };
  const out = new Float64Array(points.length);
  for (let i = 0; i < n; i++) {
    if (!isClosed && (i === 0 || i === last)) {
      out[2 * i] = points[2 * i] as number;
      out[2 * i + 1] = points[2 * i + 1] as number;
      continue;
    }
    let x = 0;
    let y = 0;
    for (let k = -radius; k <= radius; k++) {
      const w = kernel[k + radius] as number;
      x += w * at(i + k, 0);
      y += w * at(i + k, 1);
    }
    out[2 * i] = x / total;
    out[2 * i + 1] = y / total;
  }
  if (isClosed) keepArea(points, out);
  return out;
}

/** Scales the closed polygon `out` about its centroid so it encloses the area `original` did. */
function keepArea(original: Float64Array, out: Float64Array): void {
  const before = Math.abs(polygonArea(original));
  const after = Math.abs(polygonArea(out));
  if (after <= 0 || before <= 0) return;
  const scale = Math.sqrt(before / after);
  const n = out.length / 2;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < n; i++) {
    cx += out[2 * i] as number;
    cy += out[2 * i + 1] as number;
  }
  cx /= n;
  cy /= n;
  for (let i = 0; i < n; i++) {
    out[2 * i] = cx + ((out[2 * i] as number) - cx) * scale;
    out[2 * i + 1] = cy + ((out[2 * i + 1] as number) - cy) * scale;
  }
}

/** Signed area of a closed polygon (shoelace formula). */
function polygonArea(p: Float64Array): number {
  const n = p.length / 2;
  let area = 0;
  for (let i = 0, j = n - 1; i < n; j = i++)
    area += (p[2 * j] as number) * (p[2 * i + 1] as number) - (p[2 * i] as number) * (p[2 * j + 1] as number);
  return area / 2;
}
