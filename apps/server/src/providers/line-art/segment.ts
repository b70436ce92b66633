import type { DetailLevel } from '@huebook/shared/constants';

import { guidedFilter } from './filters.ts';
import type { RgbImage } from './gray-image.ts';
import { ImageInputError } from './image-input-error.ts';
import { rgbToLab, type LabImage } from './lab.ts';
import { mergeRegions } from './region-graph.ts';
import { enforceConnectivity, slic, type CountedLabelMap } from './slic.ts';
import { enlargeLabelsSmooth, smoothLabels } from './smooth-labels.ts';

/**
 * Tuning of one detail level. "work" sizes are pixels of the decoded picture (half the page
 * scale); "page" sizes are pixels of the 1024² page.
 */
export interface SegmentSettings {
  /** SLIC superpixels the merging starts from: a few times the regions wanted. */
  superpixels: number;
  /** Regions the merging stops at (work). */
  target: number;
  /** Smallest region the merging leaves, work pixels (×4 on the page). */
  minSize: number;
  /** Mode-filter radius for the boundaries, work pixels. */
  smoothRadius: number;
  /** Outline width on the page, pixels. */
  lineWidth: number;
}

/** Per level; the targets sit inside `DETAIL_REGION_RANGES`, where the page's count must land. */
export const SEGMENT_SETTINGS: Record<DetailLevel, SegmentSettings> = {
  simple: { superpixels: 400, target: 24, minSize: 450, smoothRadius: 4, lineWidth: 5 },
  medium: { superpixels: 900, target: 80, minSize: 150, smoothRadius: 3, lineWidth: 4 },
  detailed: { superpixels: 1800, target: 250, minSize: 60, smoothRadius: 2, lineWidth: 3 },
};

/** Guided-filter radius (work pixels) and ε (squared ΔE/100 units) of the first smoothing. */
const SMOOTH_RADIUS = 3;
const SMOOTH_EPS = 0.0016;
/** When one region covers more than this share of the picture, it has no shapes (noise). */
const MAX_SUBJECTLESS_SHARE = 0.9;
/** Below this spread of colour (ΔE, standard deviation over the picture) nothing is traced. */
const MIN_SPREAD = 1.5;

/** Smooths texture away while keeping edges: guided filter per CIELAB plane. */
export function smoothLab(lab: LabImage): LabImage {
  const { width, height } = lab;
  const run = (plane: Float32Array): Float32Array => {
    const scaled = plane.map((v) => v / 100);
    return guidedFilter(scaled, width, height, SMOOTH_RADIUS, SMOOTH_EPS).map((v) => v * 100);
  };
  return { l: run(lab.l), a: run(lab.a), b: run(lab.b), width, height };
}

/**
 * The photo's regions at work scale: CIELAB → guided filter → SLIC superpixels → merged over
 * the region adjacency graph down to `target` regions (background first) → boundaries
 * smoothed by a mode filter. Labels 0 … count − 1, each region one connected piece.
 * @throws ImageInputError `NOTHING_TO_TRACE` when the picture is one flat colour, or merges
 *   into one region covering nearly all of it (noise).
 */
export function segmentPicture(
  picture: RgbImage,
  settings: SegmentSettings,
  target = settings.target,
): CountedLabelMap {
  const lab = smoothLab(rgbToLab(picture));
  if (colourSpread(lab) < MIN_SPREAD)
    throw new ImageInputError(
      'The picture is a single flat colour: there is nothing in it to turn into a coloring page.',
      'NOTHING_TO_TRACE',
    );
  const superpixels = slic(lab, { superpixels: settings.superpixels, compactness: 10, iterations: 5 });
  const merged = mergeRegions(superpixels, lab, {
    target,
    minSize: settings.minSize,
    backgroundWeight: 0.05,
    sameColour: 3,
  });
  if (largestShare(merged) > MAX_SUBJECTLESS_SHARE)
    throw new ImageInputError(
      'We found no shapes in this picture (it looks like one colour or noise): there is nothing in it to turn into a coloring page.',
      'NOTHING_TO_TRACE',
    );
  const smooth = smoothLabels(merged, settings.smoothRadius, 3);
  return enforceConnectivity(smooth, Math.floor(settings.minSize / 3));
}

/** The work-scale regions enlarged 2× to page scale, boundaries kept smooth (`enlargeLabelsSmooth`). */
export function toPageScale(map: CountedLabelMap): CountedLabelMap {
  return { ...enlargeLabelsSmooth(map), count: map.count };
}

/** Share of the picture (0–1) its largest region covers. */
function largestShare(map: CountedLabelMap): number {
  const sizes = new Int32Array(map.count);
  for (const label of map.labels) sizes[label] = (sizes[label] as number) + 1;
  return Math.max(...sizes) / map.labels.length;
}

/** Standard deviation of colour over the picture, ΔE units. */
function colourSpread(lab: LabImage): number {
  let total = 0;
  for (const plane of [lab.l, lab.a, lab.b]) {
    let sum = 0;
    let sumSq = 0;
    for (const v of plane) {
      sum += v;
      sumSq += v * v;
    }
    const mean = sum / plane.length;
    total += Math.max(0, sumSq / plane.length - mean * mean);
  }
  return Math.sqrt(total);
}
