import type { InkMask } from '../line-art/gray-image.ts';

import type { LibraryEntry } from './library/library.ts';
import type { DrawingMap } from './library/load-drawing.ts';
import { PAGE, type Placement } from './scene-plan.ts';

/**
 * Props flown on a string (a kite, a balloon): held at the hand but drawn up in the sky, big
 * enough to read at a glance, with the string drawn from the hand to the prop, as a picture
 * book draws "a girl with a kite".
 */

/** Keywords of things held on a string rather than in the hand. */
const FLOWN = ['kite', 'balloon'];
/** Drawn height of a flown prop, share of the page: a kite about a third of the page. */
const FLOWN_HEIGHT: Record<string, number> = { kite: 0.34, balloon: 0.24 };
/** Sideways distance from the hand to the prop's centre, share of the page. */
const FLOWN_REACH = 0.2;
/** Top of the flown prop, px from the page's top: clear of the page's edge. */
const FLOWN_TOP = 44;
/** Margin kept free at the page's edges, px. */
const MARGIN = 20;
/** How far a string sags at its middle, share of its length. */
const SAG = 0.08;

/** Whether a held thing is flown on a string (a kite, a balloon). */
export function isFlown(entry: LibraryEntry): boolean {
  return entry.keywords.some((k) => FLOWN.includes(k));
}

/**
 * A flown prop's placement for a holder whose hand is at `hand` (page px) on side `side`:
 * high in the sky beside the holder, `FLOWN_HEIGHT` of the page tall.
 */
export function flyProp(prop: Placement, hand: { x: number; y: number }, side: 1 | -1): Placement {
  const kind = FLOWN.find((k) => prop.entry.keywords.includes(k)) ?? 'kite';
  const height = (FLOWN_HEIGHT[kind] as number) * PAGE;
  const half = (height * prop.entry.width) / prop.entry.height / 2;
  const x = hand.x + side * FLOWN_REACH * PAGE;
  return {
    ...prop,
    height,
    isMirrored: false,
    x: Math.max(MARGIN + half, Math.min(PAGE - MARGIN - half, x)),
    bottom: Math.min(FLOWN_TOP + height, hand.y - 0.08 * PAGE),
  };
}

/** A string: from the hand to where it meets the prop's outline, page px. */
export interface PropString {
  from: { x: number; y: number };
  to: { x: number; y: number };
}

/**
 * The string from `hand` to the flown prop drawn as `map` at `prop`: it ends where the
 * straight line to the prop's centre first meets the drawing (its outline), so both ends
 * touch ink and the line adds no open end. Null when the line never meets it.
 */
export function stringTo(
  hand: { x: number; y: number },
  prop: Placement,
  map: DrawingMap,
): PropString | null {
  const left = Math.round(prop.x - map.width / 2);
  const top = Math.round(prop.bottom - map.height);
  // Aim at the middle of the kite's body, above its tail.
  const aim = { x: prop.x, y: top + 0.45 * map.height };
  const steps = Math.ceil(Math.hypot(aim.x - hand.x, aim.y - hand.y));
  for (let s = 0; s <= steps; s++) {
    const x = Math.round(hand.x + ((aim.x - hand.x) * s) / steps);
    const y = Math.round(hand.y + ((aim.y - hand.y) * s) / steps);
    const mx = x - left;
    const my = y - top;
    if (mx < 0 || my < 0 || mx >= map.width || my >= map.height) continue;
    const column = prop.isMirrored ? map.width - 1 - mx : mx;
    if (map.labels[my * map.width + column] !== 0) return { from: hand, to: { x, y } };
  }
  return null;
}

/**
 * Draws each string into `mask` as a line `lineWidth` px wide sagging a little under its
 * weight (a quadratic curve whose middle hangs `SAG` of its length below the chord).
 */
export function drawStrings(mask: InkMask, strings: readonly PropString[], lineWidth: number): void {
  const r = lineWidth / 2;
  for (const { from, to } of strings) {
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    const control = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 + 2 * SAG * length };
    const steps = Math.ceil(length * 2);
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      const u = 1 - t;
      const cx = u * u * from.x + 2 * u * t * control.x + t * t * to.x;
      const cy = u * u * from.y + 2 * u * t * control.y + t * t * to.y;
      for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++)
        for (let x = Math.floor(cx - r); x <= Math.ceil(cx + r); x++) {
          if (x < 0 || y < 0 || x >= mask.width || y >= mask.height) continue;
          if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r) mask.ink[y * mask.width + x] = 1;
        }
    }
  }
}

/** Roles of the subjects a floating prop must not cover: the standing row and what it rides. */
const SUBJECT_ROLES: ReadonlySet<Placement['role']> = new Set(['main', 'beside', 'under', 'held']);
/** Gap kept between a floating prop's box and a subject's, px. */
const CLEAR_GAP = 16;
/** Smallest a floating prop is shrunk to when no free place fits it whole, times its height. */
const MIN_CLEAR_SCALE = 0.55;

/** A placement's box, page px. */
function boxOf(p: Placement): { left: number; right: number; top: number; bottom: number } {
  const half = (p.height * p.entry.width) / p.entry.height / 2;
  return { left: p.x - half, right: p.x + half, top: p.bottom - p.height, bottom: p.bottom };
}

/**
 * Floating props (role 'sky': a music note beside a dancer, a moon, a plane) moved clear of the
 * subjects' boxes (`SUBJECT_ROLES`), into free sky or room space beside or above them: of the
 * places tried (where it is, then beside each subject's either side at the prop's height and up
 * to the page's top, shrunk to `MIN_CLEAR_SCALE` when nothing fits whole), the nearest whose box
 * keeps `CLEAR_GAP` from every subject's and lies inside the page's margins. A prop no place
 * fits is left where it was. Other placements are returned unchanged. Positions are page px.
 */
export function floatClearOfSubjects(placements: readonly Placement[]): Placement[] {
  const subjects = placements.filter((p) => SUBJECT_ROLES.has(p.role)).map(boxOf);
  if (subjects.length === 0) return [...placements];
  const isClear = (p: Placement) => {
    const b = boxOf(p);
    if (b.left < MARGIN || b.right > PAGE - MARGIN || b.top < MARGIN || b.bottom > PAGE - MARGIN)
      return false;
    return subjects.every(
      (s) =>
        b.right + CLEAR_GAP <= s.left ||
        b.left - CLEAR_GAP >= s.right ||
        b.bottom + CLEAR_GAP <= s.top ||
        b.top - CLEAR_GAP >= s.bottom,
    );
  };
  return placements.map((p) => {
    if (p.role !== 'sky' || isClear(p)) return p;
    for (const scale of [1, 0.85, 0.7, MIN_CLEAR_SCALE]) {
      const height = p.height * scale;
      const half = (height * p.entry.width) / p.entry.height / 2;
      const candidates: Placement[] = [];
      const xs = [p.x, ...subjects.flatMap((s) => [s.left - CLEAR_GAP - half, s.right + CLEAR_GAP + half])];
      const bottoms = [p.bottom, MARGIN + height, ...subjects.map((s) => s.top - CLEAR_GAP)];
      for (const x of xs) for (const bottom of bottoms) candidates.push({ ...p, x, bottom, height });
      const fits = candidates
        .filter(isClear)
        .sort(
          (a, b) => Math.hypot(a.x - p.x, a.bottom - p.bottom) - Math.hypot(b.x - p.x, b.bottom - p.bottom),
        );
      if (fits[0]) return fits[0];
    }
    return p;
  });
}
