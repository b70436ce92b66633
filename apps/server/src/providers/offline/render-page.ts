import { DETAIL_REGION_RANGES, type DetailLevel } from '@huebook/shared/constants';
import type { MissingSubjects } from '@huebook/shared/schemas/page';

import { encodeGrayPng } from '../line-art/binary-image.ts';
import type { InkMask } from '../line-art/gray-image.ts';
import { MIN_COLORABLE_REGION_PX } from '../line-art/page-quality.ts';
import { drawRegionBoundaries } from '../line-art/region-lines.ts';

import { composeScene, type ComposedScene } from './compose-page.ts';
import { LINE_WIDTH, MIN_PAPER_PX, REGION_TARGETS, type SceneLabels } from './compose-scene.ts';
import { drawStrings } from './flown-props.ts';
import { countPaperPieces, relabelConnected } from './label-ops.ts';
import { singularForms } from './library/word-forms.ts';
import { mergeRegions } from './merge-regions.ts';
import { hashString, mulberry32 } from './prng.ts';
import { patternSvg } from './procedural/patterns.ts';
import { renderSvgPage } from './procedural/render-svg-page.ts';
import { readPrompt } from './read-prompt.ts';
import { describeScene } from './scene-words.ts';

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
  /**
   * Things the prompt names that the library has no drawing of ("a quokka"), and what the
   * page shows instead ("a tree in a meadow"); absent when everything named is drawn.
   */
  missing?: MissingSubjects;
}

/** Whether a missing noun phrase names a thing the setting drew (`ComposedScene.features`). */
function isDrawnBySetting(phrase: string, features: readonly string[]): boolean {
  const head = phrase.split(' ').at(-1) ?? '';
  return features.includes(head) || singularForms(head).some((form) => features.includes(form));
}

/** Longest title kept, characters; longer prompts are cut at a word. */
const MAX_TITLE_LENGTH = 80;

/**
 * The offline generator's work on the calling thread (a line-art worker runs it for
 * `generateOfflinePage`; tests call it to compare). A prompt asking for a pattern ("a
 * mandala") gets a procedural design (`patternSvg`). Any other prompt gets a scene composed
 * from the drawing library (`composeScene`: the named setting, at night when the prompt says so,
 * the drawings pasted over it as one label map, regions added when the level asks for more),
 * small regions merged, regions counted into the level's `DETAIL_REGION_RANGES`, and every
 * boundary drawn 4 px wide by `drawRegionBoundaries`, so every outline is closed by
 * construction.
 *
 * Deterministic: the same prompt, seed and detail give the same bytes. Prompts of unknown
 * words still make a page (a thing at home in the setting, or the setting alone), and
 * `missing` says which things named were left out. About 95–126 ms for the median page of
 * the benchmark's prompts, 126–183 ms at most (page-quality bench on 2 cores, two machines).
 */
export async function renderOfflinePage(
  prompt: string,
  options: OfflinePageOptions = {},
): Promise<OfflinePage> {
  const { normalized, random, reading, detail } = readOptions(prompt, options);
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

  let scene = await composeScene(reading, detail, random, options.seed ?? 0);
  let { ink, shown } = outlineScene(scene, detail);
  // Merging and outlining can leave a page a few regions under its level's range (1 page in
  // ~400 of the benchmark's prompts, levels and seeds 0–3): that page is composed once more
  // from a stream of its own (still deterministic), and the one nearer the range kept.
  const [least] = DETAIL_REGION_RANGES[detail];
  if (shown < least) {
    const again = await composeScene(
      reading,
      detail,
      mulberry32(hashString(`${seedKey(normalized, options)}#again`)),
      options.seed ?? 0,
    );
    const outlined = outlineScene(again, detail);
    if (outlined.shown > shown) {
      scene = again;
      ({ ink, shown } = outlined);
    }
  }
  // "A fish with bubbles": what the setting drew ('bubbles' under the sea) is not missing.
  const missing = reading.missing.filter((phrase) => !isDrawnBySetting(phrase, scene.features));
  const gray = new Uint8Array(ink.ink.length);
  for (let i = 0; i < gray.length; i++) gray[i] = ink.ink[i] ? 0 : 255;
  const image = await encodeGrayPng({ data: gray, width: ink.width, height: ink.height });
  return {
    image,
    title: makeTitle(normalized, scene.title),
    drawings: scene.drawings,
    kind: 'scene',
    generator: 'offline',
    ...(missing.length > 0 ? { missing: { subjects: missing, shows: describeScene(scene) } } : {}),
  };
}

/**
 * A composed scene's regions merged into its level's target and outlined 4 px wide (the prop
 * strings and the features kept as lines drawn over them): `ink` the page's ink mask, `shown` its regions as counted on it.
 */
function outlineScene(scene: ComposedScene, detail: DetailLevel): { ink: InkMask; shown: number } {
  const targets = REGION_TARGETS[detail];
  // Drawings are pasted in placement order, drawing k as group k + 1.
  const mainGroup = scene.placements.findIndex((p) => p.role === 'main') + 1;
  const drawOver = (page: InkMask) => {
    drawStrings(page, scene.strings, LINE_WIDTH);
    const lines = scene.featureLines;
    if (lines) for (let i = 0; i < lines.length; i++) if (lines[i] === 1) page.ink[i] = 1;
  };
  let ink = drawRegionBoundaries(mergeScene(scene.labels, targets.max, mainGroup).map, LINE_WIDTH);
  drawOver(ink);
  // Outlines can pinch a thin region in two: counted as the page shows them, a page over its
  // level's range is merged again with that many regions fewer.
  const [, most] = DETAIL_REGION_RANGES[detail];
  let shown = countPaperPieces(ink.ink, ink.width, ink.height, MIN_COLORABLE_REGION_PX);
  if (shown > most) {
    ink = drawRegionBoundaries(
      mergeScene(scene.labels, targets.max - (shown - targets.max), mainGroup).map,
      LINE_WIDTH,
    );
    drawOver(ink);
    shown = countPaperPieces(ink.ink, ink.width, ink.height, MIN_COLORABLE_REGION_PX);
  }
  return { ink, shown };
}

/**
 * How much longer a drawing's regions resist merging than the setting's (`groupWeights`): the
 * subject's eyes, mouth and cheeks are smaller than the setting's flowers and clouds, and the
 * page is about the subject.
 */
const DRAWING_MERGE_WEIGHT = 6;
/**
 * How much longer the main subject's regions resist merging than another drawing's: a Simple
 * page gives up a tree's leaf clumps before the monkey in it loses its mouth.
 */
const MAIN_SUBJECT_MERGE_WEIGHT = 2;
/**
 * How much longer a drawing's islands (eyes, mouth, cheeks: regions inside one other) resist
 * merging than its other regions, on every drawing of the page: a family's children keep their
 * faces as well as their mother, and give up their legs' and sleeves' stripes first.
 */
const DRAWING_ISLAND_MERGE_WEIGHT = 24;

/**
 * Connected pieces relabelled, then regions too small merged and the count capped at `max`;
 * `mainGroup` is the main subject's group (0 when the page has none).
 */
function mergeScene(scene: SceneLabels, max: number, mainGroup: number): ReturnType<typeof mergeRegions> {
  const pieces = relabelConnected(scene.map, scene.groups);
  const groupCount = Math.max(0, ...pieces.owners) + 1;
  return mergeRegions(pieces.map, {
    minPaperPx: MIN_PAPER_PX,
    lineWidth: LINE_WIDTH,
    maxRegions: max,
    groups: pieces.owners,
    // Group 0 is the backdrop; drawings keep their faces while the setting has regions to give.
    groupWeights: Array.from({ length: groupCount }, (_, group) =>
      group === 0
        ? 1
        : group === mainGroup
          ? DRAWING_MERGE_WEIGHT * MAIN_SUBJECT_MERGE_WEIGHT
          : DRAWING_MERGE_WEIGHT,
    ),
    // The backdrop's islands (clouds in the sky, flowers in the grass) get no more weight.
    islandWeight: Array.from({ length: groupCount }, (_, group) =>
      group === 0 ? 1 : DRAWING_ISLAND_MERGE_WEIGHT,
    ),
  });
}

/**
 * The scene a prompt's page shows before outlining (what `renderOfflinePage` draws for the same
 * prompt and options), for tests and tools that look at what was placed rather than at pixels.
 * @throws Error when the prompt asks for a pattern rather than a scene.
 */
export async function composeOfflineScene(
  prompt: string,
  options: OfflinePageOptions = {},
): Promise<ComposedScene> {
  const { normalized, random, reading, detail } = readOptions(prompt, options);
  if (reading.pattern) throw new Error(`"${normalized}" asks for a pattern, not a scene`);
  return composeScene(reading, detail, random, options.seed ?? 0);
}

/** The key a page's random stream is seeded from: the prompt, any case, and its seed. */
function seedKey(normalized: string, options: OfflinePageOptions): string {
  return `${normalized.toLowerCase()}#${options.seed ?? 0}`;
}

function readOptions(prompt: string, options: OfflinePageOptions) {
  const normalized = prompt.trim().replace(/\s+/g, ' ');
  const random = mulberry32(hashString(seedKey(normalized, options)));
  const reading = readPrompt(normalized);
  return { normalized, random, reading, detail: options.detail ?? reading.detail };
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
