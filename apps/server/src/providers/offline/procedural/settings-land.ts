import type { DetailLevel } from '@huebook/shared/constants';

import { between, pick, type Random } from '../prng.ts';

import {
  DETAIL_SCALE,
  Placer,
  subjectBoxFor,
  type Backdrop,
  type Box,
  type SettingOptions,
} from './scenery-layout.ts';
import {
  cloud,
  flower,
  groundBand,
  hills,
  pineTree,
  roundTree,
  skyStar,
  snowflake,
  stone,
  sun,
  tuft,
} from './scenery-shapes.ts';
import { circle, num, PAGE, polygon, rect } from './svg-kit.ts';

/**
 * Outdoor settings on land: meadow, hills, garden, forest, farm, snow, desert, jungle and night.
 * Each draws far to near: sky things, far hills, the ground, trees and props at the sides,
 * small things on the ground in front; the subject's box stays clear.
 */

/** What a setting asks of its sky: counts of clouds and stars, a sun or a moon. */
export interface SkyWish {
  sun?: boolean;
  moon?: boolean;
  clouds: number;
  stars: number;
  /** The sun or moon at the top centre rather than in a top corner (corners taken by leaves). */
  isCentred?: boolean;
}

/**
 * The sky of a setting at night (`setting.isNight`): the moon instead of the sun (whether the
 * day sky had one or not), at least a few stars, clouds thinned to one. When the page's subject
 * is a moon (`setting.isMoonSubject`) the sky draws none of its own, day or night.
 */
export function atNight(want: SkyWish, setting: SettingOptions): SkyWish {
  const sky = setting.isMoonSubject ? { ...want, moon: false } : want;
  if (!setting.isNight) return sky;
  return {
    ...sky,
    sun: false,
    moon: !setting.isMoonSubject,
    clouds: Math.min(want.clouds, 1),
    stars: Math.max(want.stars, 3 + 2 * want.clouds),
  };
}

/**
 * Sky things spread over the top strip and the upper sides, clear of the subject; the names of
 * what was drawn ('sun', 'moon', 'clouds', 'stars') are added to `features`.
 */
export function skyThings(placer: Placer, random: Random, want: SkyWish, features: string[]): string[] {
  const out: string[] = [];
  const top = { x: 0, y: 0, width: PAGE, height: 320 };
  if (want.sun || want.moon) {
    const left = random() < 0.5;
    // The sun's rays reach 1.8 r: r and the corner keep them on the page.
    const r = between(random, 46, 58);
    const drawnX = want.isCentred
      ? PAGE / 2 + between(random, -60, 60)
      : left
        ? between(random, 120, 170)
        : between(random, 854, 904);
    const y = between(random, 116, 150);
    // A kite flown there: the sun goes to the other side, else to a corner.
    const x = [drawnX, PAGE - drawnX, 145, PAGE - 145].find((at) => placer.isClear(at, y, r * 1.8)) ?? drawnX;
    placer.reserve(x, y, r * 1.8);
    out.push(...(want.moon ? fullMoon(x, y, r) : sun(x, y, r, pick(random, [8, 10, 12]))));
    features.push(want.moon ? 'moon' : 'sun');
  }
  for (let i = 0; i < want.clouds; i++) {
    const w = between(random, 150, 220);
    const at = placer.place(top, w / 2, 20);
    if (at) out.push(cloud(at.x, at.y, w, random));
  }
  if (want.clouds > 0) features.push('clouds');
  for (let i = 0; i < want.stars; i++) {
    const r = between(random, 16, 26);
    const at = placer.place(top, r, 24);
    if (at) out.push(skyStar(at.x, at.y, r, random));
  }
  if (want.stars > 0) features.push('stars');
  return out;
}

/** A full moon with three craters (a crescent's sharp horns would thin into spurs). */
function fullMoon(x: number, y: number, r: number): string[] {
  return [
    circle(x, y, r),
    circle(x - r * 0.35, y - r * 0.2, r * 0.22),
    circle(x + r * 0.3, y + r * 0.05, r * 0.28),
    circle(x - r * 0.05, y + r * 0.5, r * 0.16),
  ];
}

/**
 * Tufts, flowers and stones on the ground in front, clear of the subject; SVG elements. A
 * flower or tuft whose top `isHidden` (behind a subject reaching past its box) but whose foot
 * is not is left out.
 */
export function groundThings(
  placer: Placer,
  random: Random,
  groundY: number,
  count: number,
  kinds: ReadonlyArray<'tuft' | 'flower' | 'stone'>,
  isHidden: SettingOptions['isHidden'] = () => false,
): string[] {
  const out: string[] = [];
  const area = { x: 10, y: groundY + 40, width: PAGE - 20, height: PAGE - groundY - 50 };
  for (let i = 0; i < count; i++) {
    const kind = pick(random, kinds);
    const h = kind === 'flower' ? between(random, 70, 100) : between(random, 34, 52);
    const at = placer.place(area, h / 2, 10);
    if (!at) continue;
    const y = at.y + h / 2;
    // A flower whose head is hidden behind a subject while its foot shows would be a stem alone
    // (a tuft, a stub) under the subject: it is left out whole. Its place stays taken and the
    // stream is read as before, so nothing else on the page moves.
    if (
      kind !== 'stone' &&
      !isHidden(at.x, y) &&
      isTopHidden(at.x, y - h, kind === 'flower' ? h : 0, isHidden)
    )
      continue;
    if (kind === 'tuft') out.push(tuft(at.x, y, h));
    else if (kind === 'stone') out.push(stone(at.x, y, h * 1.3));
    else out.push(...flower(at.x, y, h));
  }
  return out;
}

/** Share of a flower's height its petals reach from the head's centre (`flower`). */
const PETAL_REACH = 0.4;

/**
 * Whether any of the top of a ground thing at (`x`, `y`) is hidden: its centre, or for a
 * flower of height `h` any of eight points round its petals' reach.
 */
function isTopHidden(x: number, y: number, h: number, isHidden: (x: number, y: number) => boolean): boolean {
  if (isHidden(x, y)) return true;
  if (h === 0) return false;
  const reach = PETAL_REACH * h;
  for (let k = 0; k < 8; k++) {
    const angle = (k * Math.PI) / 4;
    if (isHidden(x + reach * Math.cos(angle), y + reach * Math.sin(angle))) return true;
  }
  return false;
}

export interface LandOptions {
  groundY: number;
  /** Far hills behind the ground, or a flat ground line. */
  isHilly: boolean;
  sky: SkyWish;
  trees: 'round' | 'pine' | 'none';
  treeCount: number;
  ground: ReadonlyArray<'tuft' | 'flower' | 'stone'>;
  groundCount: number;
  /** Where the subjects go, kept clear of the sky's and the ground's things; default `subjectBoxFor`. */
  subjectBox?: Box;
}

/** The common frame of a land setting; `props` adds the setting's own things before the front. */
export function land(
  random: Random,
  setting: SettingOptions,
  options: LandOptions,
  props: (placer: Placer) => string[] = () => [],
): Backdrop {
  const { groundY } = options;
  const subjectBox = options.subjectBox ?? subjectBoxFor(groundY);
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const features: string[] = [];
  // Details asked for on top of the level's: most on the ground, some in the sky.
  const extra = setting.extraDetails ?? 0;
  const sky = { ...options.sky, clouds: options.sky.clouds + Math.round(extra * 0.25) };
  const parts = skyThings(placer, random, atNight(sky, setting), features);
  if (options.isHilly) features.push('hills');
  parts.push(...(options.isHilly ? hills(random, groundY) : [groundBand(random, groundY, 8, 1)]));
  parts.push(...props(placer));
  const sides = [
    { x: 10, y: 0, width: 200, height: groundY + 30 },
    { x: PAGE - 210, y: 0, width: 200, height: groundY + 30 },
  ];
  for (let i = 0; i < options.treeCount && options.trees !== 'none'; i++) {
    const h = between(random, 240, 340);
    const side = sides[i % 2] as (typeof sides)[number];
    const x = between(random, side.x + h * 0.28, side.x + side.width - h * 0.28);
    const y = groundY + between(random, 5, 25);
    if (!placer.place({ x: x - 1, y: y - h / 2 - 1, width: 2, height: 2 }, h * 0.3, 0)) continue;
    parts.push(...(options.trees === 'pine' ? pineTree(x, y, h) : roundTree(x, y, h, random)));
  }
  const groundCount = options.groundCount + Math.round(extra * 0.75);
  parts.push(...groundThings(placer, random, groundY, groundCount, options.ground, setting.isHidden));
  return { svg: parts.join(''), groundY, subjectBox, features };
}

/** Counts scaled by the detail level: `base + step × level`. */
export function more(detail: DetailLevel, base: number, step: number): number {
  return base + step * DETAIL_SCALE[detail];
}

export function meadow(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  return land(random, setting, {
    groundY: Math.round(between(random, 740, 790)),
    isHilly: detail !== 'simple',
    sky: { sun: true, clouds: more(detail, 1, 1), stars: 0 },
    trees: 'none',
    treeCount: 0,
    ground: ['flower', 'tuft', 'flower'],
    groundCount: more(detail, 2, 4),
  });
}

export function hillsSetting(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  return land(random, setting, {
    groundY: Math.round(between(random, 760, 800)),
    isHilly: true,
    sky: { sun: random() < 0.7, clouds: more(detail, 1, 1), stars: 0 },
    trees: 'round',
    treeCount: more(detail, 0, 1),
    ground: ['tuft', 'stone'],
    groundCount: more(detail, 1, 3),
  });
}

export function garden(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, 750, 790));
  return land(
    random,
    setting,
    {
      groundY,
      isHilly: false,
      sky: { sun: true, clouds: more(detail, 0, 1), stars: 0 },
      trees: 'none',
      treeCount: 0,
      ground: ['flower', 'flower', 'tuft'],
      groundCount: more(detail, 2, 4),
    },
    () => (detail === 'simple' ? simpleFence(groundY) : fence(groundY, 9)),
  );
}

/**
 * Height of a garden's picket fence above the ground line, px: below the back of a dog or a cat
 * standing in front of it (`FRONT_OF_GROUND` in scene-plan.ts), so it reads as behind them.
 */
export const FENCE_HEIGHT = 100;

/** A picket fence across the page behind the ground's front, posts then two rails. */
function fence(groundY: number, posts: number): string[] {
  const out: string[] = [];
  const top = groundY - FENCE_HEIGHT;
  const railY = [top + 26, top + 62];
  const step = PAGE / posts;
  for (let i = 0; i < posts; i++) {
    const x = step * (i + 0.5) - 22;
    out.push(
      polygon([
        { x, y: groundY + 10 },
        { x, y: top + 16 },
        { x: x + 22, y: top - 6 },
        { x: x + 44, y: top + 16 },
        { x: x + 44, y: groundY + 10 },
      ]),
    );
  }
  // Rails pass in front of the posts.
  for (const y of railY) out.push(rect(-12, y, PAGE + 24, 18));
  return out;
}

/** Pickets of the Simple garden fence across the page, and each one's width, px. */
export const SIMPLE_FENCE_PICKETS = { count: 6, width: 110 };
/** Height of the Simple garden fence's rail, px: it runs along the ground, its foot 10 px below. */
export const SIMPLE_FENCE_RAIL_HEIGHT = 28;

/**
 * The garden fence at Simple: six wide pointed pickets standing on one rail along the ground,
 * seven regions, the sky between the pickets open to the sky above. A picket fence's 40-odd pieces
 * (post ends, rail stubs, sky shut in between posts and rails) are the page's smallest regions,
 * so merging down to Simple's range joined them with each other and with the sky and grass in
 * ragged blocks; here a picket is about 110 by 100 px, and every picket a subject leaves in view
 * survived whole on the Simple garden pages checked (garden-fence.test.ts).
 */
function simpleFence(groundY: number): string[] {
  const out: string[] = [];
  const top = groundY - FENCE_HEIGHT;
  const { count, width } = SIMPLE_FENCE_PICKETS;
  const step = PAGE / count;
  for (let i = 0; i < count; i++) {
    const x = step * (i + 0.5) - width / 2;
    out.push(
      polygon([
        { x, y: groundY },
        { x, y: top + 16 },
        { x: x + width / 2, y: top - 14 },
        { x: x + width, y: top + 16 },
        { x: x + width, y: groundY },
      ]),
    );
  }
  // The rail passes in front of the pickets' feet, so no sky is shut in below it.
  out.push(rect(-12, groundY + 10 - SIMPLE_FENCE_RAIL_HEIGHT, PAGE + 24, SIMPLE_FENCE_RAIL_HEIGHT));
  return out;
}

export function forest(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  return land(random, setting, {
    groundY: Math.round(between(random, 770, 810)),
    isHilly: false,
    sky: { sun: random() < 0.5, clouds: more(detail, 0, 1), stars: 0 },
    trees: pick(random, ['round', 'pine'] as const),
    treeCount: more(detail, 2, 1),
    ground: ['tuft', 'stone', 'flower'],
    groundCount: more(detail, 1, 3),
  });
}

export function farm(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, 760, 800));
  const left = random() < 0.5;
  return land(
    random,
    setting,
    {
      groundY,
      isHilly: true,
      sky: { sun: true, clouds: more(detail, 0, 1), stars: 0 },
      trees: 'round',
      treeCount: more(detail, 0, 1),
      ground: ['tuft', 'flower'],
      groundCount: more(detail, 1, 3),
    },
    (placer) => {
      const x = left ? 20 : PAGE - 210;
      placer.reserve(x + 95, groundY - 110, 130);
      return barn(x, groundY + 10, 190);
    },
  );
}

/** A barn: walls with a gabled roof, a big door with its cross boards. */
function barn(x: number, baseY: number, w: number): string[] {
  const wallTop = baseY - w * 0.75;
  const out = [
    polygon([
      { x, y: baseY },
      { x, y: wallTop },
      { x: x + w / 2, y: wallTop - w * 0.45 },
      { x: x + w, y: wallTop },
      { x: x + w, y: baseY },
    ]),
  ];
  const dw = w * 0.42;
  const dx = x + (w - dw) / 2;
  const dy = baseY - w * 0.5;
  out.push(rect(dx, dy, dw, w * 0.5 - 4));
  out.push(
    polygon([
      { x: dx, y: dy },
      { x: dx + dw, y: baseY - 4 },
      { x: dx, y: baseY - 4 },
    ]),
  );
  out.push(rect(x + w / 2 - 22, wallTop - w * 0.18, 44, 34));
  return out;
}

export function snow(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, 760, 800));
  return land(
    random,
    setting,
    {
      groundY,
      isHilly: true,
      sky: { clouds: more(detail, 1, 0), stars: 0 },
      trees: 'pine',
      treeCount: more(detail, 1, 1),
      ground: ['stone'],
      groundCount: more(detail, 0, 1),
    },
    (placer) => {
      const out: string[] = [];
      // Above the tallest pine (340 px), so no flake hides behind a tree top.
      const sky = { x: 0, y: 0, width: PAGE, height: groundY - 360 };
      // Snowflakes big enough that their arms stay regions once outlined.
      for (let i = 0; i < more(detail, 2, 2); i++) {
        const r = between(random, 36, 46);
        const at = placer.place(sky, r, 30);
        if (at) out.push(...snowflake(at.x, at.y, r));
      }
      return out;
    },
  );
}

export function desert(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, 760, 800));
  return land(
    random,
    setting,
    {
      groundY,
      isHilly: true,
      sky: { sun: true, clouds: more(detail, 0, 1), stars: 0 },
      trees: 'none',
      treeCount: 0,
      ground: ['stone'],
      groundCount: more(detail, 1, 2),
    },
    (placer) => {
      const out: string[] = [];
      for (let i = 0; i < more(detail, 1, 1); i++) {
        const h = between(random, 200, 280);
        const side = i % 2 === 0 ? { x: 20, w: 180 } : { x: PAGE - 200, w: 180 };
        const x = between(random, side.x + 60, side.x + side.w - 60);
        if (!placer.place({ x: x - 1, y: groundY - h / 2 - 1, width: 2, height: 2 }, h * 0.35, 0)) continue;
        out.push(...cactus(x, groundY + 15, h));
      }
      return out;
    },
  );
}

/** A saguaro: a rounded column and two rounded arms (each arm a closed L-shaped tube). */
function cactus(x: number, baseY: number, h: number): string[] {
  const w = h * 0.2;
  const arm = (dir: 1 | -1, y: number): string => {
    const inner = x + (dir * w) / 2;
    const outer = x + dir * (w / 2 + w * 0.9);
    const aw = w * 0.7;
    return `<path d="M${inner} ${y}L${outer} ${y}Q${outer + (dir * aw) / 2} ${y} ${outer + (dir * aw) / 2} ${y - aw / 2}L${outer + (dir * aw) / 2} ${y - h * 0.3}A${aw / 2} ${aw / 2} 0 0 ${dir === 1 ? 0 : 1} ${outer - (dir * aw) / 2} ${y - h * 0.3}L${outer - (dir * aw) / 2} ${y - aw}L${inner} ${y - aw}Z"/>`;
  };
  return [arm(-1, baseY - h * 0.35), arm(1, baseY - h * 0.5), rect(x - w / 2, baseY - h, w, h, w / 2)];
}

export function jungle(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, 780, 820));
  return land(
    random,
    setting,
    {
      groundY,
      isHilly: false,
      sky: { clouds: 0, stars: 0, isCentred: true },
      trees: 'round',
      treeCount: more(detail, 1, 1),
      ground: ['tuft', 'flower'],
      groundCount: more(detail, 1, 3),
    },
    () => {
      // Fans of big leaves hang from the top edge near both corners; their stems meet above
      // the page, so the narrow wedges between leaves stay off it.
      const out: string[] = [];
      for (const [x, dir] of [
        [90, 1],
        [PAGE - 90, -1],
      ] as const) {
        const count = more(detail, 3, 1);
        for (let i = 0; i < count; i++) {
          const angle = Math.PI / 2 - dir * (1.1 - (i * 1.5) / Math.max(1, count - 1)) * 0.9;
          out.push(bigLeaf(x, -130, angle, between(random, 340, 390)));
        }
      }
      return out;
    },
  );
}

/** A large leaf from (x, y) along `angle`. */
function bigLeaf(x: number, y: number, angle: number, length: number): string {
  const deg = (angle * 180) / Math.PI;
  const w = length * 0.22;
  const t = `translate(${x} ${y}) rotate(${deg})`;
  return `<path transform="${t}" d="M0 0C${num(length * 0.3)} ${num(-w * 1.3)} ${num(length * 0.85)} ${num(-w)} ${num(length)} 0C${num(length * 0.85)} ${num(w)} ${num(length * 0.3)} ${num(w * 1.3)} 0 0Z"/>`;
}

export function night(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  return land(random, setting, {
    groundY: Math.round(between(random, 760, 800)),
    isHilly: true,
    sky: { moon: true, clouds: more(detail, 0, 1), stars: more(detail, 3, 4) },
    trees: 'pine',
    treeCount: more(detail, 0, 1),
    ground: ['tuft'],
    groundCount: more(detail, 1, 2),
  });
}
