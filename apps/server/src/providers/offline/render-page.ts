import { DETAIL_REGION_RANGES, type DetailLevel } from '@huebook/shared/constants';

import { encodeGrayPng } from '../line-art/binary-image.ts';
import { MIN_COLORABLE_REGION_PX } from '../line-art/page-quality.ts';
import { drawRegionBoundaries } from '../line-art/region-lines.ts';

import {
  backdropLabels,
  countLargeRegions,
  LINE_WIDTH,
  MIN_PAPER_PX,
  pasteDrawings,
  placedDrawing,
  REGION_TARGETS,
  type SceneLabels,
} from './compose-scene.ts';
import { holdPropsBeside } from './held-props.ts';
import { countPaperPieces, relabelConnected } from './label-ops.ts';
import { mergeRegions } from './merge-regions.ts';
import { hashString, mulberry32 } from './prng.ts';
import { patternSvg } from './procedural/patterns.ts';
import { renderSvgPage } from './procedural/render-svg-page.ts';
import { drawSetting } from './procedural/settings.ts';
import { readPrompt } from './read-prompt.ts';
import { addRegionPatterns } from './region-patterns.ts';
import { planScene } from './scene-choice.ts';
import type { Placement } from './scene-plan.ts';
import { addHillLayers, splitLargeRegions } from './split-regions.ts';

/** What an offline page is: a scene of library drawings, or a procedural pattern (mandala…). */
export type OfflinePageKind = 'scene' | 'pattern';

/** Choices of an offline page besides its prompt. */
export interface OfflinePageOptions {
  /** Another seed gives another page for the same prompt ("Try another"); default 0. */
  seed?: number;
  /** How many regions to color; default from the prompt's words, else 'medium'. */
  detail?: DetailLevel;
}

/** A page drawn without any network service. */
export interface OfflinePage {
  /** PNG, 1024×1024, one grey channel holding only 0 and 255. */
  image: Buffer;
  /** A title for the page, from the prompt. */
  title: string;
  /** Ids of the library drawings the page shows (`library.json`), main subject first. */
  drawings: string[];
  kind: OfflinePageKind;
  generator: 'offline';
}

/** Regions a pattern cell yields once slivers at its region's edge are merged away. */
const PATTERN_YIELD = 1.1;

/** Most bands of distant hills added to a page short of regions; a detailed page gets its
 * regions from patterns, and keeps more of its sky. */
const MAX_HILL_LAYERS: Record<DetailLevel, number> = { simple: 7, medium: 7, detailed: 4 };
/** Regions short of the level's minimum, counted before merging, that still call for hills. */
const HILL_MARGIN = 8;

/** Longest title kept, characters; longer prompts are cut at a word. */
const MAX_TITLE_LENGTH = 80;

/**
 * The offline generator's work on the calling thread (a line-art worker runs it for
 * `generateOfflinePage`; tests call it to compare). A prompt asking for a pattern ("a
 * mandala") gets a procedural design (`patternSvg`). Any other prompt gets a scene composed
 * from the drawing library (`readPrompt`, `planScene`): the named setting (or the main
 * subject's home) drawn by `drawSetting`, the drawings pasted over it as one label map, small
 * regions merged, regions counted into the level's `DETAIL_REGION_RANGES` (bands of distant
 * hills when the scene is short of regions; on a detailed page, zentangle patterns in the
 * subject's large regions and the ground, `addRegionPatterns`), and every boundary drawn 4 px
 * wide by `drawRegionBoundaries`, so every outline is closed by construction.
 *
 * Deterministic: the same prompt, seed and detail give the same bytes. Prompts of unknown
 * words still make a page (a library subject picked by the seed). About 150 ms (medium) to
 * 220 ms (detailed) on one core of a shared 2-core machine.
 */
export async function renderOfflinePage(
  prompt: string,
  options: OfflinePageOptions = {},
): Promise<OfflinePage> {
  const normalized = prompt.trim().replace(/\s+/g, ' ');
  const random = mulberry32(hashString(`${normalized.toLowerCase()}#${options.seed ?? 0}`));
  const reading = readPrompt(normalized);
  const detail = options.detail ?? reading.detail;

  if (reading.pattern) {
    const image = await renderSvgPage(patternSvg(reading.pattern, random, detail));
    return {
      image,
      title: makeTitle(normalized, `A ${reading.pattern}`),
      drawings: [],
      kind: 'pattern',
      generator: 'offline',
    };
  }

  const scene = planScene(reading, random);
  const targets = REGION_TARGETS[detail];
  const backdrop = drawSetting(scene.setting, random, backdropLevel(detail, scene.drawingRegions));
  const page = await backdropLabels(backdrop.svg);
  const backdropRegions = countLargeRegions(page, 2 * MIN_PAPER_PX);
  const layout = scene.layout(backdrop.groundY);
  const budgets = drawingBudgets(
    layout.map((p) => p.height * p.height * (p.entry.width / p.entry.height)),
    targets.aim - backdropRegions,
    detail,
  );
  // The main subject first: held props go where its silhouette says. It keeps at least its
  // level's reserve of regions whatever the setting took, so its face survives.
  const mainIndex = layout.findIndex((p) => p.role === 'main');
  budgets[mainIndex] = Math.max(budgets[mainIndex] as number, MAIN_SUBJECT_RESERVE[detail]);
  const main = await placedDrawing(layout[mainIndex] as Placement, budgets[mainIndex] as number);
  const placements = holdPropsBeside(layout, main);
  const drawings = await Promise.all(
    placements.map(async (placement, i) => ({
      placement,
      map: i === mainIndex ? main : await placedDrawing(placement, budgets[i] as number),
    })),
  );
  let scenePage = pasteDrawings(page, drawings);
  const estimate = countLargeRegions(scenePage, 2 * MIN_PAPER_PX);
  if (estimate < targets.min + HILL_MARGIN) {
    // Short of regions (a plain subject on an open setting): distant hills, a band for each
    // region or two missing.
    const layers = Math.min(MAX_HILL_LAYERS[detail], Math.ceil((targets.min + HILL_MARGIN - estimate) / 2));
    scenePage = addHillLayers(scenePage, layers, backdrop.groundY, random);
  }
  scenePage = splitLargeRegions(scenePage, random);
  if (detail === 'detailed') {
    const short = targets.aim - countLargeRegions(scenePage, 2 * MIN_PAPER_PX);
    scenePage = addRegionPatterns(scenePage, Math.round(short / PATTERN_YIELD), random);
  }
  let ink = drawRegionBoundaries(mergeScene(scenePage, targets.max).map, LINE_WIDTH);
  // Outlines can pinch a thin region in two: counted as the page shows them, a page over its
  // level's range is merged again with that many regions fewer.
  const [, most] = DETAIL_REGION_RANGES[detail];
  const shown = countPaperPieces(ink.ink, ink.width, ink.height, MIN_COLORABLE_REGION_PX);
  if (shown > most)
    ink = drawRegionBoundaries(mergeScene(scenePage, targets.max - (shown - targets.max)).map, LINE_WIDTH);
  const gray = new Uint8Array(ink.ink.length);
  for (let i = 0; i < gray.length; i++) gray[i] = ink.ink[i] ? 0 : 255;
  const image = await encodeGrayPng({ data: gray, width: ink.width, height: ink.height });
  return {
    image,
    title: makeTitle(normalized, scene.title),
    drawings: scene.drawings,
    kind: 'scene',
    generator: 'offline',
  };
}

/** Connected pieces relabelled, then regions too small merged and the count capped at `max`. */
/**
 * How much longer a drawing's regions resist merging than the setting's (`groupWeights`): the
 * subject's eyes, mouth and cheeks are smaller than the setting's flowers and clouds, and the
 * page is about the subject.
 */
const DRAWING_MERGE_WEIGHT = 6;

/** Regions the main subject keeps at least, per level (a face needs eyes, mouth and cheeks). */
const MAIN_SUBJECT_RESERVE: Record<DetailLevel, number> = { simple: 16, medium: 28, detailed: 40 };

function mergeScene(scene: SceneLabels, max: number): ReturnType<typeof mergeRegions> {
  const pieces = relabelConnected(scene.map, scene.groups);
  return mergeRegions(pieces.map, {
    minPaperPx: MIN_PAPER_PX,
    lineWidth: LINE_WIDTH,
    maxRegions: max,
    groups: pieces.owners,
    // Group 0 is the backdrop; drawings keep their faces while the setting has regions to give.
    groupWeights: Array.from({ length: Math.max(0, ...pieces.owners) + 1 }, (_, group) =>
      group === 0 ? 1 : DRAWING_MERGE_WEIGHT,
    ),
  });
}

/** The setting's own level: a busier setting when the drawings bring few regions of their own. */
function backdropLevel(detail: DetailLevel, drawingRegions: number): DetailLevel {
  if (detail === 'simple') return drawingRegions < 12 ? 'medium' : 'simple';
  if (detail === 'medium') return drawingRegions < 35 ? 'detailed' : 'medium';
  return 'detailed';
}

/** Inner regions each drawing keeps: `total` shared by drawn area, at least a few each. */
function drawingBudgets(areas: readonly number[], total: number, detail: DetailLevel): number[] {
  const floor = detail === 'simple' ? 3 : detail === 'medium' ? 6 : 12;
  const sum = areas.reduce((a, b) => a + b, 0) || 1;
  return areas.map((area) => Math.max(floor, Math.round((Math.max(0, total) * area) / sum)));
}

/** The prompt as a title: control characters dropped, first letter capitalised, cut at a word. */
function makeTitle(prompt: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  let title = prompt.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[.!?,;:\s]+$/, '');
  if (title.length > MAX_TITLE_LENGTH) {
    const cut = title.lastIndexOf(' ', MAX_TITLE_LENGTH);
    title = `${title.slice(0, cut > 20 ? cut : MAX_TITLE_LENGTH).trimEnd()}…`;
  }
  if (title.length === 0) title = fallback;
  return title.charAt(0).toUpperCase() + title.slice(1);
}
