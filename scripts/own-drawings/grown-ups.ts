/**
 * A grown-up to stand with the girl and the boy ("a family picnic"): a woman in a long dress,
 * taller than the children, with a smaller head for her height. Same style and rules as
 * `draw-own.ts`, which writes her.
 */
import {
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundPolyD,
  roundRectD,
  smoothD,
  Svg,
  type P,
} from './geom.ts';
import { clipped, face } from './style.ts';

/** A woman standing and waving: hair in a bun, a long dress with a belt and hem band, shoes. */
export function woman(): Svg {
  const s = new Svg(460, 780, 4, 'Woman');
  const skin = '#ffdcc2',
    hair = '#a0522d',
    dress = '#b9a6ff',
    dress2 = '#fff3c4',
    belt = '#ff8fb1',
    shoe = '#ff9e6b';
  // the bun on top of the head, behind it
  s.path(circleD(230, 48, 46), hair);
  // legs and shoes under the dress
  for (const x of [200, 260]) {
    s.path(roundRectD(x - 17, 600, 34, 130, 12), skin);
    s.path(ellipseD(x + (x < 230 ? -10 : 10), 738, 38, 20), shoe);
  }
  // arms: the left hanging, the right raised to wave
  const armL: P[] = curveLine([170, 300], deg(108), 190, () => 0.002);
  const armR: P[] = curveLine([290, 296], deg(-20), 140, () => -0.008);
  s.path(polyD(ribbonPts(armL, () => 15)), skin);
  s.path(polyD(ribbonPts(armR, () => 15)), skin);
  for (const arm of [armL, armR]) {
    const [hx, hy] = arm[arm.length - 1] as P;
    s.path(circleD(hx, hy, 21), skin);
  }
  s.path(roundRectD(212, 228, 36, 50, 6), skin);
  // dress: bodice and long skirt as one shape, then the hem band and the belt
  const dressD = roundPolyD(
    [
      [176, 270],
      [284, 270],
      [296, 392],
      [366, 622],
      [94, 622],
      [164, 392],
    ],
    [22, 22, 20, 24, 24, 20],
  );
  clipped(s, dressD, () => {
    s.path(dressD, dress, 0);
    s.path(roundRectD(60, 580, 340, 60, 0), dress2, 4);
    s.path(roundRectD(120, 372, 220, 26, 0), belt, 4);
  });
  s.path(circleD(166, 298, 30), dress);
  s.path(circleD(294, 298, 30), dress);
  // head, fringe swept to one side, face
  s.path(ellipseD(230, 166, 98, 100), skin);
  s.path(
    smoothD([
      [126, 184],
      [128, 106],
      [182, 64],
      [278, 64],
      [332, 106],
      [334, 184],
      [312, 130],
      [246, 112],
      [180, 128],
      [146, 156],
    ]),
    hair,
  );
  face(s, 230, 176, 76, [16, 22], {
    cheekDx: 64,
    cheekDy: 40,
    mouthDy: 44,
    mouthW: 66,
    mouthD: 26,
    cheek: [21, 14],
  });
  return s;
}
