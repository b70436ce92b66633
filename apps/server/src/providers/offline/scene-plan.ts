import { boatDeck, seatInBoat } from './boat-decks.ts';
import { fitOnPage } from './fit-on-page.ts';
import { layOnGround } from './lay-on-ground.ts';
import type { LibraryEntry } from './library/library.ts';
import { restOnPlant } from './plant-perch.ts';
import { between, type Random } from './prng.ts';
import type { Relation } from './prompt-words.ts';
import { spanRow } from './row-span.ts';
import { rideOnSaddle, saddleSeat } from './saddle-seats.ts';
import { heightBeside } from './subject-heights.ts';
import {
  SIZE_STEP,
  containerRim,
  type Basket,
  basketOf,
  furnitureScale,
  furnitureSurface,
  isCarrierInFront,
  isFlownOver,
  isLaidOnGround,
  isVehicle,
  sizeClass,
} from './subject-traits.ts';
import { perchInTree, treeSeat } from './tree-seats.ts';

/**
 * The layout of a scene, as an illustrator would block it in: the main subject large and
 * central, standing on the ground (or floating in space and under the sea), what it holds in
 * front of its body, companions side by side at a believable relative size (floating ones
 * staggered above and below), a tree to sit under smaller beside it or a tree to sit in large
 * behind it, a horse it rides large in front of its seated riders (`rideOnSaddle`), a boat all
 * its riders sit in behind its hull (`seatInBoat`), a picnic blanket laid on the grass in front
 * of them (`layOnGround`), a moon or a plane up in a corner.
 * Positions are pixels of the 1024² page.
 */

export const PAGE = 1024;

/** A drawing to paste: its box on the page, back to front in `ScenePlan.placements`. */
export interface Placement {
  entry: LibraryEntry;
  /** Centre x and bottom y of the drawing, px. */
  x: number;
  bottom: number;
  /** Drawn height, px; the width follows the drawing's aspect. */
  height: number;
  isMirrored: boolean;
  /** 'ground': laid on the grass in front of the subjects (a picnic blanket). */
  role: 'main' | Relation | 'ground';
  /**
   * Water line, page px: rows of the drawing below it are not drawn, so it floats with its
   * lower body under the water (a duck on a pond). Absent for drawings shown whole.
   */
  waterline?: number;
  /**
   * Deck line, page px: rows of the drawing above it are not drawn (a boat's hull pasted again in
   * front of its riders, `seatInBoat`). Absent for drawings shown whole.
   */
  topline?: number;
  /**
   * Foot of the stem a flower's head is drawn on (`stemSvg`), page px: from the head's centre
   * down to here. Absent for drawings without one.
   */
  stemFoot?: number;
}

/** A drawing the layout is asked to place, besides the main subject. */
export interface Extra {
  entry: LibraryEntry;
  relation: Relation;
  /** A tree the subject sits in ("a monkey in a tree"), not under. */
  isPerch?: boolean;
  /** A plant a small creature rests on ("a butterfly on a flower"): drawn large, the creature on it. */
  isRest?: boolean;
  /** A thing floating beside the subject's head (a dancer's music note), not up in a corner. */
  isNear?: boolean;
}

export interface LayoutInput {
  main: LibraryEntry;
  /** Copies of the main subject, 1–3. */
  copies: number;
  /** Drawings for the copies after the first, in order (planets of other kinds); else `main`. */
  copyEntries?: readonly LibraryEntry[];
  extras: Extra[];
  /** Ground line of the setting, px; `PAGE` or more when the subject floats. */
  groundY: number;
  isGrounded: boolean;
}

/** Share of the page height the main subject takes alone (the brief asks for 45–65 %). */
const MAIN_HEIGHT: readonly [number, number] = [0.5, 0.6];
/** Widest a row of standing drawings may be, share of the page. */
const ROW_WIDTH = 0.9;
/** Margin kept free at the page's edges, px. */
const MARGIN = 20;
/**
 * Gap left between the boxes of the subjects a prompt names, share of the page: each stands
 * whole beside the other ("a pig and a cow"), none hidden behind another.
 */
const SUBJECT_GAP = 0.025;
/**
 * How far in front of the setting's ground line a grounded subject stands, px: its feet well
 * down on the grass, so a garden's fence or a farm's barn stands behind it, not under it.
 */
const FRONT_OF_GROUND: readonly [number, number] = [95, 125];
/** Most of a tree beside its subject that may run off the page's edge, share of its width. */
const TREE_OVERHANG = 0.18;
/** Height of a tree one subject stands under, share of the page: smaller than the subject. */
const BESIDE_TREE_HEIGHT: readonly [number, number] = [0.58, 0.64];
/** Floating subjects in a staggered row: where the next box starts, share of the last one's width. */
const STAGGER_STEP = 0.55;
/** Tallest a staggered row may be, share of the page: the water or sky between surface and floor. */
const STAGGER_HEIGHT = 0.62;
/**
 * Height of a standing companion, times the main subject's, at least and at most: a mouse beside
 * an elephant stays large enough to color, a giraffe beside a cat leaves it room.
 */
const STANDING_RATIO: readonly [number, number] = [0.42, 2];
/** Shortest a standing companion of another kind is drawn, share of the page (not above the main). */
const MIN_COMPANION_HEIGHT = 0.32;
/** Tallest a subject of the standing row may be, share of the page: a giraffe beside an elephant. */
const MAX_STANDING_HEIGHT = 0.78;
/** Height of a prop floating beside a subject's head, share of the subject's height at most. */
const NEAR_PROP_SHARE = 0.38;
/** Most floating subjects staggered: one above and one below the main one. */
const MAX_STAGGERED = 3;

function aspect(entry: LibraryEntry): number {
  return entry.width / entry.height;
}

/** Width of furniture under its subject, times the subject's width, at least. */
const SEAT_OVERHANG = 1.1;

/** Height ratio of `other` next to `main`, from their size classes, clamped to [low, high]. */
function relativeHeight(main: LibraryEntry, other: LibraryEntry, low: number, high: number): number {
  const ratio = SIZE_STEP ** (sizeClass(other) - sizeClass(main));
  return Math.max(low, Math.min(high, ratio));
}

/**
 * Places the drawings of a scene. Deterministic for a given `random` stream; mirroring, the
 * side companions stand on and small size and position jitter come from it. Returns the
 * placements back to front.
 */
export function layoutScene(input: LayoutInput, random: Random): Placement[] {
  const { main, extras } = input;
  const over = extras.filter((e) => e.relation === 'over');
  const under = extras.filter((e) => e.relation === 'under').slice(0, 1);
  const held = extras.filter((e) => e.relation === 'held');
  const sky = extras.filter((e) => e.relation === 'sky');
  const laid = extras.filter((e) => e.relation === 'beside' && isLaidOnGround(e.entry)).slice(0, 1);
  const beside = extras.filter((e) => e.relation === 'beside' && !isLaidOnGround(e.entry));
  const facing = random() < 0.5 ? 1 : -1;
  const isMirrored = facing < 0;

  // The standing row: the main subject's copies and its companions.
  let mainHeight = between(random, MAIN_HEIGHT[0], MAIN_HEIGHT[1]) * PAGE;
  // Under something tall the subject stays the page's centre: it is drawn tall behind it. A tree
  // is drawn smaller, beside the subject.
  if (over.some((e) => !e.entry.keywords.includes('tree'))) mainHeight *= 0.92;
  if (under.length > 0) mainHeight *= 0.72;
  const row: { entry: LibraryEntry; height: number; role: Placement['role']; isMirrored: boolean }[] = [];
  row.push({ entry: main, height: mainHeight, role: 'main', isMirrored });
  for (let c = 1; c < input.copies; c++)
    row.push({
      entry: input.copyEntries?.[c - 1] ?? main,
      height: mainHeight * between(random, 0.72, 0.9),
      role: 'beside',
      isMirrored: random() < 0.5,
    });
  for (const extra of beside)
    row.push({
      entry: extra.entry,
      // Standing companions keep their world heights' ratio (`heightBeside`: a giraffe over an
      // elephant, a mother over her children); a floating companion stays smaller than the main
      // subject, so the page has one centre.
      height:
        mainHeight *
        (input.isGrounded
          ? heightBeside(main, extra.entry, STANDING_RATIO[0], STANDING_RATIO[1])
          : relativeHeight(main, extra.entry, 0.4, 0.75)),
      role: 'beside',
      isMirrored: random() < 0.5,
    });
  // Order the row: the main subject in the middle of three, to one side of two.
  const ordered = [...row];
  if (ordered.length >= 2) {
    const first = ordered.shift() as (typeof row)[number];
    ordered.splice(ordered.length === 1 ? (random() < 0.5 ? 0 : 1) : 1, 0, first);
  }
  // Floating subjects (fish, insects) swim or fly in a staggered row, companions wholly above or
  // below the main one, so their boxes may share columns (two on one level keep a gap); standing
  // ones (and more than three floating ones) keep a gap between them.
  const isStaggered = !input.isGrounded && ordered.length >= 2 && ordered.length <= MAX_STAGGERED;
  const gap = SUBJECT_GAP * PAGE;
  const mainAt = ordered.findIndex((r) => r.role === 'main');
  const level = (i: number) => (i === mainAt ? 0 : i % 2 === 0 ? -1 : 1);
  const spanOf = (rows: typeof ordered) =>
    spanRow(
      rows.map((r) => ({ width: r.height * aspect(r.entry), height: r.height })),
      mainAt,
      level,
      { isStaggered, step: STAGGER_STEP, gap },
    );
  // Tall-and-narrow or wide drawings, or a row of several: shrunk together to fit the page.
  const unshrunk = spanOf(ordered);
  const shrink = Math.min(
    1,
    (ROW_WIDTH * PAGE) / unshrunk.across,
    isStaggered ? (STAGGER_HEIGHT * PAGE) / unshrunk.down : 1,
    (MAX_STANDING_HEIGHT * PAGE) / Math.max(...ordered.map((r) => r.height)),
  );
  for (const r of ordered) r.height *= shrink;
  // A standing companion far smaller than the main subject (a boy beside a dinosaur) is drawn
  // at least `MIN_COMPANION_HEIGHT` of the page, so its face survives at Simple; a vehicle (a
  // sled a reindeer pulls) keeps its world size, a floor would draw it longer than the puller.
  if (input.isGrounded)
    for (const r of ordered)
      if (r.role === 'beside' && r.entry !== main && !isVehicle(r.entry))
        r.height = Math.max(r.height, Math.min(MIN_COMPANION_HEIGHT * PAGE, mainHeight * shrink));
  const { widths, lefts, across, down } = spanOf(ordered);
  const left = PAGE / 2 - across / 2 + between(random, -0.04, 0.04) * PAGE;
  const placements: Placement[] = [];
  const shown = ordered[mainAt] as (typeof ordered)[number];
  const above = Math.max(0, ...ordered.filter((_, i) => level(i) < 0).map((r) => r.height + gap));
  const baseBottom = input.isGrounded
    ? Math.min(PAGE - MARGIN - 30, input.groundY + between(random, FRONT_OF_GROUND[0], FRONT_OF_GROUND[1]))
    : isStaggered
      ? PAGE / 2 - down / 2 + above + shown.height + between(random, -0.03, 0.03) * PAGE
      : // Centred on the page as drawn: a wide flier shrunk to fit (a bat, a helicopter) was
        // placed by its unshrunk height, low on the hills as if it stood there.
        PAGE / 2 + shown.height / 2 + between(random, -0.04, 0.04) * PAGE;
  ordered.forEach((r, i) => {
    const w = widths[i] as number;
    // Companions stand a little behind or in front, so the subjects do not crowd one line.
    const depth = isStaggered
      ? level(i) < 0
        ? -shown.height - gap
        : level(i) > 0
          ? r.height + gap
          : 0
      : r.role === 'main'
        ? 0
        : (i % 2 === 0 ? -1 : 1) * between(random, 10, 30);
    placements.push({
      entry: r.entry,
      x: left + (lefts[i] as number) + w / 2,
      bottom: baseBottom + depth,
      height: r.height,
      isMirrored: r.isMirrored,
      role: r.role,
    });
  });
  const mainPlacement = placements.find((p) => p.role === 'main') as Placement;

  const behind: Placement[] = [];
  const front: Placement[] = [];
  const cut = new Set<Placement>();
  for (const extra of laid) front.push(layOnGround(extra.entry, placements, random));
  for (const extra of under) {
    // A butterfly on a flower: the flower large in the middle, the butterfly on its head.
    if (extra.isRest && row.length === 1) {
      behind.push(restOnPlant(extra.entry, mainPlacement, input.groundY, random));
      continue;
    }
    // A horse is ridden astride: it stands large in the middle, in front of its seated riders.
    const saddle = saddleSeat(extra.entry);
    if (saddle && row.length <= 2) {
      const riders = [mainPlacement, ...placements.filter((p) => p !== mainPlacement)];
      front.push(rideOnSaddle(extra.entry, saddle, riders, mainPlacement.bottom, random));
      continue;
    }
    // A boat holds all its riders side by side, their lower bodies behind its hull; a box or a
    // basket holds its pet behind its front so.
    const deck = boatDeck(extra.entry) ?? containerRim(extra.entry);
    if (deck !== undefined) {
      const { boat, hull } = seatInBoat(extra.entry, deck, placements, PAGE - MARGIN, random);
      behind.push(boat);
      front.push(hull);
      continue;
    }
    // A hot-air balloon flies large over the page, its riders in its basket behind the basket's front.
    const basket = basketOf(extra.entry);
    if (basket) {
      const balloon = flyWithRiders(extra.entry, basket, placements, random);
      behind.push(balloon);
      front.push({ ...balloon, topline: balloon.bottom - balloon.height * (1 - basket.rim) });
      continue;
    }
    const surface = furnitureSurface(extra.entry);
    // Furniture is at least a little wider than its subject, so a wide frog does not overhang
    // its rock.
    const height =
      surface === undefined
        ? Math.max(mainHeight * 0.55, mainHeight * relativeHeight(main, extra.entry, 0.6, 1.3) * 0.7)
        : Math.max(
            mainHeight * furnitureScale(extra.entry),
            (SEAT_OVERHANG * mainHeight * aspect(main)) / aspect(extra.entry),
          );
    const carrier: Placement = {
      entry: extra.entry,
      x: mainPlacement.x,
      bottom: Math.min(PAGE - MARGIN, mainPlacement.bottom + height * 0.35),
      height,
      isMirrored,
      role: 'under',
    };
    // The rider sits in the carrier: its bottom a little below the carrier's top.
    // On furniture ("a cat on a bed") it sits on the top surface, a little sunk into the quilt.
    const seat = surface === undefined ? (isCarrierInFront(extra.entry) ? 0.45 : 0.65) : 1 - surface + 0.03;
    const riderBottom = carrier.bottom - height * seat;
    for (const p of placements) p.bottom += riderBottom - mainPlacement.bottom;
    (isCarrierInFront(extra.entry) ? front : behind).push(carrier);
  }
  for (const extra of over) {
    const bottom = Math.min(
      PAGE - MARGIN,
      (input.isGrounded ? input.groundY : PAGE) + between(random, 20, 50),
    );
    const seat = treeSeat(extra.entry);
    const isTree = extra.entry.keywords.includes('tree');
    // In the tree: the tree stands large in the middle, the subject sits in its fork.
    if (extra.isPerch && seat && row.length === 1) {
      behind.push(perchInTree(extra.entry, seat, mainPlacement, { bottom, margin: MARGIN }, random));
      continue;
    }
    // "A dragon flying over a castle": the castle stands large at the foot of the page, the
    // flier up in the sky over its towers, not pasted over the castle's middle.
    if (!input.isGrounded && isFlownOver(extra.entry) && row.length === 1) {
      behind.push(flyOver(extra.entry, mainPlacement, random));
      continue;
    }
    // A tree one subject sits under stands smaller beside it, its canopy behind the subject's
    // shoulder; a tree several sit under stands tall behind the middle of their row, its canopy
    // over them all. Anything else (a rainbow) rises behind the subject.
    const isBeside = isTree && row.length === 1;
    const height = isBeside
      ? between(random, BESIDE_TREE_HEIGHT[0], BESIDE_TREE_HEIGHT[1]) * PAGE
      : between(random, 0.82, 0.92) * PAGE;
    const x = isBeside
      ? mainPlacement.x +
        facing * ((mainPlacement.height * aspect(main)) / 2 + between(random, 0.06, 0.09) * PAGE)
      : isTree
        ? PAGE / 2 + between(random, -0.03, 0.03) * PAGE
        : mainPlacement.x + facing * between(random, 0.14, 0.24) * PAGE;
    // Something wide behind the subject (a rainbow) spans the page at most: drawn wider, the
    // page would be shrunk to fit it and the subject with it.
    const widest = isTree ? Number.POSITIVE_INFINITY : (PAGE - 2 * MARGIN) / aspect(extra.entry);
    const tree: Placement = {
      entry: extra.entry,
      x: isTree ? x : Math.max(PAGE / 2 - 0.08 * PAGE, Math.min(PAGE / 2 + 0.08 * PAGE, x)),
      bottom,
      height: Math.min(height, bottom - MARGIN - 8, widest),
      isMirrored: random() < 0.5,
      role: 'over',
    };
    if (isBeside) {
      // The subject keeps the page's middle: its tree may run off the page's edge a little.
      const half = (tree.height * aspect(tree.entry)) / 2;
      const reach = half * (1 - 2 * TREE_OVERHANG);
      tree.x = Math.max(reach, Math.min(PAGE - reach, tree.x));
      cut.add(tree);
    }
    behind.push(tree);
  }
  held.forEach((extra, i) => {
    // Sized against the subject's bulk (a lying cat is wide, not tall), kept in front of its
    // lower body so the face stays in view.
    const mainWidth = mainPlacement.height * aspect(main);
    const bulk = Math.sqrt(mainPlacement.height * mainWidth);
    const height = Math.min(mainPlacement.height * 0.5, bulk * relativeHeight(main, extra.entry, 0.2, 0.42));
    const side = i % 2 === 0 ? facing : -facing;
    front.push({
      entry: extra.entry,
      x: mainPlacement.x + side * mainWidth * between(random, 0.04, 0.16),
      bottom: mainPlacement.bottom - mainPlacement.height * between(random, 0.0, 0.08),
      height,
      isMirrored: random() < 0.5,
      role: 'held',
    });
  });
  sky.forEach((extra, i) => {
    const height = between(random, 0.15, 0.22) * PAGE;
    const side = i % 2 === 0 ? -facing : facing;
    if (extra.isNear) {
      // Beside the head, on the side the subject faces, clear of its box.
      const near = Math.min(height, mainPlacement.height * NEAR_PROP_SHARE);
      const reach = (mainPlacement.height * aspect(main)) / 2 + gap + (near * aspect(extra.entry)) / 2;
      behind.push({
        entry: extra.entry,
        x: mainPlacement.x + (i % 2 === 0 ? facing : -facing) * reach,
        bottom: mainPlacement.bottom - mainPlacement.height + near * between(random, 0.7, 1),
        height: near,
        isMirrored: random() < 0.5,
        role: 'sky',
      });
      return;
    }
    behind.push({
      entry: extra.entry,
      x: PAGE / 2 + side * between(random, 0.3, 0.36) * PAGE,
      bottom: between(random, 0.06, 0.1) * PAGE + height,
      height,
      isMirrored: random() < 0.5,
      role: 'sky',
    });
  });
  return fitOnPage([...behind, ...placements.sort((a, b) => a.bottom - b.bottom), ...front], cut);
}

/** Height of a hot-air balloon its riders fly in, share of the page. */
const BALLOON_HEIGHT: readonly [number, number] = [0.84, 0.9];
/** Widest the riders' row may be, share of the basket's width: they lean over its rim a little. */
const BASKET_ROW = 1.15;
/** Tallest a rider may be, share of the balloon's height: head and shoulders above the rim. */
const BASKET_RIDER = 0.36;

/**
 * The hot-air balloon `entry` flying large over the page's middle, its `riders` (placements
 * changed in place, kept in their row order) standing side by side in its `basket`, scaled
 * together to fit across it, their feet below its rim, so that the basket's front, pasted again
 * from the rim down, hides their legs. Returns the balloon's placement, page px.
 */
function flyWithRiders(entry: LibraryEntry, basket: Basket, riders: Placement[], random: Random): Placement {
  const height = between(random, BALLOON_HEIGHT[0], BALLOON_HEIGHT[1]) * PAGE;
  const width = height * aspect(entry);
  const balloon: Placement = {
    entry,
    x: PAGE / 2 + between(random, -0.03, 0.03) * PAGE,
    bottom: PAGE - MARGIN - between(random, 0, 0.04) * PAGE,
    height,
    isMirrored: random() < 0.5,
    role: 'under',
  };
  const top = balloon.bottom - height;
  const row = riders.map((p) => p.height * aspect(p.entry));
  const across = (basket.right - basket.left) * width * BASKET_ROW;
  const tallest = Math.max(...riders.map((p) => p.height));
  const shrink = Math.min(across / row.reduce((a, b) => a + b, 0), (BASKET_RIDER * height) / tallest);
  let x = balloon.x - (row.reduce((a, b) => a + b, 0) * shrink) / 2;
  riders.forEach((p, i) => {
    const w = (row[i] as number) * shrink;
    p.height *= shrink;
    p.x = x + w / 2;
    p.bottom = top + height * basket.feet;
    x += w;
  });
  return balloon;
}

/** Height of a backdrop a subject flies over (`isFlownOver`), share of the page: large, below it. */
const FLOWN_OVER_HEIGHT: readonly [number, number] = [0.48, 0.54];
/** Sky between a flier and the top of what it flies over (a castle's flags), share of the page. */
const FLOWN_OVER_GAP = 0.03;
/** Tallest a flier over a backdrop is drawn, share of the page: the sky above the backdrop. */
const FLIER_HEIGHT = 0.42;

/**
 * The backdrop `entry` a `flier` flies over ("a dragon flying over a castle"): standing large at
 * the foot of the page, a little off the middle; the flier (changed in place: height, bottom) up
 * in the sky above it, clear of its top. Returns the backdrop's placement, drawn
 * behind the flier.
 */
function flyOver(entry: LibraryEntry, flier: Placement, random: Random): Placement {
  const bottom = PAGE - MARGIN;
  const height = Math.min(
    between(random, FLOWN_OVER_HEIGHT[0], FLOWN_OVER_HEIGHT[1]) * PAGE,
    (PAGE - 2 * MARGIN) / aspect(entry),
  );
  const top = bottom - height;
  flier.bottom = top - FLOWN_OVER_GAP * PAGE;
  flier.height = Math.min(flier.height, FLIER_HEIGHT * PAGE, flier.bottom - MARGIN - 8);
  return {
    entry,
    x: PAGE / 2 + between(random, -0.04, 0.04) * PAGE,
    bottom,
    height,
    isMirrored: random() < 0.5,
    role: 'over',
  };
}
