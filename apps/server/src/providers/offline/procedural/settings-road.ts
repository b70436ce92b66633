import type { DetailLevel } from '@huebook/shared/constants';

import { between, pick, type Random } from '../prng.ts';

import { Placer, subjectBoxFor, type Backdrop, type SettingOptions } from './scenery-layout.ts';
import { flower, hills, roundTree, tuft } from './scenery-shapes.ts';
import { atNight, more, skyThings } from './settings-land.ts';
import { PAGE, rect } from './svg-kit.ts';

/**
 * A country road for "a car on the road", "a truck on the highway": the road runs straight
 * across the page, its tarmac a band from behind the subjects to well in front of them, with a
 * dashed centre line of closed dashes in front of the wheels; grass verges before and behind it, rolling hills and round
 * trees at the sides behind, the sky above. The ground line is the road's far edge;
 * subjects stand on the road in front of it, so a car drives along it.
 */

/** Past the page edge, px, so the road's and verge's side strokes are off the page. */
const BLEED = 12;
/**
 * The road's near edge and its centre line, px below the ground line (its far edge). Grounded
 * subjects stand 95–125 px in front of the ground line (`FRONT_OF_GROUND` in scene-plan.ts), so
 * they drive in the far lane and the dashes run in front of their wheels, showing across the
 * page (behind a car they would be hidden).
 */
const ROAD_FRONT = 188;
const CENTRE_LINE = 150;
/**
 * Centre-line dashes by level: length, height and gap, px. Simple's are long and tall, so each
 * dash stays a region big enough to colour at Simple's line weight.
 */
const DASHES: Record<DetailLevel, { length: number; height: number; gap: number }> = {
  simple: { length: 120, height: 22, gap: 84 },
  medium: { length: 90, height: 18, gap: 60 },
  detailed: { length: 72, height: 16, gap: 44 },
};

/**
 * The road setting: sky things (sun or moon, clouds), far hills, round trees on the far verge at
 * both sides, the road with its dashed centre line, and tufts and flowers on the near verge.
 * `detail` scales the clouds, trees and verge things; SVG elements in the 1024 px page.
 */
export function road(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, 700, 715));
  const subjectBox = subjectBoxFor(groundY);
  const placer = new Placer(random, subjectBox, setting.keepClear);
  const features: string[] = ['road'];
  const extra = setting.extraDetails ?? 0;
  const sky = { sun: true, clouds: more(detail, 1, 1) + Math.round(extra * 0.25), stars: 0 };
  const parts = skyThings(placer, random, atNight(sky, setting), features);
  const roadTop = groundY;
  const roadBottom = Math.min(PAGE - 110, groundY + ROAD_FRONT);
  // The far verge: hills rolling down to the road's far edge (the road covers their foot).
  parts.push(...hills(random, roadTop + 10));
  features.push('hills');
  // Round trees on the far verge at each side, clear of the subjects.
  const trees = more(detail, 2, 1);
  for (let i = 0; i < trees; i++) {
    const h = between(random, 200, 290);
    const isLeft = i % 2 === 0;
    const x = isLeft ? between(random, 40 + h * 0.3, 210) : between(random, PAGE - 210, PAGE - 40 - h * 0.3);
    if (!placer.place({ x: x - 1, y: roadTop - h / 2 - 1, width: 2, height: 2 }, h * 0.3, 0)) continue;
    parts.push(...roundTree(x, roadTop + 4, h, random));
  }
  // The road, then its centre line: dashes start at a random phase, none cut by the page's edge.
  parts.push(rect(-BLEED, roadTop, PAGE + 2 * BLEED, roadBottom - roadTop));
  const dash = DASHES[detail];
  const y = groundY + CENTRE_LINE - dash.height / 2;
  for (let x = between(random, 10, 10 + dash.gap); x + dash.length < PAGE - 10; x += dash.length + dash.gap)
    parts.push(rect(x, y, dash.length, dash.height, 4));
  // The near verge, and tufts and flowers on it.
  parts.push(rect(-BLEED, roadBottom, PAGE + 2 * BLEED, PAGE - roadBottom + BLEED));
  const verge = { x: 10, y: roadBottom + 12, width: PAGE - 20, height: PAGE - roadBottom - 20 };
  const things = more(detail, 1, 2) + Math.round(extra * 0.75);
  for (let i = 0; i < things; i++) {
    const kind = pick(random, ['tuft', 'flower'] as const);
    const h = kind === 'flower' ? between(random, 64, Math.min(90, verge.height)) : between(random, 30, 44);
    const at = placer.place(verge, h / 2, 10);
    if (!at || setting.isHidden?.(at.x, at.y - h / 2)) continue;
    parts.push(...(kind === 'tuft' ? [tuft(at.x, at.y + h / 2, h)] : flower(at.x, at.y + h / 2, h)));
  }
  return { svg: parts.join(''), groundY, subjectBox, features };
}
