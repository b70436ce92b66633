import type { Border } from './region-graph.ts';
import type { SuperpixelStats } from './subject.ts';

/**
 * The subject's silhouette as a set of superpixels, cut from the background by colour models
 * and a minimum graph cut over the region adjacency graph: GrabCut (Rother, Kolmogorov and
 * Blake, "GrabCut: interactive foreground extraction using iterated graph cuts", SIGGRAPH
 * 2004) on superpixels (as in Li et al., "Lazy Snapping", SIGGRAPH 2004), started from the
 * subject cues instead of a user's rectangle. The cues are patchy inside a subject (a sheep's
 * wool in light and shade reads half background); the cut makes the silhouette one clean
 * shape whose boundary runs where the colour steps are, so the merging can keep it whole.
 */

/** Colour clusters per side (foreground, background), as GrabCut's Gaussian mixtures. */
const CLUSTERS = 5;
/** Rounds of re-fitting the colour models to the last cut, then cutting again. */
const ROUNDS = 3;
/** ΔE at which a superpixel's colour is one σ from a cluster's centre. */
const COLOUR_SIGMA = 9;
/** Most a colour's misfit counts, in σ², so one odd superpixel cannot outweigh its cue. */
const MAX_MISFIT = 6;
/** Weight of the subject cue's prior against the colour fit, per pixel. */
const CUE_WEIGHT = 1.5;
/** Weight per boundary pixel of keeping two neighbours on one side (the smoothness term). */
const SMOOTHNESS = 15;
/** ΔE across a boundary at which keeping both sides together costs e^(−1/2) of a flat one. */
const STEP_SIGMA = 7;
/** A boundary on the photo's edges costs this share less to cut along, at full support. */
const EDGE_DISCOUNT = 0.7;
/** Cue from which a superpixel starts on the subject's side. */
const START_CUE = 0.5;
/** Pieces of the silhouette under this share of its largest piece are dropped (specks). */
const MIN_PIECE_SHARE = 0.15;
/** Background pockets enclosed by the silhouette under this share of the picture join it. */
const MAX_HOLE_SHARE = 0.01;
/**
 * A silhouette covering less (a speck) or more (the picture is the subject: a face filling
 * the frame) than these shares of the picture is no silhouette.
 */
const MIN_SHARE = 0.02;
const MAX_SHARE = 0.55;
/**
 * Least mean subject cue over the silhouette: under it the cut found no subject but a stretch
 * of scenery (mountains.jpg: a path's edge and a patch of snow, 0.39; boats.jpg: a sunset glow
 * and the boats, 0.47; a sheep, a dog, a flower, a face: 0.6–0.9).
 */
const MIN_MEAN_CUE = 0.55;

/** A cut of this many separate pieces or more, together under the share, may be a close-up's features. */
const CLOSE_UP_PIECES = 3;
const CLOSE_UP_SHARE = 0.1;
/** Area ranks of texture from which the focus cue rises from 0, and where it reaches 1. */
const FOCUS_RANK_LOW = 0.25;
const FOCUS_RANK_HIGH = 0.6;
/** Share of the features' area the in-focus shape must enclose. */
const CLOSE_UP_ENCLOSED = 0.95;
/** Most of the picture a close-up's subject may cover. */
const CLOSE_UP_MAX_SHARE = 0.8;

/**
 * 1 for the superpixels of the subject's silhouette, 0 elsewhere; all 0 when the cut finds
 * no subject of a sensible size (`MIN_SHARE`–`MAX_SHARE` of the picture) or only scenery the
 * cues rank low (`MIN_MEAN_CUE`).
 * @param stats Per-superpixel size (pixels) and mean CIELAB (`superpixelStats`).
 * @param adjacency Each superpixel's neighbours, with `support` counting boundary pixels on
 *   the photo's edges (`buildAdjacency` with an edge mask).
 * @param subject The subject cue per superpixel, 0–1 (`subjectCues`).
 */
export function cutSilhouette(
  stats: SuperpixelStats,
  adjacency: readonly Map<number, Border>[],
  subject: Float64Array,
  limits: { maxShare: number; minMeanCue: number } = { maxShare: MAX_SHARE, minMeanCue: MIN_MEAN_CUE },
): Uint8Array {
  const count = stats.size.length;
  const total = stats.size.reduce((sum, n) => sum + n, 0);
  let side = Uint8Array.from(subject, (cue) => (cue >= START_CUE ? 1 : 0));
  if (share(side, stats.size, total) < MIN_SHARE / 2) return new Uint8Array(count);
  for (let round = 0; round < ROUNDS; round++) {
    const foreground = fitClusters(stats, side, 1);
    const background = fitClusters(stats, side, 0);
    if (foreground.length === 0 || background.length === 0) break;
    const graph = new FlowGraph(count + 2);
    const source = count;
    const sink = count + 1;
    for (let r = 0; r < count; r++) {
      const n = stats.size[r] as number;
      const cue = subject[r] as number;
      const asSubject = n * (misfit(stats, r, foreground) + CUE_WEIGHT * (1 - cue));
      const asBackground = n * (misfit(stats, r, background) + CUE_WEIGHT * cue);
      // Cutting source → r puts r in the background; cutting r → sink keeps it in the subject.
      graph.addEdge(source, r, asBackground, 0);
      graph.addEdge(r, sink, asSubject, 0);
    }
    for (let p = 0; p < count; p++)
      for (const [q, border] of adjacency[p] as Map<number, Border>) {
        if (q <= p) continue;
        const step = border.contrast / Math.max(1, border.length);
        const onEdge = Math.min(1, border.support / Math.max(1, border.length));
        const weight =
          SMOOTHNESS *
          border.length *
          Math.exp(-(step * step) / (2 * STEP_SIGMA * STEP_SIGMA)) *
          (1 - EDGE_DISCOUNT * onEdge);
        graph.addEdge(p, q, weight, weight);
      }
    graph.maxFlow(source, sink);
    const next = graph.sourceSide(source).subarray(0, count);
    const changed = next.some((v, r) => v !== side[r]);
    side = Uint8Array.from(next);
    if (!changed) break;
  }
  tidy(side, stats.size, stats.border, adjacency, total);
  const covered = share(side, stats.size, total);
  let cue = 0;
  for (let r = 0; r < count; r++) if (side[r]) cue += (stats.size[r] as number) * (subject[r] as number);
  const meanCue = cue / Math.max(1, covered * total);
  return covered < MIN_SHARE || covered > limits.maxShare || meanCue < limits.minMeanCue
    ? new Uint8Array(count)
    : side;
}

/**
 * A close-up (a cat's face filling the frame): the cut found only several small pieces (its
 * eyes and nose: at least `CLOSE_UP_PIECES`, together under `CLOSE_UP_SHARE`), for the subject
 * reaches the picture's edge and the boundary prior ranks it background. When one in-focus
 * shape encloses them all, that shape is the subject: cut again from the focus cue (texture,
 * ranked by area from `FOCUS_RANK_LOW` to `FOCUS_RANK_HIGH`: a blurred background, as in a
 * portrait's shallow depth of field, ranks low), up to `CLOSE_UP_MAX_SHARE` of the picture.
 * Returns `silhouette` itself when the picture is no such close-up.
 * @param silhouette 1 per superpixel of the cue's cut (`cutSilhouette`).
 */
export function closeUpSilhouette(
  stats: SuperpixelStats,
  adjacency: readonly Map<number, Border>[],
  silhouette: Uint8Array,
): Uint8Array {
  const total = stats.size.reduce((sum, n) => sum + n, 0);
  const pieces = components(silhouette, 1, adjacency, stats.size, stats.border);
  if (pieces.length < CLOSE_UP_PIECES || share(silhouette, stats.size, total) > CLOSE_UP_SHARE)
    return silhouette;
  const order = Array.from(stats.texture.keys()).sort(
    (p, q) => (stats.texture[p] as number) - (stats.texture[q] as number),
  );
  const focus = new Float64Array(order.length);
  let below = 0;
  for (const r of order) {
    below += stats.size[r] as number;
    focus[r] = Math.min(
      1,
      Math.max(0, (below / total - FOCUS_RANK_LOW) / (FOCUS_RANK_HIGH - FOCUS_RANK_LOW)),
    );
  }
  const shape = cutSilhouette(stats, adjacency, focus, { maxShare: CLOSE_UP_MAX_SHARE, minMeanCue: 0 });
  const shapes = components(shape, 1, adjacency, stats.size, stats.border);
  let inside = 0;
  for (const piece of pieces) for (const r of piece.members) if (shape[r]) inside += stats.size[r] as number;
  const features = pieces.reduce((sum, piece) => sum + piece.area, 0);
  return shapes.length === 1 && inside >= CLOSE_UP_ENCLOSED * features ? shape : silhouette;
}

function share(side: Uint8Array, size: Float64Array, total: number): number {
  let sum = 0;
  for (let r = 0; r < side.length; r++) if (side[r]) sum += size[r] as number;
  return sum / total;
}

/** Cluster centres (CIELAB) and weights of one side: size-weighted k-means, farthest-first. */
function fitClusters(stats: SuperpixelStats, side: Uint8Array, which: number): number[][] {
  const members: number[] = [];
  for (let r = 0; r < side.length; r++) if (side[r] === which) members.push(r);
  if (members.length === 0) return [];
  const colour = (r: number): [number, number, number] => [
    stats.mean[3 * r] as number,
    stats.mean[3 * r + 1] as number,
    stats.mean[3 * r + 2] as number,
  ];
  const distance = (c: readonly number[], r: number): number => {
    const [l, a, b] = colour(r);
    return ((c[0] as number) - l) ** 2 + ((c[1] as number) - a) ** 2 + ((c[2] as number) - b) ** 2;
  };
  // Farthest-first start from the largest member: deterministic and spread over the colours.
  const largest = members.reduce((best, r) =>
    (stats.size[r] as number) > (stats.size[best] as number) ? r : best,
  );
  const centres: number[][] = [colour(largest)];
  while (centres.length < Math.min(CLUSTERS, members.length)) {
    let far = members[0] as number;
    let farthest = -1;
    for (const r of members) {
      const d = Math.min(...centres.map((c) => distance(c, r)));
      if (d > farthest) [far, farthest] = [r, d];
    }
    if (farthest <= 0) break;
    centres.push(colour(far));
  }
  for (let pass = 0; pass < 6; pass++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const r of members) {
      let nearest = 0;
      for (let k = 1; k < centres.length; k++)
        if (distance(centres[k] as number[], r) < distance(centres[nearest] as number[], r)) nearest = k;
      const n = stats.size[r] as number;
      const sum = sums[nearest] as number[];
      const [l, a, b] = colour(r);
      sum[0] = (sum[0] as number) + n * l;
      sum[1] = (sum[1] as number) + n * a;
      sum[2] = (sum[2] as number) + n * b;
      sum[3] = (sum[3] as number) + n;
    }
    sums.forEach((sum, k) => {
      const n = sum[3] as number;
      if (n > 0) centres[k] = [(sum[0] as number) / n, (sum[1] as number) / n, (sum[2] as number) / n];
    });
  }
  return centres;
}

/** How badly superpixel `r`'s colour fits the nearest of `centres`, in σ², capped. */
function misfit(stats: SuperpixelStats, r: number, centres: readonly number[][]): number {
  let best = Infinity;
  for (const c of centres) {
    const d =
      ((c[0] as number) - (stats.mean[3 * r] as number)) ** 2 +
      ((c[1] as number) - (stats.mean[3 * r + 1] as number)) ** 2 +
      ((c[2] as number) - (stats.mean[3 * r + 2] as number)) ** 2;
    best = Math.min(best, d);
  }
  return Math.min(MAX_MISFIT, best / (2 * COLOUR_SIGMA * COLOUR_SIGMA));
}

/**
 * Drops the silhouette's specks (pieces under `MIN_PIECE_SHARE` of the largest) and fills the
 * small background pockets it encloses (under `MAX_HOLE_SHARE` of the picture, not touching
 * the picture's edge), in place.
 */
function tidy(
  side: Uint8Array,
  size: Float64Array,
  border: Uint8Array,
  adjacency: readonly Map<number, Border>[],
  total: number,
): void {
  for (const [which, keep] of [
    [1, (area: number, largest: number) => area >= MIN_PIECE_SHARE * largest],
    [0, (area: number, _largest: number, border: boolean) => border || area > MAX_HOLE_SHARE * total],
  ] as const) {
    const pieces = components(side, which, adjacency, size, border);
    const largest = Math.max(0, ...pieces.map((piece) => piece.area));
    for (const piece of pieces)
      if (!keep(piece.area, largest, piece.border)) for (const r of piece.members) side[r] = which ? 0 : 1;
  }
}

/** Connected pieces of the superpixels on side `which`, with their area. */
function components(
  side: Uint8Array,
  which: number,
  adjacency: readonly Map<number, Border>[],
  size: Float64Array,
  border: Uint8Array,
): { members: number[]; area: number; border: boolean }[] {
  const seen = new Uint8Array(side.length);
  const pieces: { members: number[]; area: number; border: boolean }[] = [];
  for (let start = 0; start < side.length; start++) {
    if (seen[start] || side[start] !== which) continue;
    const members = [start];
    seen[start] = 1;
    for (let i = 0; i < members.length; i++)
      for (const q of (adjacency[members[i] as number] as Map<number, Border>).keys())
        if (!seen[q] && side[q] === which) {
          seen[q] = 1;
          members.push(q);
        }
    pieces.push({
      members,
      area: members.reduce((sum, r) => sum + (size[r] as number), 0),
      border: members.some((r) => border[r] === 1),
    });
  }
  return pieces;
}

/**
 * A flow network for the minimum s–t cut: Dinic's algorithm (Dinic 1970), O(V²E), ample for
 * a graph of ~2,000 superpixels.
 */
class FlowGraph {
  private readonly heads: number[][];
  private readonly to: number[] = [];
  private readonly capacity: number[] = [];

  constructor(nodes: number) {
    this.heads = Array.from({ length: nodes }, () => []);
  }

  /** An edge u → v of `forward` capacity and its reverse v → u of `backward`. */
  addEdge(u: number, v: number, forward: number, backward: number): void {
    (this.heads[u] as number[]).push(this.to.length);
    this.to.push(v);
    this.capacity.push(forward);
    (this.heads[v] as number[]).push(this.to.length);
    this.to.push(u);
    this.capacity.push(backward);
  }

  maxFlow(source: number, sink: number): number {
    let flow = 0;
    const level = new Int32Array(this.heads.length);
    const next = new Int32Array(this.heads.length);
    const bfs = (): boolean => {
      level.fill(-1);
      level[source] = 0;
      const queue = [source];
      for (let i = 0; i < queue.length; i++) {
        const u = queue[i] as number;
        for (const e of this.heads[u] as number[])
          if ((this.capacity[e] as number) > 1e-9 && level[this.to[e] as number] === -1) {
            level[this.to[e] as number] = (level[u] as number) + 1;
            queue.push(this.to[e] as number);
          }
      }
      return level[sink] !== -1;
    };
    const dfs = (u: number, pushed: number): number => {
      if (u === sink) return pushed;
      const edges = this.heads[u] as number[];
      for (; (next[u] as number) < edges.length; next[u] = (next[u] as number) + 1) {
        const e = edges[next[u] as number] as number;
        const v = this.to[e] as number;
        if ((this.capacity[e] as number) <= 1e-9 || level[v] !== (level[u] as number) + 1) continue;
        const sent = dfs(v, Math.min(pushed, this.capacity[e] as number));
        if (sent > 0) {
          this.capacity[e] = (this.capacity[e] as number) - sent;
          this.capacity[e ^ 1] = (this.capacity[e ^ 1] as number) + sent;
          return sent;
        }
      }
      return 0;
    };
    while (bfs()) {
      next.fill(0);
      for (let sent = dfs(source, Infinity); sent > 0; sent = dfs(source, Infinity)) flow += sent;
    }
    return flow;
  }

  /** 1 for the nodes still reachable from `source` in the residual graph (its side of the cut). */
  sourceSide(source: number): Uint8Array {
    const side = new Uint8Array(this.heads.length);
    side[source] = 1;
    const queue = [source];
    for (let i = 0; i < queue.length; i++)
      for (const e of this.heads[queue[i] as number] as number[]) {
        const v = this.to[e] as number;
        if ((this.capacity[e] as number) > 1e-9 && !side[v]) {
          side[v] = 1;
          queue.push(v);
        }
      }
    return side;
  }
}
