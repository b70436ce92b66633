import type { DetailLevel } from '@huebook/shared/constants';

import { redrawRegionsSmooth } from './curve-regions.ts';
import { findEdgeChains, type DetailLineSettings, type EdgeChains } from './detail-edges.ts';
import { boxBlur, guidedFilter } from './filters.ts';
import type { RgbImage } from './gray-image.ts';
import { ImageInputError } from './image-input-error.ts';
import { rgbToLab, type LabImage } from './lab.ts';
import { buildAdjacency, mergeRegions, type Border } from './region-graph.ts';
import { closeUpSilhouette, cutSilhouette } from './silhouette.ts';
import { slic, type CountedLabelMap } from './slic.ts';
import { subjectCues, superpixelStats } from './subject.ts';

/**
 * Tuning of one detail level. "work" sizes are pixels of the decoded picture (half the page
 * scale); "page" sizes are pixels of the 1024² page.
 */
export interface SegmentSettings {
  /** SLIC superpixels the merging starts from: a few times the regions wanted. */
  superpixels: number;
  /** Regions the merging stops at (work)… */
  target: number;
  /** …or fewer, down to this, while merges stay cheap (`MergeOptions.floor`). */
  floor: number;
  /** Smallest region the merging leaves, work pixels (×4 on the page). */
  minSize: number;
  /**
   * Smallest island in the background, work pixels (`MergeOptions.islandMinSize`): a tuft or a
   * stone the subject cue ranks high (a rare colour) is a speck of the meadow's texture.
   */
  islandMinSize?: number;
  /** Gaussian σ along each boundary curve, work pixels: larger is calmer. */
  curveSigma: number;
  /** Outline width on the page, pixels. */
  lineWidth: number;
  /**
   * Width (page pixels) of the outlines between regions whose colours differ by at least
   * `BOLD_STEP` ΔE (`drawOutlines`); none: every outline `lineWidth` wide.
   */
  boldWidth?: number;
  /**
   * Width (page pixels) the subject's silhouette (`cutSilhouette`) is drawn (`boldenSilhouette`);
   * none: as the other outlines.
   */
  silhouetteWidth?: number;
  /** Which of the photo's interior edges are drawn as detail lines (`pickDetailChains`). */
  detail: DetailLineSettings;
  /**
   * Share of the subject cue's peak from which an edge counts as wholly on the subject for the
   * detail lines (`subjectCues`' `detailPeakShare`); none: `PEAK_SHARE`, as the merging.
   */
  detailPeakShare?: number;
  /**
   * The fine pass over a small subject (`segmentSubject`); none at Detailed, whose 1800
   * superpixels and 80 px regions already follow a small subject, and where the pass's parts
   * came out as thick scribbles on the astronaut's badge and cut the nuthatch's back away.
   */
  subjectDetail?: SubjectDetailSettings;
}

/** Tuning of the fine pass over a small subject (`segmentSubject`), page pixels. */
export interface SubjectDetailSettings {
  /** Regions the crop's merging stops at (subject and the background round it together). */
  target: number;
  /**
   * Smallest region of the subject, page pixels: enough paper inside a `lineWidth` outline for
   * `mergeSlivers` to keep it (`MIN_FINE_PAPER_PX`).
   */
  minPart: number;
  /** At most this many of its regions are pasted, the largest: a Simple page stays simple. */
  maxParts: number;
}

/** Per level; the targets sit inside `DETAIL_REGION_RANGES`, where the page's count must land. */
export const SEGMENT_SETTINGS: Record<DetailLevel, SegmentSettings> = {
  // Simple starts from as many superpixels as Medium: with 400 (~19 work px across) a small
  // subject had too few to follow its shape (dogs.jpg: each dog's face ran into its ears or
  // into the towel behind it, one blob per dog); the background merges first (1/100 of the
  // cost), so the page still lands in Simple's range.
  // Its few detail lines go to the subject's top (half the cue's peak, not a quarter): on
  // nuthatch.jpg the sharp bark beside the small bird ranked as subject and took them, a
  // scatter of bark strokes round a bird it dwarfed.
  simple: {
    superpixels: 900,
    target: 24,
    floor: 18,
    minSize: 450,
    islandMinSize: 450,
    curveSigma: 6,
    lineWidth: 5,
    silhouetteWidth: 8,
    detail: { minLength: 12, maxLines: 14, minSubject: 0.35 },
    detailPeakShare: 0.5,
    subjectDetail: { target: 14, minPart: 320, maxParts: 6 },
  },
  medium: {
    superpixels: 900,
    target: 80,
    floor: 50,
    minSize: 150,
    islandMinSize: 300,
    curveSigma: 5,
    lineWidth: 4,
    silhouetteWidth: 7,
    detail: { minLength: 14, maxLines: 20, minSubject: 0.35 },
    // As Simple: once the budget went to interior chains (not outlines), the bark beside
    // nuthatch.jpg's bird took it here too (14 loose strokes).
    detailPeakShare: 0.5,
    subjectDetail: { target: 20, minPart: 280, maxParts: 10 },
  },
  detailed: {
    superpixels: 1800,
    target: 300,
    floor: 250,
    minSize: 80,
    curveSigma: 4,
    // Thin lines between patches of one surface, bold contours (`drawOutlines`): at one weight
    // of 3 px the patches that 150 regions need on wool, bark or rock read as camouflage.
    lineWidth: 2,
    boldWidth: 5,
    detail: { minLength: 10, maxLines: 40, minSubject: 0.3 },
  },
};

/**
 * Mean colour difference (ΔE, L* weighted 0.6) between two regions from which their outline is
 * drawn `boldWidth` wide: a shape against what lies behind it, not a patch of one surface.
 */
export const BOLD_STEP = 15;
/** Guided-filter radius (work pixels) and ε (squared ΔE/100 units) of the first smoothing. */
const SMOOTH_RADIUS = 3;
const SMOOTH_EPS = 0.0016;
/** Window radius (work pixels) over which texture is averaged: about one superpixel. */
const TEXTURE_RADIUS = 8;
/** Edge chains at least this long (work pixels) count as outlines in the merging. */
const MIN_OUTLINE_CHAIN = 10;
/**
 * Subject cue at least given to a close-up's face (`closeUpSilhouette`), which the boundary
 * prior ranks as background for it reaches the picture's edge. At 0.6 the forehead's stripes of
 * cat.jpg became regions of their own and its left ear merged away; at 0.35 (the detail lines'
 * least) they were drawn as scratchy loose strokes.
 */
const CLOSE_UP_SUBJECT = 0.25;
/** When one region covers more than this share of the picture, it has no shapes (noise). */
const MAX_SUBJECTLESS_SHARE = 0.9;
/** Below this spread of colour (ΔE, standard deviation over the picture) nothing is traced. */
const MIN_SPREAD = 1.5;

/**
 * Smooths texture away while keeping edges: guided filter on L* (in place), where photo
 * texture and shading noise live; a* and b* are left as decoded (JPEG already stores them at
 * half resolution, so they carry little fine texture).
 */
export function smoothLab(lab: LabImage): LabImage {
  const { width, height } = lab;
  const scaled = new Float32Array(lab.l.length);
  for (let i = 0; i < scaled.length; i++) scaled[i] = (lab.l[i] as number) / 100;
  const filtered = guidedFilter(scaled, width, height, SMOOTH_RADIUS, SMOOTH_EPS);
  for (let i = 0; i < filtered.length; i++) lab.l[i] = (filtered[i] as number) * 100;
  return lab;
}

/** A picture ready to merge: its smoothed CIELAB and SLIC superpixels, work scale. */
export interface Superpixels {
  lab: LabImage;
  map: CountedLabelMap;
  /** Texture per pixel (`textureMap`), for the merging. */
  texture: Float32Array;
  /** How much each superpixel belongs to the subject, 0–1 (`subjectCues`). */
  subject: Float64Array;
  /** 1 for superpixels of the sky round a sunset glow (`subjectCues`). */
  sky: Uint8Array;
  /** The photo's strong edges (`findEdgeChains`), candidates for detail lines. */
  edges: EdgeChains;
  /** 1 on and next to the photo's longer edges, per pixel, for the merging. */
  edgeMask: Uint8Array;
  /** The subject cues' raw product per superpixel (`SubjectCues.score`), unscaled. */
  score: Float64Array;
  /** Each superpixel's neighbours (`buildAdjacency`). */
  adjacency: Map<number, Border>[];
  /** 1 for the superpixels of the subject's silhouette (`cutSilhouette`); all 0 for none. */
  silhouette: Uint8Array;
}

/**
 * CIELAB → guided filter → SLIC superpixels, the part of the segmentation that does not
 * depend on how many regions are wanted (so a retry with another target reuses it).
 * @throws ImageInputError `NOTHING_TO_TRACE` when the picture is one flat colour.
 */
export function makeSuperpixels(picture: RgbImage, settings: SegmentSettings): Superpixels {
  const lab = smoothLab(rgbToLab(picture));
  if (colourSpread(lab) < MIN_SPREAD)
    throw new ImageInputError(
      'The picture is a single flat colour: there is nothing in it to turn into a coloring page.',
      'NOTHING_TO_TRACE',
    );
  const map = slic(lab, { superpixels: settings.superpixels, compactness: 10, iterations: 3 });
  const texture = textureMap(lab, TEXTURE_RADIUS);
  const adjacency = buildAdjacency(map, lab);
  const stats = superpixelStats(map, lab, texture);
  const { subject, sky, detailSubject, score } = subjectCues(stats, adjacency, settings.detailPeakShare);
  const edges = findEdgeChains(lab, perPixel(map, detailSubject));
  const mask = edgeMask(edges, MIN_OUTLINE_CHAIN);
  // Only levels that draw it bold need it (Detailed bolds by colour instead).
  let silhouette: Uint8Array = new Uint8Array(map.count);
  if (settings.silhouetteWidth) {
    const withEdges = buildAdjacency(map, lab, mask);
    const cut = cutSilhouette(stats, withEdges, subject);
    silhouette = closeUpSilhouette(stats, withEdges, cut);
    if (silhouette !== cut) {
      // A close-up: the face the cues called background gets a share of the merging's
      // region budget (not the detail lines', whose least cue is higher).
      for (let r = 0; r < map.count; r++)
        if (silhouette[r]) subject[r] = Math.max(subject[r] as number, CLOSE_UP_SUBJECT);
    }
  }
  return { lab, map, texture, subject, sky, edges, edgeMask: mask, score, adjacency, silhouette };
}

/** A superpixel value spread to its pixels. */
function perPixel(map: CountedLabelMap, values: Float64Array): Float32Array {
  return Float32Array.from(map.labels, (label) => values[label] as number);
}

/**
 * The photo's regions at work scale: the superpixels merged over the region adjacency graph
 * down to `target` regions (background first). Labels 0 … count − 1, each region one
 * connected piece.
 * @throws ImageInputError `NOTHING_TO_TRACE` when they merge into one region covering nearly
 *   all of the picture (noise).
 */
export function segmentPicture(
  superpixels: Superpixels,
  settings: SegmentSettings,
  target = settings.target,
  floor = settings.floor,
): CountedLabelMap {
  const merged = mergeRegions(superpixels.map, superpixels.lab, {
    target,
    floor,
    minSize: settings.minSize,
    backgroundWeight: 0.01,
    sameColour: 3,
    texture: superpixels.texture,
    subject: superpixels.subject,
    sky: superpixels.sky,
    edges: superpixels.edgeMask,
    islandMinSize: settings.islandMinSize,
  });
  if (largestShare(merged) > MAX_SUBJECTLESS_SHARE)
    throw new ImageInputError(
      'We found no shapes in this picture (it looks like one colour or noise): there is nothing in it to turn into a coloring page.',
      'NOTHING_TO_TRACE',
    );
  return merged;
}

/** The work-scale regions redrawn 2× larger with calm boundary curves (`redrawRegionsSmooth`). */
export function toPageScale(map: CountedLabelMap, lab: LabImage, settings: SegmentSettings): CountedLabelMap {
  return redrawRegionsSmooth(map, lab, settings.curveSigma, 2);
}

/**
 * Edge density: the mean L* gradient magnitude (central differences, L* per pixel) over a
 * `(2·radius+1)²` window round each pixel. High on bark, gravel and wool, low on sky and on
 * smooth surfaces; one outline through the window adds only a little.
 */
export function textureMap(lab: LabImage, radius: number): Float32Array {
  const { l, width, height } = lab;
  const gradient = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++)
    for (let x = 1, i = y * width + 1; x < width - 1; x++, i++) {
      const gx = (l[i + 1] as number) - (l[i - 1] as number);
      const gy = (l[i + width] as number) - (l[i - width] as number);
      gradient[i] = Math.sqrt(gx * gx + gy * gy) / 2;
    }
  return boxBlur(gradient, width, height, radius);
}

/** Share of the picture (0–1) its largest region covers. */
function largestShare(map: CountedLabelMap): number {
  const { labels, count } = map;
  const sizes = new Int32Array(count);
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] as number;
    sizes[label] = (sizes[label] as number) + 1;
  }
  let largest = 0;
  for (let r = 0; r < count; r++) largest = Math.max(largest, sizes[r] as number);
  return largest / labels.length;
}

/** Standard deviation of colour over the picture, ΔE units. */
function colourSpread(lab: LabImage): number {
  let total = 0;
  for (const plane of [lab.l, lab.a, lab.b]) {
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < plane.length; i++) {
      const v = plane[i] as number;
      sum += v;
      sumSq += v * v;
    }
    const mean = sum / plane.length;
    total += Math.max(0, sumSq / plane.length - mean * mean);
  }
  return Math.sqrt(total);
}

/** Pixels of chains at least `minLength` long, grown by one pixel (a boundary may sit a pixel off). */
function edgeMask(chains: EdgeChains, minLength: number): Uint8Array {
  const { chain, width, height, length } = chains;
  const out = new Uint8Array(width * height);
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++) {
      const c = chain[i] as number;
      if (c < 0 || (length[c] as number) < minLength) continue;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < width && yy < height) out[yy * width + xx] = 1;
        }
    }
  return out;
}
