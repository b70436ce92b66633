import type { DetailLevel } from '@huebook/shared/constants';

import { between, type Random } from '../prng.ts';

import { Placer, subjectBoxFor, type Backdrop, type SettingOptions } from './scenery-layout.ts';
import { groundBand } from './scenery-shapes.ts';
import { atNight, more, skyThings } from './settings-land.ts';
import { ellipse, num, PAGE, path, polygon, rect, star, type Point } from './svg-kit.ts';

/**
 * The circus for "a clown at the circus", "an elephant at the circus": a big top behind the
 * subjects, its wall of upright stripes under a striped roof rising to a pennant, a scalloped
 * valance where roof meets wall, strings of triangular flags from the pennant's pole down to
 * the page's sides, and in front the ring, an oval curb on the floor that the subjects stand
 * in. Every stripe, flag and the valance are closed shapes of their own; the sky shows above
 * the flags (sun or moon, a cloud). Stars on the ring's curb above Simple, on the roof at
 * Detailed.
 */

/** Past the page's edge, px, so the floor's and wall's side strokes are off the page. */
const BLEED = 12;
/** The ground line (the foot of the tent's wall), px. */
const CIRCUS_GROUND: readonly [number, number] = [720, 750];
/** How far below the ground line the ring's middle lies, px: round the subjects' feet (95–125 px). */
const RING_DROP = 130;
/** The ring's half width and half depth, px, and how much the sawdust inside is narrower. */
const RING_RX = 470;
const RING_RY = 104;
const CURB = 40;
/**
 * Height of the tent's wall, px, and how far the roof's peak rises above it: low enough that the
 * strings of flags hang between the sky's sun in a top corner and the roof.
 */
const WALL_HEIGHT = 300;
const ROOF_RISE = 200;
/** How far the strings of flags drop from the pennant's pole to the page's edges, and sag, px. */
const STRING_DROP = 150;
const STRING_SAG = 20;
/**
 * Deepest a flag hangs below its string by level, px: clear of the roof, but for Simple's two
 * big flags, which stay regions when the page is merged down to Simple's few.
 */
const FLAG_DEPTH: Record<DetailLevel, number> = { simple: 70, medium: 50, detailed: 50 };
/** Depth of the valance's scallops below the wall's top, px. */
const SCALLOP_DEPTH = 34;
/**
 * Stripes on the wall and on the roof by level: more and narrower as the level rises; few at
 * Simple, where the page's regions go to the subject's face.
 */
const STRIPES: Record<DetailLevel, number> = { simple: 4, medium: 10, detailed: 14 };
/** Flags on each string by level. */
const FLAGS: Record<DetailLevel, number> = { simple: 2, medium: 5, detailed: 7 };

/**
 * The circus setting: SVG elements in the 1024 px page, its ground line and the subjects' box.
 * `detail` scales the stripes, the flags and the stars.
 */
export function circus(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, CIRCUS_GROUND[0], CIRCUS_GROUND[1]));
  const subjectBox = subjectBoxFor(groundY);
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const features: string[] = ['circus'];
  const extra = setting.extraDetails ?? 0;
  const wallTop = groundY - WALL_HEIGHT;
  const peak = { x: PAGE / 2, y: wallTop - ROOF_RISE };
  const eave = 40;
  // The pennant, the strings of flags and the roof keep the sky's sun, moon and clouds away.
  placer.reserve(peak.x, peak.y - 60, 110);
  for (let t = 0.1; t <= 1; t += 0.1)
    for (const dir of [-1, 1]) {
      const p = stringAt(peak, dir, t);
      placer.reserve(p.x, p.y + FLAG_DEPTH[detail] / 2, 50);
    }
  const sky = atNight(
    { sun: true, clouds: more(detail, 0, 1) + Math.round(extra * 0.25), stars: 0 },
    setting,
  );
  const parts = skyThings(placer, random, sky, features);
  // The wall's stripes, the roof's stripes meeting under a knob at the peak, the valance, the
  // pennant, then the floor over the wall's foot.
  const stripes = STRIPES[detail];
  const left = eave;
  const right = PAGE - eave;
  const step = (right - left) / stripes;
  for (let i = 0; i < stripes; i++) parts.push(rect(left + i * step, wallTop, step, groundY + 10 - wallTop));
  for (let i = 0; i < stripes; i++) {
    const a = left + i * step;
    parts.push(polygon([peak, { x: a, y: wallTop }, { x: a + step, y: wallTop }]));
  }
  parts.push(valance(left, right, wallTop, stripes));
  parts.push(pennant(peak.x, peak.y, random() < 0.5 ? 1 : -1));
  // A knob at the peak where the roof's stripes meet; at Simple it would be merged away.
  if (detail !== 'simple') parts.push(ellipse(peak.x, peak.y + 4, 26, 18));
  parts.push(groundBand(random, groundY, 0, 0));
  // Strings of flags from the pennant's pole down to the page's sides.
  const flags = FLAGS[detail] + Math.min(2, Math.floor(extra / 4));
  for (const dir of [-1, 1] as const) parts.push(...bunting(peak, dir, flags, FLAG_DEPTH[detail]));
  if (detail === 'detailed' || extra > 0) {
    // Stars on the roof's stripes at its sides, clear of the subject's head.
    const count = detail === 'detailed' ? 4 : Math.min(4, Math.ceil(extra / 3));
    for (let i = 0; i < count; i++) {
      const t = i < 2 ? 0.62 : 0.85;
      const dir = i % 2 === 0 ? -1 : 1;
      const x = PAGE / 2 + dir * t * (PAGE / 2 - eave);
      const y = peak.y + t * ROOF_RISE + (wallTop - peak.y - t * ROOF_RISE) * 0.45;
      parts.push(star(x, y + 10, 20, 5));
    }
  }
  // The ring: its curb, and the sawdust inside it where the subjects stand.
  const ringY = groundY + RING_DROP;
  parts.push(ellipse(PAGE / 2, ringY, RING_RX, RING_RY));
  parts.push(ellipse(PAGE / 2, ringY - 10, RING_RX - CURB, RING_RY - CURB));
  if (detail !== 'simple') {
    // Stars on the curb's front, big enough to stay regions of their own.
    const count = detail === 'detailed' ? 5 : 3;
    for (let i = 0; i < count; i++) {
      const angle = Math.PI * (0.3 + (0.4 * (i + 0.5)) / count);
      const x = PAGE / 2 + Math.cos(angle) * (RING_RX - CURB / 2);
      const y = ringY - 5 + Math.sin(angle) * (RING_RY - CURB / 2 + 5);
      parts.push(star(x, y, 20, 5));
    }
  }
  return { svg: parts.join(''), groundY, subjectBox, features };
}

/**
 * The valance hanging from the wall's top between `left` and `right`: one closed band whose lower
 * edge is a row of scallops, one under each of the wall's `count` stripes.
 */
function valance(left: number, right: number, top: number, count: number): string {
  const w = (right - left) / count;
  let d = `M${num(left)} ${num(top - 4)}L${num(right)} ${num(top - 4)}L${num(right)} ${num(top + 10)}`;
  for (let i = count - 1; i >= 0; i--) {
    const x = left + i * w;
    d += `Q${num(x + w / 2)} ${num(top + 10 + SCALLOP_DEPTH * 1.9)} ${num(x)} ${num(top + 10)}`;
  }
  return path(`${d}Z`);
}

/**
 * A pennant on a pole standing on the roof's peak (x, y), flying to `dir` (±1): one outline up
 * the pole's far side, out to the tip and back (as the castle's flag, so the pole is not pinched
 * off by the pennant).
 */
function pennant(x: number, y: number, dir: 1 | -1): string {
  return polygon([
    { x: x - dir * 5, y: y + 10 },
    { x: x - dir * 5, y: y - 100 },
    { x: x + dir * 90, y: y - 78 },
    { x: x + dir * 5, y: y - 56 },
    { x: x + dir * 5, y: y + 10 },
  ]);
}

/**
 * The point at `t` (0 at the pennant's pole, 1 at the page's edge on side `dir`) of a string of
 * flags hung from the pole under the pennant, px.
 */
function stringAt(peak: Point, dir: number, t: number): Point {
  const start = { x: peak.x, y: peak.y - 48 };
  const endX = dir < 0 ? -BLEED : PAGE + BLEED;
  return {
    x: start.x + (endX - start.x) * t,
    y: start.y + STRING_DROP * t + Math.sin(Math.PI * t) * STRING_SAG,
  };
}

/**
 * A string of `count` triangular flags, at most `depth` px deep, from the pennant's pole to past
 * the page's edge on side `dir`: the flags' top edges, corner to corner, are the string, so nothing is an open line.
 */
function bunting(peak: Point, dir: 1 | -1, count: number, depth: number): string[] {
  const out: string[] = [];
  // The first flag hangs from the pole itself, under the pennant: the strings shut the sky off
  // above them, so a page short of regions cuts no hills into the sky behind the tent (the
  // open region it cuts is the sky over the strings, too short for them: `addHillLayers`).
  for (let i = 0; i < count; i++) {
    const a = stringAt(peak, dir, i / count);
    const b = stringAt(peak, dir, (i + 1) / count);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 + Math.min(len * 0.7, depth) };
    out.push(polygon([a, b, mid]));
  }
  return out;
}
