/**
 * Own drawings (CC0) of children dressed as people who help, and a clown: a doctor, a
 * firefighter and a circus clown, standing face-on in the girl's and the boy's style
 * (`page-subjects.ts` `girl`, `story-subjects.ts` `boy`, `costumes.ts`), each with the thing
 * that tells who they are: a stethoscope and a clipboard, a hose nozzle on its hose, a bunch of
 * balloons. The library had none of them ("a doctor", "a firefighter", "a clown" drew no
 * person). Style as in `draw-own.ts`; every detail a closed shape (the stethoscope's tube, the
 * hose and the balloon strings are closed ribbons, not strokes).
 */
import { SKIN, arm, armLine } from './child-figure.ts';
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
import { clipped, face } from './style.ts';

/** The hand at the end of an arm's centre line. */
const handOf = (line: P[]): P => line[line.length - 1] as P;

/** The smiling face of the standing children, its eyes 70 apart at (cx, cy); mouthDy below. */
function childFace(s: Svg, cx: number, cy: number, mouthDy = 36): void {
  face(s, cx, cy, 70, [14, 19], {
    cheekDx: 56,
    cheekDy: 32,
    mouthDy,
    mouthW: 44,
    mouthD: 18,
    cheek: [17, 11],
  });
}

/** A plus sign centred on (cx, cy), arms `len` long and `w` wide, as one closed shape (units). */
function crossD(cx: number, cy: number, len: number, w: number): string {
  const a = len / 2,
    b = w / 2;
  return roundPolyD(
    [
      [cx - b, cy - a],
      [cx + b, cy - a],
      [cx + b, cy - b],
      [cx + a, cy - b],
      [cx + a, cy + b],
      [cx + b, cy + b],
      [cx + b, cy + a],
      [cx - b, cy + a],
      [cx - b, cy + b],
      [cx - a, cy + b],
      [cx - a, cy - b],
      [cx - b, cy - b],
    ],
    2,
  );
}

/**
 * A friendly child doctor standing face-on, about 460 × 640 units: a bob of hair under a head
 * mirror on a headband, a long white coat with lapels and two pockets over
 * a blue shirt and trousers, a stethoscope round the neck (its tube a closed U-shaped band, its
 * chest piece a disc), the right hand waving and the left holding a clipboard with a red cross
 * on its paper.
 */
export function doctor(): Svg {
  const s = new Svg(460, 640, 4, 'Doctor');
  const hair = '#8a5a36',
    coat = '#ffffff',
    shirt = '#9fd8ff',
    trousers = '#7fb2ff',
    shoe = '#ff9e6b',
    steel = '#c7d2e0',
    tube = '#7fb2ff',
    board = '#c98a4b',
    paper = '#fff8e1',
    red = '#ff6b6b',
    band = '#b98cff';
  // legs and shoes under the coat
  for (const x of [196, 264]) {
    const side = x < 230 ? -1 : 1;
    s.path(roundRectD(x - 19, 470, 38, 118, 12), trousers);
    s.path(ellipseD(x + side * 12, 598, 42, 22), shoe);
  }
  // the right arm waving, in the coat's sleeve
  arm(s, armLine([284, 328], -20, 112, -0.01), coat);
  // the clipboard at the left side, then the left arm whose hand holds its edge
  const boardD = roundRectD(46, 382, 104, 132, 8);
  s.path(boardD, board);
  s.path(roundRectD(58, 404, 80, 98, 4), paper, 3);
  s.path(crossD(98, 452, 44, 16), red, 3);
  s.path(roundRectD(76, 370, 44, 24, 6), steel, 3);
  arm(s, armLine([176, 328], 118, 100, 0.004), coat);
  // the coat: long, flaring a little, with the shirt showing in a V between the lapels
  const coatD = roundPolyD(
    [
      [172, 302],
      [288, 302],
      [300, 400],
      [314, 520],
      [146, 520],
      [160, 400],
    ],
    [22, 22, 20, 10, 10, 20],
  );
  s.path(coatD, coat);
  s.path(
    roundPolyD(
      [
        [200, 302],
        [260, 302],
        [230, 396],
      ],
      [6, 6, 6],
    ),
    shirt,
    3,
  );
  // lapels folded back either side of the V
  for (const side of [-1, 1])
    s.path(
      roundPolyD(
        [
          [230 + side * 30, 302],
          [230 + side * 54, 306],
          [230 + side * 40, 346],
          [230 + side * 4, 396],
        ],
        [4, 6, 6, 4],
      ),
      coat,
      3,
    );
  // the coat's middle line as a thin closed band, buttons, pockets
  s.path(roundRectD(227, 396, 6, 124, 2), coat, 2);
  s.path(roundRectD(164, 446, 48, 44, 6), coat, 3);
  s.path(roundRectD(248, 446, 48, 44, 6), coat, 3);
  // the shoulders of the sleeves
  s.path(ellipseD(162, 326, 32, 30, -30), coat);
  s.path(ellipseD(298, 324, 32, 30, 30), coat);
  // the stethoscope: the tube round the neck as a U band, its chest piece hanging on the chest
  const u = smoothD([
    [188, 300],
    [192, 356],
    [214, 392],
    [230, 398],
    [246, 392],
    [268, 356],
    [272, 300],
    [262, 300],
    [256, 352],
    [240, 382],
    [230, 386],
    [220, 382],
    [204, 352],
    [198, 300],
  ]);
  s.path(u, tube, 3);
  s.path(roundRectD(224, 392, 12, 20, 3), steel, 2);
  s.path(circleD(230, 424, 17), steel, 3);
  s.path(circleD(230, 424, 8), coat, 2);
  // neck, ears, head, a bob of hair
  s.path(roundRectD(212, 272, 36, 34, 6), SKIN);
  s.path(ellipseD(140, 214, 18, 24), SKIN);
  s.path(ellipseD(320, 214, 18, 24), SKIN);
  s.path(
    smoothD([
      [126, 280],
      [124, 190],
      [150, 132],
      [230, 110],
      [310, 132],
      [336, 190],
      [334, 280],
      [300, 284],
      [316, 210],
      [300, 170],
      [230, 168],
      [160, 170],
      [144, 210],
      [160, 284],
    ]),
    hair,
  );
  s.path(ellipseD(230, 212, 88, 86), SKIN);
  const fringe = smoothD([
    [146, 206],
    [152, 146],
    [230, 122],
    [308, 146],
    [314, 206],
    [292, 180],
    [230, 176],
    [168, 180],
  ]);
  s.path(fringe, hair);
  childFace(s, 230, 222);
  // the head mirror on its headband
  clipped(s, fringe, () => {
    s.path(roundRectD(120, 126, 220, 12, 0), band, 2);
  });
  s.path(circleD(230, 118, 36), steel);
  s.path(circleD(230, 118, 20), '#e8f6ff', 3);
  return s;
}

/**
 * A friendly child firefighter standing face-on, about 480 × 640 units: a red helmet with a
 * wide brim and a yellow shield badge on its front, a jacket and trousers with reflective
 * stripes, big boots, the left hand waving and the right holding up a hose nozzle, its hose a
 * closed ribbon curving down behind to the ground, and three drops of water from the nozzle.
 */
export function firefighter(): Svg {
  const s = new Svg(480, 640, 4, 'Firefighter');
  const hair = '#b5774a',
    helmet = '#ff6b6b',
    badge = '#ffd23f',
    jacket = '#ffd23f',
    stripe = '#e8eef5',
    boot = '#8d99ae',
    hose = '#ff9e6b',
    brass = '#ffd23f',
    nozzle = '#c7d2e0',
    water = '#9fd8ff';
  // the right arm holding the nozzle up and out to the side
  const armR = armLine([284, 330], -30, 100, -0.004);
  const [hx, hy] = handOf(armR);
  // the hose from under the hand, curving down behind the legs and out along the ground
  const hoseLine = curveLine([hx + 6, hy + 18], deg(80), 330, (t) => (t < 0.7 ? 0.004 : -0.02));
  s.path(polyD(ribbonPts(hoseLine, () => 12)), hose);
  // legs: trousers, boots
  for (const x of [196, 264]) {
    const side = x < 230 ? -1 : 1;
    s.path(roundRectD(x - 22, 470, 44, 96, 10), jacket);
    s.path(ellipseD(x + side * 12, 606, 44, 22), boot);
    s.path(roundRectD(x - 25, 552, 50, 58, 10), boot);
  }
  // the left arm waving; stripes on both sleeves as bands round them
  const armL = armLine([176, 330], 196, 112, 0.01);
  arm(s, armL, jacket);
  arm(s, armR, jacket);
  // the nozzle in the right hand: a tapered barrel pointing up and out, a brass coupling
  const dir = deg(-66);
  const ux = Math.cos(dir),
    uy = Math.sin(dir);
  const nx = -uy,
    ny = ux;
  const at = (d: number, w: number): P => [hx + ux * d + nx * w, hy + uy * d + ny * w];
  s.path(roundPolyD([at(30, 18), at(104, 11), at(104, -11), at(30, -18)], 4), nozzle);
  s.path(roundPolyD([at(14, 22), at(38, 22), at(38, -22), at(14, -22)], 6), brass);
  s.path(circleD(hx, hy, 21), SKIN);
  // drops of water from the nozzle
  for (const [d, w, r] of [
    [134, 0, 14],
    [164, -24, 12],
    [166, 24, 12],
  ] as const) {
    const [cx, cy] = at(d, w);
    const tip: P = [cx - ux * r * 1.8, cy - uy * r * 1.8];
    s.path(
      roundPolyD(
        [tip, [cx + nx * r, cy + ny * r], [cx + ux * r, cy + uy * r], [cx - nx * r, cy - ny * r]],
        [2, r, r, r],
      ),
      water,
      3,
    );
  }
  // the jacket with two reflective stripes round it and a closure strip
  const jacketD = roundPolyD(
    [
      [172, 302],
      [288, 302],
      [300, 400],
      [306, 484],
      [154, 484],
      [160, 400],
    ],
    [22, 22, 20, 10, 10, 20],
  );
  clipped(s, jacketD, () => {
    s.path(jacketD, jacket, 0);
    s.path(roundRectD(130, 384, 200, 22, 0), stripe, 3);
    s.path(roundRectD(130, 438, 200, 22, 0), stripe, 3);
  });
  s.path(roundRectD(222, 310, 16, 174, 4), jacket, 3);
  // the collar standing up at the neck
  for (const side of [-1, 1])
    s.path(
      roundPolyD(
        [
          [230 + side * 6, 300],
          [230 + side * 62, 292],
          [230 + side * 50, 334],
        ],
        [4, 8, 8],
      ),
      jacket,
      3,
    );
  s.path(ellipseD(162, 326, 32, 30, -30), jacket);
  s.path(ellipseD(298, 324, 32, 30, 30), jacket);
  // ears, head, hair showing under the helmet
  s.path(ellipseD(140, 214, 18, 24), SKIN);
  s.path(ellipseD(320, 214, 18, 24), SKIN);
  s.path(ellipseD(230, 210, 90, 88), SKIN);
  s.path(
    smoothD([
      [142, 232],
      [142, 170],
      [230, 150],
      [318, 170],
      [318, 232],
      [300, 190],
      [230, 178],
      [160, 190],
    ]),
    hair,
  );
  childFace(s, 230, 222);
  // the helmet: a wide brim, the dome, a ridge down its middle, the shield badge
  s.path(ellipseD(230, 162, 140, 26), helmet);
  const domeD = smoothD([
    [128, 166],
    [140, 96],
    [190, 54],
    [230, 48],
    [270, 54],
    [320, 96],
    [332, 166],
    [230, 176],
  ]);
  s.path(domeD, helmet);
  s.path(
    roundPolyD(
      [
        [198, 84],
        [262, 84],
        [266, 128],
        [230, 156],
        [194, 128],
      ],
      [8, 8, 14, 6, 14],
    ),
    badge,
    3,
  );
  s.path(
    roundPolyD(
      [
        [230, 98],
        [241, 120],
        [230, 142],
        [219, 120],
      ],
      3,
    ),
    helmet,
    2,
  );
  return s;
}

/**
 * A friendly child clown standing face-on, about 500 × 640 units: curly tufts of hair either
 * side of the head under a little cone hat with a pompom, a round red nose, a big bow tie, a
 * baggy suit in two colours with polka dots and pompom buttons, ruffled cuffs, big shoes, the
 * right hand waving and the left holding the strings (thin closed ribbons) of three balloons.
 */
export function clown(): Svg {
  const s = new Svg(500, 640, 4, 'Clown');
  const hair = '#ff9e6b',
    nose = '#ff6b6b',
    bow = '#b98cff',
    suitL = '#ffd23f',
    suitR = '#7fb2ff',
    shoe = '#ff6b6b',
    hat = '#8fe08a',
    pompom = '#ff8a80',
    ruffle = '#ffffff';
  const ox = 20; // everything shifted right to leave room for the balloons
  const X = (x: number) => x + ox;
  // the left arm raised to hold the balloons
  const armL = armLine([X(176), 330], 192, 130, 0);
  const [hx, hy] = handOf(armL);
  // balloons and their strings, all gathered at the hand
  const balloons: [number, number, string][] = [
    [52, 58, '#ff8a80'],
    [136, 48, '#8fe08a'],
    [66, 156, '#b98cff'],
  ];
  // strings first, under the balloons
  for (const [bx, by] of balloons) {
    const top: P = [bx, by + 54];
    const len = Math.hypot(hx - top[0], hy - top[1]);
    const heading = Math.atan2(hy - top[1], hx - top[0]);
    const line = curveLine(top, heading - 0.15, len, () => 0.3 / len);
    s.path(polyD(ribbonPts(line, () => 2.5, true)), '#ffffff', 2);
  }
  for (const [bx, by, fill] of balloons) {
    s.path(
      roundPolyD(
        [
          [bx, by + 40],
          [bx + 10, by + 56],
          [bx - 10, by + 56],
        ],
        3,
      ),
      fill,
      3,
    );
    s.path(ellipseD(bx, by, 40, 47), fill);
    s.path(ellipseD(bx - 16, by - 22, 7, 12, 30), '#ffffff', 2);
  }
  // big shoes, then the legs of the baggy suit
  s.path(ellipseD(X(176), 606, 58, 26), shoe);
  s.path(ellipseD(X(284), 606, 58, 26), shoe);
  const legL = roundPolyD(
    [
      [X(160), 460],
      [X(230), 460],
      [X(226), 590],
      [X(166), 590],
    ],
    [6, 6, 10, 10],
  );
  const legR = roundPolyD(
    [
      [X(230), 460],
      [X(300), 460],
      [X(294), 590],
      [X(234), 590],
    ],
    [6, 6, 10, 10],
  );
  s.path(legL, suitR);
  s.path(legR, suitL);
  // the arms in the suit's sleeves, ruffled cuffs at the wrists
  const armR = armLine([X(284), 330], -14, 124, -0.008);
  for (const [line, fill] of [
    [armL, suitL],
    [armR, suitR],
  ] as const) {
    s.path(polyD(ribbonPts(line, () => 17)), fill);
    const end = line[line.length - 1] as P,
      before = line[line.length - 16] as P;
    s.path(
      ellipseD(
        before[0],
        before[1],
        24,
        12,
        (Math.atan2(end[1] - before[1], end[0] - before[0]) * 180) / Math.PI + 90,
      ),
      ruffle,
      3,
    );
    s.path(circleD(end[0], end[1], 21), SKIN);
  }
  // the baggy body of the suit in two halves, polka dots, pompom buttons
  const bodyL = roundPolyD(
    [
      [X(172), 302],
      [X(230), 302],
      [X(230), 480],
      [X(150), 480],
      [X(140), 400],
    ],
    [22, 0, 0, 16, 40],
  );
  const bodyR = roundPolyD(
    [
      [X(230), 302],
      [X(288), 302],
      [X(320), 400],
      [X(310), 480],
      [X(230), 480],
    ],
    [0, 22, 40, 16, 0],
  );
  clipped(s, bodyL, () => {
    s.path(bodyL, suitL, 0);
    for (const [x, y] of [
      [190, 372],
      [168, 420],
      [204, 416],
      [186, 456],
    ])
      s.path(circleD(X(x), y, 11), suitR, 2);
  });
  clipped(s, bodyR, () => {
    s.path(bodyR, suitR, 0);
    for (const [x, y] of [
      [270, 372],
      [292, 420],
      [256, 416],
      [274, 456],
    ])
      s.path(circleD(X(x), y, 11), suitL, 2);
  });
  for (const [x, y] of [
    [184, 510],
    [204, 556],
    [276, 510],
    [256, 556],
  ])
    s.path(circleD(X(x), y, 10), x < 230 ? suitL : suitR, 2);
  s.path(circleD(X(230), 374, 16), pompom);
  s.path(circleD(X(230), 432, 16), pompom);
  s.path(ellipseD(X(160), 326, 34, 32, -30), suitL);
  s.path(ellipseD(X(300), 324, 34, 32, 30), suitR);
  // ears, head, curly tufts of hair either side
  for (const side of [-1, 1]) {
    const tuft = [
      [88, 196, 30],
      [76, 236, 28],
      [100, 270, 26],
      [104, 160, 24],
    ].map(([dx, y, r]) => circleD(X(230) + side * dx, y, r));
    s.union(tuft, hair);
  }
  s.path(ellipseD(X(140), 222, 18, 24), SKIN);
  s.path(ellipseD(X(320), 222, 18, 24), SKIN);
  s.path(ellipseD(X(230), 212, 92, 90), SKIN);
  childFace(s, X(230), 206, 50);
  s.path(circleD(X(230), 232, 18), nose, 3);
  s.path(circleD(X(224), 226, 5), '#ffffff', 0);
  // the little cone hat with a pompom, tilted
  s.path(
    roundPolyD(
      [
        [X(180), 136],
        [X(258), 126],
        [X(236), 50],
      ],
      [8, 8, 6],
    ),
    hat,
  );
  s.path(circleD(X(236), 46, 16), pompom);
  // the big bow tie at the neck: two wings and a knot
  for (const side of [-1, 1])
    s.path(
      roundPolyD(
        [
          [X(230), 304],
          [X(230) + side * 72, 272],
          [X(230) + side * 66, 340],
        ],
        [4, 14, 14],
      ),
      bow,
    );
  s.path(ellipseD(X(230), 306, 18, 16), bow);
  return s;
}
