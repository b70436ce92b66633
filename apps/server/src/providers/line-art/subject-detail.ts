import { redrawRegionsSmooth } from './curve-regions.ts';
import type { RgbImage } from './gray-image.ts';
import {
  makeSuperpixels,
  segmentPicture,
  type SegmentSettings,
  type SubjectDetailSettings,
  type Superpixels,
} from './segment.ts';
import type { CountedLabelMap } from './slic.ts';

/** A rectangle of a picture, pixels, `x0`/`y0` included, `x1`/`y1` excluded. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Where a small subject lies: its own box and the box round it the fine pass segments. */
export interface SubjectBoxes {
  core: Box;
  around: Box;
}

/**
 * Superpixels joined to the subject's peak from this share of the peak's subject weight
 * (`subjectCues`) up make its top; a peak under `MIN_PEAK_SUBJECT` is no subject.
 */
const TOP_SUBJECT = 0.9;
const MIN_PEAK_SUBJECT = 0.5;
/**
 * A subject whose top's box covers less than this share of the picture is segmented again
 * finer. The sheep, the coffee cup and the red flower (0.23–0.30 of their pictures) keep the
 * work-scale pass; the ladybird (0.013) and the nuthatch (0.09) get the fine one.
 */
const SMALL_SUBJECT_SHARE = 0.2;
/**
 * The fine pass sees round the top's box this share of its shorter side on each side (of the
 * longer, a tall bird's box took 3× the pixels, 150 ms)…
 */
const AROUND_SHARE = 0.5;
/** …and at least this many work pixels, so the crop's edge lies on what surrounds the subject. */
const MIN_AROUND = 24;
/** Page pixels per superpixel of the fine pass: about 8 × 8, 4 × 4 work pixels. */
const FINE_SUPERPIXEL_PX = 64;
/**
 * σ of the fine pass's boundary curves, page pixels, per work pixel of the level's
 * `curveSigma`: 2 would be as calm as the page's other curves, and round a ladybird's spots.
 */
const FINE_SIGMA = 1.5;
/** …but no more than this many: the cues' region contrast costs their square. */
const MAX_FINE_SUPERPIXELS = 1500;
/**
 * A fine region at least this much subject (the crop's own cues, 0–1), with at least
 * `PASTE_CORE` of its pixels in the subject's own box, is pasted.
 */
const PASTE_SUBJECT = 0.5;
const PASTE_CORE = 0.5;

/**
 * The box (work pixels) of the photo's subject when it is small, and the box round it the fine
 * pass segments (grown by `AROUND_SHARE` of its shorter side, at least `MIN_AROUND`, each
 * side); undefined when the subject is large (over `SMALL_SUBJECT_SHARE` of the picture) and
 * the work-scale merging already gives it enough regions. The subject is the superpixel of the
 * highest raw cue (`SubjectCues.score`) and those of `TOP_SUBJECT` of its weight or more joined to it
 * through each other: the ladybird, not the blurred flowers that also score 1 further off.
 */
export function findSmallSubject(superpixels: Superpixels): SubjectBoxes | undefined {
  const { map, score, subject, adjacency } = superpixels;
  let peak = 0;
  for (let r = 1; r < map.count; r++) if ((score[r] as number) > (score[peak] as number)) peak = r;
  if (!((subject[peak] as number) >= MIN_PEAK_SUBJECT)) return undefined;
  const top = TOP_SUBJECT * (subject[peak] as number);
  const isTop = new Uint8Array(map.count);
  isTop[peak] = 1;
  const queue = [peak];
  for (let k = 0; k < queue.length; k++)
    for (const q of (adjacency[queue[k] as number] as Map<number, unknown>).keys())
      if (!isTop[q] && (subject[q] as number) >= top) {
        isTop[q] = 1;
        queue.push(q);
      }
  const { labels, width, height } = map;
  const core = { x0: width, y0: height, x1: 0, y1: 0 };
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++)
      if (isTop[labels[i] as number]) {
        core.x0 = Math.min(core.x0, x);
        core.y0 = Math.min(core.y0, y);
        core.x1 = Math.max(core.x1, x + 1);
        core.y1 = Math.max(core.y1, y + 1);
      }
  const coreWidth = core.x1 - core.x0;
  const coreHeight = core.y1 - core.y0;
  if (coreWidth * coreHeight > SMALL_SUBJECT_SHARE * width * height) return undefined;
  const grow = Math.max(MIN_AROUND, Math.round(AROUND_SHARE * Math.min(coreWidth, coreHeight)));
  const around = {
    x0: Math.max(0, core.x0 - grow),
    y0: Math.max(0, core.y0 - grow),
    x1: Math.min(width, core.x1 + grow),
    y1: Math.min(height, core.y1 + grow),
  };
  return { core, around };
}

/** Regions of the fine pass at page scale: `labels` over `box` (page pixels), −1 where nothing is pasted. */
export interface SubjectRegions {
  box: Box;
  labels: Int32Array;
  count: number;
}

/**
 * Segments `around` (page pixels) of `fine` (the photo decoded at page scale) again as a picture
 * of its own, so a small subject gets the regions its size at work scale could not hold (a
 * ladybird's head and shell halves, a bird's cap, wing and beak): superpixels of about
 * `FINE_SUPERPIXEL_PX` page pixels, the crop's own subject cues (its edge as the boundary
 * prior), merging to `detail.target` with the subject's parts down to `detail.minPart`, and
 * boundary curves smoothed by `FINE_SIGMA` × `settings.curveSigma` page pixels. At most
 * `detail.maxParts` regions, the largest. Returns the crop's regions
 * that do not touch its edge, are mostly subject and lie mostly in `core`, or undefined when the crop has nothing to
 * trace.
 */
export function segmentSubject(
  fine: RgbImage,
  { core, around: box }: SubjectBoxes,
  settings: SegmentSettings,
  detail: SubjectDetailSettings,
): SubjectRegions | undefined {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  if (width < 16 || height < 16) return undefined;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const from = ((box.y0 + y) * fine.width + box.x0) * 3;
    data.set(fine.data.subarray(from, from + width * 3), y * width * 3);
  }
  const cropSettings: SegmentSettings = {
    ...settings,
    superpixels: Math.min(MAX_FINE_SUPERPIXELS, Math.round((width * height) / FINE_SUPERPIXEL_PX)),
    target: detail.target,
    floor: detail.target,
    // `mergeRegions` lets the subject's parts shrink to 0.4 of `minSize`.
    minSize: detail.minPart / 0.4,
  };
  let superpixels: Superpixels;
  let merged: CountedLabelMap;
  try {
    superpixels = makeSuperpixels({ data, width, height }, cropSettings);
    merged = segmentPicture(superpixels, cropSettings);
  } catch {
    return undefined;
  }
  const subjectPerPixel = new Float32Array(width * height);
  for (let i = 0; i < subjectPerPixel.length; i++)
    subjectPerPixel[i] = superpixels.subject[superpixels.map.labels[i] as number] as number;
  const smooth = redrawRegionsSmooth(merged, superpixels.lab, FINE_SIGMA * settings.curveSigma, 1);
  const { labels, count } = smooth;
  const touches = new Uint8Array(count);
  const subject = new Float64Array(count);
  const size = new Float64Array(count);
  const inCore = new Float64Array(count);
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++) {
      const r = labels[i] as number;
      const px = box.x0 + x;
      const py = box.y0 + y;
      if (px >= core.x0 && px < core.x1 && py >= core.y0 && py < core.y1)
        inCore[r] = (inCore[r] as number) + 1;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touches[r] = 1;
      subject[r] = (subject[r] as number) + (subjectPerPixel[i] as number);
      size[r] = (size[r] as number) + 1;
    }
  const candidates: number[] = [];
  for (let r = 0; r < count; r++)
    if (
      !touches[r] &&
      (subject[r] as number) >= PASTE_SUBJECT * (size[r] as number) &&
      (inCore[r] as number) >= PASTE_CORE * (size[r] as number)
    )
      candidates.push(r);
  candidates.sort((p, q) => (size[q] as number) - (size[p] as number) || p - q);
  const keep = new Int32Array(count).fill(-1);
  let kept = 0;
  for (const r of candidates.slice(0, detail.maxParts)) keep[r] = kept++;
  if (kept === 0) return undefined;
  const out = new Int32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = keep[labels[i] as number] as number;
  return { box, labels: out, count: kept };
}

/**
 * `page` with `regions` pasted over it (new labels after the page's), then every 4-connected
 * piece numbered as a region of its own, 0 … count − 1 in scan order: a page region the paste
 * cuts in two becomes two, and a crescent left between the old outline and the new one is a
 * sliver for `mergeSlivers` to join. `page` is left as it was.
 */
export function pasteRegions(page: CountedLabelMap, regions: SubjectRegions): PastedMap {
  const { width, height } = page;
  const labels = Int32Array.from(page.labels);
  const { box } = regions;
  const cropWidth = box.x1 - box.x0;
  for (let y = box.y0; y < Math.min(height, box.y1); y++)
    for (let x = box.x0; x < Math.min(width, box.x1); x++) {
      const r = regions.labels[(y - box.y0) * cropWidth + (x - box.x0)] as number;
      if (r >= 0) labels[y * width + x] = page.count + r;
    }
  const pieces = connectedPieces({ labels, width, height });
  const isPasted = new Uint8Array(pieces.count);
  for (let i = 0; i < labels.length; i++)
    if ((labels[i] as number) >= page.count) isPasted[pieces.labels[i] as number] = 1;
  return { ...pieces, isPasted };
}

/** A page's label map with the fine pass's regions pasted in: `isPasted[r]` is 1 for those. */
export interface PastedMap extends CountedLabelMap {
  isPasted: Uint8Array;
}

/** Numbers the 4-connected pieces of equal label 0 … count − 1 in scan order of their first pixel. */
function connectedPieces(map: { labels: Int32Array; width: number; height: number }): CountedLabelMap {
  const { labels, width, height } = map;
  const out = new Int32Array(labels.length).fill(-1);
  const stack = new Int32Array(labels.length);
  let count = 0;
  for (let start = 0; start < labels.length; start++) {
    if ((out[start] as number) >= 0) continue;
    const label = labels[start];
    out[start] = count;
    let top = 0;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top] as number;
      const x = i % width;
      if (x > 0 && out[i - 1] === -1 && labels[i - 1] === label) {
        out[i - 1] = count;
        stack[top++] = i - 1;
      }
      if (x < width - 1 && out[i + 1] === -1 && labels[i + 1] === label) {
        out[i + 1] = count;
        stack[top++] = i + 1;
      }
      if (i >= width && out[i - width] === -1 && labels[i - width] === label) {
        out[i - width] = count;
        stack[top++] = i - width;
      }
      if (i + width < labels.length && out[i + width] === -1 && labels[i + width] === label) {
        out[i + width] = count;
        stack[top++] = i + width;
      }
    }
    count++;
  }
  return { labels: out, width, height, count };
}
