import type { DetailLevel } from '@huebook/shared/constants';

import { between, type Random } from '../prng.ts';

import { Placer, type Backdrop, type SettingOptions } from './scenery-layout.ts';
import { groundBand, hills, reeds, roundTree, stone, tuft, waves } from './scenery-shapes.ts';
import { atNight, more, skyThings } from './settings-land.ts';
import { num, PAGE, path, smoothClosedD, type Point } from './svg-kit.ts';

/**
 * A river for "an otter in the river", "a boat on the river": the water winds from a narrow tip
 * at the far bank down one side of the page, beside the subjects, widening, and opens into near
 * water across the page's foot. Grassy banks lie on either side; the subjects stand on the bank
 * (the ground line) with the near water just in front of their feet, and what swims or floats is
 * put on the near water (`riverWaterline`, `floatOnWater` in scene-choice.ts). Far hills and
 * small round trees on the far bank, bushes, stones, tufts and reeds on the bank, wave lines and
 * ripples on the water, by level; the sky's sun (or moon at night) and clouds above.
 */

/** The ground line, px: high enough that the near water fills the page's lower third. */
const RIVER_GROUND: readonly [number, number] = [560, 590];
/** How far above the ground line the far bank (the horizon of the grass) lies, px. */
const FAR_BANK_RISE: readonly [number, number] = [110, 135];
/**
 * How far below the ground line the near water's edge passes the page's middle, px: in front of
 * the feet of subjects standing on the bank, which stand 95–125 px below it (`FRONT_OF_GROUND` in
 * scene-plan.ts).
 */
const WATER_EDGE = 150;
/** The river's reeds, a little slighter than the pond's (`reeds`' size). */
const RIVER_REED_SIZE = 0.87;
/** How far below the near water's edge the main floating subject's water line lies, px. */
const FRONT_WATER = 125;
/** How far above the ground line the subjects' box reaches, px. */
const SUBJECT_RISE = 420;
/** Past the page's edge, px, so the river's and banks' side strokes are off the page. */
const BLEED = 60;

/**
 * Where the main floating subject's water line lies on a river whose ground line is `groundY`,
 * px: well inside the near water, which runs across the page there.
 */
export function riverWaterline(groundY: number): number {
  return groundY + WATER_EDGE + FRONT_WATER;
}

/**
 * Half the width a floating row may take about the page's middle, px: the near water runs
 * across the page at the water line, so a boat or a row of ducks that wide keeps a margin.
 */
export const RIVER_REACH = 440;

/**
 * The river setting: SVG elements in the 1024 px page, its ground line (the near bank) and the
 * subjects' box. `detail` scales the clouds, far trees, bushes, stones, reeds and ripples.
 */
export function river(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, RIVER_GROUND[0], RIVER_GROUND[1]));
  const farY = groundY - Math.round(between(random, FAR_BANK_RISE[0], FAR_BANK_RISE[1]));
  const edgeY = groundY + WATER_EDGE;
  const subjectBox = {
    x: 222,
    y: groundY - SUBJECT_RISE,
    width: 580,
    height: SUBJECT_RISE + WATER_EDGE + FRONT_WATER,
  };
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const features: string[] = ['river', 'hills'];
  const extra = setting.extraDetails ?? 0;
  // Which side the river comes from: its far arm and its bend lie on that side (mirrored).
  const side = random() < 0.5 ? -1 : 1;
  const mx = (x: number) => (side < 0 ? x : PAGE - x);
  const sky = { sun: true, clouds: more(detail, 1, 1) + Math.round(extra * 0.25), stars: 0 };
  const parts = skyThings(placer, random, atNight(sky, setting), features);
  const tipX = between(random, 240, 265);
  // The river's far tip keeps the far trees away.
  placer.reserve(mx(tipX), farY - 60, 90);
  // Far hills, then the grass of both banks from the far bank down.
  parts.push(...hills(random, farY).slice(0, 1));
  // Small round trees on the far bank at the sides, far away, so smaller than a meadow's.
  const trees = more(detail, 1, 1);
  for (let i = 0; i < trees; i++) {
    const h = between(random, 120, 170);
    const x =
      i % 2 === 0 ? between(random, 40 + h * 0.3, 200) : between(random, PAGE - 200, PAGE - 40 - h * 0.3);
    if (!placer.place({ x: x - 1, y: farY - h / 2 - 1, width: 2, height: 2 }, h * 0.3, 0)) continue;
    parts.push(...roundTree(x, farY + 8, h, random));
  }
  parts.push(groundBand(random, farY, 6, 1));
  parts.push(
    path(smoothClosedD(riverOutline(tipX, farY, groundY, edgeY).map((p) => ({ ...p, x: mx(p.x) })))),
  );
  // Wave lines across the near water: the first at the floating subjects' water line, so the
  // water laps round them; a second nearer at higher levels.
  const water = riverWaterline(groundY);
  parts.push(waves(water + 4, 9, 9));
  if (detail !== 'simple' || extra > 0) parts.push(waves(water + 84, 10, 8));
  // Ripples up the arm, where the wave lines do not reach.
  const ripples = more(detail, 1, 1);
  const spots: ReadonlyArray<readonly [number, number, number]> = [
    [tipX - 112, groundY + 18, 48],
    [110, edgeY + 30, 84],
    [tipX - 85, groundY - 50, 40],
  ];
  for (const [x, y, w] of spots.slice(0, ripples)) parts.push(ripple(mx(x), y, w));
  // Nothing else is placed on the water: the near water and the arm.
  for (let x = -40; x < PAGE + 40; x += 110) placer.reserve(mx(x), edgeY + 150, 150);
  placer.reserve(mx(tipX - 100), groundY, 110);
  // Bushes on the inner bank under the far trees, beside the subjects.
  const bushes = more(detail, 0, 1);
  for (let i = 0; i < bushes; i++) {
    const r = between(random, 30, 38) * (i === 0 ? 1 : 0.8);
    const x = mx(i === 0 ? PAGE - 70 : PAGE - 170);
    const y = farY + 34 + r + i * 10;
    placer.reserve(x, y - r * 0.6, r * 1.5);
    parts.push(bush(x, y, r, random));
  }
  // Stones at the water's edge and reeds on the inner bank, beside the subjects.
  const stones = more(detail, 1, 1);
  for (let i = 0; i < stones; i++) {
    const w = between(random, 50, 64) - i * 8;
    parts.push(stone(mx(PAGE - 190 + i * 50), edgeY + 34 + i * 8, w));
  }
  // A Simple page's merging would take the reeds' thin blades and leave the cattails alone.
  if (detail !== 'simple') {
    placer.reserve(mx(PAGE - 84), edgeY - 20, 90);
    parts.push(...reeds(mx(PAGE - 84), edgeY + 60, 170, detail === 'medium' ? 3 : 5, RIVER_REED_SIZE));
  }
  // Tufts on the inner bank beside the subjects.
  const tufts = more(detail, 1, 1) + Math.round(extra * 0.5);
  const bank = { x: side < 0 ? PAGE - 200 : 0, y: groundY - 40, width: 200, height: 100 };
  for (let i = 0; i < tufts; i++) {
    const h = between(random, 30, 44);
    const at = placer.place(bank, h / 2, 10);
    if (at && !setting.isHidden?.(at.x, at.y)) parts.push(tuft(at.x, at.y + h / 2, h));
  }
  return { svg: parts.join(''), groundY, subjectBox, features };
}

/**
 * The river's outline for a river coming from the left, px: from its narrow tip at the far
 * bank (`farY`) at `tipX` it winds left and back right, widening, beside the subjects, then
 * opens into the near water, whose far edge passes the page's middle at `edgeY` and runs on
 * across to both sides of the page a little lower: the near water fills the page's foot.
 */
function riverOutline(tipX: number, farY: number, groundY: number, edgeY: number): Point[] {
  const g = groundY;
  return [
    // The left bank, down from the tip.
    { x: tipX - 13, y: farY + 3 },
    { x: tipX - 93, y: g - 75 },
    { x: tipX - 163, y: g - 30 },
    { x: tipX - 155, y: g + 25 },
    { x: tipX - 95, y: g + 80 },
    { x: 40, y: edgeY - 25 },
    { x: -BLEED / 2, y: edgeY - 10 },
    // Off the page, round the near water.
    { x: -BLEED, y: PAGE + BLEED },
    { x: PAGE / 2, y: PAGE + BLEED * 1.5 },
    { x: PAGE + BLEED, y: PAGE + BLEED },
    // The near water's far edge, then the right bank up to the tip.
    { x: PAGE + BLEED / 2, y: edgeY + 75 },
    { x: PAGE - 250, y: edgeY + 25 },
    { x: PAGE / 2, y: edgeY },
    { x: tipX + 80, y: edgeY - 20 },
    { x: tipX + 35, y: g + 80 },
    { x: tipX - 65, y: g + 25 },
    { x: tipX - 97, y: g - 30 },
    { x: tipX - 47, y: g - 75 },
    { x: tipX + 13, y: farY + 3 },
  ];
}

/** A bush standing on (x, y): a lumpy dome over a flat foot on the grass, about `2.8r` wide. */
function bush(x: number, y: number, r: number, random: Random): string {
  const points: Point[] = [];
  for (let k = 0; k <= 8; k++) {
    const angle = Math.PI + (k * Math.PI) / 8;
    const lump = k % 2 === 0 ? 1 : between(random, 0.84, 0.9);
    points.push({ x: x + 1.4 * r * lump * Math.cos(angle), y: y + 1.4 * r * lump * Math.sin(angle) });
  }
  return path(smoothClosedD(points));
}

/**
 * A ripple on the water: a small band `w` wide whose top is two round crests and whose foot is
 * flat, as a coloring book marks water; 16 px deep, so it stays a region to color.
 */
function ripple(x: number, y: number, w: number): string {
  const x0 = x - w / 2;
  const half = w / 4;
  return path(
    `M${num(x0)} ${num(y)}Q${num(x0 + half)} ${num(y - 16)} ${num(x0 + 2 * half)} ${num(y)}` +
      `Q${num(x0 + 3 * half)} ${num(y - 16)} ${num(x0 + w)} ${num(y)}L${num(x0 + w - 6)} ${num(y + 12)}L${num(x0 + 6)} ${num(y + 12)}Z`,
  );
}
