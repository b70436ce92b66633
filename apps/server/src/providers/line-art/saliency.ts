import { MinHeap } from './min-heap.ts';

/** One side of an adjacency: the length of the shared boundary and the colour step across it. */
export interface Border {
  length: number;
  contrast: number;
}

/** ΔE per superpixel step that still reads as the same surface (grass, sky, a wall). */
const SAME_SURFACE_STEP = 5;
/**
 * Geodesic ΔE from the picture's edge at which a region counts as fully subject: the
 * distance reached by the farthest `1 − SUBJECT_QUANTILE` of the picture's area, at least
 * `MIN_SUBJECT_DISTANCE` (so a picture of one surface has no subject).
 */
const SUBJECT_QUANTILE = 0.85;
const MIN_SUBJECT_DISTANCE = 10;

/**
 * How much each region belongs to the subject, as a cost factor from `floor` (background) to
 * 1: the geodesic colour distance from the picture's edge over the adjacency graph (Dijkstra,
 * each step costing its ΔE less `SAME_SURFACE_STEP`; `colourDistance` may discount texture), the boundary-prior saliency of Wei et
 * al., "Geodesic Saliency Using Background Priors", ECCV 2012. Sky, grass and walls reach the
 * edge in small steps; a subject is set off from them by a large one.
 */
export function subjectWeights(
  size: Float64Array,
  border: Uint8Array,
  adjacency: Map<number, Border>[],
  colourDistance: (p: number, q: number) => number,
  floor: number,
): Float64Array {
  const count = size.length;
  const distance = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  const heap = new MinHeap();
  for (let r = 0; r < count; r++)
    if (border[r]) {
      distance[r] = 0;
      heap.push(0, r);
    }
  const done = new Uint8Array(count);
  for (let r = heap.pop(); r !== undefined; r = heap.pop()) {
    if (done[r]) continue;
    done[r] = 1;
    for (const q of (adjacency[r] as Map<number, Border>).keys()) {
      const step = Math.max(0, Math.sqrt(colourDistance(r, q)) - SAME_SURFACE_STEP);
      const d = (distance[r] as number) + step;
      if (d < (distance[q] as number)) {
        distance[q] = d;
        heap.push(d, q);
      }
    }
  }
  for (let r = 0; r < count; r++) if (!Number.isFinite(distance[r] as number)) distance[r] = 0;
  // Scaled to the picture: the most set-off tenth of its area counts as fully subject.
  const order = Array.from({ length: count }, (_, r) => r).sort(
    (p, q) => (distance[p] as number) - (distance[q] as number),
  );
  let area = 0;
  let total = 0;
  for (const s of size) total += s;
  let scale = MIN_SUBJECT_DISTANCE;
  for (const r of order) {
    area += size[r] as number;
    if (area >= SUBJECT_QUANTILE * total) {
      scale = Math.max(scale, distance[r] as number);
      break;
    }
  }
  return distance.map((d) => floor + (1 - floor) * Math.min(1, d / scale));
}
