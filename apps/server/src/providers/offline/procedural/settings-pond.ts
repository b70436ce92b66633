import type { DetailLevel } from '@huebook/shared/constants';

import { between, type Random } from '../prng.ts';

import type { Backdrop, SettingOptions } from './scenery-layout.ts';
import { reeds } from './scenery-shapes.ts';
import { land, more } from './settings-land.ts';
import { ellipse, PAGE, path } from './svg-kit.ts';

/**
 * A pond on a meadow: an oval of still water lying on the grass where the subjects stand (ducks
 * on the pond, a frog at its edge), lily pads on the water at its ends, a clump of reeds and
 * cattails on its bank, the meadow's sky, far hills and flowers behind and in front. No waves
 * and no boat: those are the sea's.
 */

/** Half width and half height of the pond, px: nearly the page's width, seen in perspective. */
const POND_RX: readonly [number, number] = [470, 496];
const POND_RY: readonly [number, number] = [165, 185];
/** How far below the ground line the pond's centre lies, px: the pond fills the page's lower half. */
const POND_DROP = 190;
/**
 * The pond's ground line (its far bank), px: high on the page, so the water and the birds on it
 * fill the page and the sky above is a band, not half the page.
 */
const POND_GROUND: readonly [number, number] = [500, 540];

/** How far above the far bank the swimmers on the pond rise, px. */
const SWIMMER_RISE = 300;
/** Half the width of a clump of reeds and cattails, px, with a margin. */
const REEDS_HALF_WIDTH = 100;
/** How far below the pond's middle line the main swimmer floats, px: in the near half of the water. */
const FRONT_WATER = 40;

/**
 * Where the main swimming bird's water line lies on a pond whose ground line is `groundY`, px: a
 * little nearer than the pond's middle line, inside the water across the whole pond.
 */
export function pondWaterline(groundY: number): number {
  return groundY + POND_DROP + FRONT_WATER;
}

export function pond(random: Random, detail: DetailLevel, setting: SettingOptions = {}): Backdrop {
  const groundY = Math.round(between(random, POND_GROUND[0], POND_GROUND[1]));
  const rx = between(random, POND_RX[0], POND_RX[1]);
  const ry = between(random, POND_RY[0], POND_RY[1]);
  const cy = groundY + POND_DROP;
  const reedsLeft = random() < 0.5;
  const backdrop = land(
    random,
    setting,
    {
      groundY,
      isHilly: detail !== 'simple',
      sky: { sun: true, clouds: more(detail, 1, 1), stars: 0 },
      trees: 'round',
      treeCount: more(detail, 0, 1),
      ground: ['flower', 'tuft'],
      groundCount: more(detail, 1, 2),
      // The birds float on the water, below the far bank: their box reaches down to it.
      subjectBox: {
        x: 222,
        y: groundY - SWIMMER_RISE,
        width: 580,
        height: SWIMMER_RISE + POND_DROP + FRONT_WATER,
      },
    },
    (placer) => {
      // Nothing else grows on the water.
      for (let x = PAGE / 2 - rx + ry / 2; x < PAGE / 2 + rx; x += ry * 0.8) placer.reserve(x, cy, ry + 40);
      const end = reedsLeft ? -1 : 1;
      const out = [ellipse(PAGE / 2, cy, rx, ry)];
      const pads = more(detail, 1, 1);
      for (let i = 0; i < pads; i++) {
        const side = i % 2 === 0 ? -end : end;
        const x = PAGE / 2 + side * (rx - between(random, 115, 145)) - side * Math.floor(i / 2) * 90;
        out.push(lilyPad(x, cy + between(random, -15, 30), between(random, 38, 48), random() < 0.5));
      }
      // On the bank at the pond's end, clear of the page's edge (a blade cut there leaves loose ends).
      const reedsAt = PAGE / 2 + end * Math.min(rx - 40, PAGE / 2 - REEDS_HALF_WIDTH);
      out.push(...reeds(reedsAt, cy - ry * 0.35, between(random, 190, 230), detail === 'simple' ? 3 : 5));
      return out;
    },
  );
  return { ...backdrop, features: [...backdrop.features, 'pond'] };
}

/** Half the angle of a lily pad's notch, radians. */
const NOTCH = 0.6;

/** A lily pad seen from the side: a flat oval with its wedge-shaped notch. */
function lilyPad(cx: number, cy: number, r: number, isFlipped: boolean): string {
  const ry = r * 0.42;
  // Mirrored, the notch's edges swap too: the arc still runs the long way round, clockwise. The
  // notch is open wide enough that its two edges do not merge into one spike of ink at the centre.
  const a = isFlipped ? Math.PI + NOTCH : -NOTCH;
  const b = isFlipped ? Math.PI - NOTCH : NOTCH;
  const p1 = { x: cx + r * Math.cos(a), y: cy + ry * Math.sin(a) };
  const p2 = { x: cx + r * Math.cos(b), y: cy + ry * Math.sin(b) };
  return path(
    `M${cx} ${cy}L${p1.x.toFixed(1)} ${p1.y.toFixed(1)}A${r} ${ry} 0 1 ${isFlipped ? 1 : 0} ${p2.x.toFixed(1)} ${p2.y.toFixed(1)}Z`,
  );
}
