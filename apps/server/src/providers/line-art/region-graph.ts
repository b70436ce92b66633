import type { LabImage } from './lab.ts';
import { MinHeap } from './min-heap.ts';
import type { CountedLabelMap } from './slic.ts';

/** One side of an adjacency: the length of the shared boundary and the colour step across it. */
export interface Border {
  length: number;
  contrast: number;
  /** Boundary steps lying on one of the photo's edges (`MergeOptions.edges`). */
  support: number;
}

export interface MergeOptions {
  /** Stop once this many regions are left (and none is too small)… */
  target: number;
  /**
   * …unless merges stay cheap (a soft step between two pieces of background): those go on
   * down to this many regions, so a plain photo gives a plainer page. At most `target`.
   */
  floor?: number;
  /** Regions under this many pixels are always merged into their most similar neighbour. */
  minSize: number;
  /**
   * Cost factor (0–1) for merging two pieces of background: the background merges first and
   * the subject keeps its detail.
   */
  backgroundWeight: number;
  /**
   * How much each label of the map belongs to the subject, 0–1 (`subjectCues`): merge costs
   * run from `backgroundWeight` (0) to 1, and the subject's regions may be as small as
   * `SUBJECT_MIN_SIZE` of `minSize` (not under `SMALLEST_SUBJECT_PART`). None: no subject, every
   * cost weighs 1.
   */
  subject?: Float64Array;
  /**
   * 1 for labels of the sky round a sunset glow (`subjectCues`): two pieces of it merge as
   * background even across a crisp step (`OUTLINE_WEIGHT`), clouds against the glow being
   * no outline worth the region budget.
   */
  sky?: Uint8Array;
  /**
   * Neighbours whose mean colours differ by less than this (weighted ΔE) are merged even
   * below `target`: one flat surface is never cut into arbitrary pieces.
   */
  sameColour: number;
  /**
   * Texture per pixel: mean L* gradient (L* units per pixel) around it (`textureMap`); none:
   * no texture term.
   */
  texture?: Float32Array;
  /**
   * 1 on the photo's edges (Canny chains, `findEdgeChains`), per pixel: a boundary along them
   * is an outline the page should keep, so merging across it costs more.
   */
  edges?: Uint8Array;
  /**
   * Smallest island (a region with one neighbour, off the picture's edge) in the background
   * (the neighbour's weight under `BACKGROUND_SURROUND`), work pixels, whatever the island's own
   * subject weight; none: islands follow `minSize` as the rest.
   */
  islandMinSize?: number;
}

/** Weight of L* against a* and b* in colour distances: shading matters less than hue. */
const LIGHTNESS_WEIGHT = 0.6;
/**
 * L* difference ignored per unit of texture (mean L* gradient, L* per pixel) of the smoother of
 * two neighbours: on bark, gravel, foliage or wool light and dark patches of one hue are one
 * surface, and shading along fur is not an outline, so they merge before a change of hue
 * (the internal-variation idea of Felzenszwalb & Huttenlocher, IJCV 2004, applied to L*).
 */
const TEXTURE_LIGHTNESS = 3;
/**
 * Cost, per pixel of the average region, under which a merge is "cheap" (about a 4 ΔE soft
 * step between two background pieces) and goes on below the target down to `floor`.
 */
const CHEAP_MERGE = 1;
/**
 * Cost factor of a boundary off the photo's edges against one wholly on them (`ON_EDGE`×):
 * a boundary through shading or texture goes before an outline.
 */
const EDGELESS = 0.3;
const ON_EDGE = 3;
/**
 * Largest share of the page (the square the picture is fitted into) one region may reach by
 * merging: `page-quality.ts` counts a region over half the page as the sheet, not a region.
 */
const MAX_REGION_SHARE = 0.45;
/**
 * Smallest subject region, work pixels: 4× that on the page, which keeps the 300 px of paper
 * inside its outline that `mergeSlivers` asks for.
 */
const SMALLEST_SUBJECT_PART = 120;
/** Share of `minSize` a region fully in the subject must reach. */
const SUBJECT_MIN_SIZE = 0.4;
/**
 * Two neighbours of nearly one hue (a*b* distance under `SHADING_CHROMA`) whose shared boundary
 * lies mostly off the photo's edges (under `SHADING_EDGE` of it) differ by shading only: wool in
 * light and shadow, a cheek. Their merge costs `SHADING_COST` of another, so the region budget
 * goes to outlines (a face, legs, a hull) before light and shade.
 */
const SHADING_CHROMA = 6;
const SHADING_EDGE = 0.3;
const SHADING_COST = 0.05;
/**
 * Off the subject (both merge weights under this), two neighbours of nearly one hue whose
 * lightness differs by less than the rougher one's texture allows (`TEXTURE_LIGHTNESS` × its
 * mean L* gradient) merge at `SHADING_COST` too, however many of the photo's edges lie between
 * them: the patch is a pattern of the surface, its edges the pattern's own. Without it the
 * dark stripes on the forehead of cat.jpg, with the cue calling the frame-filling face
 * background, stayed an odd blob at Simple (Canny finds the stripes, so the boundary lay 35%
 * on edges, over `SHADING_EDGE`).
 */
const PATTERN_MAX_WEIGHT = 0.3;
/**
 * Weight under which the one neighbour round an island is background (`islandMinSize`): a
 * meadow, a path, a wall. Measured on mountains.jpg: the grass and the path weigh 0.06–0.16, a
 * patch of snow on the rock 0.23 (kept as an island).
 */
const BACKGROUND_SURROUND = 0.2;
/**
 * A boundary within the subject that follows the photo's edges for `CONTOUR_LENGTH` work pixels
 * costs (1 + the pair's lesser subject weight)× more to merge across, up to (1 + `CONTOUR_MAX`×)
 * at 3× that length. Ward's cost sees area and colour, not the length of what separates two
 * regions: astronaut.jpg's hair and face (ΔE ~15, a 230 px hairline on edges) merged at Simple
 * before small parts of her badge that the fine pass (`subject-detail.ts`) redraws anyway.
 */
const CONTOUR_LENGTH = 100;
const CONTOUR_MAX = 2;
/** Mean ΔE across a shared boundary at which it costs as much as a merge with no edge at all. */
const EDGE_STEP = 6;
/**
 * A merge across a crisp step that the photo's edges miss weighs at least this, whatever the
 * pair's subject weight: the weight rises from 0 at a mean step (ΔE, less the texture's) of
 * `OUTLINE_STEP` to this at twice that, times the share of the boundary off the edges (on them
 * it costs up to `ON_EDGE`× already). Background merges weigh `backgroundWeight` (1/100), so
 * without it a visible but blurred outline in the background went with the soft steps: a cat
 * filling the frame touches the picture's edge all round, the subject cues call its ears
 * background, and the out-of-focus edge of an ear against the dark wall behind it, which Canny
 * does not find, merged away at Simple.
 */
const OUTLINE_WEIGHT = 0.2;
const OUTLINE_STEP = 2;

/**
 * Greedy hierarchical merging over the region adjacency graph of `map`: repeatedly joins the
 * adjacent pair of least Ward cost, `nA·nB/(nA+nB) · ‖μA − μB‖²` over mean CIELAB colours
 * (Ward 1963; the criterion of region merging in e.g. Beaulieu & Goldberg 1989), scaled by how
 * soft their shared boundary is, until `target` regions are left and none is under
 * `minSize`. Returns a new map with labels 0 … count − 1. Deterministic; O(E log E) for E
 * adjacencies.
 */
export function mergeRegions(map: CountedLabelMap, lab: LabImage, options: MergeOptions): CountedLabelMap {
  const { labels, count } = map;
  const size = new Float64Array(count);
  const sum = new Float64Array(count * 3);
  const { l, a, b } = lab;
  for (let i = 0; i < labels.length; i++) {
    const r = labels[i] as number;
    size[r] = (size[r] as number) + 1;
    sum[3 * r] = (sum[3 * r] as number) + (l[i] as number);
    sum[3 * r + 1] = (sum[3 * r + 1] as number) + (a[i] as number);
    sum[3 * r + 2] = (sum[3 * r + 2] as number) + (b[i] as number);
  }
  const adjacency = buildAdjacency(map, lab, options.edges);
  const mean = (r: number, c: number): number => (sum[3 * r + c] as number) / (size[r] as number);
  const colourDistance = (p: number, q: number): number => {
    const dl = (mean(p, 0) - mean(q, 0)) * LIGHTNESS_WEIGHT;
    const da = mean(p, 1) - mean(q, 1);
    const db = mean(p, 2) - mean(q, 2);
    return dl * dl + da * da + db * db;
  };
  const texture = superpixelTexture(map, size, options.texture);
  // Colour distance with the lightness step a textured surface shows anyway taken off.
  const blendDistance = (p: number, q: number): number => {
    const tolerance = TEXTURE_LIGHTNESS * Math.min(texture[p] as number, texture[q] as number);
    const dl = Math.max(0, Math.abs(mean(p, 0) - mean(q, 0)) - tolerance) * LIGHTNESS_WEIGHT;
    const da = mean(p, 1) - mean(q, 1);
    const db = mean(p, 2) - mean(q, 2);
    return dl * dl + da * da + db * db;
  };
  const sizeCap = labels.length / Math.max(1, options.target);
  const floorWeight = options.backgroundWeight;
  const isSky = Uint8Array.from({ length: count }, (_, r) => options.sky?.[r] ?? 0);
  const weight = Float64Array.from({ length: count }, (_, r) =>
    options.subject ? floorWeight + (1 - floorWeight) * (options.subject[r] as number) : 1,
  );
  // A subject's small parts (an eye, a beak) may stay smaller than the background's, but not
  // so small that the drawn page loses them as slivers.
  const smallestPart = Math.min(options.minSize, SMALLEST_SUBJECT_PART);
  const touchesEdge = picturesEdge(map);
  const minSizeOf = (r: number): number => {
    const own = Math.max(
      smallestPart,
      options.minSize * (1 - (1 - SUBJECT_MIN_SIZE) * Math.min(1, (weight[r] as number) * 1.25)),
    );
    const islandMin = options.islandMinSize;
    const around = adjacency[r] as Map<number, Border>;
    if (islandMin === undefined || around.size !== 1 || touchesEdge[r]) return own;
    const [surround] = around.keys() as IterableIterator<number>;
    return (weight[surround as number] as number) < BACKGROUND_SURROUND ? Math.max(own, islandMin) : own;
  };

  const parent = Int32Array.from({ length: count }, (_, i) => i);
  const version = new Int32Array(count);
  const pairs: number[] = []; // a, b, version of a, version of b — four entries per pushed pair
  const heap = new MinHeap();
  const cost = (p: number, q: number, edge: Border): number => {
    const d = blendDistance(p, q);
    const np = size[p] as number;
    const nq = size[q] as number;
    // A sharp step across the boundary (an outline in the photo) makes the pair costlier;
    // on a textured surface, less so.
    const roughness = TEXTURE_LIGHTNESS * Math.min(texture[p] as number, texture[q] as number);
    // Squared, so a soft step (shading, a blurred background) is far cheaper than an outline.
    const step = Math.max(0, edge.contrast / edge.length - roughness) / EDGE_STEP;
    const onEdge = edge.support / edge.length;
    const edgeFactor = (0.1 + step * step) * (EDGELESS + (1 - EDGELESS) * onEdge * ON_EDGE);
    // Ward's size term, capped at the average region size the target implies: two large
    // regions of one colour (a lawn in light and shade) still merge on colour alone.
    let c = Math.min((np * nq) / (np + nq), sizeCap) * (d + 1) * edgeFactor;
    // A crisp step the photo's edges miss (a blurred ear against a wall) outlasts soft ones.
    const outline =
      isSky[p] && isSky[q]
        ? 0
        : OUTLINE_WEIGHT *
          (1 - Math.min(1, onEdge)) *
          Math.min(1, Math.max(0, (step * EDGE_STEP) / OUTLINE_STEP - 1));
    c *= Math.max(weight[p] as number, weight[q] as number, outline);
    // A long contour on the photo's edges inside the subject (a hairline across a face) is
    // one of its shapes, however plain the colours either side.
    c *=
      1 +
      Math.min(CONTOUR_MAX, edge.support / CONTOUR_LENGTH) *
        Math.min(weight[p] as number, weight[q] as number);
    // Shading: one hue in light and shadow with no edge of the photo between them, or, off
    // the subject, a patch of its own stripes or spots (edges inside it are texture).
    const da = mean(p, 1) - mean(q, 1);
    const db = mean(p, 2) - mean(q, 2);
    const isPattern =
      Math.max(weight[p] as number, weight[q] as number) < PATTERN_MAX_WEIGHT &&
      Math.abs(mean(p, 0) - mean(q, 0)) <
        TEXTURE_LIGHTNESS * Math.max(texture[p] as number, texture[q] as number);
    if (da * da + db * db < SHADING_CHROMA * SHADING_CHROMA && (onEdge < SHADING_EDGE || isPattern))
      c *= SHADING_COST;
    if (np < minSizeOf(p) || nq < minSizeOf(q)) c *= 1e-6;
    return c;
  };
  const pushPair = (p: number, q: number, edge: Border): void => {
    heap.push(cost(p, q, edge), pairs.length / 4);
    pairs.push(p, q, version[p] as number, version[q] as number);
  };
  for (let p = 0; p < count; p++)
    for (const [q, edge] of adjacency[p] as Map<number, Border>) if (p < q) pushPair(p, q, edge);

  let regions = count;
  const floor = Math.min(options.floor ?? options.target, options.target);
  const sameColour = options.sameColour * options.sameColour;
  // The page is square and the picture fitted into it: the cap is a share of that square.
  const maxRegion = MAX_REGION_SHARE * Math.max(map.width, map.height) ** 2;
  while (regions > 1) {
    const index = heap.pop();
    if (index === undefined) break;
    const p = pairs[4 * index] as number;
    const q = pairs[4 * index + 1] as number;
    if (pairs[4 * index + 2] !== version[p] || pairs[4 * index + 3] !== version[q]) continue;
    const np = size[p] as number;
    const nq = size[q] as number;
    const isSmall = np < minSizeOf(p) || nq < minSizeOf(q);
    // No region grows past most of the picture (the page would be one sheet to fill), unless
    // the two are one colour (noise averages to one colour everywhere: there is no page).
    if (!isSmall && np + nq > maxRegion && colourDistance(p, q) >= sameColour) continue;
    if (regions <= options.target && !isSmall && colourDistance(p, q) >= sameColour) {
      const edge = (adjacency[p] as Map<number, Border>).get(q) as Border;
      if (regions <= floor || cost(p, q, edge) >= CHEAP_MERGE * sizeCap) continue;
    }
    // The larger region keeps its id and absorbs the other.
    const [keep, gone] = np >= nq ? [p, q] : [q, p];
    weight[keep] =
      ((weight[keep] as number) * (size[keep] as number) +
        (weight[gone] as number) * (size[gone] as number)) /
      (np + nq);
    isSky[keep] = isSky[keep] && isSky[gone] ? 1 : 0;
    touchesEdge[keep] = touchesEdge[keep] || touchesEdge[gone] ? 1 : 0;
    texture[keep] =
      ((texture[keep] as number) * (size[keep] as number) +
        (texture[gone] as number) * (size[gone] as number)) /
      (np + nq);
    size[keep] = np + nq;
    for (let c = 0; c < 3; c++)
      sum[3 * keep + c] = (sum[3 * keep + c] as number) + (sum[3 * gone + c] as number);
    parent[gone] = keep;
    version[gone] = -1;
    version[keep] = (version[keep] as number) + 1;
    const keepEdges = adjacency[keep] as Map<number, Border>;
    keepEdges.delete(gone);
    for (const [c, edge] of adjacency[gone] as Map<number, Border>) {
      if (c === keep) continue;
      const cEdges = adjacency[c] as Map<number, Border>;
      cEdges.delete(gone);
      const existing = keepEdges.get(c);
      if (existing) {
        existing.length += edge.length;
        existing.contrast += edge.contrast;
        existing.support += edge.support;
      } else {
        keepEdges.set(c, edge);
        cEdges.set(keep, edge);
      }
    }
    adjacency[gone] = new Map();
    regions--;
    for (const [c, edge] of keepEdges) pushPair(keep, c, edge);
  }
  return relabel(map, parent);
}

/** 1 for each label of `map` with a pixel on the picture's edge. */
function picturesEdge(map: CountedLabelMap): Uint8Array {
  const { labels, width, height, count } = map;
  const out = new Uint8Array(count);
  for (let x = 0; x < width; x++) {
    out[labels[x] as number] = 1;
    out[labels[(height - 1) * width + x] as number] = 1;
  }
  for (let y = 0; y < height; y++) {
    out[labels[y * width] as number] = 1;
    out[labels[y * width + width - 1] as number] = 1;
  }
  return out;
}

/** Each superpixel's mean of the per-pixel `texture` (all 0 when it is missing). */
function superpixelTexture(map: CountedLabelMap, size: Float64Array, texture?: Float32Array): Float64Array {
  const out = new Float64Array(map.count);
  if (!texture) return out;
  for (let i = 0; i < map.labels.length; i++) {
    const r = map.labels[i] as number;
    out[r] = (out[r] as number) + (texture[i] as number);
  }
  for (let r = 0; r < map.count; r++) out[r] = (out[r] as number) / (size[r] as number);
  return out;
}

/**
 * Shared boundary length, summed CIELAB step (ΔE) across it and steps on `edges` (per pixel,
 * 1 on the photo's edges), for every adjacent pair.
 */
export function buildAdjacency(
  map: CountedLabelMap,
  lab: LabImage,
  edges?: Uint8Array,
): Map<number, Border>[] {
  const { labels, width, height, count } = map;
  const adjacency = Array.from({ length: count }, () => new Map<number, Border>());
  const { l, a, b } = lab;
  // The colour step is taken between the pixels one further out on each side: a superpixel
  // boundary may sit a pixel off the photo's edge.
  const link = (i: number, j: number, before: number, after: number): void => {
    const p = labels[i] as number;
    const q = labels[j] as number;
    if (p === q) return;
    const dl = ((l[before] as number) - (l[after] as number)) * LIGHTNESS_WEIGHT;
    const da = (a[before] as number) - (a[after] as number);
    const db = (b[before] as number) - (b[after] as number);
    const step = Math.sqrt(dl * dl + da * da + db * db);
    let edge = (adjacency[p] as Map<number, Border>).get(q);
    if (!edge) {
      edge = { length: 0, contrast: 0, support: 0 };
      (adjacency[p] as Map<number, Border>).set(q, edge);
      (adjacency[q] as Map<number, Border>).set(p, edge);
    }
    edge.length++;
    edge.contrast += step;
    if (edges && (edges[i] || edges[j])) edge.support++;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (x + 1 < width) link(i, i + 1, x > 0 ? i - 1 : i, x + 2 < width ? i + 2 : i + 1);
      if (y + 1 < height)
        link(i, i + width, y > 0 ? i - width : i, y + 2 < height ? i + 2 * width : i + width);
    }
  return adjacency;
}

/** Follows `parent` to each label's surviving region and numbers the survivors 0 … count − 1. */
function relabel(map: CountedLabelMap, parent: Int32Array): CountedLabelMap {
  const root = (r: number): number => {
    while (parent[r] !== r) r = parent[r] as number;
    return r;
  };
  const number = new Int32Array(parent.length).fill(-1);
  let count = 0;
  const labels = new Int32Array(map.labels.length);
  for (let i = 0; i < labels.length; i++) {
    const r = root(map.labels[i] as number);
    if (number[r] === -1) number[r] = count++;
    labels[i] = number[r] as number;
  }
  return { labels, width: map.width, height: map.height, count };
}
