/**
 * Animals children often ask for that the library lacked ("a hedgehog" drew an apple tree): a
 * hedgehog, a zebra, a hippo, a koala, a crocodile, a parrot and a tortoise. Same style and
 * rules as `draw-own.ts`, which writes them: big closed shapes, a face with eyes, cheeks and a
 * smiling mouth, details at least about 1/30 of the drawing across.
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
import { CHEEK, clipped, clippedTo, D, MOUTH, mouthD, tri } from './style.ts';

/** Points around an ellipse from angle a0 to a1 (degrees, 0 = +x, clockwise on screen). */
function arcPts(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n: number): P[] {
  const out: P[] = [];
  for (let i = 0; i <= n; i++) {
    const a = deg(a0 + ((a1 - a0) * i) / n);
    out.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return out;
}

/** A hedgehog walking right: a spiky brown coat with a few spine tufts, a cream pointed face. */
export function hedgehog(): Svg {
  const s = new Svg(540, 400, 4, 'Hedgehog');
  const spines = '#a87250',
    tuft = '#85573a',
    face = '#ffe2bf',
    foot = '#e8b98f';
  // feet under the coat
  for (const x of [150, 250, 330]) s.path(ellipseD(x, 362, 34, 20), foot);
  // the coat: a zigzag of spines over the back, a smooth belly line
  const outer = arcPts(250, 250, 210, 170, 172, 352, 30);
  const coatPts: P[] = outer.map(([x, y], i) => {
    if (i % 2 === 0) return [x, y];
    const dx = x - 250,
      dy = y - 250;
    return [250 + dx * 0.86, 250 + dy * 0.86];
  });
  const flip = coatPts.map((p, i) => (i % 2 === 0 ? p : p));
  const coatD = roundPolyD(
    [...flip, [420, 330], [250, 362], [60, 330]],
    flip.map((_, i) => (i % 2 === 0 ? 6 : 4)).concat([30, 40, 30]),
  );
  clipped(s, coatD, () => {
    s.path(coatD, spines, 0);
  });
  // spine tufts: little pointed flames inside the coat
  const tufts: [number, number, number][] = [
    [130, 200, -40],
    [200, 140, -15],
    [280, 128, 10],
    [350, 170, 35],
    [170, 270, -30],
    [250, 220, 0],
    [320, 262, 25],
  ];
  for (const [x, y, a] of tufts) {
    const r = deg(a);
    const tip: P = [x + Math.sin(r) * 34, y - Math.cos(r) * 34];
    const l: P = [x - Math.cos(r) * 18, y - Math.sin(r) * 18];
    const rr: P = [x + Math.cos(r) * 18, y + Math.sin(r) * 18];
    s.path(tri(l, tip, rr, [8, 4, 8]), tuft, 3);
  }
  // the face: a cream teardrop to a pointed snout, with a round ear
  s.path(circleD(372, 158, 26), face);
  s.path(circleD(372, 160, 13), CHEEK, D);
  const faceD = smoothD([
    [356, 176],
    [420, 182],
    [480, 222],
    [516, 262],
    [490, 300],
    [420, 330],
    [360, 330],
    [330, 270],
  ]);
  s.path(faceD, face);
  s.path(circleD(512, 258, 17), '#6b4a35');
  s.eye(430, 236, 14, 19);
  s.path(ellipseD(404, 282, 20, 12), CHEEK, D);
  s.path(mouthD(466, 282, 50, 18), MOUTH, D);
  return s;
}

/** A stripe from `from` along unit `dir`, `len` long, `w` wide at its root, tapering to a point. */
function taper(from: P, dir: P, len: number, w: number): string {
  const side: P = [-dir[1] * w, dir[0] * w];
  const back: P = [from[0] - dir[0] * 20, from[1] - dir[1] * 20];
  return roundPolyD(
    [
      [back[0] + side[0], back[1] + side[1]],
      [from[0] + dir[0] * len, from[1] + dir[1] * len],
      [back[0] - side[0], back[1] - side[1]],
    ],
    [2, 8, 2],
  );
}

/** A zebra standing, head to the right: white with grey stripes, an upright striped mane. */
export function zebra(): Svg {
  const s = new Svg(540, 500, 4, 'Zebra');
  const white = '#ffffff',
    stripe = '#8d8d96',
    hoof = '#6f6f78',
    muzzle = '#b8b8c2';
  // tail with a dark tuft
  const tail = curveLine([116, 250], deg(150), 110, () => -0.006);
  s.path(polyD(ribbonPts(tail, () => 7)), white, 3);
  const [tx, ty] = tail[tail.length - 1] as P;
  s.path(ellipseD(tx - 6, ty + 16, 16, 30, 20), stripe);
  // mane: an upright crest along the top of the neck, striped like the neck
  const A: P = [372, 96],
    B: P = [262, 232];
  const len = Math.hypot(B[0] - A[0], B[1] - A[1]);
  const u: P = [(B[0] - A[0]) / len, (B[1] - A[1]) / len];
  const n: P = [u[1], -u[0]];
  const rot = (Math.atan2(u[1], u[0]) * 180) / Math.PI;
  const at = (t: number, out: number): P => [
    A[0] + (B[0] - A[0]) * t - n[0] * out,
    A[1] + (B[1] - A[1]) * t - n[1] * out,
  ];
  const crestD = roundPolyD([at(-0.08, -10), at(-0.02, 52), at(1, 52), at(1.06, -10)], [8, 24, 24, 8]);
  clipped(s, crestD, () => {
    s.path(crestD, white, 0);
    for (const t of [0.1, 0.38, 0.66, 0.94]) s.path(ellipseD(...at(t, 30), 16, 46, rot), stripe, 3);
  });
  // legs: far pair first, then near; each with two stripes and a hoof
  const leg = (x: number) => {
    const d = roundRectD(x - 21, 300, 42, 130, 14);
    clipped(s, d, () => {
      s.path(d, white, 0);
      s.path(roundRectD(x - 30, 344, 60, 18, 4), stripe, 3);
      s.path(roundRectD(x - 30, 384, 60, 16, 4), stripe, 3);
    });
    s.path(roundRectD(x - 23, 420, 46, 32, 10), hoof);
  };
  leg(160);
  leg(316);
  leg(204);
  leg(356);
  // body, neck and head outlined as one, stripes clipped inside
  const bodyDs = [
    ellipseD(246, 286, 130, 78),
    polyD([
      [284, 250],
      [368, 284],
      [444, 172],
      [362, 112],
    ]),
    ellipseD(410, 142, 76, 62, -8),
  ];
  s.union(bodyDs, white);
  clippedTo(s, bodyDs, () => {
    // body stripes: bands down from the back, tapering toward the belly
    for (const x of [146, 200, 254, 308]) {
      s.path(
        roundPolyD(
          [
            [x - 20, 190],
            [x + 20, 190],
            [x + 8, 322],
            [x - 6, 322],
          ],
          [2, 2, 8, 8],
        ),
        stripe,
        3,
      );
    }
    // neck stripes: from the mane across the neck, tapering
    for (const t of [0.24, 0.52, 0.8]) {
      const c: P = [A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t];
      s.path(taper(c, n, 84, 16), stripe, 3);
    }
  });
  // ears
  s.path(tri([362, 102], [348, 28], [398, 86], [4, 12, 4]), white);
  s.path(tri([366, 92], [356, 52], [386, 84], [3, 8, 3]), '#f5b9a5', D);
  // muzzle, nostril, face
  s.path(ellipseD(466, 186, 52, 44, 10), muzzle);
  s.path(ellipseD(488, 170, 7, 9, 20), '#55555c', 0);
  s.eye(410, 140, 15, 20);
  s.path(ellipseD(404, 184, 17, 11), CHEEK, D);
  s.path(mouthD(480, 204, 42, 16), MOUTH, D);
  return s;
}

/** A hippo standing, its big friendly face to us: round head, wide muzzle, little ears. */
export function hippo(): Svg {
  const s = new Svg(560, 440, 4, 'Hippo');
  const hide = '#b9b4e0',
    far = '#a49fd0',
    belly = '#dcd8f5',
    pink = '#ffc4d4';
  // tail, far legs, body, near legs
  s.path(ellipseD(52, 250, 22, 10, -30), hide);
  for (const x of [120, 300]) s.path(roundRectD(x - 34, 320, 68, 96, 20), far);
  s.path(ellipseD(230, 262, 190, 130), hide);
  s.path(ellipseD(236, 330, 130, 46), belly, 3);
  for (const x of [90, 260]) {
    s.path(roundRectD(x - 38, 330, 76, 96, 22), hide);
    for (const dx of [-18, 0, 18]) s.path(circleD(x + dx, 418, 9), belly, D);
  }
  // ears, head, muzzle
  for (const x of [342, 478]) {
    s.path(ellipseD(x, 62, 24, 30), hide);
    s.path(ellipseD(x, 66, 11, 16), pink, D);
  }
  s.path(ellipseD(410, 140, 104, 86), hide);
  s.path(ellipseD(412, 246, 132, 92), hide);
  s.path(ellipseD(370, 206, 14, 10, -10), '#77729e', D);
  s.path(ellipseD(454, 206, 14, 10, 10), '#77729e', D);
  s.eye(368, 124, 14, 19);
  s.eye(452, 124, 14, 19);
  s.path(ellipseD(312, 262, 22, 13), CHEEK, D);
  s.path(ellipseD(512, 262, 22, 13), CHEEK, D);
  // a wide smile with two square teeth
  s.path(mouthD(412, 258, 130, 38), MOUTH, D);
  s.path(roundRectD(382, 260, 18, 14, 3), '#ffffff', D);
  s.path(roundRectD(424, 260, 18, 14, 3), '#ffffff', D);
  return s;
}

/** A koala sitting, face to us: huge fluffy ears, a big dark nose, a eucalyptus sprig in its paw. */
export function koala(): Svg {
  const s = new Svg(540, 540, 4, 'Koala');
  const fur = '#b6bcc6',
    light = '#eef0f4',
    nose = '#6b6f7a',
    leaf = '#8fd47a',
    stem = '#9c7a55';
  // the sprig, behind the raised paw
  s.path(roundRectD(428, 190, 18, 130, 6), stem, 3);
  const leaves: [number, number, number][] = [
    [486, 212, -30],
    [390, 230, 30],
    [490, 282, -20],
  ];
  for (const [x, y, a] of leaves) s.path(ellipseD(x, y, 46, 21, a), leaf);
  // body, belly, legs with paw pads
  s.path(ellipseD(250, 390, 132, 130), fur);
  s.path(ellipseD(250, 400, 74, 96), light, 3);
  for (const side of [-1, 1]) {
    s.path(ellipseD(250 + side * 104, 482, 66, 46, side * 8), fur);
    s.path(ellipseD(250 + side * 110, 490, 28, 20), light, D);
  }
  // arms: left on the belly, right raised to hold the sprig
  s.path(ellipseD(146, 380, 36, 74, 20), fur);
  s.path(ellipseD(372, 340, 36, 76, -48), fur);
  s.path(circleD(434, 306, 30), fur);
  // ears: big fluffy rounds with pale insides
  for (const x of [98, 402]) {
    s.path(circleD(x, 124, 74), fur);
    s.path(circleD(x + (x < 250 ? 8 : -8), 130, 42), light, 3);
  }
  s.path(ellipseD(250, 176, 126, 110), fur);
  s.path(ellipseD(250, 182, 34, 44), nose, 3);
  s.eye(188, 158, 12, 16);
  s.eye(312, 158, 12, 16);
  s.path(ellipseD(170, 214, 18, 11), CHEEK, D);
  s.path(ellipseD(330, 214, 18, 11), CHEEK, D);
  s.path(mouthD(250, 240, 40, 12), MOUTH, D);
  return s;
}

/** A crocodile walking right: a long bumpy back, eye bumps on its head, a wide toothy smile. */
export function crocodile(): Svg {
  const s = new Svg(640, 330, 4, 'Crocodile');
  const green = '#8fd47a',
    far = '#78c264',
    ridge = '#5fae55',
    belly = '#e4f5b8';
  // scutes along the back, behind the body
  for (let k = 0; k < 8; k++) {
    const x = 110 + k * 40;
    const y = 176 - Math.sin((k / 7) * Math.PI) * 26;
    s.path(tri([x - 20, y + 24], [x, y - 22], [x + 20, y + 24], [6, 6, 6]), ridge, 3);
  }
  // far legs
  for (const x of [180, 370])
    s.path(
      roundPolyD(
        [
          [x - 22, 220],
          [x + 22, 220],
          [x + 30, 292],
          [x - 30, 292],
        ],
        12,
      ),
      far,
    );
  // tail and body as one shape, a pale belly band inside
  const bodyD = smoothD([
    [14, 214],
    [110, 190],
    [230, 166],
    [360, 160],
    [450, 176],
    [470, 226],
    [360, 262],
    [220, 262],
    [110, 240],
  ]);
  clipped(s, bodyD, () => {
    s.path(bodyD, green, 0);
    s.path(ellipseD(290, 284, 190, 40), belly, 4);
  });
  // near legs with three toes
  for (const x of [150, 340]) {
    s.path(
      roundPolyD(
        [
          [x - 24, 230],
          [x + 24, 230],
          [x + 32, 300],
          [x - 32, 300],
        ],
        12,
      ),
      green,
    );
    for (const dx of [-20, 0, 20]) s.path(circleD(x + dx, 304, 11), green, 3);
  }
  // head: a long rounded snout, eye bumps on top, a nostril bump at the tip
  s.path(circleD(604, 150, 18), green);
  s.path(ellipseD(604, 146, 6, 5), '#4f8f48', 0);
  const headD = roundPolyD(
    [
      [420, 150],
      [500, 124],
      [612, 150],
      [626, 200],
      [600, 236],
      [430, 240],
    ],
    [40, 40, 30, 20, 20, 30],
  );
  s.path(headD, green);
  for (const x of [476, 530]) {
    s.path(circleD(x, 120, 30), green);
    s.eye(x + 2, 118, 11, 15);
  }
  s.path(ellipseD(470, 176, 18, 11), CHEEK, D);
  // the smile with teeth
  s.path(mouthD(536, 190, 150, 32), MOUTH, D);
  for (const x of [500, 540, 578])
    s.path(tri([x - 12, 192], [x, 206], [x + 12, 192], [2, 2, 2]), '#ffffff', D);
  return s;
}

/** A parrot perched on a branch, face to us: hooked beak, pale face patches, long tail feathers. */
export function parrot(): Svg {
  const s = new Svg(460, 620, 4, 'Parrot');
  const red = '#ff7a6b',
    blue = '#7fb4ff',
    yellow = '#ffd95e',
    green = '#8fd47a',
    face = '#ffffff',
    beak = '#f2e6cf',
    bark = '#b98552';
  // long tail feathers fanned out below the branch, rounded at their tips
  for (const [angle, fill] of [
    [16, blue],
    [-16, blue],
    [0, red],
  ] as const) {
    const feather = curveLine([230, 420], deg(90 + angle), 180, () => 0);
    s.path(polyD(ribbonPts(feather, (t) => 22 - 6 * t)), fill);
  }
  // the branch
  s.path(roundRectD(14, 438, 432, 40, 16), bark);
  s.path(ellipseD(92, 458, 22, 9), '#8a5a32', D);
  s.path(ellipseD(372, 460, 18, 8), '#8a5a32', D);
  // body and folded wings with feather bands
  s.path(ellipseD(230, 330, 104, 134), red);
  for (const side of [-1, 1]) {
    const wingD = ellipseD(230 + side * 92, 340, 52, 124, side * -12);
    clipped(s, wingD, () => {
      s.path(wingD, blue, 0);
      s.path(ellipseD(230 + side * 92, 250, 70, 44, side * -12), yellow, 4);
      s.path(ellipseD(230 + side * 96, 330, 70, 30, side * -12), green, 4);
    });
  }
  // feet gripping the branch
  for (const x of [196, 264]) for (const dx of [-14, 14]) s.path(ellipseD(x + dx, 444, 13, 20), '#9a9aa6', 3);
  // head, face patches, eyes, beak
  s.path(circleD(230, 150, 104), red);
  s.path(ellipseD(176, 152, 44, 52), face, 3);
  s.path(ellipseD(284, 152, 44, 52), face, 3);
  s.eye(182, 140, 14, 19);
  s.eye(278, 140, 14, 19);
  s.path(ellipseD(168, 184, 15, 9), CHEEK, D);
  s.path(ellipseD(292, 184, 15, 9), CHEEK, D);
  // beak: a dark lower beak under a big pale hooked upper beak
  s.path(ellipseD(230, 232, 28, 22), '#8d8d96', 3);
  s.path(
    smoothD([
      [190, 178],
      [230, 158],
      [270, 178],
      [276, 214],
      [252, 262],
      [230, 276],
      [222, 256],
      [188, 214],
    ]),
    beak,
  );
  s.path(mouthD(230, 214, 30, 6), MOUTH, D);
  return s;
}

/** A tortoise walking right: a high domed shell of plates over a rim, a smiling head, stout legs. */
export function tortoise(): Svg {
  const s = new Svg(560, 400, 4, 'Tortoise');
  const skin = '#c9e28f',
    shell = '#e0b76a',
    plate = '#f2d08e',
    rim = '#c99a52';
  // far legs, head and neck, then the shell over them
  for (const x of [150, 356]) s.path(roundRectD(x - 30, 270, 60, 90, 20), '#b6d47c');
  const neck = curveLine([400, 250], deg(-40), 110, () => 0.004);
  s.path(polyD(ribbonPts(neck, () => 34)), skin);
  s.path(ellipseD(484, 150, 66, 56, -8), skin);
  s.eye(478, 134, 13, 18);
  s.eye(522, 136, 10, 16);
  s.path(ellipseD(462, 172, 16, 10), CHEEK, D);
  s.path(mouthD(508, 172, 46, 12), MOUTH, D);
  // the dome and its plates
  const domeD = roundPolyD(
    [
      ...Array.from({ length: 13 }, (_, i): P => {
        const a = deg(180 + (180 * i) / 12);
        return [250 + 200 * Math.cos(a), 270 + 196 * Math.sin(a)];
      }),
    ],
    30,
  );
  clipped(s, domeD, () => {
    s.path(domeD, shell, 0);
    const hex = (cx: number, cy: number, r: number) =>
      roundPolyD(
        Array.from({ length: 6 }, (_, i): P => {
          const a = deg(60 * i);
          return [cx + r * Math.cos(a), cy + r * 0.82 * Math.sin(a)];
        }),
        12,
      );
    for (const [x, y] of [
      [250, 150],
      [150, 200],
      [350, 200],
      [250, 250],
      [90, 270],
      [410, 270],
      [170, 120],
      [330, 120],
    ] as const)
      s.path(hex(x, y, 50), plate, 3);
  });
  s.path(roundRectD(36, 256, 428, 40, 18), rim);
  // near legs with toenails, and a small tail
  s.path(ellipseD(40, 286, 24, 12, 20), skin);
  for (const x of [110, 330]) {
    s.path(roundRectD(x - 34, 284, 68, 92, 22), skin);
    for (const dx of [-18, 0, 18]) s.path(circleD(x + dx, 370, 9), '#ffffff', D);
  }
  return s;
}
