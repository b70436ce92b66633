import {
  CANVAS_SIZE,
  DEFAULT_DETAIL_LEVEL,
  DETAIL_REGION_RANGES,
  type DetailLevel,
} from '@huebook/shared/constants';

import { encodeGrayPng, frameOnPage } from './binary-image.ts';
import { boldenSilhouette, drawOutlines } from './bold-outlines.ts';
import { decodeRgb } from './decode.ts';
import { pickDetailChains } from './detail-edges.ts';
import { drawDetailLines } from './detail-lines.ts';
import type { InkMask, RgbImage } from './gray-image.ts';
import { fillPinholesAndCount } from './paper-regions.ts';
import { openPockets } from './pockets.ts';
import {
  BOLD_STEP,
  makeSuperpixels,
  SEGMENT_SETTINGS,
  segmentPicture,
  toPageScale,
  type SegmentSettings,
  type Superpixels,
} from './segment.ts';
import { mergeSlivers } from './slivers.ts';
import {
  findSmallSubject,
  pasteRegions,
  segmentSubject,
  type Box,
  type SubjectRegions,
} from './subject-detail.ts';

/** Paper pieces under this many page pixels are inked: too small to colour (a fingertip). */
const MIN_PAPER_PX = 150;
/** Regions keeping less paper than this inside their outline join a neighbour. */
const MIN_SLIVER_PAPER_PX = 300;
/**
 * …and the small subject's parts from the fine pass (`segmentSubject`) less: they are compact
 * (a ladybird's white spots), and 1.5× the smallest colorable region leaves room for the
 * detail lines' clearance.
 */
const MIN_FINE_PAPER_PX = 225;
/** Detail-line pieces under this many page pixels are dropped (a speck, not a line). */
const MIN_STROKE_PX = 80;
/** Segmentations tried per page before the closest count is kept. */
const MAX_TRIES = 4;

/**
 * `convertToLineArt` on the calling thread: decode, segment, draw, encode. Runs in a line-art
 * worker (`worker.ts`); everything else calls `convertToLineArt` (`convert.ts`), which sends it
 * there. Same input and level, same bytes.
 * @returns PNG 1024×1024, one grey channel holding only 0 and 255.
 * @throws ImageInputError when `input` is not a readable PNG, JPEG or WebP, is too large
 *   (`IMAGE_TOO_LARGE`), or has no shapes to trace: one flat colour, noise (`NOTHING_TO_TRACE`).
 */
export async function renderLineArt(
  input: Buffer,
  detail: DetailLevel = DEFAULT_DETAIL_LEVEL,
): Promise<Buffer> {
  const picture = await decodeRgb(input, CANVAS_SIZE / 2);
  const superpixels = makeSuperpixels(picture, SEGMENT_SETTINGS[detail]);
  // The photo at page scale only when a small subject is to be segmented again (15 ms).
  const fine =
    SEGMENT_SETTINGS[detail].subjectDetail &&
    findSmallSubject(superpixels) &&
    (await decodeRgb(input, CANVAS_SIZE));
  return encodeGrayPng(frameOnPage(traceLineArt(picture, detail, fine, superpixels), CANVAS_SIZE));
}

/**
 * The pixel work of `renderLineArt`: the picture's colour regions (`segment.ts`) drawn as
 * closed outlines of one weight at twice the picture's size, with a frame round it so regions
 * cut by its edge close. When the page's count of colorable regions misses the level's range
 * (`DETAIL_REGION_RANGES`), the merging is rerun with a corrected target, up to `MAX_TRIES`
 * times; a picture too small for the range (a thin panorama) keeps the closest count.
 */
export function traceLineArt(
  picture: RgbImage,
  detail: DetailLevel,
  fine?: RgbImage,
  superpixels = makeSuperpixels(picture, SEGMENT_SETTINGS[detail]),
): InkMask {
  const settings = SEGMENT_SETTINGS[detail];
  const [low, high] = DETAIL_REGION_RANGES[detail];
  let target = settings.target;
  let floor = settings.floor;
  let best: { mask: InkMask; miss: number } | undefined;
  const detailChains = pickDetailChains(superpixels.edges, settings.detail);
  const subjectRegions = fine && fineSubject(superpixels, picture, fine, settings);
  // Per work pixel, only when the level draws it and the cut found one (none on scenery).
  const silhouette =
    settings.silhouetteWidth && superpixels.silhouette.includes(1)
      ? Uint8Array.from(superpixels.map.labels, (label) => superpixels.silhouette[label] as number)
      : undefined;
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    let regions = toPageScale(
      segmentPicture(superpixels, settings, target, floor),
      superpixels.lab,
      settings,
    );
    const pasted = subjectRegions && pasteRegions(regions, subjectRegions);
    if (pasted) regions = pasted;
    const draw = (map: typeof regions) =>
      drawOutlines(map, superpixels.lab, 2, settings.lineWidth, settings.boldWidth ?? 0, BOLD_STEP);
    let mask = draw(regions);
    const joined = mergeSlivers(
      regions,
      mask,
      MIN_SLIVER_PAPER_PX,
      pasted && { isFine: pasted.isPasted, minPaper: MIN_FINE_PAPER_PX },
    );
    if (joined) {
      regions = joined;
      mask = draw(regions);
    }
    drawFrame(mask, settings.lineWidth);
    drawDetailLines(
      mask,
      superpixels.edges,
      detailChains,
      settings.detail.maxLines,
      2,
      settings.lineWidth + 3,
      MIN_STROKE_PX,
      MIN_PAPER_PX,
      superpixels.lab.l,
    );
    openPockets(mask, superpixels.lab.l, 2, settings.lineWidth, MIN_PAPER_PX);
    const count = fillPinholesAndCount(mask, MIN_PAPER_PX);
    if (silhouette && settings.silhouetteWidth)
      boldenSilhouette(
        mask,
        regions,
        silhouette,
        superpixels.map.width,
        2,
        settings.lineWidth,
        settings.silhouetteWidth,
        MIN_PAPER_PX,
      );
    const miss = count < low ? low - count : count > high ? count - high : 0;
    if (!best || miss < best.miss) best = { mask, miss };
    if (miss === 0) break;
    const wanted = count < low ? low + (high - low) * 0.25 : high - (high - low) * 0.25;
    target = Math.max(1, Math.round((target * wanted) / Math.max(1, count)));
    // Too few: no cheap merging below the new target this time.
    floor = count < low ? target : Math.min(floor, target);
  }
  return (best as { mask: InkMask }).mask;
}

/**
 * The small subject's regions from a second, finer segmentation of its box (`segmentSubject`)
 * in page pixels, or undefined when the subject is large or `fine` (the photo at page scale,
 * twice `picture`'s size) does not match.
 */
function fineSubject(
  superpixels: Superpixels,
  picture: RgbImage,
  fine: RgbImage,
  settings: SegmentSettings,
): SubjectRegions | undefined {
  const detail = settings.subjectDetail;
  if (!detail || fine.width !== 2 * picture.width || fine.height !== 2 * picture.height) return undefined;
  const boxes = findSmallSubject(superpixels);
  if (!boxes) return undefined;
  const onPage = (box: Box): Box => ({ x0: 2 * box.x0, y0: 2 * box.y0, x1: 2 * box.x1, y1: 2 * box.y1 });
  return segmentSubject(fine, { core: onPage(boxes.core), around: onPage(boxes.around) }, settings, detail);
}

/** Inks a frame `lineWidth` pixels wide round the mask's edge. */
function drawFrame(mask: InkMask, lineWidth: number): void {
  const { ink, width, height } = mask;
  for (let y = 0; y < height; y++) {
    const isEdgeRow = y < lineWidth || y >= height - lineWidth;
    for (let x = 0; x < width; x++) {
      if (isEdgeRow || x < lineWidth || x >= width - lineWidth) ink[y * width + x] = 1;
    }
  }
}
