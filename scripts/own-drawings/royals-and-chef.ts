/**
 * Own drawings (CC0) of a king, a prince and a chef, standing face-on in the girl's and the
 * boy's style (`page-subjects.ts` `girl`, `story-subjects.ts` `boy`, `costumes.ts`): the library
 * had none of them ("a king", "a prince", "a chef" drew no person). Style as in `draw-own.ts`;
 * every detail a closed shape.
 */
import { SKIN, armLine, bandD, childFace, starPts } from './child-figure.ts';
import { type P, Svg, circleD, ellipseD, polyD, ribbonPts, roundPolyD, roundRectD, smoothD } from './geom.ts';
import { clipped, D, face } from './style.ts';

export const GOLD = '#ffd23f';
export const ERMINE = '#ffffff';
export const SPOT = '#1a1a1a';

/** The hand at the end of an arm's centre line. */
export const handOf = (line: P[]): P => line[line.length - 1] as P;

/** A sleeve along `line`, 15 units half-wide (unless `hw`), a round hand of radius 21 at its end. */
export function arm(s: Svg, line: P[], fill: string, hw = 15): void {
  s.path(polyD(ribbonPts(line, () => hw)), fill);
  const end = handOf(line);
  s.path(circleD(end[0], end[1], 21), SKIN);
}

/** An ermine spot: a small dark teardrop, point up, at (cx, cy) — a closed shape (units). */
export function spotD(cx: number, cy: number, r = 5): string {
  return roundPolyD(
    [
      [cx, cy - r * 2.2],
      [cx + r, cy],
      [cx, cy + r],
      [cx - r, cy],
    ],
    [1, r, r, r],
  );
}

/**
 * A crown of `n` points standing on a band from x0 to x1 (band top y, height h), each point
 * tipped with a ball, round jewels on the band (units). Drawn after the head it sits on.
 */
export function crownOn(
  s: Svg,
  x0: number,
  x1: number,
  y: number,
  h: number,
  pointH: number,
  n: number,
  jewels: string[],
): void {
  const w = x1 - x0;
  const pts: P[] = [[x0, y + h]];
  pts.push([x0 - 4, y - pointH]);
  for (let i = 1; i < n; i++) {
    pts.push([x0 + (w * (i - 0.5)) / (n - 1), y - pointH * 0.2]);
    pts.push([x0 + (w * i) / (n - 1), y - pointH]);
  }
  pts[pts.length - 1] = [x1 + 4, y - pointH];
  pts.push([x1, y + h]);
  for (let i = 0; i < n; i++) {
    const px = i === 0 ? x0 - 4 : i === n - 1 ? x1 + 4 : x0 + (w * i) / (n - 1);
    s.path(circleD(px, y - pointH - 4, 9), GOLD, 3);
  }
  s.path(
    roundPolyD(
      pts,
      pts.map(() => 4),
    ),
    GOLD,
  );
  s.path(roundRectD(x0 - 2, y, w + 4, h, 4), GOLD, 3);
  const gap = w / jewels.length;
  jewels.forEach((colour, i) => {
    const jx = x0 + gap * (i + 0.5);
    if (i === Math.floor(jewels.length / 2)) s.path(ellipseD(jx, y + h / 2, 11, 9), colour, D);
    else s.path(circleD(jx, y + h / 2, 8), colour, D);
  });
}

/**
 * A friendly grown-up king standing face-on, about 500 × 780 units: a gold crown of five
 * ball-tipped points with jewels on its band, a short round beard, a long red robe open at the
 * front over a tunic with a round belly and a belt, an ermine collar, cuffs and trim (white,
 * dark teardrop spots) along the robe's edges and hem, shoes peeping out, the left hand waving
 * and the right holding a gold sceptre topped with an orb and a jewel.
 */
export function king(): Svg {
  const s = new Svg(500, 780, 4, 'King');
  const robe = '#ff6b6b',
    tunic = '#7fb2ff',
    belt = '#a0724a',
    beard = '#c98a4b',
    shoe = '#6b5b95',
    ruby = '#ff6b6b',
    emerald = '#8fe08a',
    sapphire = '#7fb2ff';
  // the sceptre, held upright in the right hand: rod, orb and jewel on top
  const armR = armLine([330, 330], 40, 120, -0.012);
  const [hx, hy] = handOf(armR);
  s.path(roundRectD(hx - 9, hy - 190, 18, 300, 8), GOLD);
  s.path(circleD(hx, hy - 206, 26), GOLD);
  s.path(circleD(hx, hy - 206, 12), ruby, D);
  s.path(roundRectD(hx - 20, hy - 176, 40, 16, 6), GOLD, 3);
  // shoes under the robe
  s.path(ellipseD(206, 748, 42, 22), shoe);
  s.path(ellipseD(294, 748, 42, 22), shoe);
  // the long robe, widening to the floor
  const robeD = roundPolyD(
    [
      [180, 300],
      [320, 300],
      [380, 520],
      [430, 740],
      [70, 740],
      [120, 520],
    ],
    [30, 30, 40, 14, 14, 40],
  );
  s.path(robeD, robe);
  // ermine trim down both edges of the opening and along the hem
  const hemD = roundPolyD(
    [
      [82, 690],
      [418, 690],
      [432, 742],
      [68, 742],
    ],
    [8, 8, 10, 10],
  );
  s.path(hemD, ERMINE);
  for (const side of [-1, 1]) {
    const edgeD = roundPolyD(
      [
        [250 + side * 34, 316],
        [250 + side * 64, 316],
        [250 + side * 100, 692],
        [250 + side * 64, 692],
      ],
      [6, 6, 4, 4],
    );
    s.path(edgeD, ERMINE);
    for (const t of [0.2, 0.45, 0.7, 0.93]) {
      const y = 330 + t * 350;
      const x = 250 + side * (49 + t * 33);
      s.path(spotD(x, y), SPOT, D);
    }
  }
  for (const x of [110, 160, 340, 390]) s.path(spotD(x, 720), SPOT, D);
  // the tunic in the robe's opening, bulging over the trim at the round belly, a belt across it
  const frontD = smoothD([
    [250, 318],
    [284, 318],
    [300, 380],
    [338, 430],
    [348, 486],
    [324, 548],
    [312, 604],
    [316, 690],
    [318, 694],
    [182, 694],
    [184, 690],
    [188, 604],
    [176, 548],
    [152, 486],
    [162, 430],
    [200, 380],
    [216, 318],
  ]);
  clipped(s, frontD, () => {
    s.path(frontD, tunic, 0);
    s.path(roundRectD(120, 500, 260, 30, 0), belt, 4);
  });
  s.path(roundRectD(232, 498, 36, 34, 6), GOLD, 3);
  // arms in red sleeves with ermine cuffs: the left waving, the right holding the sceptre
  const armL = armLine([170, 330], 200, 120, 0.012);
  arm(s, armL, robe, 22);
  arm(s, armR, robe, 22);
  for (const line of [armL, armR]) {
    const [cx, cy] = line[line.length - 22] as P;
    const [ax, ay] = line[line.length - 30] as P;
    const a = (Math.atan2(cy - ay, cx - ax) * 180) / Math.PI;
    s.path(ellipseD(cx, cy, 14, 28, a), ERMINE, 3);
  }
  // the sceptre's rod again over the right hand's fingers: the hand grips it
  s.path(roundRectD(hx - 9, hy - 14, 18, 28, 4), GOLD, 3);
  // the ermine collar round the shoulders
  const collarD = roundPolyD(
    [
      [150, 296],
      [350, 296],
      [372, 350],
      [250, 376],
      [128, 350],
    ],
    [40, 40, 20, 30, 20],
  );
  s.path(collarD, ERMINE);
  for (const [x, y] of [
    [168, 330],
    [214, 350],
    [286, 350],
    [332, 330],
  ] as P[])
    s.path(spotD(x, y), SPOT, D);
  // ears, head, beard, face
  s.path(ellipseD(152, 198, 18, 26), SKIN);
  s.path(ellipseD(348, 198, 18, 26), SKIN);
  s.path(ellipseD(250, 190, 98, 100), SKIN);
  // the beard: curly, five round locks along its lower edge, its top along the jaw
  s.path(
    smoothD([
      [154, 222],
      [196, 272],
      [250, 282],
      [304, 272],
      [346, 222],
      [352, 282],
      [326, 318],
      [312, 312],
      [292, 344],
      [272, 336],
      [250, 364],
      [228, 336],
      [208, 344],
      [188, 312],
      [174, 318],
      [148, 282],
    ]),
    beard,
  );
  // hair at the sides under the crown
  for (const side of [-1, 1])
    s.path(
      smoothD([
        [250 + side * 96, 170],
        [250 + side * 96, 112],
        [250 + side * 64, 100],
        [250 + side * 74, 140],
      ]),
      beard,
      3,
    );
  face(s, 250, 186, 76, [16, 22], {
    cheekDx: 60,
    cheekDy: 36,
    mouthDy: 40,
    mouthW: 62,
    mouthD: 24,
    cheek: [19, 12],
  });
  // the crown
  crownOn(s, 160, 340, 92, 34, 64, 5, [sapphire, emerald, ruby, emerald, sapphire]);
  return s;
}

/**
 * A friendly child prince standing face-on, about 460 × 640 units: a small gold crown of three
 * ball-tipped points with a jewel, a short cape behind the shoulders, a tunic with a sash from
 * shoulder to hip and a round gold emblem with a star on the chest, a belt, tights and boots
 * with cuffs; the left hand waving, the right hanging.
 */
export function prince(): Svg {
  const s = new Svg(460, 640, 4, 'Prince');
  const hair = '#e0a060',
    cape = '#b98cff',
    capeLining = '#ff8a80',
    tunic = '#7fb2ff',
    sash = '#ff8a80',
    tights = '#ffffff',
    boot = '#a0724a',
    cuff = '#d9a877',
    belt = '#6b5b95';
  // the short cape behind, from the shoulders to the hips, its lining showing at the hem
  s.path(
    roundPolyD(
      [
        [168, 300],
        [292, 300],
        [346, 478],
        [114, 478],
      ],
      [20, 20, 12, 12],
    ),
    capeLining,
  );
  s.path(
    roundPolyD(
      [
        [168, 300],
        [292, 300],
        [338, 454],
        [122, 454],
      ],
      [20, 20, 12, 12],
    ),
    cape,
  );
  // legs in tights, boots with turned-down cuffs
  for (const x of [198, 262]) {
    const side = x < 230 ? -1 : 1;
    s.path(roundRectD(x - 17, 460, 34, 90, 12), tights);
    s.path(ellipseD(x + side * 12, 606, 40, 22), boot);
    s.path(roundRectD(x - 21, 528, 42, 80, 10), boot);
    s.path(roundRectD(x - 26, 520, 52, 26, 8), cuff, 3);
  }
  // arms: the left waving, the right bent with its hand on the hip
  arm(s, armLine([176, 326], 200, 112, 0.012), tunic);
  arm(s, armLine([284, 326], 68, 112, -0.003), tunic);
  // the tunic to above the knees, its hem scalloped
  const tunicD = roundPolyD(
    [
      [172, 302],
      [288, 302],
      [300, 400],
      [312, 488],
      [272, 500],
      [230, 488],
      [188, 500],
      [148, 488],
      [160, 400],
    ],
    [22, 22, 20, 10, 14, 10, 14, 10, 20],
  );
  clipped(s, tunicD, () => {
    s.path(tunicD, tunic, 0);
    // the sash from the right shoulder down to the left hip
    s.path(bandD([300, 290], [150, 450], 20, 0), sash, 4);
    s.path(roundRectD(120, 428, 220, 24, 0), belt, 4);
  });
  s.path(roundRectD(214, 426, 32, 28, 6), GOLD, 3);
  // the emblem on the chest: a gold disc with a star
  s.path(circleD(208, 356, 26), GOLD, 3);
  s.path(roundPolyD(starPts(208, 357, 17), 2), '#ffffff', D);
  // shoulder puffs
  s.path(ellipseD(166, 318, 30, 26, -25), cape, 3);
  s.path(ellipseD(294, 318, 30, 26, 25), cape, 3);
  // the collar: a white ruff at the neck
  s.path(ellipseD(230, 302, 48, 16), '#ffffff', 3);
  // ears, head, hair, face
  s.path(ellipseD(140, 214, 18, 24), SKIN);
  s.path(ellipseD(320, 214, 18, 24), SKIN);
  s.path(ellipseD(230, 204, 92, 90), SKIN);
  s.path(
    smoothD([
      [138, 220],
      [140, 150],
      [230, 112],
      [320, 150],
      [322, 220],
      [302, 166],
      [260, 150],
      [230, 164],
      [196, 150],
      [156, 170],
    ]),
    hair,
  );
  childFace(s, 230, 214);
  // the small crown sitting on the hair
  crownOn(s, 186, 274, 100, 26, 40, 3, ['#ff6b6b']);
  return s;
}

/**
 * A friendly child chef standing face-on, about 460 × 660 units: a tall puffed chef's hat on a
 * band, a red neckerchief, a white double-breasted jacket with two rows of round buttons, a long
 * apron with a pocket tied at the waist, checked trousers' hems and shoes; the left hand waving,
 * the right holding up a wooden spoon (a bowl and a handle, each a closed shape).
 */
export function chef(): Svg {
  const s = new Svg(460, 660, 4, 'Chef');
  const hair = '#8b5a3c',
    jacket = '#ffffff',
    apron = '#8fd3ff',
    scarf = '#ff6b6b',
    trousers = '#6b5b95',
    shoe = '#a0724a',
    wood = '#e8b878',
    woodDark = '#c98a4b',
    hat = '#ffffff';
  // the wooden spoon held up in the right hand: handle and bowl
  const armR = armLine([284, 340], -20, 110, -0.008);
  const [hx, hy] = handOf(armR);
  s.path(roundRectD(hx - 8, hy - 120, 16, 160, 8), wood);
  s.path(ellipseD(hx, hy - 150, 30, 42), woodDark);
  s.path(ellipseD(hx, hy - 146, 17, 26), wood, D);
  // legs in trousers, shoes
  for (const x of [198, 262]) {
    const side = x < 230 ? -1 : 1;
    s.path(ellipseD(x + side * 12, 626, 40, 20), shoe);
    s.path(roundRectD(x - 22, 500, 44, 118, 10), trousers);
  }
  // arms in white sleeves: the left waving, the right holding the spoon
  arm(s, armLine([176, 340], 200, 112, 0.012), jacket, 17);
  arm(s, armR, jacket, 17);
  // the jacket, then the long apron over its lower half
  const jacketD = roundPolyD(
    [
      [170, 316],
      [290, 316],
      [300, 470],
      [160, 470],
    ],
    [22, 22, 10, 10],
  );
  s.path(jacketD, jacket);
  // apron ties at the waist, then the apron and its pocket
  s.path(
    roundPolyD(
      [
        [160, 420],
        [300, 420],
        [300, 440],
        [160, 440],
      ],
      4,
    ),
    apron,
    3,
  );
  const apronD = roundPolyD(
    [
      [176, 418],
      [284, 418],
      [306, 580],
      [154, 580],
    ],
    [8, 8, 12, 12],
  );
  s.path(apronD, apron);
  s.path(roundRectD(200, 478, 60, 46, 8), apron, 3);
  s.path(roundRectD(152, 418, 156, 26, 6), apron, 3);
  // two rows of buttons on the double-breasted front
  for (const x of [206, 254]) for (const y of [352, 388]) s.path(circleD(x, y, 10), '#ffd23f', 3);
  // the neckerchief knotted at the throat
  s.path(
    roundPolyD(
      [
        [190, 312],
        [270, 312],
        [230, 346],
      ],
      [8, 8, 8],
    ),
    scarf,
    3,
  );
  s.path(circleD(230, 318, 13), scarf, 3);
  // shoulder puffs of the jacket
  s.path(ellipseD(166, 334, 30, 26, -25), jacket, 3);
  s.path(ellipseD(294, 334, 30, 26, 25), jacket, 3);
  // ears, head, hair, face
  s.path(ellipseD(140, 234, 18, 24), SKIN);
  s.path(ellipseD(320, 234, 18, 24), SKIN);
  s.path(ellipseD(230, 226, 92, 88), SKIN);
  s.path(
    smoothD([
      [138, 236],
      [142, 176],
      [230, 150],
      [318, 176],
      [322, 236],
      [304, 196],
      [230, 184],
      [156, 196],
    ]),
    hair,
  );
  childFace(s, 230, 232);
  // the tall chef's hat: a puffed top of three rounds over a band
  s.union(
    [circleD(178, 96, 50), circleD(282, 96, 50), circleD(230, 70, 60), roundRectD(166, 90, 128, 90, 8)],
    hat,
  );
  s.path(
    roundPolyD(
      [
        [156, 148],
        [304, 148],
        [308, 196],
        [152, 196],
      ],
      8,
    ),
    hat,
  );
  return s;
}
