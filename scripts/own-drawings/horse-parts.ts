/**
 * The parts the horse (`draw-own.ts`) and the pegasus (`pegasus-and-angel.ts`) share, in the
 * horse's 520 × 480 frame: four legs with hooves, two rounded ears, the body, neck and head as
 * one shape with a muzzle and a nostril, and the locks of the mane down the back of the neck.
 * Drawn in painter's order, each a closed outline.
 */
import { type P, Svg, ellipseD, polyD, roundPolyD, roundRectD } from './geom.ts';
import { D } from './style.ts';

/** Fills of the horse's body parts. */
export interface HorseColours {
  coat: string;
  /** The far legs and ear, a shade darker. */
  coat2: string;
  hoof: string;
  muzzle: string;
  nostril: string;
}

/** Legs (far pair first), ears (far first) with the near ear's inside, body and head, muzzle. */
export function horseBody(s: Svg, { coat, coat2, hoof, muzzle, nostril }: HorseColours): void {
  const leg = (x: number, fill: string) => {
    s.path(roundRectD(x - 22, 300, 44, 128, 14), fill);
    s.path(roundRectD(x - 24, 416, 48, 34, 10), hoof);
  };
  leg(150, coat2);
  leg(310, coat2);
  leg(195, coat);
  leg(350, coat);
  // Two short rounded ears, the far one behind: a single tall spike read as a unicorn's horn.
  s.path(
    roundPolyD(
      [
        [316, 120],
        [322, 40],
        [364, 100],
      ],
      [4, 18, 4],
    ),
    coat2,
  );
  s.path(
    roundPolyD(
      [
        [350, 110],
        [372, 30],
        [406, 96],
      ],
      [4, 22, 4],
    ),
    coat,
  );
  s.path(ellipseD(378, 72, 10, 22, 18), '#f5b9a5', D);
  s.union(
    [
      ellipseD(240, 290, 128, 76),
      polyD([
        [280, 250],
        [365, 280],
        [440, 175],
        [355, 118],
      ]),
      ellipseD(405, 145, 78, 64, -8),
    ],
    coat,
  );
  s.path(ellipseD(462, 190, 52, 44, 10), muzzle);
  s.path(ellipseD(482, 176, 7, 9, 20), nostril, 0);
}

/**
 * The mane: four long locks (ellipses `rx` × `ry` units) down the back of the neck, the lowest
 * first, `offset` units behind its line, alternating `colours` (the first on the top lock).
 */
export function maneLocks(s: Svg, offset: number, rx: number, ry: number, colours: [string, string]): void {
  const A: P = [362, 100],
    B: P = [262, 250];
  const len = Math.hypot(B[0] - A[0], B[1] - A[1]);
  const nrm: P = [(B[1] - A[1]) / len, -(B[0] - A[0]) / len];
  const rot = (Math.atan2(B[1] - A[1], B[0] - A[0]) * 180) / Math.PI;
  for (let k = 3; k >= 0; k--) {
    const t = 0.12 + k * 0.25;
    s.path(
      ellipseD(
        A[0] + (B[0] - A[0]) * t - nrm[0] * offset,
        A[1] + (B[1] - A[1]) * t - nrm[1] * offset,
        rx,
        ry,
        rot,
      ),
      k % 2 ? colours[1] : colours[0],
    );
  }
}
