import type { DetailLevel } from '@huebook/shared/constants';

import {
  backdropLabels,
  countLargeRegions,
  LINE_WIDTH,
  MIN_PAPER_PX,
  featureLinesInk,
  pasteDrawings,
  placedDrawing,
  type PlacedDrawing,
  REGION_TARGETS,
  type SceneLabels,
} from './compose-scene.ts';
import { floatClearOfSubjects, isFlown, stringTo, type PropString } from './flown-props.ts';
import { holdPropsInHand, stringHand } from './held-props.ts';
import { packRow } from './pack-row.ts';
import { isRestingPlant, pasteStemsBehind, stemSvg } from './plant-perch.ts';
import { mulberry32, type Random } from './prng.ts';
import type { Box } from './procedural/scenery-layout.ts';
import { drawSetting, type Backdrop, type SettingId } from './procedural/settings.ts';
import type { PromptReading } from './read-prompt.ts';
import { addRegionPatterns } from './region-patterns.ts';
import { planScene } from './scene-choice.ts';
import type { Placement } from './scene-plan.ts';
import { addHillLayers, MAX_REGION_SHARE, splitLargeRegions } from './split-regions.ts';
import { simpleReserve } from './subject-traits.ts';

/**
 * A scene page composed as one label map, before its regions are merged and outlined: the
 * setting drawn, the drawings placed and pasted, regions added where the level asks for more.
 */
export interface ComposedScene {
  labels: SceneLabels;
  /** The setting drawn behind the subjects. */
  setting: SettingId;
  /** The setting's ground line, px from the top (1024 or more when its subjects float). */
  groundY: number;
  /** Named things the setting drew ('sun', 'moon', 'stars', 'castle', 'hills'…). */
  features: string[];
  /** The drawings' boxes on the page, back to front, as pasted. */
  placements: Placement[];
  /** Library ids shown, main subject first. */
  drawings: string[];
  /** "A cat in the garden": a title for a blank prompt. */
  title: string;
  /** Strings of flown props (a kite), drawn over the outlines (`drawStrings`). */
  strings: PropString[];
  /**
   * Ink of the drawings' features too small to color, drawn over the outlines as lines
   * (`featureLinesInk`), 1 per page pixel; absent when no drawing lost one.
   */
  featureLines?: Uint8Array;
}

/** Regions a pattern cell yields once slivers at its region's edge are merged away. */
const PATTERN_YIELD = 1.1;

/** Most bands of distant hills added to a page short of regions: more read as streaks. */
const MAX_HILL_LAYERS: Record<DetailLevel, number> = { simple: 3, medium: 3, detailed: 3 };
/** Regions short of the level's minimum, counted before merging, that still call for hills. */
const HILL_MARGIN = 8;
/**
 * Settings whose open region is space, water, sky or a wall: hills there would read as
 * streaks, so only the setting's own small things are added.
 */
const NO_HILL_SETTINGS: ReadonlySet<SettingId> = new Set([
  'space',
  'underwater',
  'sky',
  'sea',
  'room',
  'circus',
]);
/**
 * Most small things added to a setting short of regions: more would clutter it. A detailed
 * page in space or the sky has no ground to pattern, so it takes a few more.
 */
const MAX_EXTRA_DETAILS: Record<DetailLevel, number> = { simple: 16, medium: 16, detailed: 26 };

/** Largest share of the page space may keep whole (`measurePage` counts up to half). */
const SPACE_REGION_SHARE = 0.48;
/** Share of the main subject's reserve a companion of another kind keeps. */
const COMPANION_RESERVE = 0.7;
/** Regions the main subject keeps at least, per level (a face needs eyes, mouth and cheeks). */
const MAIN_SUBJECT_RESERVE: Record<DetailLevel, number> = { simple: 16, medium: 28, detailed: 40 };

/**
 * Composes the scene a prompt's reading asks for (`planScene`): the setting (the prompt's, at
 * night when it says so) drawn by `drawSetting`, the drawings laid out (subjects side by side
 * fitted together by their outlines, `packRow`), held props moved into the holder's hand
 * (`holdPropsInHand`) and pasted back to front (the setting drawn again without the flowers
 * whose heads they hide, whose stems would stick out under them); a page short of regions gets
 * bands of distant hills on land, more stars, bubbles or clouds in open settings; detailed
 * pages get patterns in the subject's large regions (`addRegionPatterns`). Deterministic for a
 * given `random` stream; `turn`, the page's seed, steps through a subject's drawings ("Try
 * another", `pickEntry`).
 */
export async function composeScene(
  reading: PromptReading,
  detail: DetailLevel,
  random: Random,
  turn = 0,
): Promise<ComposedScene> {
  const scene = planScene(reading, random, turn);
  const targets = REGION_TARGETS[detail];
  let level = backdropLevel(detail, scene.drawingRegions);
  // The setting has a stream of its own so that it can be drawn again with more details.
  const settingSeed = Math.floor(random() * 2 ** 32);
  // Boxes the sky's sun, moon and clouds keep clear of: a kite flown up there.
  let keepClear: Box[] = [];
  // `isHidden`: page points behind the drawings, once pasted (flowers hidden there are left out).
  const drawBackdrop = (extraDetails: number, isHidden?: (x: number, y: number) => boolean): Backdrop =>
    drawSetting(scene.setting, mulberry32(settingSeed), level, {
      isNight: scene.isNight,
      isMoonSubject: scene.isMoonSubject,
      extraDetails,
      keepClear,
      ...(isHidden ? { isHidden } : {}),
    });
  let backdrop = drawBackdrop(0);
  let page = await backdropLabels(backdrop.svg);
  if (level !== detail && detail === 'simple') {
    // A setting busy enough at Simple by itself (a circus's stripes and flags) is not drawn
    // busier for a page of few drawing regions: merged back down to Simple's count, the busier
    // one lost its small things first (every flag of the circus's bunting).
    const own = drawSetting(scene.setting, mulberry32(settingSeed), detail, {
      isNight: scene.isNight,
      isMoonSubject: scene.isMoonSubject,
    });
    const ownPage = await backdropLabels(own.svg);
    if (countLargeRegions(ownPage, 2 * MIN_PAPER_PX) >= targets.min + HILL_MARGIN) {
      level = detail;
      backdrop = own;
      page = ownPage;
    }
  }
  const backdropRegions = countLargeRegions(page, 2 * MIN_PAPER_PX);
  // Subjects side by side are fitted together by their outlines, and grown into the room won.
  const layout = await packRow(scene.layout(backdrop.groundY));
  const budgets = drawingBudgets(
    layout.map((p) => p.height * p.height * (p.entry.width / p.entry.height)),
    targets.aim - backdropRegions,
    detail,
  );
  // The main subject first: held props go where its silhouette says. It keeps at least its
  // level's reserve of regions whatever the setting took, so its face survives.
  // A prompt of unknown words in a setting with no stand-in shows the setting alone.
  const mainIndex = layout.findIndex((p) => p.role === 'main');
  if (mainIndex >= 0)
    budgets[mainIndex] = Math.max(
      budgets[mainIndex] as number,
      MAIN_SUBJECT_RESERVE[detail],
      detail === 'simple' ? simpleReserve((layout[mainIndex] as Placement).entry) : 0,
    );
  // Companions keep part of that reserve: a bee beside a butterfly keeps its face too; above
  // Simple, a horse ridden keeps its legs and a picnic blanket its checks (at Simple the faces
  // need those regions).
  const isCompanion = (p: Placement) =>
    p.role === 'beside' ||
    // The flower a butterfly rests on keeps its petals at every level: it is half the page.
    (p.role === 'under' && isRestingPlant(p.entry)) ||
    (detail !== 'simple' && (p.role === 'under' || p.role === 'ground'));
  layout.forEach((p, i) => {
    if (isCompanion(p))
      budgets[i] = Math.max(
        budgets[i] as number,
        Math.min(p.entry.regions, Math.round(COMPANION_RESERVE * MAIN_SUBJECT_RESERVE[detail])),
      );
  });
  const mainPlacement = layout[mainIndex];
  const main = mainPlacement ? await placedDrawing(mainPlacement, budgets[mainIndex] as number) : null;
  // Floating props (a music note, a moon) keep clear of the subjects once those are packed and
  // their props in hand.
  const placements = floatClearOfSubjects(main ? holdPropsInHand(layout, main) : layout);
  // In space the setting's own small planets and moons keep clear of the subjects floating
  // there too (a drawn jupiter over the setting's ringed planet left a sliver of it).
  keepClear = placements
    .filter(
      (p) =>
        (p.role === 'held' && isFlown(p.entry)) ||
        (scene.setting === 'space' && (p.role === 'beside' || p.role === 'main')),
    )
    .map(boxOf);
  // Stems of flowers' heads a creature rests on: regions of their own, behind the drawings.
  const stemSvgs = placements.map(stemSvg).join('');
  const stems = stemSvgs === '' ? null : await backdropLabels(stemSvgs);
  const paste = (backdropPage: SceneLabels) => pasteStemsBehind(pasteDrawings(backdropPage, drawings), stems);
  if (keepClear.length > 0) {
    // The same setting again (same stream, same ground line), its sky clear of the kite.
    const clear = drawBackdrop(0);
    if (clear.groundY === backdrop.groundY) {
      backdrop = clear;
      page = await backdropLabels(backdrop.svg);
    }
  }
  const drawings: { placement: Placement; map: PlacedDrawing }[] = await Promise.all(
    placements.map(async (placement, i) => ({
      placement,
      map: i === mainIndex && main ? main : await placedDrawing(placement, budgets[i] as number),
    })),
  );
  const strings: PropString[] = [];
  for (const { placement, map } of drawings) {
    if (placement.role !== 'held' || !isFlown(placement.entry) || !main || !mainPlacement) continue;
    const hand = stringHand(main, mainPlacement, placement.x >= mainPlacement.x ? 1 : -1);
    const string = hand && stringTo(hand, placement, map);
    if (string) strings.push(string);
  }
  let labels = paste(page);
  const isHidden = coveredBy(labels);
  // A flower whose head a drawing hides would show its stem alone under the subject's feet:
  // the setting again without such flowers (same stream, so the rest stays in place).
  const uncovered = drawBackdrop(0, isHidden);
  if (uncovered.svg !== backdrop.svg && uncovered.groundY === backdrop.groundY) {
    backdrop = uncovered;
    page = await backdropLabels(backdrop.svg);
    labels = paste(page);
  }
  let features = backdrop.features;
  const missing = targets.min + HILL_MARGIN - countLargeRegions(labels, 2 * MIN_PAPER_PX);
  // Short of regions (a plain subject on an open setting): a few bands of distant hills on
  // land, then more of the setting's own small things (flowers, stars, bubbles, clouds).
  const layers =
    missing > 0 && !NO_HILL_SETTINGS.has(scene.setting)
      ? Math.min(MAX_HILL_LAYERS[detail], Math.ceil(missing / 2))
      : 0;
  // A detailed page on land gets its regions from patterns in its fields instead.
  const isOpen = NO_HILL_SETTINGS.has(scene.setting);
  const extra =
    detail === 'detailed' && !isOpen ? 0 : Math.min(MAX_EXTRA_DETAILS[detail], missing - 2 * layers);
  if (extra > 0) {
    backdrop = drawBackdrop(extra, isHidden);
    page = await backdropLabels(backdrop.svg);
    labels = paste(page);
    features = backdrop.features;
  }
  if (layers > 0) {
    labels = addHillLayers(labels, layers, backdrop.groundY, random);
    if (!features.includes('hills')) features = [...features, 'hills'];
  }
  labels = splitLargeRegions(
    labels,
    random,
    scene.setting === 'room' ? 'rail' : backdrop.orbitCentre ? { orbit: backdrop.orbitCentre } : 'wave',
    scene.setting === 'space' ? SPACE_REGION_SHARE : MAX_REGION_SHARE,
  );
  if (detail === 'detailed') {
    // Something wide behind the subject (a rainbow) keeps its bands plain, and the flower a
    // butterfly rests on its petals: patterned like the subject, the two read as one tangle.
    const isPlain = (p: Placement) =>
      (p.role === 'over' && !p.entry.keywords.includes('tree')) || p.stemFoot !== undefined;
    const plain = new Set(placements.flatMap((p, k) => (isPlain(p) ? [k + 1] : [])));
    const shown = labels;
    labels = plainBehind(shown, plain);
    const before = countLargeRegions(labels, 2 * MIN_PAPER_PX);
    const short = targets.aim - before;
    let patterned = addRegionPatterns(labels, Math.round(short / PATTERN_YIELD), random, backdrop.groundY);
    // Cells cut by a drawing's shape yield less than asked in some drawings (a unicorn's thin
    // legs): a page still short asks again for as many more as it fell short, once.
    const gained = countLargeRegions(patterned, 2 * MIN_PAPER_PX) - before;
    if (before + gained < targets.min && gained > 0)
      patterned = addRegionPatterns(
        labels,
        Math.round((short * short) / gained / PATTERN_YIELD),
        random,
        backdrop.groundY,
      );
    labels = keepPlain(patterned, shown, plain);
  }
  const featureLines = featureLinesInk(labels.map.width, labels.map.height, drawings, LINE_WIDTH);
  return {
    labels,
    setting: scene.setting,
    groundY: backdrop.groundY,
    features,
    placements,
    drawings: scene.drawings,
    title: scene.title,
    strings,
    ...(featureLines ? { featureLines } : {}),
  };
}

/**
 * The scene with the regions of the drawing groups in `plain` counted as the backdrop's
 * (group 0), so that `addRegionPatterns` leaves them plain as it leaves the open sky; the scene
 * itself when `plain` is empty.
 */
function plainBehind(scene: SceneLabels, plain: ReadonlySet<number>): SceneLabels {
  if (plain.size === 0) return scene;
  return { ...scene, groups: scene.groups.map((g) => (plain.has(g) ? 0 : g)) };
}

/**
 * `patterned` (patterns added to `shown`) with the regions of `shown`'s drawing groups in `plain`
 * given back their unpatterned pixels and groups, areas counted again.
 */
function keepPlain(patterned: SceneLabels, shown: SceneLabels, plain: ReadonlySet<number>): SceneLabels {
  if (plain.size === 0) return patterned;
  const labels = new Int32Array(patterned.map.labels);
  const before = shown.map.labels;
  const groups = patterned.groups.map((g, l) => (l < shown.groups.length ? (shown.groups[l] as number) : g));
  const areas = new Int32Array(patterned.areas.length);
  for (let i = 0; i < labels.length; i++) {
    const old = before[i] as number;
    if (plain.has(shown.groups[old] as number)) labels[i] = old;
    const l = labels[i] as number;
    areas[l] = (areas[l] as number) + 1;
  }
  return { map: { ...patterned.map, labels }, regions: patterned.regions, groups, areas };
}

/** Whether a page point (px) lies on a drawing pasted over the backdrop. */
function coveredBy(scene: SceneLabels): (x: number, y: number) => boolean {
  const { labels, width, height } = scene.map;
  const groups = scene.groups;
  return (x, y) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= width || py >= height) return false;
    return groups[labels[py * width + px] as number] !== 0;
  };
}

/** A placement's box on the page, px. */
function boxOf(p: Placement): Box {
  const width = (p.height * p.entry.width) / p.entry.height;
  return { x: p.x - width / 2, y: p.bottom - p.height, width, height: p.height };
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
