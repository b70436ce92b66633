import type { LabImage } from './lab.ts';
import type { LabelMap } from './region-lines.ts';

/** A label map whose labels run 0 … `count − 1`, each one 4-connected region. */
export interface CountedLabelMap extends LabelMap {
  count: number;
}

export interface SlicOptions {
  /** Wanted number of superpixels (the grid gives about this many). */
  superpixels: number;
  /** Weight of distance in space against distance in colour (Achanta's m; 10 for CIELAB). */
  compactness: number;
  /** k-means rounds; 5–10 converge on photos. */
  iterations: number;
}

/**
 * SLIC superpixels (Achanta et al., "SLIC Superpixels Compared to State-of-the-Art Superpixel
 * Methods", TPAMI 2012): k-means in (L*, a*, b*, x, y) with each centre searching only a
 * 2S × 2S window, S the grid step, then the paper's connectivity pass so every label is one
 * 4-connected region (fragments under S²/4 pixels join a neighbour). Deterministic.
 * O(pixels × iterations).
 */
export function slic(lab: LabImage, options: SlicOptions): CountedLabelMap {
  const { width, height } = lab;
  const n = width * height;
  const step = Math.max(2, Math.round(Math.sqrt(n / Math.max(1, options.superpixels))));
  const centres = seedCentres(lab, step);
  const k = centres.length / 5;
  const labels = new Int32Array(n);
  const distance = new Float32Array(n);
  const spatial = (options.compactness / step) ** 2;
  const { l, a, b } = lab;
  const sums = new Float64Array(k * 6);

  for (let round = 0; round < options.iterations; round++) {
    distance.fill(Number.POSITIVE_INFINITY);
    for (let c = 0; c < k; c++) {
      const cl = centres[5 * c] as number;
      const ca = centres[5 * c + 1] as number;
      const cb = centres[5 * c + 2] as number;
      const cx = centres[5 * c + 3] as number;
      const cy = centres[5 * c + 4] as number;
      const x0 = Math.max(0, Math.floor(cx - step));
      const x1 = Math.min(width - 1, Math.ceil(cx + step));
      const y0 = Math.max(0, Math.floor(cy - step));
      const y1 = Math.min(height - 1, Math.ceil(cy + step));
      for (let y = y0; y <= y1; y++) {
        const rowCost = spatial * (y - cy) * (y - cy);
        const row = y * width;
        for (let x = x0; x <= x1; x++) {
          const i = row + x;
          const dl = (l[i] as number) - cl;
          const da = (a[i] as number) - ca;
          const db = (b[i] as number) - cb;
          const dx = x - cx;
          const d = dl * dl + da * da + db * db + spatial * dx * dx + rowCost;
          if (d < (distance[i] as number)) {
            distance[i] = d;
            labels[i] = c;
          }
        }
      }
    }
    sums.fill(0);
    for (let y = 0, i = 0; y < height; y++)
      for (let x = 0; x < width; x++, i++) {
        const s = 6 * (labels[i] as number);
        sums[s] = (sums[s] as number) + (l[i] as number);
        sums[s + 1] = (sums[s + 1] as number) + (a[i] as number);
        sums[s + 2] = (sums[s + 2] as number) + (b[i] as number);
        sums[s + 3] = (sums[s + 3] as number) + x;
        sums[s + 4] = (sums[s + 4] as number) + y;
        sums[s + 5] = (sums[s + 5] as number) + 1;
      }
    for (let c = 0; c < k; c++) {
      const count = sums[6 * c + 5] as number;
      if (count === 0) continue;
      for (let j = 0; j < 5; j++) centres[5 * c + j] = (sums[6 * c + j] as number) / count;
    }
  }
  return enforceConnectivity({ labels, width, height }, Math.max(1, Math.floor((step * step) / 4)));
}

/**
 * Grid centres `step` apart, each moved to the lowest colour gradient in its 3 × 3
 * neighbourhood so no seed sits on an edge. Returns (L, a, b, x, y) per centre.
 */
function seedCentres(lab: LabImage, step: number): Float64Array {
  const { width, height, l, a, b } = lab;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = Math.floor(step / 2); y < height; y += step) ys.push(y);
  for (let x = Math.floor(step / 2); x < width; x += step) xs.push(x);
  if (ys.length === 0) ys.push(Math.floor(height / 2));
  if (xs.length === 0) xs.push(Math.floor(width / 2));
  const gradient = (x: number, y: number): number => {
    const right = y * width + Math.min(width - 1, x + 1);
    const left = y * width + Math.max(0, x - 1);
    const down = Math.min(height - 1, y + 1) * width + x;
    const up = Math.max(0, y - 1) * width + x;
    let g = 0;
    for (const plane of [l, a, b]) {
      const dx = (plane[right] as number) - (plane[left] as number);
      const dy = (plane[down] as number) - (plane[up] as number);
      g += dx * dx + dy * dy;
    }
    return g;
  };
  const centres = new Float64Array(xs.length * ys.length * 5);
  let c = 0;
  for (const gy of ys) {
    for (const gx of xs) {
      let best = Number.POSITIVE_INFINITY;
      let bx = gx;
      let by = gy;
      for (let y = Math.max(0, gy - 1); y <= Math.min(height - 1, gy + 1); y++)
        for (let x = Math.max(0, gx - 1); x <= Math.min(width - 1, gx + 1); x++) {
          const g = gradient(x, y);
          if (g < best) {
            best = g;
            bx = x;
            by = y;
          }
        }
      const i = by * width + bx;
      centres.set([l[i] as number, a[i] as number, b[i] as number, bx, by], 5 * c++);
    }
  }
  return centres;
}

/**
 * Relabels `map` so each 4-connected piece has its own label 0 … count − 1; pieces under
 * `minSize` pixels take the label of the piece met just before them (Achanta's pass), so
 * no label is a scatter of specks.
 */
export function enforceConnectivity(map: LabelMap, minSize: number): CountedLabelMap {
  const { labels, width, height } = map;
  const n = width * height;
  const out = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let count = 0;
  for (let start = 0; start < n; start++) {
    if (out[start] !== -1) continue;
    const label = labels[start];
    // A neighbour already relabelled: where a too-small piece goes.
    let adjacent = count > 0 ? count - 1 : 0;
    const sx = start % width;
    if (sx > 0 && (out[start - 1] as number) >= 0) adjacent = out[start - 1] as number;
    else if (start >= width && (out[start - width] as number) >= 0) adjacent = out[start - width] as number;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    out[start] = count;
    while (head < tail) {
      const p = queue[head++] as number;
      const x = p % width;
      if (x > 0 && out[p - 1] === -1 && labels[p - 1] === label) {
        out[p - 1] = count;
        queue[tail++] = p - 1;
      }
      if (x < width - 1 && out[p + 1] === -1 && labels[p + 1] === label) {
        out[p + 1] = count;
        queue[tail++] = p + 1;
      }
      if (p >= width && out[p - width] === -1 && labels[p - width] === label) {
        out[p - width] = count;
        queue[tail++] = p - width;
      }
      if (p + width < n && out[p + width] === -1 && labels[p + width] === label) {
        out[p + width] = count;
        queue[tail++] = p + width;
      }
    }
    if (tail < minSize && count > 0) {
      for (let j = 0; j < tail; j++) out[queue[j] as number] = adjacent;
    } else {
      count++;
    }
  }
  return { labels: out, width, height, count: Math.max(1, count) };
}
