import type { DetailLevel } from '@huebook/shared/constants';

import { between, type Random } from '../prng.ts';

import type { Backdrop, SettingOptions } from './scenery-layout.ts';
import { land, more } from './settings-land.ts';
import { PAGE, polygon, rect, type Point } from './svg-kit.ts';

/**
 * A swimming pool on a sunny day: a long pool seen from its near end in perspective, its water
 * framed by a border of edge tiles (each tile a closed shape), a ladder of two rails and rungs
 * going down into the water at its far side, ripples on the water (closed wavy bands), a meadow's
 * sky behind, and at Detailed a swim ring floating on the water. Swimmers float
 * on the water (`poolWaterline`, scene-choice.ts).
 */

/** The pool's far edge (its far deck line, the ground line), px: high, so the water fills the page. */
const POOL_GROUND: readonly [number, number] = [470, 510];
/** How far below the ground line the water's far edge lies, px: the deck between them. */
const DECK = 44;
/** Half widths of the water at its far and its near edge, px: perspective. */
const FAR_HALF = 360;
const NEAR_HALF = 470;
/** The water's near edge, px from the page's top. */
const NEAR_Y = 950;
/** Width of the border of edge tiles, px (wider at the near end: perspective). */
const TILE_FAR = 26;
const TILE_NEAR = 40;
/** How many tiles the border has along the pool's far end, and along each of its long sides. */
const TILES_ACROSS = 9;
const TILES_ALONG = 7;
/** How far below the ground line the main swimmer's water line lies, px: in the water's middle. */
const SWIM_DROP = 300;
/** A ripple's wave height and greatest thickness, px: thick enough to colour. */
const RIPPLE_AMPLITUDE = 8;
const RIPPLE_THICKNESS = 18;
/** A ripple's thickness at its blunt ends, px: a point there reads as a loose line end. */
const RIPPLE_END = 7;
/**
 * Where ripples may lie on the water: x a share of the water's half width from its middle, y a
 * share of its length from the far end.
 */
const RIPPLE_SLOTS: readonly Point[] = [
  { x: -0.72, y: 0.42 },
  { x: 0.7, y: 0.5 },
  { x: -0.4, y: 0.7 },
  { x: 0.35, y: 0.78 },
  { x: -0.75, y: 0.86 },
  { x: 0.78, y: 0.3 },
  { x: 0, y: 0.92 },
  { x: 0.75, y: 0.9 },
];
/** Where the swim ring floats, as a slot of `RIPPLE_SLOTS` (mirrored to either side). */
const RING_AT: Point = { x: 0.62, y: 0.8 };
/** How far above the ground line the swimmers rise, px. */
const SWIMMER_RISE = 300;

/** Where the main swimmer's water line lies in a pool whose ground line is `groundY`, px. */
export function poolWaterline(groundY: number): number {
  return groundY + SWIM_DROP;
}

/** Half the width of the water at `y`, px, for a pool whose water starts at `top`. */
function halfAt(y: number, top: number): number {
  return FAR_HALF + ((NEAR_HALF - FAR_HALF) * (y - top)) / (NEAR_Y - top);
}

/** The point a share `t` of the way from `a` to `b`. */
function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/**
 * The border of edge tiles between the water's outline `inner` and the border's `outer` (both
 * far-left, far-right, near-right, near-left): each side cut into tiles, the corners mitred.
 */
function edgeTiles(inner: readonly Point[], outer: readonly Point[]): string[] {
  const out: string[] = [];
  // The far end and the two long sides; the near end is the page's bottom edge.
  for (const side of [0, 1, 3]) {
    const count = side === 0 ? TILES_ACROSS : TILES_ALONG;
    const next = (side + 1) % 4;
    const [i0, i1, o0, o1] = [inner[side], inner[next], outer[side], outer[next]] as Point[];
    for (let k = 0; k < count; k++) {
      const t0 = k / count,
        t1 = (k + 1) / count;
      out.push(
        polygon([
          lerp(o0 as Point, o1 as Point, t0),
          lerp(o0 as Point, o1 as Point, t1),
          lerp(i0 as Point, i1 as Point, t1),
          lerp(i0 as Point, i1 as Point, t0),
        ]),
      );
    }
  }
  return out;
}

/**
 * A ripple on the water centred at (x, y): a wavy band two waves long, `w` px wide, `RIPPLE_AMPLITUDE`
 * px high, `RIPPLE_THICKNESS` px thick in its middle and tapering to `RIPPLE_END` at its blunt ends.
 */
function ripple(x: number, y: number, w: number): string {
  const top: Point[] = [],
    bottom: Point[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const px = x - w / 2 + w * t;
    const py = y + RIPPLE_AMPLITUDE * Math.sin(t * 4 * Math.PI);
    top.push({ x: px, y: py });
    bottom.push({ x: px, y: py + RIPPLE_END + (RIPPLE_THICKNESS - RIPPLE_END) * Math.sin(t * Math.PI) });
  }
  return polygon([...top, ...bottom.reverse()]);
}

/** A pool ladder at `x` (its middle), px: two rails with round tops rising over the edge at `edgeY`, rungs under it in the water. */
function ladder(x: number, edgeY: number): string[] {
  const gap = 54,
    rail = 16;
  const top = edgeY - 70,
    bottom = edgeY + 120;
  const out: string[] = [];
  for (let y = edgeY + 30; y + 12 < bottom; y += 36) out.push(rect(x - gap / 2, y, gap, 12));
  out.push(rect(x - gap / 2 - rail, top, rail, bottom - top, rail / 2));
  out.push(rect(x + gap / 2, top, rail, bottom - top, rail / 2));
  return out;
}

/**
 * A swim ring floating on the water at (x, y), `r` px across its half: a flat ring seen from
 * above at a slant, cut into four bands of alternating colours round its hole.
 */
function swimRing(x: number, y: number, r: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < 4; k++) {
    const outer: Point[] = [],
      inner: Point[] = [];
    for (let i = 0; i <= 10; i++) {
      const a = ((k + i / 10) * Math.PI) / 2 + Math.PI / 4;
      outer.push({ x: x + r * Math.cos(a), y: y + r * 0.5 * Math.sin(a) });
      inner.push({ x: x + r * 0.48 * Math.cos(a), y: y + r * 0.22 * Math.sin(a) });
    }
    out.push(polygon([...outer, ...inner.reverse()]));
  }
  return out;
}

export function pool(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, POOL_GROUND[0], POOL_GROUND[1]));
  const top = groundY + DECK;
  const mid = PAGE / 2;
  const backdrop = land(
    random,
    setting,
    {
      groundY,
      isHilly: false,
      sky: { sun: true, clouds: more(detail, 1, 1), stars: 0 },
      // No trees: behind the low far edge they grow into the sun.
      trees: 'none',
      treeCount: 0,
      ground: [],
      groundCount: 0,
      subjectBox: {
        x: 222,
        y: groundY - SWIMMER_RISE,
        width: 580,
        height: SWIMMER_RISE + SWIM_DROP,
      },
    },
    () => {
      const inner: Point[] = [
        { x: mid - FAR_HALF, y: top },
        { x: mid + FAR_HALF, y: top },
        { x: mid + NEAR_HALF, y: NEAR_Y },
        { x: mid - NEAR_HALF, y: NEAR_Y },
      ];
      const outer: Point[] = [
        { x: mid - FAR_HALF - TILE_FAR * 1.4, y: top - TILE_FAR },
        { x: mid + FAR_HALF + TILE_FAR * 1.4, y: top - TILE_FAR },
        { x: mid + NEAR_HALF + TILE_NEAR * 1.4, y: NEAR_Y },
        { x: mid - NEAR_HALF - TILE_NEAR * 1.4, y: NEAR_Y },
      ];
      const out = [polygon(inner)];
      // Ripples in slots spread over the water (its sides and its near half, where subjects
      // seldom cover them), a seeded few of them; the swim ring takes a near corner's slot.
      const ringSide = random() < 0.5 ? -1 : 1;
      const ring = { x: ringSide * RING_AT.x, y: RING_AT.y };
      const slots = RIPPLE_SLOTS.filter((slot) => Math.hypot(slot.x - ring.x, slot.y - ring.y) > 0.3)
        .map((slot) => ({ slot, key: random() }))
        .sort((a, b) => a.key - b.key)
        .slice(0, more(detail, 3, 2));
      const waterAt = (slot: Point): Point => {
        const y = top + slot.y * (NEAR_Y - top);
        return { x: mid + slot.x * halfAt(y, top), y };
      };
      for (const { slot } of slots) {
        const at = waterAt(slot);
        out.push(ripple(at.x + between(random, -20, 20), at.y + between(random, -12, 12), 130));
      }
      if (detail === 'detailed') {
        const at = waterAt(ring);
        out.push(...swimRing(at.x, at.y, 80));
      }
      out.push(...edgeTiles(inner, outer));
      out.push(...ladder(mid + (random() < 0.5 ? -1 : 1) * (FAR_HALF - 70), top));
      return out;
    },
  );
  return { ...backdrop, features: [...backdrop.features, 'pool', 'swimming pool', 'water', 'ladder'] };
}
