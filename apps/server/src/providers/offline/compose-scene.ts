import type { DetailLevel } from '@huebook/shared/constants';
import sharp from 'sharp';

import { DEFAULT_INK_THRESHOLD } from '../line-art/binary-image.ts';
import type { LabelMap } from '../line-art/region-lines.ts';

import { labelPaper } from './label-ops.ts';
import { loadDrawing, type DrawingMap } from './library/load-drawing.ts';
import { mergeRegions, paperAreas, soleNeighbours } from './merge-regions.ts';
import { PAGE, type Placement } from './scene-plan.ts';

/**
 * Builds a scene as one label map of the 1024² page: the backdrop's paper regions, then each
 * drawing's regions pasted back to front (a drawing hides what lies behind it), so that
 * `drawRegionBoundaries` later draws every outline closed and of one weight.
 */

/** Line weight of every offline page, px at 1024² (the brief asks for about 3–5). */
export const LINE_WIDTH = 4;
/** Smallest paper a region keeps once outlined, px; `MIN_COLORABLE_REGION_PX` (150) plus a margin. */
export const MIN_PAPER_PX = 170;

/** Regions aimed at per level, and the most allowed: inside `DETAIL_REGION_RANGES` with room. */
export const REGION_TARGETS: Record<DetailLevel, { min: number; aim: number; max: number }> = {
  simple: { min: 17, aim: 27, max: 34 },
  medium: { min: 46, aim: 85, max: 140 },
  detailed: { min: 165, aim: 205, max: 380 },
};

/**
 * A composed page before outlining: labels 1..regions, `groups[label]` 0 for the backdrop, k
 * for drawing k, `areas[label]` its pixels (kept up to date by every step, so none needs a
 * pass over the page to count them).
 */
export interface SceneLabels {
  map: LabelMap;
  regions: number;
  groups: Int32Array;
  areas: Int32Array;
}

/** How much longer a drawing's features (eyes, mouth: regions inside one other) are kept. */
const ISLAND_MERGE_WEIGHT = 16;
/**
 * How much longer a drawing's regions in its head band are kept: a face (a muzzle, a nose, a
 * mouth) is what a subject is recognised by, and it outlasts the pads of its paws.
 */
const HEAD_MERGE_WEIGHT = 3;
/** The head band: regions whose centre lies above this share of the drawing's height. */
const HEAD_BAND = 0.45;

/** Drawing sizes are rounded to this many pixels, so pages share cached drawings. */
const SIZE_STEP_PX = 8;
/** Merged drawings kept; the oldest is dropped first. */
const MAX_CACHED_DRAWINGS = 128;
const mergedDrawings = new Map<string, Promise<PlacedDrawing>>();

/**
 * A drawing at its placed size, merged (`placedDrawing`): its label map, and the features of its
 * head band too small to color kept as lines (`featureLines`, 1 per pixel of such a feature, in
 * the map's pixels; absent when none was lost).
 */
export type PlacedDrawing = DrawingMap & { featureLines?: Uint8Array };

/**
 * Smallest feature (px at the placed size) drawn as lines once it is too small to color: an
 * outline 4 px wide round anything smaller would read as a blot.
 */
const MIN_LINE_FEATURE_PX = 60;

/**
 * The backdrop SVG (elements of a 1024² viewBox, black strokes on white fills) as paper
 * regions: rendered by librsvg, ink given to the nearest region (small regions are merged
 * later, on the whole page). @throws Error when librsvg cannot parse the SVG.
 */
export async function backdropLabels(svgElements: string): Promise<SceneLabels> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE}" height="${PAGE}" viewBox="0 0 ${PAGE} ${PAGE}"><rect width="${PAGE}" height="${PAGE}" fill="#fff"/>${svgElements}</svg>`;
  // The page is opaque grey (white fills, black strokes), so one channel is its lightness:
  // reading it is a third of the time flattening and converting to grey takes.
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .extractChannel(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const paper = labelPaper(
    {
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    },
    DEFAULT_INK_THRESHOLD,
  );
  const { areas, regions, ...map } = paper;
  return { map, regions, groups: new Int32Array(regions + 1), areas };
}

/** Regions of a scene with at least `minArea` pixels: those that will survive merging. */
export function countLargeRegions(scene: SceneLabels, minArea: number): number {
  let count = 0;
  for (let l = 1; l < scene.areas.length; l++) if ((scene.areas[l] as number) >= minArea) count++;
  return count;
}

/** The long side a placement's drawing is loaded at, px: its size rounded to `SIZE_STEP_PX`. */
export function placedSide(placement: Placement): number {
  const aspect = placement.entry.width / placement.entry.height;
  const side = Math.round((placement.height * Math.max(1, aspect)) / SIZE_STEP_PX) * SIZE_STEP_PX;
  return Math.max(8, Math.min(4096, side));
}

/**
 * A placement's drawing at its size (rounded to `SIZE_STEP_PX`), its regions merged down to
 * `maxRegions`. A feature of its head band (an island: a mouth in a face, an eye) too small to
 * color at this size is not lost with its region: its pixels are kept in `featureLines`, and
 * the page draws its outline over the region it joined (`featureLinesInk`), as a colouring book
 * draws a small child's smile as a line. Cached per (drawing, size, regions); callers must not
 * modify the result.
 */
export function placedDrawing(placement: Placement, maxRegions: number): Promise<PlacedDrawing> {
  const maxSide = placedSide(placement);
  const key = `${placement.entry.id}@${maxSide}/${maxRegions}`;
  let map = mergedDrawings.get(key);
  if (!map) {
    map = loadDrawing(placement.entry.id, maxSide).then((drawing) => {
      const heads = headBandGroups(drawing);
      const merged = mergeRegions(drawing, {
        minPaperPx: MIN_PAPER_PX,
        lineWidth: LINE_WIDTH,
        maxRegions,
        isZeroFixed: true,
        islandWeight: ISLAND_MERGE_WEIGHT,
        groups: heads,
        groupWeights: [1, HEAD_MERGE_WEIGHT],
      });
      const featureLines = lostFeatures(drawing, merged.map.labels, heads);
      return { ...merged.map, regions: merged.regions, ...(featureLines ? { featureLines } : {}) };
    });
    map.catch(() => mergedDrawings.delete(key));
    mergedDrawings.set(key, map);
    if (mergedDrawings.size > MAX_CACHED_DRAWINGS)
      mergedDrawings.delete(mergedDrawings.keys().next().value as string);
  }
  return map;
}

/**
 * Pixels (1) of the features `merged` lost from `drawing`: islands of the head band (`heads`
 * group 1; one neighbour, not the outside) of at least `MIN_LINE_FEATURE_PX` whose paper once
 * outlined is under `MIN_PAPER_PX`, now part of a larger region. Undefined when none was lost.
 */
function lostFeatures(drawing: DrawingMap, merged: Int32Array, heads: Int32Array): Uint8Array | undefined {
  const { labels } = drawing;
  const paper = paperAreas(drawing, LINE_WIDTH);
  const holders = soleNeighbours(drawing, paper.length);
  // Each region merges whole, so one pixel tells where it went; count what went where.
  const into = new Int32Array(paper.length).fill(-1);
  const area = new Int32Array(paper.length);
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i] as number;
    into[l] = merged[i] as number;
    area[l] = (area[l] as number) + 1;
  }
  const sharers = new Int32Array(Math.max(0, ...into) + 1);
  for (const m of into) if (m >= 0) sharers[m] = (sharers[m] as number) + 1;
  const isLost = new Uint8Array(paper.length);
  let lost = 0;
  for (let l = 1; l < paper.length; l++) {
    if (
      (holders[l] as number) > 0 &&
      heads[l] === 1 &&
      (area[l] as number) >= MIN_LINE_FEATURE_PX &&
      (paper[l] as number) < MIN_PAPER_PX &&
      (sharers[into[l] as number] as number) > 1
    ) {
      isLost[l] = 1;
      lost++;
    }
  }
  if (lost === 0) return undefined;
  return Uint8Array.from(labels, (l) => isLost[l] as number);
}

/**
 * The ink of the features drawings keep as lines (`PlacedDrawing.featureLines`) on the page,
 * pasted as `pasteDrawings` pastes the drawings (a drawing in front hides the features behind
 * it): a band `lineWidth` px wide just inside each feature's edge, so it keeps the gap the
 * drawing left to the outlines round it (a cheek under an eye). Undefined when no drawing has one.
 */
export function featureLinesInk(
  width: number,
  height: number,
  drawings: readonly { placement: Placement; map: PlacedDrawing }[],
  lineWidth: number,
): Uint8Array | undefined {
  if (!drawings.some((d) => d.map.featureLines)) return undefined;
  const features = new Uint8Array(width * height);
  for (const { placement, map } of drawings)
    forEachPastedPixel(placement, map, width, height, (i, l, source) => {
      if (l !== 0) features[i] = map.featureLines?.[source] === 1 ? 1 : 0;
    });
  // Erosion by a (2r + 1)² square, rows then columns: what is left lies deeper than the band.
  const r = lineWidth - 1;
  const rows = new Uint8Array(features.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let isDeep = 1;
      for (let dx = -r; dx <= r && isDeep; dx++) {
        const px = x + dx;
        if (px < 0 || px >= width || features[y * width + px] === 0) isDeep = 0;
      }
      rows[y * width + x] = isDeep;
    }
  const ink = new Uint8Array(features.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (features[i] === 0) continue;
      let isDeep = 1;
      for (let dy = -r; dy <= r && isDeep; dy++) {
        const py = y + dy;
        if (py < 0 || py >= height || rows[py * width + x] === 0) isDeep = 0;
      }
      ink[i] = isDeep ? 0 : 1;
    }
  return ink;
}

/** Group 1 for each region of a drawing whose centre lies in its head band (`HEAD_BAND`), else 0. */
function headBandGroups(drawing: DrawingMap): Int32Array {
  const { labels, width, height } = drawing;
  let most = 0;
  for (let i = 0; i < labels.length; i++) most = Math.max(most, labels[i] as number);
  const rows = new Float64Array(most + 1);
  const counts = new Float64Array(most + 1);
  for (let i = 0; i < labels.length; i++) {
    const l = labels[i] as number;
    rows[l] = (rows[l] as number) + Math.floor(i / width);
    counts[l] = (counts[l] as number) + 1;
  }
  const groups = new Int32Array(most + 1);
  for (let l = 1; l <= most; l++)
    if ((counts[l] as number) > 0 && (rows[l] as number) / (counts[l] as number) < HEAD_BAND * height)
      groups[l] = 1;
  return groups;
}

/**
 * Pastes drawings onto the backdrop, back to front, centred on `x` and standing on `bottom`
 * (mirrored when asked, clipped at the page's edges, at a floating drawing's `waterline` and at a boat hull's `topline`). A drawing in front may cut a region
 * behind it in two: the caller relabels connected pieces (`relabelConnected`) before merging.
 */
export function pasteDrawings(
  backdrop: SceneLabels,
  drawings: readonly { placement: Placement; map: DrawingMap }[],
): SceneLabels {
  const labels = new Int32Array(backdrop.map.labels);
  const { width, height } = backdrop.map;
  const groups: number[] = Array.from(backdrop.groups);
  const total = groups.length + drawings.reduce((sum, d) => sum + d.map.regions, 0);
  const areas = new Int32Array(total);
  areas.set(backdrop.areas);
  let next = groups.length;
  drawings.forEach(({ placement, map }, k) => {
    const offset = next - 1;
    for (let l = 1; l <= map.regions; l++) groups.push(k + 1);
    next += map.regions;
    forEachPastedPixel(placement, map, width, height, (i, l) => {
      if (l === 0) return;
      const old = labels[i] as number;
      areas[old] = (areas[old] as number) - 1;
      areas[offset + l] = (areas[offset + l] as number) + 1;
      labels[i] = offset + l;
    });
  });
  return {
    map: { labels, width, height },
    regions: groups.length - 1,
    groups: Int32Array.from(groups),
    areas,
  };
}

/**
 * Calls `visit(i, l, source)` for each page pixel `i` a placement's drawing covers (its box on
 * the page, mirrored when asked, clipped at the page's edges, its `waterline` and `topline`),
 * `l` the drawing's label there (0 outside its outline) and `source` the map's pixel index.
 */
function forEachPastedPixel(
  placement: Placement,
  map: DrawingMap,
  width: number,
  height: number,
  visit: (i: number, l: number, source: number) => void,
): void {
  const left = Math.round(placement.x - map.width / 2);
  const top = Math.round(placement.bottom - map.height);
  const last = Math.min(height, placement.waterline === undefined ? height : Math.round(placement.waterline));
  const first = Math.max(0, placement.topline === undefined ? 0 : Math.round(placement.topline));
  for (let y = 0; y < map.height; y++) {
    const py = top + y;
    if (py < first || py >= last) continue;
    for (let x = 0; x < map.width; x++) {
      const px = left + x;
      if (px < 0 || px >= width) continue;
      const source = y * map.width + (placement.isMirrored ? map.width - 1 - x : x);
      visit(py * width + px, map.labels[source] as number, source);
    }
  }
}

/** The backdrop label covering most of the page's top row (the sky, the open water). */
export function topLabel(scene: SceneLabels): number | undefined {
  const count = new Map<number, number>();
  for (let x = 0; x < scene.map.width; x++) {
    const l = scene.map.labels[x] as number;
    if (scene.groups[l] === 0) count.set(l, (count.get(l) ?? 0) + 1);
  }
  return [...count].sort((a, b) => b[1] - a[1])[0]?.[0];
}
