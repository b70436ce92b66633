import type { DetailLevel } from '@huebook/shared/constants';

import { between, type Random } from '../prng.ts';

import { DETAIL_SCALE, Placer, subjectBoxFor, type Backdrop, type SettingOptions } from './scenery-layout.ts';
import { flower, sun, windowFrame } from './scenery-shapes.ts';
import { atNight, skyThings } from './settings-land.ts';
import { circle, ellipse, PAGE, polygon, rect } from './svg-kit.ts';

/** Built settings: a room (wall, floor, window, picture or shelf) and a city street. */

const BLEED = 12;

export function room(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, 740, 780));
  const subjectBox = subjectBoxFor(groundY);
  const parts: string[] = [];
  // Floor: a band across the page; a skirting board along the wall's foot.
  parts.push(rect(-BLEED, groundY, PAGE + 2 * BLEED, PAGE - groundY + BLEED));
  parts.push(rect(-BLEED, groundY - 26, PAGE + 2 * BLEED, 26));
  const windowLeft = random() < 0.5;
  // Curtains included, the window stays left or right of the subject's box (x 222–802).
  const wx = windowLeft ? 40 : PAGE - 40 - 160;
  parts.push(...windowFrame(wx, 150, 160, 240));
  const features: string[] = [];
  // At night the moon shows in the window's upper pane.
  if (setting.isNight) {
    parts.push(circle(wx + 47, 210, 22));
    features.push('moon');
  }
  if (detail !== 'simple') parts.push(...curtains(wx, 130, 160, 320));
  const ox = windowLeft ? PAGE - 40 - 180 : 40;
  if (detail === 'simple' || random() < 0.5) {
    parts.push(...picture(ox, 170, 180, 140, setting.isNight === true));
    if (!setting.isNight) features.push('sun');
  } else parts.push(...shelf(ox, 260, 170, random));
  if (detail === 'detailed') {
    parts.push(ellipse(PAGE / 2, groundY + 150, 360, 70), ellipse(PAGE / 2, groundY + 150, 300, 48));
    parts.push(...plant(windowLeft ? PAGE - 120 : 120, groundY + 40));
  }
  return { svg: parts.join(''), groundY, subjectBox, features };
}

/** Two curtains hanging beside a window from a rail. */
function curtains(x: number, y: number, w: number, h: number): string[] {
  const side = (left: boolean): string => {
    const x0 = left ? x - 16 : x + w + 16;
    const x1 = left ? x + 36 : x + w - 36;
    return polygon([
      { x: x0, y },
      { x: x1, y },
      { x: (x0 + x1) / 2, y: y + h * 0.55 },
      { x: x0 + (left ? 10 : -10), y: y + h },
      { x: x0, y: y + h },
    ]);
  };
  return [side(true), side(false), rect(x - 26, y - 16, w + 52, 16, 8)];
}

/** A framed picture on the wall: a landscape of a hill and a sun (a moon at night). */
function picture(x: number, y: number, w: number, h: number, isNight: boolean): string[] {
  const inset = 16;
  const ix = x + inset;
  const iy = y + inset;
  const iw = w - 2 * inset;
  const ih = h - 2 * inset;
  const hill = `<path d="M${ix} ${iy + ih * 0.7}Q${ix + iw * 0.5} ${iy + ih * 0.25} ${ix + iw} ${iy + ih * 0.65}L${ix + iw} ${iy + ih}L${ix} ${iy + ih}Z"/>`;
  const sky = isNight
    ? [circle(ix + iw * 0.75, iy + ih * 0.3, 16)]
    : sun(ix + iw * 0.75, iy + ih * 0.3, 12, 0);
  return [rect(x, y, w, h, 4), rect(ix, iy, iw, ih), ...sky, hill];
}

/** A wall shelf on two brackets holding a row of books. */
function shelf(x: number, y: number, w: number, random: Random): string[] {
  const out: string[] = [];
  let bx = x + 10;
  while (bx < x + w - 30) {
    const bw = between(random, 22, 34);
    const bh = between(random, 70, 100);
    const lean = random() < 0.15;
    if (lean)
      out.push(
        polygon([
          { x: bx, y },
          { x: bx + bw, y },
          { x: bx + bw + bh * 0.3, y: y - bh * 0.95 },
          { x: bx + bh * 0.3, y: y - bh },
        ]),
      );
    else out.push(rect(bx, y - bh, bw, bh));
    bx += bw + (lean ? bh * 0.3 + 4 : 0);
  }
  out.push(
    rect(x - 10, y, w + 20, 16),
    polygon([
      { x: x + 14, y: y + 16 },
      { x: x + 44, y: y + 16 },
      { x: x + 14, y: y + 50 },
    ]),
  );
  out.push(
    polygon([
      { x: x + w - 14, y: y + 16 },
      { x: x + w - 44, y: y + 16 },
      { x: x + w - 14, y: y + 50 },
    ]),
  );
  return out;
}

/** A potted plant standing on the floor at (x, y). */
function plant(x: number, y: number): string[] {
  return [
    ...flower(x - 20, y - 60, 90, 6),
    ...flower(x + 22, y - 60, 120, 5),
    polygon([
      { x: x - 50, y: y - 70 },
      { x: x + 50, y: y - 70 },
      { x: x + 36, y },
      { x: x - 36, y },
    ]),
  ];
}

export function city(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, 780, 820));
  const subjectBox = subjectBoxFor(groundY);
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const features: string[] = [];
  const sky = { sun: detail !== 'simple', clouds: 1 + DETAIL_SCALE[detail], stars: 0 };
  const parts = skyThings(placer, random, atNight(sky, setting), features);
  // A skyline of buildings across the back, shorter behind the subject.
  let x = -BLEED;
  while (x < PAGE) {
    const w = between(random, 110, 170);
    const middle = x + w > 260 && x < PAGE - 260;
    const h = middle ? between(random, 200, 320) : between(random, 380, 540);
    parts.push(...building(x, groundY, w, h, detail, random));
    x += w;
  }
  // Street: pavement and a kerb line.
  parts.push(rect(-BLEED, groundY, PAGE + 2 * BLEED, PAGE - groundY + BLEED));
  parts.push(rect(-BLEED, groundY + 60, PAGE + 2 * BLEED, PAGE - groundY));
  return { svg: parts.join(''), groundY, subjectBox, features };
}

/** A building with rows of windows (each window a closed pane), its top flat or stepped. */
function building(
  x: number,
  groundY: number,
  w: number,
  h: number,
  detail: DetailLevel,
  random: Random,
): string[] {
  const top = groundY - h;
  const out = [rect(x, top, w, h + 4)];
  if (random() < 0.4) out.push(rect(x + w * 0.3, top - 40, w * 0.4, 40));
  const cols = w > 140 ? 3 : 2;
  const ww = (w - 20 * (cols + 1)) / cols;
  const rows = detail === 'simple' ? 2 : Math.floor((h - 60) / 70);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const wx = x + 20 + c * (ww + 20);
      // A window cut by the page's edge would leave its outline open.
      if (wx > 4 && wx + ww < PAGE - 4) out.push(rect(wx, top + 30 + r * 70, ww, 42));
    }
  return out;
}
