import type { DetailLevel } from '@huebook/shared/constants';

import { between, type Random } from '../prng.ts';

import { DETAIL_SCALE, Placer, subjectBoxFor, type Backdrop, type SettingOptions } from './scenery-layout.ts';
import { groundBand } from './scenery-shapes.ts';
import { atNight, groundThings, skyThings } from './settings-land.ts';
import { PAGE, polygon, rect, type Point } from './svg-kit.ts';

/**
 * A castle behind the subject ("a princess in a castle"): a keep with a flag behind the middle,
 * a crenellated curtain wall with its gate across the page, two round towers with cone roofs
 * at the sides, the ground in front. Every part is a closed shape drawn back to front.
 */
export function castle(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, 770, 800));
  const subjectBox = subjectBoxFor(groundY);
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const towerX = [150, PAGE - 150];
  const towerTop = groundY - 400;
  // The towers' roofs and the keep's flag keep the sky's clouds and sun away.
  for (const x of towerX) placer.reserve(x, towerTop - 60, 110);
  const features: string[] = ['castle'];
  const sky = atNight({ sun: true, clouds: 1 + DETAIL_SCALE[detail], stars: 0 }, setting);
  const parts = skyThings(placer, random, sky, features);
  // The keep, its flag flying from the top.
  const keepTop = groundY - 450;
  parts.push(flag(PAGE / 2, keepTop - 12, random() < 0.5 ? 1 : -1));
  parts.push(polygon(battlements(PAGE / 2 - 170, PAGE / 2 + 170, keepTop, groundY + 10, 5)));
  // The curtain wall with its gate.
  const wallTop = groundY - 250;
  parts.push(polygon(battlements(towerX[0] as number, towerX[1] as number, wallTop, groundY + 10, 9)));
  parts.push(archD(PAGE / 2 - 70, groundY + 10, 140, 170));
  if (detail !== 'simple')
    for (const x of [290, PAGE - 290]) parts.push(archD(x - 22, wallTop + 110, 44, 70));
  if (detail === 'detailed')
    for (const [x, y] of [
      [270, wallTop + 180],
      [360, wallTop + 70],
      [PAGE - 360, wallTop + 160],
      [PAGE - 270, wallTop + 190],
    ] as const)
      parts.push(rect(x - 30, y, 60, 30, 6));
  for (const x of towerX) parts.push(...tower(x, towerTop, groundY, detail));
  parts.push(groundBand(random, groundY, 8, 1));
  parts.push(
    ...groundThings(
      placer,
      random,
      groundY,
      1 + 2 * DETAIL_SCALE[detail],
      ['flower', 'tuft', 'flower'],
      setting.isHidden,
    ),
  );
  return { svg: parts.join(''), groundY, subjectBox, features };
}

/** The outline of a wall from `left` to `right` whose top (`top`) has `merlons` square teeth. */
function battlements(left: number, right: number, top: number, bottom: number, merlons: number): Point[] {
  const step = (right - left) / (2 * merlons - 1);
  const points: Point[] = [{ x: left, y: bottom }];
  for (let i = 0; i < 2 * merlons - 1; i++) {
    const x0 = left + i * step;
    const y = i % 2 === 0 ? top - 34 : top;
    points.push({ x: x0, y }, { x: x0 + step, y });
  }
  points.push({ x: right, y: bottom });
  return points;
}

/** A round tower: its body, a cone roof overhanging it, an arched window. */
function tower(x: number, top: number, groundY: number, detail: DetailLevel): string[] {
  const w = 150;
  const out = [
    rect(x - w / 2, top, w, groundY + 10 - top),
    polygon([
      { x: x - w / 2 - 24, y: top + 6 },
      { x, y: top - 150 },
      { x: x + w / 2 + 24, y: top + 6 },
    ]),
    archD(x - 24, top + 130, 48, 80),
  ];
  if (detail === 'detailed') out.push(archD(x - 20, top + 250, 40, 60));
  return out;
}

/** A door or window: a rectangle `w` wide under a half-round top, its foot at (`x`, `y`). */
function archD(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `<path d="M${x} ${y}L${x} ${y - h + r}A${r} ${r} 0 0 1 ${x + w} ${y - h + r}L${x + w} ${y}Z"/>`;
}

/**
 * A pennant on a pole standing at (`x`, `y`), flying to `dir` (±1): one outline up the pole's
 * far side, out to the tip and back to its near side. Drawn the other way round, a pennant
 * flying left would cross its own pole and pinch the pole off into a sliver that merging gives
 * to the sky, leaving the pennant floating.
 */
function flag(x: number, y: number, dir: 1 | -1): string {
  return polygon([
    { x: x - dir * 4, y },
    { x: x - dir * 4, y: y - 110 },
    { x: x + dir * 80, y: y - 88 },
    { x: x + dir * 4, y: y - 66 },
    { x: x + dir * 4, y },
  ]);
}
