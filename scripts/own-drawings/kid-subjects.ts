/**
 * More of Huebook's own drawings (CC0) for subjects children ask for that the clip art lacks or
 * draws as a head only: a snowman, a sitting monkey holding out a hand, a butterfly and a bee.
 * Same style and rules as `draw-own.ts`, which writes them.
 */
import {
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundRectD,
  smoothD,
  Svg,
  type P,
} from './geom.ts';
import { CHEEK, clipped, D, MOUTH, mouthD, tri } from './style.ts';

const mirror = (pts: P[], cx: number): P[] => pts.map(([x, y]) => [2 * cx - x, y]);

/** A snowman of three balls with a top hat, a scarf, a carrot nose and twig arms in mittens. */
export function snowman(): Svg {
  const s = new Svg(440, 560, 4, 'Snowman');
  const snow = '#f4f8ff',
    twig = '#b9835a',
    mitten = '#ff8a80',
    scarf = '#7ee081',
    hat = '#8fa2ff',
    button = '#9bb0c8';
  s.path(ellipseD(220, 452, 152, 102), snow);
  // twig arms behind the middle ball, mittens at their ends
  const left = curveLine([150, 300], deg(-150), 120, () => 0.002);
  const right = curveLine([290, 300], deg(-30), 120, () => -0.002);
  s.path(polyD(ribbonPts(left, () => 10)), twig);
  s.path(polyD(ribbonPts(right, () => 10)), twig);
  const [lx, ly] = left[left.length - 1] as P;
  const [rx, ry] = right[right.length - 1] as P;
  s.path(circleD(lx, ly, 22), mitten);
  s.path(circleD(rx, ry, 22), mitten);
  s.path(ellipseD(220, 306, 112, 90), snow);
  for (const [y, r] of [
    [290, 13],
    [336, 13],
    [430, 15],
    [476, 15],
  ] as const)
    s.path(circleD(220, y, r), button, 3);
  // head, face
  s.path(circleD(220, 168, 80), snow);
  s.eye(190, 152, 11, 15);
  s.eye(250, 152, 11, 15);
  s.path(tri([214, 166], [214, 188], [280, 180], [4, 4, 4]), '#ffa53c', 3);
  s.path(ellipseD(160, 190, 17, 11), CHEEK, D);
  s.path(ellipseD(270, 202, 15, 10), CHEEK, D);
  s.path(mouthD(208, 200, 50, 13), MOUTH, D);
  // scarf: the hanging end, then the band round the neck
  s.path(roundRectD(244, 240, 44, 96, 10), scarf);
  s.path(roundRectD(136, 228, 168, 36, 14), scarf);
  // top hat: crown with its band, brim
  s.path(roundRectD(160, 12, 120, 92, 6), hat);
  s.path(roundRectD(160, 64, 120, 30, 2), mitten, 3);
  s.path(roundRectD(124, 96, 192, 22, 8), hat);
  return s;
}

/** A monkey sitting, its tail curled behind, its right hand held out to hold something. */
export function monkey(): Svg {
  const s = new Svg(500, 500, 4, 'Monkey');
  const fur = '#b07a4f',
    tan = '#f3d7b0';
  const tail = curveLine([150, 452], deg(185), 230, (t) => 0.005 + 0.012 * t);
  s.path(polyD(ribbonPts(tail, (t) => 14 - 4 * t)), fur);
  s.path(ellipseD(175, 466, 54, 28), fur);
  s.path(ellipseD(315, 466, 54, 28), fur);
  s.path(ellipseD(245, 365, 108, 112), fur);
  s.path(ellipseD(245, 385, 68, 80), tan, 3);
  // arms: the left one resting, the right one held out
  s.path(ellipseD(150, 372, 30, 74, 14), fur);
  s.path(circleD(138, 440, 25), tan);
  s.path(ellipseD(380, 312, 78, 28, -14), fur);
  s.path(circleD(456, 292, 30), tan);
  // ears, head, face
  s.path(circleD(135, 150, 44), fur);
  s.path(circleD(355, 150, 44), fur);
  s.path(circleD(135, 150, 25), tan, 3);
  s.path(circleD(355, 150, 25), tan, 3);
  s.path(ellipseD(245, 150, 114, 102), fur);
  s.path(
    smoothD([
      [245, 112],
      [292, 82],
      [334, 112],
      [330, 172],
      [302, 220],
      [245, 238],
      [188, 220],
      [160, 172],
      [156, 112],
      [198, 82],
    ]),
    tan,
    3,
  );
  s.eye(212, 140, 14, 19);
  s.eye(278, 140, 14, 19);
  s.path(ellipseD(245, 176, 18, 11), '#c58a52', D);
  s.path(ellipseD(186, 192, 17, 11), CHEEK, D);
  s.path(ellipseD(304, 192, 17, 11), CHEEK, D);
  s.path(mouthD(245, 200, 62, 20), MOUTH, D);
  return s;
}

/** A butterfly seen from above: four spotted wings, a smiling head and two antennae. */
export function butterfly(): Svg {
  const s = new Svg(500, 420, 4, 'Butterfly');
  const upper = '#ffb45e',
    lower = '#ff9ecf',
    spot = '#fff3b0',
    body = '#b9a6ff';
  const lowerWing: P[] = [
    [242, 226],
    [176, 232],
    [100, 262],
    [78, 328],
    [124, 382],
    [196, 364],
    [238, 294],
  ];
  const upperWing: P[] = [
    [240, 196],
    [200, 112],
    [124, 52],
    [48, 74],
    [34, 164],
    [96, 226],
    [204, 232],
  ];
  for (const wing of [lowerWing, mirror(lowerWing, 250)]) s.path(smoothD(wing), lower);
  for (const wing of [upperWing, mirror(upperWing, 250)]) s.path(smoothD(wing), upper);
  for (const dir of [-1, 1]) {
    s.path(circleD(250 + dir * 140, 132, 36), spot, 3);
    s.path(circleD(250 + dir * 68, 178, 18), spot, 3);
    s.path(circleD(250 + dir * 108, 314, 30), spot, 3);
    const antenna = curveLine([250 + dir * 10, 100], deg(-90 - dir * 30), 80, () => -dir * 0.006);
    s.path(polyD(ribbonPts(antenna, () => 6)), body);
    const [ax, ay] = antenna[antenna.length - 1] as P;
    s.path(circleD(ax, ay, 13), body);
  }
  s.path(ellipseD(250, 262, 24, 116), body);
  s.path(circleD(250, 128, 40), body);
  s.eye(235, 122, 8, 11);
  s.eye(265, 122, 8, 11);
  s.path(mouthD(250, 142, 22, 7), MOUTH, D);
  return s;
}

/** A round bumblebee: a striped body, a stinger, two wings and a smiling head. */
export function bee(): Svg {
  const s = new Svg(470, 400, 4, 'Bee');
  const yellow = '#ffd54a',
    stripe = '#c58a52',
    wing = '#d8f0ff';
  s.path(ellipseD(190, 126, 50, 82, -25), wing);
  s.path(ellipseD(268, 118, 50, 82, 25), wing);
  s.path(tri([92, 238], [30, 262], [92, 286], [4, 6, 4]), stripe);
  const bodyD = ellipseD(220, 262, 140, 108);
  clipped(s, bodyD, () => {
    s.path(bodyD, yellow, 0);
    s.path(roundRectD(150, 130, 40, 280, 0), stripe, 3);
    s.path(roundRectD(230, 130, 40, 280, 0), stripe, 3);
  });
  for (const dir of [-1, 1]) {
    const antenna = curveLine([372 + dir * 18, 150], deg(-90 + dir * 25), 70, () => dir * 0.008);
    s.path(polyD(ribbonPts(antenna, () => 6)), stripe);
    const [ax, ay] = antenna[antenna.length - 1] as P;
    s.path(circleD(ax, ay, 13), stripe);
  }
  s.path(circleD(372, 226, 74), yellow);
  s.eye(348, 212, 12, 16);
  s.eye(398, 212, 12, 16);
  s.path(ellipseD(330, 248, 15, 10), CHEEK, D);
  s.path(ellipseD(416, 248, 15, 10), CHEEK, D);
  s.path(mouthD(373, 252, 34, 11), MOUTH, D);
  return s;
}
