import type { DetailLevel } from '@huebook/shared/constants';

import { between, pick, type Random } from '../prng.ts';

import { DETAIL_SCALE, Placer, subjectBoxFor, type Backdrop, type SettingOptions } from './scenery-layout.ts';
import {
  bubble,
  cloud,
  crater,
  earth,
  groundBand,
  planet,
  seaweed,
  skyStar,
  stone,
  waves,
} from './scenery-shapes.ts';
import { atNight, skyThings } from './settings-land.ts';
import { circle, ellipse, PAGE, path, polygon, star } from './svg-kit.ts';

/**
 * Settings of water and sky: beach, sea, underwater, sky, space and moon. Floating settings
 * (underwater, sky, space) have no ground: `groundY` is the page's height.
 */

function more(detail: DetailLevel, base: number, step: number): number {
  return base + step * DETAIL_SCALE[detail];
}

export function beach(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const features: string[] = [];
  const groundY = Math.round(between(random, 770, 810));
  const subjectBox = subjectBoxFor(groundY);
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const seaY = groundY - Math.round(between(random, 170, 220));
  const sky = atNight({ sun: true, clouds: more(detail, 1, 1), stars: 0 }, setting);
  const parts = skyThings(placer, random, sky, features);
  parts.push(waves(seaY, 14, 9));
  if (detail !== 'simple') parts.push(waves(seaY + 70, 12, 7));
  parts.push(groundBand(random, groundY, 10, 0.8));
  const area = { x: 10, y: groundY + 40, width: PAGE - 20, height: PAGE - groundY - 50 };
  for (let i = 0; i < more(detail, 1, 2); i++) {
    const r = between(random, 26, 38);
    const at = placer.place(area, r, 12);
    if (!at) continue;
    parts.push(random() < 0.5 ? star(at.x, at.y, r, 5) : shell(at.x, at.y, r));
  }
  return { svg: parts.join(''), groundY, subjectBox, features };
}

/** A scallop shell: a fan of ribs (each a closed wedge) on a small hinge. */
function shell(x: number, y: number, r: number): string {
  return path(
    `M${x} ${y + r * 0.6}L${x - r} ${y - r * 0.1}Q${x - r * 0.6} ${y - r} ${x} ${y - r}Q${x + r * 0.6} ${y - r} ${x + r} ${y - r * 0.1}Z`,
  );
}

export function sea(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const features: string[] = [];
  const extra = setting.extraDetails ?? 0;
  const groundY = Math.round(between(random, 730, 780));
  const subjectBox = subjectBoxFor(groundY);
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const sky = atNight({ sun: true, clouds: more(detail, 1, 1) + extra, stars: 0 }, setting);
  const parts = skyThings(placer, random, sky, features);
  const boatX = random() < 0.5 ? 120 : PAGE - 120;
  // Short of regions: islets on the horizon (their lower half hidden by the far waves), away
  // from the far boat, and more swell lines in the near water rather than hills in the sky.
  for (let i = 0; i < Math.min(2, Math.floor(extra / 4)); i++)
    parts.push(ellipse(PAGE - boatX + (boatX < PAGE / 2 ? -1 : 1) * i * 150, groundY - 120, 70, 34));
  parts.push(waves(groundY - 120, 10, 12));
  for (let i = 0; i < Math.min(4, Math.ceil(extra / 3)); i++) parts.push(waves(groundY - 84 + i * 22, 6, 14));
  if (detail !== 'simple') parts.push(...sailboat(boatX, groundY - 110, 120));
  parts.push(waves(groundY, 18, 7));
  if (detail === 'detailed') parts.push(waves(groundY + 110, 16, 6));
  return { svg: parts.join(''), groundY, subjectBox, features };
}

/** A small sailboat far off: hull and two sails, resting in the far waves. */
function sailboat(x: number, waterY: number, w: number): string[] {
  return [
    polygon([
      { x: x - w / 2, y: waterY - 20 },
      { x: x + w / 2, y: waterY - 20 },
      { x: x + w * 0.35, y: waterY + 10 },
      { x: x - w * 0.35, y: waterY + 10 },
    ]),
    polygon([
      { x: x - 4, y: waterY - 26 },
      { x: x - 4, y: waterY - 26 - w },
      { x: x - w * 0.45, y: waterY - 26 },
    ]),
    polygon([
      { x: x + 4, y: waterY - 26 },
      { x: x + 4, y: waterY - 20 - w * 0.8 },
      { x: x + w * 0.38, y: waterY - 26 },
    ]),
  ];
}

export function underwater(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const features: string[] = [];
  const extra = setting.extraDetails ?? 0;
  const floorY = Math.round(between(random, 870, 910));
  const subjectBox = subjectBoxFor(PAGE);
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const parts = [groundBand(random, floorY, 12, 1.3)];
  for (let i = 0; i < more(detail, 2, 2); i++) {
    const x = i % 2 === 0 ? between(random, 40, 180) : between(random, 844, 984);
    // Short, leafy clumps on the floor: tall thin strands behind a swimming animal read as its
    // legs.
    const h = between(random, 170, 250);
    placer.reserve(x, floorY - h / 2, 34);
    parts.push(seaweed(x, floorY + 40, h, random));
  }
  for (let i = 0; i < more(detail, 1, 2); i++) {
    const w = between(random, 50, 80);
    const at = placer.place(
      { x: 10, y: floorY + 30, width: PAGE - 20, height: PAGE - floorY - 35 },
      w / 2,
      8,
    );
    if (at) parts.push(stone(at.x, at.y + w * 0.25, w));
  }
  const water = { x: 0, y: 0, width: PAGE, height: floorY - 20 };
  for (let i = 0; i < more(detail, 4, 5) + extra; i++) {
    const r = between(random, 14, 34);
    const at = placer.place(water, r, 18);
    if (at) parts.push(...bubble(at.x, at.y, r));
    if (at && !features.includes('bubbles')) features.push('bubbles');
  }
  features.push('seaweed');
  return { svg: parts.join(''), groundY: PAGE, subjectBox, features };
}

export function skySetting(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const features: string[] = [];
  const extra = setting.extraDetails ?? 0;
  const subjectBox = subjectBoxFor(PAGE);
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const parts = skyThings(placer, random, atNight({ sun: true, clouds: 0, stars: 0 }, setting), features);
  if (detail !== 'simple') parts.push(...rainbow(random() < 0.5 ? -60 : PAGE + 60, PAGE, 440));
  const everywhere = { x: 0, y: 0, width: PAGE, height: PAGE };
  const clouds = more(detail, 3, 2);
  for (let i = 0; i < clouds + extra; i++) {
    // Clouds asked for on top of the level's are smaller puffs that fit between the others.
    const w = i < clouds ? between(random, 160, 230) : between(random, 90, 140);
    const at = placer.place(everywhere, w / 2, 16);
    if (at) parts.push(cloud(at.x, at.y, w, random));
  }
  return { svg: parts.join(''), groundY: PAGE, subjectBox, features };
}

/** Rainbow bands: nested half rings round (cx, cy), each band a closed shape. */
function rainbow(cx: number, cy: number, r: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < 4; i++) {
    const outer = r - i * 34;
    out.push(circle(cx, cy, outer));
  }
  out.push(circle(cx, cy, r - 4 * 34));
  return out;
}

export function space(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const features: string[] = [];
  const extra = setting.extraDetails ?? 0;
  const subjectBox = subjectBoxFor(PAGE);
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const parts: string[] = [];
  const corners = [
    { x: 0, y: 0, width: 300, height: 320 },
    { x: PAGE - 300, y: 0, width: 300, height: 320 },
    { x: 0, y: PAGE - 320, width: 300, height: 320 },
    { x: PAGE - 300, y: PAGE - 320, width: 300, height: 320 },
  ];
  // Two big planets half off the page, one rising from a bottom corner, one in the opposite
  // top corner: with the subject they leave space a size a child can color in one go.
  const isLeft = random() < 0.5;
  const big = [
    {
      r: between(random, 440, 500),
      x: isLeft ? between(random, 60, 180) : PAGE - between(random, 60, 180),
      y: PAGE + between(random, 110, 150),
    },
    {
      r: between(random, 330, 370),
      x: isLeft ? PAGE + between(random, 40, 90) : -between(random, 40, 90),
      y: -between(random, 60, 110),
    },
  ];
  for (const { r, x, y } of big) {
    placer.reserve(x, y, r + 24);
    parts.push(circle(x, y, r));
    // Craters on the part in view: towards the page's centre.
    const toward = Math.atan2(PAGE / 2 - y, PAGE / 2 - x);
    for (const [turn, depth, size] of [
      [-0.35, 0.8, 1],
      [0.02, 0.86, 0.8],
      [0.35, 0.76, 0.65],
    ] as const)
      parts.push(
        ellipse(
          x + r * depth * Math.cos(toward + turn),
          y + r * depth * Math.sin(toward + turn),
          44 * size,
          22 * size,
        ),
      );
  }
  features.push('planet');
  const planets = more(detail, 1, 1);
  for (let i = 0; i < planets; i++) {
    const corner = corners[(i * 3 + Math.floor(random() * 2)) % 4] as (typeof corners)[number];
    const r = between(random, 50, 75);
    const at = placer.place(corner, r * 1.2, 20);
    if (!at) continue;
    parts.push(
      ...(random() < 0.6
        ? planet(at.x, at.y, r, between(random, -25, 25))
        : [circle(at.x, at.y, r), ...craters(at.x, at.y, r)]),
    );
  }
  const all = { x: 0, y: 0, width: PAGE, height: PAGE };
  for (let i = 0; i < more(detail, 5, 5) + extra; i++) {
    const r = between(random, 16, 28);
    const at = placer.place(all, r, 30);
    if (at) parts.push(skyStar(at.x, at.y, r, random));
  }
  features.push('stars');
  const orbitCentre = { x: (big[0] as (typeof big)[number]).x, y: (big[0] as (typeof big)[number]).y };
  return { svg: parts.join(''), groundY: PAGE, subjectBox, features, orbitCentre };
}

function craters(x: number, y: number, r: number): string[] {
  return [circle(x - r * 0.3, y - r * 0.25, r * 0.22), circle(x + r * 0.35, y + r * 0.2, r * 0.28)];
}

export function moon(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const features: string[] = [];
  const groundY = Math.round(between(random, 770, 810));
  const subjectBox = subjectBoxFor(groundY);
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const parts: string[] = [];
  const left = random() < 0.5;
  const corner = left ? between(random, 120, 160) : between(random, 864, 904);
  const er = between(random, 70, 90);
  // A kite flown on that side: the earth goes to the other corner.
  const ex = placer.isClear(corner, 150, er + 20) ? corner : PAGE - corner;
  placer.reserve(ex, 150, er + 20);
  parts.push(...earth(ex, 150, er, random));
  const sky = { x: 0, y: 0, width: PAGE, height: groundY - 150 };
  for (let i = 0; i < more(detail, 3, 4); i++) {
    const r = between(random, 14, 24);
    const at = placer.place(sky, r, 30);
    if (at) parts.push(skyStar(at.x, at.y, r, random));
  }
  features.push('earth', 'stars');
  if (detail === 'detailed') {
    const at = placer.place({ x: 0, y: 0, width: PAGE, height: 320 }, 110, 20);
    if (at) parts.push(...planet(at.x, at.y, 44, between(random, -20, 20)));
  }
  parts.push(groundBand(random, groundY, 16, 1.6));
  const front = { x: 10, y: groundY + 45, width: PAGE - 20, height: PAGE - groundY - 60 };
  for (let i = 0; i < more(detail, 2, 2); i++) {
    const w = between(random, 60, 95);
    const at = placer.place(front, w, 10);
    if (at) parts.push(...crater(at.x, at.y, w));
  }
  void pick;
  return { svg: parts.join(''), groundY, subjectBox, features };
}
