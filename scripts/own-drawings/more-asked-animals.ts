/**
 * More animals children ask for that the library lacked ("a sloth", "a llama" and "a polar bear"
 * had no drawing; "a polar bear" drew the brown bear): a sloth hanging from a branch, a llama
 * in a woven blanket and a polar bear in a scarf. Same style and rules as `draw-own.ts`, which
 * writes them: big closed shapes, a face with eyes, cheeks and a smiling mouth, details at least
 * about 1/30 of the drawing across.
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
import { CHEEK, clipped, D, MOUTH, mouthD } from './style.ts';

/** A straight limb from `a` to `b` (drawing units), `hw` half as wide, round at `b`. */
function limbD(a: P, b: P, hw: number): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const line = curveLine(a, Math.atan2(b[1] - a[1], b[0] - a[0]), len, () => 0, 20);
  return polyD(ribbonPts(line, () => hw));
}

/**
 * A hooked claw: a closed crescent `len` long from `from`, setting off at `heading` degrees
 * (0 = +x, clockwise on screen) and turning by `bend` degrees over its length, `w` wide at its
 * root and tapering to a rounded tip.
 */
function clawD(from: P, heading: number, len: number, bend: number, w: number): string {
  const line = curveLine(from, deg(heading), len, () => deg(bend) / len, 24);
  return polyD(ribbonPts(line, (t) => (w / 2) * (1 - t) + 1.5));
}

/**
 * A sloth hanging by its long arms from the branch of a short tree stem that stands on the
 * ground beside it, face to us: a pale face with dark eye masks, a wide smile, three long claws
 * of each hand hooked over the branch and of each foot dangling above the ground.
 */
export function sloth(): Svg {
  const s = new Svg(512, 640, 4, 'Sloth');
  const fur = '#c9a982',
    light = '#f3e6cf',
    mask = '#9a7656',
    claw = '#fff6e6',
    bark = '#b98552',
    leaf = '#8fd47a';
  const X = 320; // the sloth's middle
  // arms reach up behind the branch
  const hands: P[] = [
    [X - 92, 96],
    [X + 92, 90],
  ];
  s.path(limbD([X - 56, 282], hands[0] as P, 30), fur);
  s.path(limbD([X + 56, 282], hands[1] as P, 30), fur);
  // a tuft of leaves on top of the stem, outlined as one, then the stem and branch as one shape
  s.union([ellipseD(32, 52, 34, 17, 60), ellipseD(66, 36, 34, 17, 0), ellipseD(102, 56, 34, 17, -50)], leaf);
  s.path(
    roundPolyD(
      [
        [34, 70],
        [90, 66],
        [96, 98],
        [504, 92],
        [504, 136],
        [96, 148],
        [100, 600],
        [126, 634],
        [8, 634],
        [32, 600],
      ],
      [14, 14, 20, 18, 18, 24, 20, 8, 8, 20],
    ),
    bark,
  );
  // hands over the top of the branch, long claws hooked down its front
  for (const [hx, hy] of hands) {
    s.path(ellipseD(hx, hy + 6, 38, 22), fur);
    for (const dx of [-24, 0, 24]) s.path(clawD([hx + dx, hy + 16], 84, 64, -40, 18), claw, 3);
  }
  // legs dangling, claws on the feet
  for (const side of [-1, 1]) {
    const x = X + side * 70;
    s.path(ellipseD(x, 484, 38, 60, side * -16), fur);
    for (const dx of [-12, 12]) s.path(clawD([x + dx + side * 6, 528], 90, 44, side * -30, 16), claw, 3);
  }
  // body and belly
  s.path(ellipseD(X, 384, 124, 134), fur);
  s.path(ellipseD(X, 406, 74, 86), light, 3);
  // head with a tuft outlined as one, pale face, dark eye masks
  s.union(
    [
      ellipseD(X, 246, 110, 92),
      ...(
        [
          [X - 32, 164],
          [X, 154],
          [X + 32, 164],
        ] as const
      ).map(([x, y]) => circleD(x, y, 22)),
    ],
    fur,
  );
  s.path(ellipseD(X, 260, 88, 68), light, 3);
  s.path(ellipseD(X - 42, 248, 38, 24, -24), mask, D);
  s.path(ellipseD(X + 42, 248, 38, 24, 24), mask, D);
  s.eye(X - 38, 244, 11, 15);
  s.eye(X + 38, 244, 11, 15);
  // nose, cheeks and smile apart from each other and from the face's edge, so each stays a
  // shape of its own inside the face (touching, they cut the chin off and a Simple page
  // merged them away)
  s.path(ellipseD(X, 268, 20, 13), '#6b4a35', D);
  s.path(ellipseD(X - 60, 284, 15, 10), CHEEK, D);
  s.path(ellipseD(X + 60, 284, 15, 10), CHEEK, D);
  s.path(mouthD(X, 287, 70, 24), MOUTH, D);
  return s;
}

/**
 * A llama standing, body to the left, its long neck up and its face to us: fluffy scalloped
 * wool, banana ears, a woven blanket with stripes, diamonds and tassels over its back.
 */
export function llama(): Svg {
  const s = new Svg(540, 600, 4, 'Llama');
  const wool = '#fff7ea',
    far = '#efe4d2',
    face = '#f5e6cc',
    hoof = '#8a7d70',
    pink = '#ffc4d4',
    red = '#ff7a6b',
    yellow = '#ffd95e',
    blue = '#7fb4ff';
  // legs: far pair first, then near; each with a split hoof
  const leg = (x: number, fill: string) => {
    s.path(roundRectD(x - 20, 370, 40, 170, 14), fill);
    s.path(roundRectD(x - 24, 528, 48, 34, 10), hoof);
  };
  leg(132, far);
  leg(318, far);
  leg(96, wool);
  leg(282, wool);
  // the wool: body and neck as one scalloped fleece, a fluffy tail
  s.path(circleD(40, 300, 34), wool);
  const fleece: string[] = [ellipseD(210, 340, 160, 76)];
  for (let k = 0; k < 16; k++) {
    const a = (k / 16) * Math.PI * 2;
    fleece.push(circleD(210 + Math.cos(a) * 160, 340 + Math.sin(a) * 76, 32));
  }
  fleece.push(roundRectD(346, 150, 92, 200, 30));
  for (let k = 0; k < 6; k++) {
    const y = 180 + k * 34;
    fleece.push(circleD(346, y, 24), circleD(438, y, 24));
  }
  s.union(fleece, wool);
  // the blanket over the back: a red cloth with a yellow band of blue diamonds, tassels below
  const blanketD = roundPolyD(
    [
      [120, 262],
      [300, 262],
      [314, 372],
      [106, 372],
    ],
    [18, 18, 10, 10],
  );
  for (let k = 0; k < 5; k++) s.path(circleD(134 + k * 42, 380, 15), yellow, 3);
  clipped(s, blanketD, () => {
    s.path(blanketD, red, 0);
    s.path(roundRectD(90, 296, 240, 46, 4), yellow, 3);
    for (let k = 0; k < 5; k++) {
      const x = 134 + k * 42;
      s.path(
        roundPolyD(
          [
            [x, 302],
            [x + 16, 319],
            [x, 336],
            [x - 16, 319],
          ],
          3,
        ),
        blue,
        3,
      );
    }
    s.path(roundRectD(90, 352, 240, 12, 3), blue, 3);
  });
  // banana ears curving up and inward, then the head
  for (const side of [-1, 1]) {
    const ear = curveLine([392 + side * 44, 108], deg(-90 + side * 34), 94, () => -side * 0.011);
    s.path(polyD(ribbonPts(ear, (t) => 22 - 9 * t, true)), wool);
    const inner = curveLine([392 + side * 46, 96], deg(-90 + side * 34), 68, () => -side * 0.012);
    s.path(polyD(ribbonPts(inner, (t) => 10 - 4 * t, true)), pink, D);
  }
  s.path(ellipseD(392, 128, 70, 64), wool);
  for (const [x, y] of [
    [362, 72],
    [392, 62],
    [422, 72],
  ] as const)
    s.path(circleD(x, y, 22), wool);
  // the muzzle, nostrils, face
  s.path(ellipseD(392, 172, 50, 36), face, 3);
  s.path(ellipseD(376, 160, 6, 8, -20), '#8a7d70', 0);
  s.path(ellipseD(408, 160, 6, 8, 20), '#8a7d70', 0);
  s.eye(364, 120, 12, 17);
  s.eye(420, 120, 12, 17);
  s.path(ellipseD(338, 154, 17, 11), CHEEK, D);
  s.path(ellipseD(446, 154, 17, 11), CHEEK, D);
  s.path(mouthD(392, 178, 46, 13), MOUTH, D);
  return s;
}

/**
 * A polar bear standing on all fours, body to the left, its big round face to us: white fur, a
 * cream muzzle, toe pads and a striped scarf with a fringed end.
 */
export function polarBear(): Svg {
  const s = new Svg(620, 440, 4, 'Polar bear');
  const fur = '#ffffff',
    far = '#e8eef6',
    muzzle = '#fbf1df',
    pad = '#d6dfec',
    nose = '#55555c',
    scarf = '#ff7a6b',
    stripe = '#ffd95e';
  // tail, far legs, body, near legs with toes
  s.path(circleD(50, 208, 22), fur);
  for (const x of [160, 396]) s.path(roundRectD(x - 34, 260, 68, 140, 24), far);
  s.path(
    smoothD([
      [56, 216],
      [100, 150],
      [210, 118],
      [330, 112],
      [420, 150],
      [446, 240],
      [400, 306],
      [250, 318],
      [110, 306],
      [60, 270],
    ]),
    fur,
  );
  for (const x of [120, 340]) {
    s.path(roundRectD(x - 38, 266, 76, 150, 26), fur);
    for (const dx of [-22, 0, 22]) s.path(circleD(x + dx, 404, 10), pad, D);
  }
  // ears, head
  for (const side of [-1, 1]) {
    s.path(circleD(470 + side * 80, 74, 32), fur);
    s.path(circleD(470 + side * 78, 78, 16), pad, D);
  }
  s.path(ellipseD(470, 160, 106, 94), fur);
  // the scarf round the neck, its end hanging down in front with stripes and a fringe
  const bandD = roundPolyD(
    [
      [362, 214],
      [470, 250],
      [580, 214],
      [586, 250],
      [470, 292],
      [356, 250],
    ],
    [16, 40, 16, 16, 40, 16],
  );
  s.path(bandD, scarf);
  const endD = roundPolyD(
    [
      [392, 250],
      [446, 268],
      [432, 360],
      [380, 352],
    ],
    10,
  );
  for (const dx of [0, 18, 36]) s.path(roundRectD(384 + dx, 348, 12, 26, 4), scarf, 3);
  clipped(s, endD, () => {
    s.path(endD, scarf, 0);
    s.path(
      roundPolyD(
        [
          [370, 292],
          [460, 304],
          [460, 318],
          [370, 306],
        ],
        3,
      ),
      stripe,
      3,
    );
    s.path(
      roundPolyD(
        [
          [370, 322],
          [460, 334],
          [460, 348],
          [370, 336],
        ],
        3,
      ),
      stripe,
      3,
    );
  });
  // muzzle, nose, face
  s.path(ellipseD(470, 200, 58, 46), muzzle, 3);
  s.path(ellipseD(470, 180, 22, 14), nose, D);
  s.eye(432, 140, 13, 18);
  s.eye(508, 140, 13, 18);
  s.path(ellipseD(398, 188, 20, 12), CHEEK, D);
  s.path(ellipseD(542, 188, 20, 12), CHEEK, D);
  s.path(mouthD(470, 208, 56, 14), MOUTH, D);
  return s;
}
