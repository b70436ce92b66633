/**
 * Parts shared by Huebook's own standing children in costume (`costumes.ts`,
 * `helpers-and-clown.ts`, `royals-and-chef.ts`, `christmas-folk.ts`, `wizard-bike-burger.ts`):
 * skin colour, arms with round hands, straight bands, the shared smiling face and the
 * five-pointed star. Units are those of a drawing about 460 wide; see `draw-own.ts` for the style.
 */
import { type P, type Svg, circleD, curveLine, deg, polyD, ribbonPts, roundPolyD } from './geom.ts';
import { face } from './style.ts';

export const SKIN = '#ffdcc2';

/** The centre line of an arm from the shoulder along a gentle curve (k: curvature per unit). */
export function armLine(from: P, heading: number, length: number, k: number): P[] {
  return curveLine(from, deg(heading), length, () => k);
}

/** An arm along `line`, 15 units half-wide, a round hand of radius 21 at its end. */
export function arm(s: Svg, line: P[], fill: string, hand = SKIN): void {
  s.path(polyD(ribbonPts(line, () => 15)), fill);
  const end = line[line.length - 1] as P;
  s.path(circleD(end[0], end[1], 21), hand);
}

/** A straight band from a to b, half-width hw, square ends (a closed shape, units). */
export function bandD(a: P, b: P, hw: number, r = 4): string {
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const n: P = [(-(b[1] - a[1]) / l) * hw, ((b[0] - a[0]) / l) * hw];
  return roundPolyD(
    [
      [a[0] + n[0], a[1] + n[1]],
      [b[0] + n[0], b[1] + n[1]],
      [b[0] - n[0], b[1] - n[1]],
      [a[0] - n[0], a[1] - n[1]],
    ],
    r,
  );
}

/** The shared smiling face of the standing children, its eyes 70 apart at (cx, cy). */
export function childFace(s: Svg, cx: number, cy: number): void {
  face(s, cx, cy, 70, [14, 19], {
    cheekDx: 56,
    cheekDy: 32,
    mouthDy: 36,
    mouthW: 44,
    mouthD: 18,
    cheek: [17, 11],
  });
}

/** A five-pointed star centred on (cx, cy), outer radius r, one point up (units). */
export function starPts(cx: number, cy: number, r: number, inner = 0.45): P[] {
  const pts: P[] = [];
  for (let i = 0; i < 10; i++) {
    const a = deg(-90 + i * 36);
    const rr = i % 2 === 0 ? r : r * inner;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return pts;
}
