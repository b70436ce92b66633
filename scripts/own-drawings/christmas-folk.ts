/**
 * Own drawings (CC0) of Christmas folk kids ask for: Santa Claus with his sack of toys, a child
 * Christmas elf holding a present, and a gingerbread man. The people stand face-on in the girl's,
 * the boy's and the king's style (`page-subjects.ts` `girl`, `royals-and-chef.ts` `king`): the
 * library had none of them ("santa claus", "an elf", "a gingerbread man" drew a tree). Style as
 * in `draw-own.ts`; every detail a closed shape.
 */
import { SKIN, armLine } from './child-figure.ts';
import {
  type P,
  Svg,
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundPolyD,
  roundRectD,
  smoothD,
} from './geom.ts';
import { clipped, clippedTo, D, face, MOUTH, mouthD, tri } from './style.ts';

const RED = '#ff6b6b';
const WHITE = '#ffffff';
const GOLD = '#ffd23f';
const GREEN = '#8fe08a';

/** The last point of a centre line: where its hand is. */
const endOf = (line: P[]): P => line[line.length - 1] as P;

/** A sleeve along `line`, `hw` units half-wide, ending in a round hand of radius `r` (units). */
function arm(s: Svg, line: P[], fill: string, hw: number, r: number, hand = SKIN): void {
  s.path(polyD(ribbonPts(line, () => hw)), fill);
  const [x, y] = endOf(line);
  s.path(circleD(x, y, r), hand);
}

/** A fur cuff across a sleeve near its hand: an ellipse along the sleeve's end (units). */
function cuff(s: Svg, line: P[], rx: number, ry: number, back: number): void {
  const [cx, cy] = line[line.length - 1 - back] as P;
  const [ax, ay] = line[line.length - 1 - back - 8] as P;
  const a = (Math.atan2(cy - ay, cx - ax) * 180) / Math.PI;
  s.path(ellipseD(cx, cy, rx, ry, a), WHITE, 3);
}

/**
 * A gift box w × h units with its top-left at (x, y): a lid (unless `lid` is false), a ribbon down
 * the middle and a bow of two loops and a knot on top, each a closed shape.
 */
function giftBox(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  box: string,
  ribbon: string,
  lid = true,
): void {
  const cx = x + w / 2;
  const bow = Math.min(w * 0.3, 26);
  s.path(ellipseD(cx - bow * 0.8, y - bow * 0.45, bow * 0.8, bow * 0.5, -25), ribbon, 3);
  s.path(ellipseD(cx + bow * 0.8, y - bow * 0.45, bow * 0.8, bow * 0.5, 25), ribbon, 3);
  if (!lid) {
    s.path(roundRectD(x, y, w, h, 4), box);
    s.path(roundRectD(cx - w * 0.1, y, w * 0.2, h, 0), ribbon, 3);
  } else {
    s.path(roundRectD(x, y + h * 0.22, w, h * 0.78, 4), box);
    s.path(roundRectD(x - 5, y, w + 10, h * 0.26, 4), box);
    s.path(roundRectD(cx - w * 0.09, y + h * 0.26, w * 0.18, h * 0.74, 0), ribbon, 3);
    s.path(roundRectD(cx - w * 0.09, y, w * 0.18, h * 0.26, 0), ribbon, 3);
  }
  s.path(circleD(cx, y - bow * 0.2, bow * 0.32), ribbon, 3);
}

/**
 * A friendly grown-up Santa Claus standing face-on, about 560 × 800 units: a red hat flopping to
 * one side with a white brim and pompom, a fluffy scalloped beard and a moustache (closed
 * shapes) with the smiling mouth showing between them, a red suit with white trim down the front
 * and along the hem, a wide belt with a gold buckle, white cuffs, red trousers and boots with fur
 * tops; the left hand waving, the right holding a sack of toys over his shoulder, a present
 * peeking out of it.
 */
export function santa(): Svg {
  const s = new Svg(560, 800, 4, 'Santa Claus');
  const sack = '#e0b07a',
    patch = '#c98a4b',
    rope = '#ffd23f',
    belt = '#a0724a',
    boot = '#8b5a3c';

  // the sack behind his right shoulder: a present peeking out of its mouth, the sack, a patch
  giftBox(s, 400, 116, 76, 66, '#7fb2ff', RED);
  const sackD = smoothD([
    [386, 196],
    [430, 176],
    [490, 192],
    [470, 230],
    [520, 300],
    [540, 400],
    [500, 470],
    [400, 480],
    [370, 300],
    [408, 232],
  ]);
  s.path(sackD, sack);
  s.path(roundRectD(470, 366, 44, 44, 8), patch, 3);
  s.path(roundRectD(402, 222, 74, 22, 8), rope, 3);
  // legs in red trousers, boots with white fur tops
  for (const x of [200, 300]) {
    const side = x < 250 ? -1 : 1;
    s.path(roundRectD(x - 34, 540, 68, 130, 12), RED);
    s.path(ellipseD(x + side * 16, 756, 54, 28), boot);
    s.path(roundRectD(x - 34, 670, 68, 86, 10), boot);
    s.path(roundRectD(x - 40, 648, 80, 38, 14), WHITE, 3);
  }
  // the arms in red sleeves with white cuffs: the left waving, the right up to the sack's neck
  const armL = armLine([162, 344], 184, 140, 0.0095);
  const armR = armLine([338, 344], -54, 134, 0.001);
  arm(s, armL, RED, 26, 24);
  arm(s, armR, RED, 26, 24);
  cuff(s, armL, 16, 30, 20);
  cuff(s, armR, 16, 30, 20);
  // the coat with its round belly, white trim down the front and along the hem, the belt
  const coatD = roundPolyD(
    [
      [170, 300],
      [330, 300],
      [392, 460],
      [384, 572],
      [116, 572],
      [108, 460],
    ],
    [40, 40, 60, 14, 14, 60],
  );
  clipped(s, coatD, () => {
    s.path(coatD, RED, 0);
    s.path(roundRectD(230, 280, 40, 300, 0), WHITE, 4);
    s.path(roundRectD(80, 530, 340, 60, 0), WHITE, 4);
    s.path(roundRectD(80, 440, 340, 42, 0), belt, 4);
  });
  s.path(roundRectD(218, 432, 64, 58, 8), GOLD, 3);
  s.path(roundRectD(234, 446, 32, 30, 4), belt, 3);
  // the fluffy beard: a big shape from the sideburns under the mouth, scalloped all round below
  s.union(
    [
      roundPolyD(
        [
          [146, 124],
          [170, 128],
          [162, 196],
          [196, 262],
          [250, 278],
          [304, 262],
          [338, 196],
          [330, 128],
          [354, 124],
          [356, 260],
          [330, 350],
          [250, 376],
          [170, 350],
          [144, 260],
        ],
        [10, 10, 30, 30, 30, 30, 30, 10, 10, 40, 40, 40, 40, 40],
      ),
      ...(
        [
          [144, 196, 20],
          [142, 246, 24],
          [150, 296, 26],
          [176, 338, 28],
          [210, 366, 28],
          [250, 376, 28],
          [290, 366, 28],
          [324, 338, 28],
          [350, 296, 26],
          [358, 246, 24],
          [356, 196, 20],
        ] as [number, number, number][]
      ).map(([x, y, r]) => circleD(x, y, r)),
    ],
    WHITE,
  );
  // the face between the hat and the beard
  s.path(
    roundPolyD(
      [
        [168, 120],
        [332, 120],
        [338, 196],
        [304, 256],
        [250, 272],
        [196, 256],
        [162, 196],
      ],
      [10, 10, 40, 30, 30, 30, 40],
    ),
    SKIN,
    0,
  );
  face(s, 250, 168, 72, [15, 20], { cheekDx: 62, cheekDy: 30, mouthW: 0, cheek: [15, 10] });
  // the moustache: two puffy curls under the eyes, the smiling mouth below it
  s.union([ellipseD(224, 206, 30, 15, -12), ellipseD(276, 206, 30, 15, 12), circleD(250, 202, 12)], WHITE);
  s.path(mouthD(250, 230, 64, 26), MOUTH, D);
  // the hat flopping to his right, its white brim and pompom
  s.path(
    roundPolyD(
      [
        [348, 116],
        [152, 116],
        [166, 78],
        [196, 46],
        [84, 96],
        [230, 10],
        [310, 30],
      ],
      [10, 10, 30, 20, 6, 60, 40],
    ),
    RED,
  );
  s.path(circleD(80, 100, 32), WHITE);
  s.path(roundRectD(140, 100, 220, 40, 16), WHITE);
  return s;
}

/**
 * A friendly child Christmas elf standing face-on, about 460 × 660 units: a pointy green hat
 * flopping to one side with a white brim and a gold bell at its tip, pointy ears, a tunic with
 * a pointed collar, a belt with a buckle and a zigzag hem, red-and-white striped stockings and
 * shoes with curled-up toes tipped with balls; the left hand waving, the right holding a small
 * present.
 */
export function elf(): Svg {
  const s = new Svg(460, 660, 4, 'Elf');
  const hair = '#e08a4b',
    tunic = GREEN,
    hat = '#5fcf7a',
    collar = RED,
    belt = '#a0724a',
    shoe = '#b98cff',
    ear = '#ffc9a8';
  // striped stockings, then curled shoes with a ball on each toe
  for (const x of [200, 260]) {
    const side = x < 230 ? -1 : 1;
    const legD = roundRectD(x - 17, 470, 34, 130, 10);
    clipped(s, legD, () => {
      s.path(legD, WHITE, 0);
      for (const y of [513, 560]) s.path(roundRectD(x - 30, y, 60, 24, 0), RED, 4);
    });
    const toe = curveLine([x + side * 30, 604], deg(side < 0 ? 180 : 0), 70, (t) => side * -0.03 * t * 1.6);
    s.path(polyD(ribbonPts(toe, (t) => 16 - 10 * t)), shoe);
    s.path(ellipseD(x + side * 6, 606, 38, 22), shoe);
    const [tx, ty] = endOf(toe);
    s.path(circleD(tx, ty, 11), GOLD, 3);
  }
  // arms: the left waving, the right bent with the present in its hand
  const armL = armLine([176, 330], 200, 110, 0.012);
  const armR = armLine([284, 330], 40, 100, -0.012);
  arm(s, armL, tunic, 16, 21);
  const [px, py] = endOf(armR);
  giftBox(s, px - 38, py - 84, 76, 66, '#ffd23f', RED, false);
  arm(s, armR, tunic, 16, 21);
  // the tunic with a zigzag hem, a belt and buckle
  const hem: P[] = [];
  for (let i = 0; i <= 6; i++) hem.push([320 - i * 30, i % 2 === 0 ? 496 : 468]);
  const tunicD = roundPolyD(
    [[172, 306], [288, 306], [300, 400], [320, 468], ...hem.slice(1, -1), [140, 468], [160, 400]],
    4,
  );
  clipped(s, tunicD, () => {
    s.path(tunicD, tunic, 0);
    s.path(roundRectD(120, 404, 220, 26, 0), belt, 4);
  });
  s.path(roundRectD(212, 398, 36, 38, 6), GOLD, 3);
  s.path(roundRectD(222, 408, 16, 18, 3), belt, 3);
  // the pointed collar
  s.path(
    roundPolyD(
      [
        [170, 300],
        [290, 300],
        [276, 334],
        [252, 318],
        [230, 344],
        [208, 318],
        [184, 334],
      ],
      4,
    ),
    collar,
    3,
  );
  // pointy ears, head, hair, face
  for (const side of [-1, 1]) {
    s.path(tri([230 + side * 80, 190], [230 + side * 150, 150], [230 + side * 86, 250], [8, 6, 14]), SKIN);
    s.path(tri([230 + side * 96, 198], [230 + side * 132, 168], [230 + side * 98, 230], [6, 4, 8]), ear, D);
  }
  s.path(ellipseD(230, 214, 92, 88), SKIN);
  s.path(
    smoothD([
      [140, 216],
      [146, 160],
      [230, 140],
      [314, 160],
      [320, 216],
      [300, 176],
      [262, 164],
      [230, 176],
      [198, 164],
      [160, 176],
    ]),
    hair,
  );
  face(s, 230, 222, 70, [14, 19], {
    cheekDx: 56,
    cheekDy: 32,
    mouthDy: 36,
    mouthW: 44,
    mouthD: 18,
    cheek: [17, 11],
  });
  // the pointy hat flopping to the right, its brim and the bell at its tip
  s.path(
    roundPolyD(
      [
        [150, 150],
        [310, 150],
        [300, 90],
        [360, 52],
        [396, 96],
        [300, 16],
        [210, 40],
      ],
      [10, 10, 20, 10, 4, 50, 40],
    ),
    hat,
  );
  s.path(circleD(400, 108, 22), GOLD);
  s.path(roundRectD(392, 112, 16, 10, 4), '#c98a4b', D);
  s.path(roundRectD(138, 134, 184, 38, 16), WHITE);
  return s;
}

/** A wavy band of icing across a limb: a closed ribbon along a squiggle from a to b (units). */
function icingD(a: P, b: P, hw: number): string {
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const ux = (b[0] - a[0]) / l,
    uy = (b[1] - a[1]) / l;
  const line: P[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const w = Math.sin(t * Math.PI * 4) * 9;
    line.push([a[0] + ux * l * t - uy * w, a[1] + uy * l * t + ux * w]);
  }
  return polyD(ribbonPts(line, () => hw, true));
}

/**
 * A friendly gingerbread man, about 480 × 560 units: one cookie of a round head, a body, arms out
 * and legs apart outlined as one, wavy white icing bands across each arm and leg, a smiling face
 * with cheeks, a red bow tie and three round sweet buttons down his front.
 */
export function gingerbreadMan(): Svg {
  const s = new Svg(480, 560, 4, 'Gingerbread man');
  const dough = '#e0a060',
    icing = WHITE,
    bowTie = RED,
    buttons = [GREEN, RED, '#7fb2ff'];
  const armL = curveLine([200, 250], deg(200), 150, () => 0.002);
  const armR = curveLine([280, 250], deg(-20), 150, () => -0.002);
  const legL = curveLine([205, 380], deg(115), 130, () => 0);
  const legR = curveLine([275, 380], deg(65), 130, () => 0);
  const limbs = [armL, armR, legL, legR];
  const shapes = [
    circleD(240, 130, 96),
    roundRectD(160, 210, 160, 200, 50),
    ...limbs.map((l) => polyD(ribbonPts(l, () => 40))),
  ];
  s.union(shapes, dough);
  // icing: a wavy band across each arm and each leg near its end
  clippedTo(s, shapes, () => {
    for (const l of limbs) {
      const [cx, cy] = l[l.length - 20] as P;
      const [ax, ay] = l[l.length - 28] as P;
      const d = Math.hypot(cx - ax, cy - ay);
      const nx = -(cy - ay) / d,
        ny = (cx - ax) / d;
      s.path(icingD([cx - nx * 56, cy - ny * 56], [cx + nx * 56, cy + ny * 56], 7), icing, 3);
    }
  });
  // face, bow tie, buttons
  face(s, 240, 122, 70, [15, 20], {
    cheekDx: 58,
    cheekDy: 34,
    mouthDy: 40,
    mouthW: 58,
    mouthD: 22,
    cheek: [17, 11],
  });
  s.path(tri([240, 236], [190, 212], [190, 262], [6, 8, 8]), bowTie, 3);
  s.path(tri([240, 236], [290, 212], [290, 262], [6, 8, 8]), bowTie, 3);
  s.path(circleD(240, 236, 13), bowTie, 3);
  buttons.forEach((c, i) => s.path(circleD(240, 290 + i * 42, 14), c, 3));
  return s;
}
