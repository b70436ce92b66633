/**
 * Own drawings (CC0) of children in costume: a pirate, a knight and a witch, standing face-on
 * in the girl's and the boy's style (`page-subjects.ts` `girl`, `story-subjects.ts` `boy`),
 * each holding its prop: a wooden toy sword, a sword and a shield, a broom. The library had
 * none of them ("a pirate", "a knight", "a witch" drew no person). Style as in `draw-own.ts`;
 * every detail a closed shape.
 */
import { SKIN, arm, armLine, bandD, childFace, starPts } from './child-figure.ts';
import { type P, Svg, circleD, ellipseD, polyD, roundPolyD, roundRectD, smoothD } from './geom.ts';
import { clipped, face } from './style.ts';

/**
 * A crescent moon centred near (cx, cy), radius r, opening to the right: the disc less a disc
 * of 0.8 r shifted right by 0.45 r, as one closed path of two arcs (units).
 */
function crescentD(cx: number, cy: number, r: number): string {
  const r2 = r * 0.8,
    dx = r * 0.45;
  // where the two circles cross
  const a = (r * r - r2 * r2 + dx * dx) / (2 * dx);
  const h = Math.sqrt(r * r - a * a);
  const top: P = [cx + a, cy - h],
    bottom: P = [cx + a, cy + h];
  const f = (p: P) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`;
  return `M${f(top)}A${r},${r} 0 1 0 ${f(bottom)}A${r2},${r2} 0 0 1 ${f(top)}Z`;
}

/** The hand at the end of an arm's centre line. */
const handOf = (line: P[]): P => line[line.length - 1] as P;

/**
 * A friendly child pirate standing face-on, about 460 × 640 units: a tricorn hat with a gold
 * trim and a star on its front, an eye patch on a strap, a striped shirt, a sash knotted at the
 * side with its ends hanging, knee-length trousers, tall boots with cuffs, and a wooden toy
 * sword (blade, guard, grip and pommel, each a closed shape) held up in the right hand.
 */
export function pirate(): Svg {
  const s = new Svg(460, 640, 4, 'Pirate');
  const hair = '#b5774a',
    shirt = '#ffffff',
    stripe = '#ff8a80',
    sash = '#ffd23f',
    trousers = '#7fb2ff',
    boot = '#a0724a',
    cuff = '#d9a877',
    hat = '#6b5b95',
    trim = '#ffd23f',
    wood = '#e8b878',
    woodDark = '#c98a4b';
  // the toy sword held up in the right hand: pommel and grip, then the guard and the blade
  const armR = armLine([282, 326], -10, 130, -0.006);
  const [hx, hy] = handOf(armR);
  s.path(roundRectD(hx - 9, hy - 30, 18, 62, 6), woodDark);
  s.path(circleD(hx, hy + 40, 14), wood);
  s.path(
    roundPolyD(
      [
        [hx - 17, hy - 40],
        [hx + 17, hy - 40],
        [hx + 17, hy - 212],
        [hx, hy - 246],
        [hx - 17, hy - 212],
      ],
      [4, 4, 10, 8, 10],
    ),
    wood,
  );
  s.path(roundRectD(hx - 46, hy - 48, 92, 22, 8), woodDark);
  // legs in tall boots with turned-down cuffs
  for (const x of [196, 264]) {
    const side = x < 230 ? -1 : 1;
    s.path(roundRectD(x - 17, 500, 34, 60, 12), SKIN);
    s.path(ellipseD(x + side * 12, 606, 42, 22), boot);
    s.path(roundRectD(x - 22, 528, 44, 80, 10), boot);
    s.path(roundRectD(x - 27, 520, 54, 26, 8), cuff, 3);
  }
  // arms: the left one hanging down, the right one holding the sword up
  arm(s, armLine([176, 328], 112, 112, 0.003), SKIN);
  arm(s, armR, SKIN);
  s.path(ellipseD(162, 332, 34, 32, -30), shirt);
  s.path(ellipseD(298, 330, 34, 32, 30), shirt);
  // knee-length trousers with a ragged hem
  s.path(
    roundPolyD(
      [
        [166, 424],
        [294, 424],
        [310, 528],
        [290, 520],
        [272, 530],
        [250, 520],
        [234, 476],
        [226, 476],
        [210, 520],
        [188, 530],
        [170, 520],
        [150, 528],
      ],
      [8, 8, 6, 6, 6, 6, 4, 4, 6, 6, 6, 6],
    ),
    trousers,
  );
  // striped shirt
  const shirtD = roundPolyD(
    [
      [172, 302],
      [288, 302],
      [298, 444],
      [162, 444],
    ],
    [22, 22, 10, 10],
  );
  clipped(s, shirtD, () => {
    s.path(shirtD, shirt, 0);
    s.path(roundRectD(140, 340, 180, 22, 0), stripe, 4);
    s.path(roundRectD(140, 384, 180, 22, 0), stripe, 4);
  });
  s.path(
    roundPolyD(
      [
        [206, 302],
        [254, 302],
        [230, 330],
      ],
      [6, 6, 6],
    ),
    SKIN,
    3,
  );
  // the sash round the waist, knotted at the left hip, its two ends hanging
  s.path(
    roundPolyD(
      [
        [162, 466],
        [156, 530],
        [180, 526],
        [182, 470],
      ],
      [6, 8, 8, 6],
    ),
    sash,
    3,
  );
  s.path(
    roundPolyD(
      [
        [176, 466],
        [196, 520],
        [214, 508],
        [196, 462],
      ],
      [6, 8, 8, 6],
    ),
    sash,
    3,
  );
  s.path(
    roundPolyD(
      [
        [158, 420],
        [302, 420],
        [304, 456],
        [156, 456],
      ],
      6,
    ),
    sash,
  );
  s.path(ellipseD(178, 456, 22, 18), sash, 3);
  // ears, head, hair under the hat
  s.path(ellipseD(140, 214, 18, 24), SKIN);
  s.path(ellipseD(320, 214, 18, 24), SKIN);
  s.path(ellipseD(230, 204, 92, 90), SKIN);
  s.path(
    smoothD([
      [138, 214],
      [140, 150],
      [230, 128],
      [320, 150],
      [322, 214],
      [304, 168],
      [230, 160],
      [156, 168],
    ]),
    hair,
  );
  childFace(s, 230, 212);
  // the eye patch over the right eye, on a strap round the head
  clipped(s, ellipseD(230, 204, 92, 90), () => {
    s.path(bandD([262, 200], [176, 136], 5), hat, 3);
    s.path(bandD([270, 212], [330, 200], 5), hat, 3);
  });
  s.path(ellipseD(265, 212, 26, 25), hat, 3);
  // the tricorn: its brim turned up into points at either side and a star on the front
  const hatD = roundPolyD(
    [
      [96, 168],
      [124, 98],
      [186, 70],
      [230, 38],
      [274, 70],
      [336, 98],
      [364, 168],
      [300, 150],
      [230, 178],
      [160, 150],
    ],
    [8, 30, 30, 40, 30, 30, 8, 40, 12, 40],
  );
  clipped(s, hatD, () => {
    s.path(hatD, hat, 0);
    s.path(
      roundPolyD(
        [
          [80, 152],
          [160, 128],
          [230, 154],
          [300, 128],
          [380, 152],
          [380, 200],
          [80, 200],
        ],
        [4, 30, 12, 30, 4, 0, 0],
      ),
      trim,
      4,
    );
  });
  s.path(roundPolyD(starPts(230, 96, 30), 3), trim, 3);
  return s;
}

/**
 * A friendly child knight standing face-on, about 460 × 640 units: a round helmet with its
 * visor raised above the face, a plume on top, a tunic with a cross over armour (shoulder
 * plates, arm and leg plates, knee caps, gauntlets), a belt, a heater shield with a chevron
 * on the left arm, and a sword held up in the right hand.
 */
export function knight(): Svg {
  const s = new Svg(460, 640, 4, 'Knight');
  const steel = '#c7d2e0',
    steelDark = '#a9b7c9',
    plume = '#ff6b6b',
    tunic = '#7fb2ff',
    emblem = '#ffd23f',
    belt = '#a0724a',
    shieldA = '#ff8a80',
    shieldB = '#fff3c4',
    gold = '#ffd23f';
  // the sword held up in the right hand: grip, then blade and guard, the hand over the grip
  const armR = armLine([282, 326], -10, 130, -0.006);
  const [hx, hy] = handOf(armR);
  s.path(roundRectD(hx - 9, hy - 30, 18, 62, 6), belt);
  s.path(circleD(hx, hy + 40, 14), gold);
  s.path(
    roundPolyD(
      [
        [hx - 15, hy - 40],
        [hx + 15, hy - 40],
        [hx + 15, hy - 214],
        [hx, hy - 250],
        [hx - 15, hy - 214],
      ],
      [4, 4, 6, 4, 6],
    ),
    steel,
  );
  s.path(roundRectD(hx - 46, hy - 50, 92, 22, 8), gold);
  // legs in armour: plates, knee caps and pointed shoes
  for (const x of [196, 264]) {
    const side = x < 230 ? -1 : 1;
    s.path(ellipseD(x + side * 12, 604, 42, 22), steelDark);
    s.path(roundRectD(x - 20, 476, 40, 128, 12), steel);
    s.path(circleD(x, 530, 20), steelDark, 3);
  }
  // arms in armour, shoulder plates; the left arm holds the shield, the right the sword
  arm(s, armLine([176, 328], 112, 104, 0.003), steel, steelDark);
  arm(s, armR, steel, steelDark);
  // the tunic over the armour, a belt, the cross on the chest
  const tunicD = roundPolyD(
    [
      [172, 302],
      [288, 302],
      [300, 400],
      [318, 512],
      [230, 498],
      [142, 512],
      [160, 400],
    ],
    [22, 22, 20, 10, 10, 10, 20],
  );
  clipped(s, tunicD, () => {
    s.path(tunicD, tunic, 0);
    s.path(roundRectD(120, 424, 220, 26, 0), belt, 4);
  });
  s.path(roundRectD(216, 424, 28, 26, 6), gold, 3);
  s.union([roundRectD(218, 326, 24, 84, 6), roundRectD(192, 350, 76, 24, 6)], emblem);
  s.path(ellipseD(160, 320, 36, 30, -25), steelDark);
  s.path(ellipseD(300, 320, 36, 30, 25), steelDark);
  // the shield on the left arm: a heater shape with a chevron
  const shieldD = roundPolyD(
    [
      [56, 368],
      [176, 368],
      [176, 448],
      [116, 532],
      [56, 448],
    ],
    [12, 12, 40, 16, 40],
  );
  clipped(s, shieldD, () => {
    s.path(shieldD, shieldA, 0);
    s.path(
      polyD([
        [40, 468],
        [116, 404],
        [192, 468],
        [192, 504],
        [116, 440],
        [40, 504],
      ]),
      shieldB,
      4,
    );
  });
  // the helmet round the head, the plume on top, the raised visor, then the face
  s.path(
    smoothD([
      [222, 84],
      [212, 42],
      [236, 12],
      [286, 2],
      [332, 18],
      [346, 48],
      [322, 36],
      [300, 40],
      [284, 30],
      [266, 44],
      [252, 56],
      [250, 84],
    ]),
    plume,
  );
  const helmetD = roundPolyD(
    [
      [124, 120],
      [176, 76],
      [284, 76],
      [336, 120],
      [344, 304],
      [116, 304],
    ],
    [40, 40, 40, 40, 16, 16],
  );
  s.path(helmetD, steel);
  s.path(ellipseD(230, 222, 86, 78), SKIN);
  s.path(
    roundPolyD(
      [
        [138, 110],
        [322, 110],
        [332, 152],
        [128, 152],
      ],
      [20, 20, 10, 10],
    ),
    steelDark,
    3,
  );
  s.path(circleD(130, 236, 10), gold, 3);
  s.path(circleD(330, 236, 10), gold, 3);
  face(s, 230, 222, 70, [14, 19], {
    cheekDx: 56,
    cheekDy: 32,
    mouthDy: 36,
    mouthW: 46,
    mouthD: 18,
    cheek: [17, 11],
  });
  return s;
}

/**
 * A friendly child witch standing face-on, about 480 × 640 units: a pointed hat, its tip bent,
 * with a band and a star, long hair, a cape behind, a dress with a moon and stars, striped
 * stockings, pointed boots, the left hand waving and the right holding a broom upright (its
 * bristles three closed bands under a binding).
 */
export function witch(): Svg {
  const s = new Svg(480, 640, 4, 'Witch');
  const hat = '#b98cff',
    band = '#ffd23f',
    hair = '#ff9e6b',
    cape = '#6b5b95',
    dress = '#8fe08a',
    sock = '#ffffff',
    stripe = '#b98cff',
    boot = '#a0724a',
    stick = '#c98a4b',
    straw = '#ffe08a',
    straw2 = '#ffd04d';
  // the long cape behind, hanging from the shoulders to below the hem
  s.path(
    roundPolyD(
      [
        [176, 310],
        [284, 310],
        [338, 504],
        [346, 566],
        [114, 566],
        [122, 504],
      ],
      [20, 20, 10, 12, 12, 10],
    ),
    cape,
  );
  // the broom standing at the right, in the right hand: stick, bristles in three bands, binding
  const armR = armLine([284, 328], 14, 118, 0.002);
  const bx = Math.round(handOf(armR)[0]);
  s.path(roundRectD(bx - 9, 220, 18, 320, 8), stick);
  const bristlesD = roundPolyD(
    [
      [bx - 28, 530],
      [bx + 28, 530],
      [bx + 62, 624],
      [bx - 62, 624],
    ],
    [8, 8, 10, 10],
  );
  clipped(s, bristlesD, () => {
    s.path(bristlesD, straw, 0);
    s.path(
      polyD([
        [bx - 12, 520],
        [bx + 12, 520],
        [bx + 28, 640],
        [bx - 28, 640],
      ]),
      straw2,
      4,
    );
  });
  s.path(roundRectD(bx - 32, 520, 64, 24, 6), band);
  // legs in striped stockings, pointed boots
  for (const x of [196, 264]) {
    const side = x < 230 ? -1 : 1;
    const legD = roundRectD(x - 17, 470, 34, 110, 12);
    clipped(s, legD, () => {
      s.path(legD, stripe, 0);
      // a white stripe between two coloured ones, the upper one from under the hem
      s.path(roundRectD(x - 30, 521, 60, 17, 0), sock, 3);
    });
    // the boot drawn for the right foot, mirrored for the left: its toe pointed and turned up
    const bootPts: [number, number, number][] = [
      [-20, 554, 6],
      [20, 554, 6],
      [22, 586, 14],
      [56, 590, 12],
      [70, 574, 3],
      [66, 602, 10],
      [42, 614, 10],
      [-20, 614, 10],
      [-22, 590, 10],
    ];
    s.path(
      roundPolyD(
        bootPts.map(([dx, y]) => [x + side * dx, y] as P),
        bootPts.map(([, , r]) => r),
      ),
      boot,
    );
  }
  // arms: the left one waving, the right one holding the broom
  arm(s, armLine([176, 328], 188, 118, 0.008), dress);
  arm(s, armR, dress);
  // the dress with a moon and stars on the skirt
  const dressD = roundPolyD(
    [
      [172, 302],
      [288, 302],
      [300, 380],
      [362, 504],
      [98, 504],
      [160, 380],
    ],
    [22, 22, 20, 24, 24, 20],
  );
  s.path(dressD, dress);
  s.path(crescentD(172, 420, 26), band, 3);
  s.path(roundPolyD(starPts(284, 426, 24), 2), band, 3);
  // the cape's pointed collar standing up at the neck
  for (const side of [-1, 1])
    s.path(
      roundPolyD(
        [
          [230 + side * 14, 308],
          [230 + side * 88, 270],
          [230 + side * 62, 338],
        ],
        [4, 6, 8],
      ),
      cape,
      3,
    );
  // head, then the hair as one shape: fringe and long locks framing the face to the shoulders
  s.path(ellipseD(230, 210, 92, 90), SKIN);
  s.path(
    smoothD([
      [124, 306],
      [122, 220],
      [146, 140],
      [230, 116],
      [314, 140],
      [338, 220],
      [336, 306],
      [306, 318],
      [302, 272],
      [318, 222],
      [292, 172],
      [250, 166],
      [230, 180],
      [206, 166],
      [168, 172],
      [142, 222],
      [158, 272],
      [154, 318],
    ]),
    hair,
  );
  childFace(s, 230, 218);
  // the hat: a bent cone with a band and a star, over a wide brim
  s.path(ellipseD(230, 152, 150, 30), hat);
  const coneD = smoothD(
    [
      [140, 154],
      [184, 80],
      [232, 28],
      [300, 6],
      [282, 30],
      [270, 90],
      [320, 154],
      [230, 164],
    ],
    0.8,
  );
  clipped(s, coneD, () => {
    s.path(coneD, hat, 0);
    s.path(
      polyD([
        [120, 118],
        [340, 118],
        [340, 146],
        [120, 146],
      ]),
      band,
      4,
    );
  });
  s.path(roundPolyD(starPts(230, 86, 22), 2), band, 3);
  return s;
}
