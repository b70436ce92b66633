import type { LabImage } from './lab.ts';
import { MinHeap } from './min-heap.ts';
import type { Border } from './region-graph.ts';
import type { CountedLabelMap } from './slic.ts';

/** What the subject cues need to know of each superpixel (work scale). */
export interface SuperpixelStats {
  size: Float64Array;
  /** Mean L*, a*, b*, three entries per superpixel. */
  mean: Float64Array;
  /** Centroid x, y in units of the picture's longer side (0–1), two entries per superpixel. */
  centre: Float64Array;
  /** 1 when the superpixel touches the picture's edge. */
  border: Uint8Array;
  /** Mean texture (`textureMap`, L* per pixel) over the superpixel. */
  texture: Float64Array;
}

/** Size, mean colour, centroid, edge contact and mean texture of each label of `map`. */
export function superpixelStats(map: CountedLabelMap, lab: LabImage, texture: Float32Array): SuperpixelStats {
  const { labels, width, height, count } = map;
  const size = new Float64Array(count);
  const mean = new Float64Array(count * 3);
  const centre = new Float64Array(count * 2);
  const border = new Uint8Array(count);
  const meanTexture = new Float64Array(count);
  const side = Math.max(width, height);
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++) {
      const r = labels[i] as number;
      size[r] = (size[r] as number) + 1;
      mean[3 * r] = (mean[3 * r] as number) + (lab.l[i] as number);
      mean[3 * r + 1] = (mean[3 * r + 1] as number) + (lab.a[i] as number);
      mean[3 * r + 2] = (mean[3 * r + 2] as number) + (lab.b[i] as number);
      centre[2 * r] = (centre[2 * r] as number) + x / side;
      centre[2 * r + 1] = (centre[2 * r + 1] as number) + y / side;
      meanTexture[r] = (meanTexture[r] as number) + (texture[i] as number);
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) border[r] = 1;
    }
  for (let r = 0; r < count; r++) {
    const n = Math.max(1, size[r] as number);
    for (let c = 0; c < 3; c++) mean[3 * r + c] = (mean[3 * r + c] as number) / n;
    for (let c = 0; c < 2; c++) centre[2 * r + c] = (centre[2 * r + c] as number) / n;
    meanTexture[r] = (meanTexture[r] as number) / n;
  }
  return { size, mean, centre, border, texture: meanTexture };
}

/** Each cue and their product, per superpixel, 0–1. */
export interface SubjectCues {
  /** Boundary prior: geodesic colour distance from the picture's edge (Wei et al. 2012). */
  geodesic: Float64Array;
  /** Global colour rarity weighted by nearness (region contrast, Cheng et al. 2011). */
  contrast: Float64Array;
  /** Sharpness: the superpixel's texture against the picture's (in focus, detailed), 0–1. */
  focus: Float64Array;
  /** The subject, 0 (background) to 1: the cues combined, spread over 0–1. */
  subject: Float64Array;
  /** 1 for the sky round a sunset glow (`skyOverGlow`): background whatever its outlines. */
  sky: Uint8Array;
  /**
   * `subject` spread with the top at least `detailPeakShare` of the peak (`subjectCues`): where
   * detail lines go. The same array as `subject` when that share is `PEAK_SHARE`.
   */
  detailSubject: Float64Array;
  /**
   * The cues' product before the spread, unscaled, 0 on the sky round a glow: ranks the
   * superpixels past the spread's top, where `subject` is 1 for all (`findSmallSubject`).
   */
  score: Float64Array;
}

/** ΔE per superpixel step that still reads as the same surface (grass, sky, a wall). */
const SAME_SURFACE_STEP = 5;
/** L* step ignored per unit of the smoother neighbour's texture (as in the merging). */
const TEXTURE_LIGHTNESS = 3;
/** Weight of L* against a* and b*: shading matters less than hue. */
const LIGHTNESS_WEIGHT = 0.6;
/** σ of the nearness weight of region contrast, in units of the picture's longer side. */
const CONTRAST_SIGMA = 0.35;
/** Share of the picture's area taken as the least subject-like, for the scaling to 0–1. */
const BACKGROUND_QUANTILE = 0.5;
/** …and as the most subject-like. */
const SUBJECT_QUANTILE = 0.92;
/** Focus every superpixel counts as having: a flat subject (a red ball) still stands out. */
const FOCUS_FLOOR = 0.3;
/**
 * The subject's top is at least this share of the combined cue's peak, so a subject smaller
 * than the top of the picture's area (a bird on a tree) does not lift the bark to 1 with it.
 */
export const PEAK_SHARE = 0.25;
/**
 * A geodesic step counts at most this many times the mean colour step measured right across
 * the two superpixels' shared boundary (3 px apart): a gradient changes little there.
 */
const CRISP_STEPS = 3;
/** Geodesic distance (ΔE) every superpixel counts as having, edge pieces included. */
const GEODESIC_FLOOR = 0.15;
/**
 * Geodesic distance (ΔE) at which a superpixel counts as wholly cut off from the picture's
 * edge: further, a sunset glow framed by dark clouds is no more the subject than a boat.
 */
const SURROUNDED = 15;
/**
 * A picture whose geodesic distances (ΔE) all stay under the first is one surface (noise, a
 * gradient): no subject; from the second up the subject counts fully, linearly between.
 */
const NO_SUBJECT_DISTANCE = 3;
const FULL_SUBJECT_DISTANCE = 8;

/**
 * How much each superpixel belongs to the photo's subject, without a model: the boundary-prior
 * geodesic saliency of Wei et al., "Geodesic Saliency Using Background Priors" (ECCV 2012) —
 * sky, grass and walls reach the picture's edge in small colour steps — times the region
 * contrast of Cheng et al., "Global Contrast based Salient Region Detection" (CVPR 2011) —
 * a subject's colour is rare in the picture, above all near it — times focus (texture against
 * the picture's: a blurred background scores low). Each step of the geodesic discounts the L*
 * variation a textured surface shows anyway, so bark and gravel stay background, and counts no
 * more than the step right across the shared boundary allows (`CRISP_STEPS`), so a sky's
 * gradient is one surface. The geodesic enters as a share of `SURROUNDED` with a small floor
 * (`GEODESIC_FLOOR`): once cut off from the edge, the other cues rank; pieces of background still
 * rank among themselves by them. A picture whose largest geodesic distance is small has a
 * weaker subject (`NO_SUBJECT_DISTANCE`–`FULL_SUBJECT_DISTANCE`), none for one surface; the sky
 * round a sunset glow has none (`skyOverGlow`). `detailSubject` is the same spread with its top
 * at least `detailPeakShare` of the peak: above `PEAK_SHARE`, a small sharp subject keeps its
 * weight while the textured surface round it (bark beside a bird) drops towards the background.
 * O(n²) in superpixels n for the contrast (n ≤ ~2000: ~10–40 ms).
 */
export function subjectCues(
  stats: SuperpixelStats,
  adjacency: Map<number, Border>[],
  detailPeakShare = PEAK_SHARE,
): SubjectCues {
  const count = stats.size.length;
  const geodesic = geodesicDistance(stats, adjacency); // ΔE
  const contrast = regionContrast(stats);
  const combined = new Float64Array(count);
  const focus = spread(stats.texture, stats.size);
  for (let r = 0; r < count; r++)
    combined[r] =
      (GEODESIC_FLOOR + Math.min(1, (geodesic[r] as number) / SURROUNDED)) *
      (0.5 + (contrast[r] as number)) *
      (FOCUS_FLOOR + (focus[r] as number));
  // A soft ramp, not a cliff: a bird on bark (largest distance ~9 ΔE) still has a subject.
  const confidence = Math.min(
    1,
    Math.max(0, (maxOf(geodesic) - NO_SUBJECT_DISTANCE) / (FULL_SUBJECT_DISTANCE - NO_SUBJECT_DISTANCE)),
  );
  // A sunset glow framed by clouds is cut off from the edge too, yet it is sky, not subject.
  const sky = skyOverGlow(stats, adjacency);
  const subjectWith = (peakShare: number): Float64Array => {
    const out = spread(combined, stats.size, peakShare);
    for (let r = 0; r < count; r++) out[r] = sky[r] ? 0 : (out[r] as number) * confidence;
    return out;
  };
  const subject = subjectWith(PEAK_SHARE);
  const detailSubject = detailPeakShare === PEAK_SHARE ? subject : subjectWith(detailPeakShare);
  for (let r = 0; r < count; r++) if (sky[r]) combined[r] = 0;
  return {
    geodesic: spread(geodesic, stats.size),
    contrast,
    focus,
    subject,
    sky,
    detailSubject,
    score: combined,
  };
}

/** Colour distance used by the cues: L* weighted, less what the smoother side's texture explains. */
function stepDistance(stats: SuperpixelStats, p: number, q: number): number {
  const { mean, texture } = stats;
  const tolerance = TEXTURE_LIGHTNESS * Math.min(texture[p] as number, texture[q] as number);
  const dl = Math.max(0, Math.abs((mean[3 * p] as number) - (mean[3 * q] as number)) - tolerance);
  const da = (mean[3 * p + 1] as number) - (mean[3 * q + 1] as number);
  const db = (mean[3 * p + 2] as number) - (mean[3 * q + 2] as number);
  return Math.sqrt((dl * LIGHTNESS_WEIGHT) ** 2 + da * da + db * db);
}

/** Dijkstra from every edge superpixel, each step costing its ΔE less `SAME_SURFACE_STEP`. */
function geodesicDistance(stats: SuperpixelStats, adjacency: Map<number, Border>[]): Float64Array {
  const count = stats.size.length;
  const distance = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  const heap = new MinHeap();
  for (let r = 0; r < count; r++)
    if (stats.border[r]) {
      distance[r] = 0;
      heap.push(0, r);
    }
  const done = new Uint8Array(count);
  for (let r = heap.pop(); r !== undefined; r = heap.pop()) {
    if (done[r]) continue;
    done[r] = 1;
    for (const [q, border] of adjacency[r] as Map<number, Border>) {
      // A gradient (sky, a blurred background) changes colour in steps too soft to see where
      // two superpixels meet: only the step across their shared boundary counts, at most.
      const crisp = Math.min(
        stepDistance(stats, r, q),
        (CRISP_STEPS * border.contrast) / Math.max(1, border.length),
      );
      const d = (distance[r] as number) + Math.max(0, crisp - SAME_SURFACE_STEP);
      if (d < (distance[q] as number)) {
        distance[q] = d;
        heap.push(d, q);
      }
    }
  }
  for (let r = 0; r < count; r++) if (!Number.isFinite(distance[r] as number)) distance[r] = 0;
  return distance;
}

/** Σ over other superpixels of size × ΔE × nearness, scaled so the largest is 1. */
function regionContrast(stats: SuperpixelStats): Float64Array {
  const { size, mean, centre } = stats;
  const count = size.length;
  const out = new Float64Array(count);
  const k = 1 / (2 * CONTRAST_SIGMA * CONTRAST_SIGMA);
  // Each pair once, added to both sides (the nearness weight is symmetric).
  const total = new Float64Array(count);
  const weights = new Float64Array(count);
  for (let p = 0; p < count; p++) {
    const px = centre[2 * p] as number;
    const py = centre[2 * p + 1] as number;
    const pl = (mean[3 * p] as number) * LIGHTNESS_WEIGHT;
    const pa = mean[3 * p + 1] as number;
    const pb = mean[3 * p + 2] as number;
    for (let q = p + 1; q < count; q++) {
      const dx = px - (centre[2 * q] as number);
      const dy = py - (centre[2 * q + 1] as number);
      const near = Math.exp(-(dx * dx + dy * dy) * k);
      const dl = pl - (mean[3 * q] as number) * LIGHTNESS_WEIGHT;
      const da = pa - (mean[3 * q + 1] as number);
      const db = pb - (mean[3 * q + 2] as number);
      const colour = Math.sqrt(dl * dl + da * da + db * db);
      const wq = (size[q] as number) * near;
      const wp = (size[p] as number) * near;
      total[p] = (total[p] as number) + wq * colour;
      weights[p] = (weights[p] as number) + wq;
      total[q] = (total[q] as number) + wp * colour;
      weights[q] = (weights[q] as number) + wp;
    }
  }
  for (let p = 0; p < count; p++)
    out[p] = (weights[p] as number) > 0 ? (total[p] as number) / (weights[p] as number) : 0;
  const max = maxOf(out);
  if (max > 0) for (let p = 0; p < count; p++) out[p] = (out[p] as number) / max;
  return out;
}

/**
 * Maps values to 0–1 by area: the least `BACKGROUND_QUANTILE` of the picture's area goes to 0,
 * the most `1 − SUBJECT_QUANTILE` to 1 (but nothing under `peakShare` of the largest value),
 * linear between.
 */
function spread(values: Float64Array, size: Float64Array, peakShare = 0): Float64Array {
  const count = values.length;
  const order = Array.from({ length: count }, (_, r) => r).sort(
    (p, q) => (values[p] as number) - (values[q] as number) || p - q,
  );
  let total = 0;
  for (const s of size) total += s;
  let area = 0;
  let low = 0;
  let high = 0;
  let hasLow = false;
  for (const r of order) {
    area += size[r] as number;
    if (!hasLow && area >= BACKGROUND_QUANTILE * total) {
      low = values[r] as number;
      hasLow = true;
    }
    if (area >= SUBJECT_QUANTILE * total) {
      high = values[r] as number;
      break;
    }
  }
  // A subject smaller than the top share of the picture (a bird on a tree) must not lift the
  // next best things (the bark) to 1 with it.
  high = Math.max(high, peakShare * maxOf(values));
  const range = Math.max(high - low, 1e-9);
  return values.map((v) => Math.min(1, Math.max(0, (v - low) / range)));
}

function maxOf(values: Float64Array): number {
  let max = 0;
  for (const v of values) max = Math.max(max, v);
  return max;
}

/** A glow lies in the picture's upper half (its superpixels' centres)… */
const GLOW_TOP = 0.5;
/** …is at least this light (L*)… */
const GLOW_LIGHTNESS = 60;
/** …spans at least this share of the picture's width… */
const GLOW_WIDTH = 0.45;
/** …and is at most this share of its width tall, and this share of the picture's height. */
const GLOW_FLATNESS = 0.4;
const GLOW_DEPTH = 0.4;
/** Largest step (ΔE, as `stepDistance`) between two neighbouring superpixels of one glow. */
const GLOW_STEP = 20;
/** Sky above a glow at least this light (L*): lit clouds; a dark silhouette against it is not. */
const LIT_SKY_LIGHTNESS = 30;

/**
 * Superpixels of the sky round a sunset glow, which the boundary prior ranks as subject because
 * clouds and hills cut it off from the picture's edge: a glow is a surface (neighbours within
 * `GLOW_STEP` ΔE) of light superpixels in the picture's upper half that spans much of its width
 * and is flat; the sky is the glow and the lit superpixels above its lower edge, within its
 * span. A subject is rarely a wide, thin, light band high in the picture (a face, a bird, a
 * sheep's back against the sky are narrower or deeper), and one standing against a sunset is
 * dark. Centres in units of the picture's longer side (`SuperpixelStats.centre`).
 * @returns 1 per superpixel of that sky, 0 elsewhere.
 */
function skyOverGlow(stats: SuperpixelStats, adjacency: Map<number, Border>[]): Uint8Array {
  const count = stats.size.length;
  const { mean, centre } = stats;
  let width = 0;
  let height = 0;
  for (let r = 0; r < count; r++) {
    width = Math.max(width, centre[2 * r] as number);
    height = Math.max(height, centre[2 * r + 1] as number);
  }
  const isLight = (r: number): boolean =>
    (mean[3 * r] as number) >= GLOW_LIGHTNESS && (centre[2 * r + 1] as number) < GLOW_TOP * height;
  const seen = new Uint8Array(count);
  const isSky = new Uint8Array(count);
  for (let start = 0; start < count; start++) {
    if (seen[start] || !isLight(start)) continue;
    const glow = [start];
    seen[start] = 1;
    const box = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
    for (let k = 0; k < glow.length; k++) {
      const r = glow[k] as number;
      box.minX = Math.min(box.minX, centre[2 * r] as number);
      box.maxX = Math.max(box.maxX, centre[2 * r] as number);
      box.minY = Math.min(box.minY, centre[2 * r + 1] as number);
      box.maxY = Math.max(box.maxY, centre[2 * r + 1] as number);
      for (const q of (adjacency[r] as Map<number, Border>).keys())
        if (!seen[q] && isLight(q) && stepDistance(stats, r, q) < GLOW_STEP) {
          seen[q] = 1;
          glow.push(q);
        }
    }
    const spanX = box.maxX - box.minX;
    const spanY = box.maxY - box.minY;
    if (spanX < GLOW_WIDTH * width || spanY > GLOW_FLATNESS * spanX || spanY > GLOW_DEPTH * height) continue;
    for (const r of glow) isSky[r] = 1;
    for (let r = 0; r < count; r++) {
      const x = centre[2 * r] as number;
      if (x >= box.minX && x <= box.maxX && (centre[2 * r + 1] as number) <= box.maxY)
        if ((mean[3 * r] as number) >= LIT_SKY_LIGHTNESS) isSky[r] = 1;
    }
  }
  return isSky;
}
