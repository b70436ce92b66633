import type { InkMask } from './gray-image.ts';
import type { CountedLabelMap } from './slic.ts';

/**
 * Joins each region that keeps fewer than `minPaper` paper pixels once its outline is drawn
 * (`ink`, from `drawRegionBoundaries` on `map`) to the neighbour it shares the longest
 * boundary with: a thin sliver between two lines cannot be coloured and would print as a blot.
 * Regions marked in `small.isFine` need only `small.minPaper` (a small subject's parts from the
 * fine pass: compact, not slivers), and a sliver beside one joins it first. Returns undefined when there is no such region (the
 * drawing stands), otherwise a new map (labels 0 … count − 1) to draw again.
 */
export function mergeSlivers(
  map: CountedLabelMap,
  ink: InkMask,
  minPaper: number,
  small?: { isFine: Uint8Array; minPaper: number },
): CountedLabelMap | undefined {
  const { labels, width, height, count } = map;
  const paper = new Int32Array(count);
  for (let i = 0; i < labels.length; i++)
    if (!ink.ink[i]) paper[labels[i] as number] = (paper[labels[i] as number] as number) + 1;
  const sliver = new Uint8Array(count);
  let slivers = 0;
  for (let r = 0; r < count; r++)
    if ((paper[r] as number) < (small?.isFine[r] ? small.minPaper : minPaper)) {
      sliver[r] = 1;
      slivers++;
    }
  if (slivers === 0 || slivers === count) return undefined;
  const isSliver = (r: number): boolean => sliver[r] === 1;

  // Shared boundary lengths of sliver regions with their neighbours.
  const shared = new Map<number, number>();
  const note = (p: number, q: number): void => {
    if (isSliver(p)) shared.set(p * count + q, (shared.get(p * count + q) ?? 0) + 1);
    if (isSliver(q)) shared.set(q * count + p, (shared.get(q * count + p) ?? 0) + 1);
  };
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++) {
      const p = labels[i] as number;
      const right = x + 1 < width ? (labels[i + 1] as number) : p;
      const down = y + 1 < height ? (labels[i + width] as number) : p;
      if (right !== p && (sliver[p] || sliver[right])) note(p, right);
      if (down !== p && (sliver[p] || sliver[down])) note(p, down);
    }
  const best = new Int32Array(count).fill(-1);
  const bestScore = new Float64Array(count);
  for (const [key, length] of shared) {
    const p = Math.floor(key / count);
    const q = key % count;
    // A neighbour with paper of its own is preferred over another sliver, and a fine part over
    // the rest: a crescent of the bird's old back or its thin beak joins the bird, not the sky.
    const score = length * (isSliver(q) ? 1 : 1000) * (small?.isFine[q] ? 1000 : 1);
    if (score > (bestScore[p] as number)) {
      bestScore[p] = score;
      best[p] = q;
    }
  }
  const parent = Int32Array.from({ length: count }, (_, r) => r);
  const root = (r: number): number => {
    while (parent[r] !== r) r = parent[r] as number;
    return r;
  };
  for (let r = 0; r < count; r++) {
    const target = best[r] as number;
    if (target < 0) continue;
    const a = root(r);
    const b = root(target);
    if (a !== b) parent[a] = b;
  }
  // Survivors numbered in scan order of their first pixel, as a per-label table.
  const number = new Int32Array(count).fill(-1);
  const final = new Int32Array(count);
  for (let r = 0; r < count; r++) final[r] = root(r);
  let next = 0;
  const out = new Int32Array(labels.length);
  for (let i = 0; i < labels.length; i++) {
    const r = final[labels[i] as number] as number;
    let k = number[r] as number;
    if (k === -1) {
      k = next++;
      number[r] = k;
    }
    out[i] = k;
  }
  return { labels: out, width, height, count: next };
}
