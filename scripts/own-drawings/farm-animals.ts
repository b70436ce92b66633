/**
 * Common animals whose clip art read badly on a page ("a cow on the farm" drew a ragged Holstein
 * with no eye at Simple, "a mouse" a hairy creature like an opossum, "a wolf" only a head): a
 * cow, a penguin, a mouse, a wolf, a sheep and a hen. Same style and rules as `draw-own.ts`, which writes them:
 * big closed shapes, a face with eyes, cheeks and a smiling mouth, details at least about 1/30
 * of the drawing across.
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

/** A cow standing, body to the left, its big face to us: patches, horns, a pink muzzle and udder. */
export function cow(): Svg {
  const s = new Svg(610, 450, 4, 'Cow');
  const hide = '#ffffff',
    far = '#eeeef2',
    patch = '#9a9aa6',
    pink = '#ffc4d4',
    hoof = '#7d7d88',
    horn = '#f2e6cf';
  // tail with a tuft
  const tail = curveLine([66, 196], deg(100), 150, () => -0.002);
  s.path(polyD(ribbonPts(tail, () => 8)), hide, 3);
  const [tx, ty] = tail[tail.length - 1] as P;
  s.path(ellipseD(tx - 4, ty + 18, 16, 28, 20), patch);
  // far legs, the udder, the body with patches, near legs
  for (const x of [130, 330]) {
    s.path(roundRectD(x - 24, 260, 48, 140, 16), far);
    s.path(roundRectD(x - 26, 392, 52, 34, 10), hoof);
  }
  s.path(ellipseD(250, 318, 44, 30), pink);
  const bodyD = ellipseD(225, 215, 175, 100);
  clipped(s, bodyD, () => {
    s.path(bodyD, hide, 0);
    s.path(
      smoothD([
        [90, 120],
        [170, 110],
        [190, 190],
        [140, 240],
        [70, 230],
        [40, 170],
      ]),
      patch,
      3,
    );
    s.path(
      smoothD([
        [250, 150],
        [320, 140],
        [340, 200],
        [300, 250],
        [240, 230],
      ]),
      patch,
      3,
    );
    s.path(ellipseD(190, 300, 46, 30, -10), patch, 3);
  });
  for (const x of [100, 300]) {
    s.path(roundRectD(x - 26, 270, 52, 140, 16), hide);
    s.path(roundRectD(x - 28, 400, 56, 36, 10), hoof);
  }
  // horns and ears behind the head
  s.path(
    roundPolyD(
      [
        [398, 110],
        [372, 40],
        [392, 34],
        [430, 96],
      ],
      [6, 10, 10, 6],
    ),
    horn,
  );
  s.path(
    roundPolyD(
      [
        [500, 110],
        [526, 40],
        [506, 34],
        [468, 96],
      ],
      [6, 10, 10, 6],
    ),
    horn,
  );
  for (const side of [-1, 1]) {
    s.path(ellipseD(449 + side * 96, 138, 46, 22, side * 20), hide);
    s.path(ellipseD(449 + side * 98, 139, 28, 11, side * 20), pink, D);
  }
  // the head, a patch over one eye, the muzzle
  const headD = ellipseD(449, 170, 78, 88);
  clipped(s, headD, () => {
    s.path(headD, hide, 0);
    s.path(ellipseD(502, 106, 36, 28, 20), patch, 3);
  });
  s.path(ellipseD(449, 240, 74, 46), pink);
  s.path(ellipseD(420, 230, 11, 8, -10), '#d98ea2', D);
  s.path(ellipseD(478, 230, 11, 8, 10), '#d98ea2', D);
  s.eye(418, 160, 13, 18);
  s.eye(480, 160, 13, 18);
  s.path(ellipseD(388, 198, 15, 9), CHEEK, D);
  s.path(ellipseD(510, 198, 15, 9), CHEEK, D);
  s.path(mouthD(449, 254, 44, 12), MOUTH, D);
  return s;
}

/** A penguin standing, face to us: a white face and belly, flippers out, orange beak and feet. */
export function penguin(): Svg {
  const s = new Svg(420, 540, 4, 'Penguin');
  const back = '#8794b0',
    white = '#ffffff',
    orange = '#ffb347';
  // flippers behind the body
  s.path(ellipseD(78, 300, 32, 96, 28), back);
  s.path(ellipseD(342, 300, 32, 96, -28), back);
  // body and head as one shape, the white face and belly inside
  const bodyDs = [ellipseD(210, 340, 130, 170), circleD(210, 150, 104)];
  s.union(bodyDs, back);
  clippedTo(s, bodyDs, () => {
    s.path(ellipseD(210, 360, 96, 136), white, 3);
    s.path(
      smoothD([
        [210, 128],
        [250, 92],
        [292, 112],
        [294, 170],
        [256, 214],
        [210, 222],
        [164, 214],
        [126, 170],
        [128, 112],
        [170, 92],
      ]),
      white,
      3,
    );
  });
  // feet
  for (const x of [160, 260]) s.path(ellipseD(x, 510, 48, 22), orange);
  // face
  s.eye(176, 150, 13, 18);
  s.eye(244, 150, 13, 18);
  s.path(ellipseD(152, 188, 15, 9), CHEEK, D);
  s.path(ellipseD(268, 188, 15, 9), CHEEK, D);
  s.path(tri([180, 176], [210, 216], [240, 176], [8, 6, 8]), orange, 3);
  return s;
}

/** A mouse sitting, face to us: big round ears, a long curling tail, a wedge of cheese in its paws. */
export function mouse(): Svg {
  const s = new Svg(500, 460, 4, 'Mouse');
  const fur = '#c8c8d4',
    light = '#f2f2f7',
    pink = '#ffc4d4',
    cheese = '#ffd95e';
  // the tail curls out behind and up
  const tail = curveLine([320, 400], deg(-5), 230, (t) => -0.006 - 0.012 * t);
  s.path(polyD(ribbonPts(tail, (t) => 10 - 4 * t)), pink);
  // body, belly and feet
  s.path(ellipseD(250, 330, 112, 104), fur);
  s.path(ellipseD(250, 350, 70, 72), light, 3);
  for (const x of [190, 310]) s.path(ellipseD(x, 434, 44, 20), pink);
  // the cheese, held in both paws
  s.path(
    roundPolyD(
      [
        [196, 372],
        [300, 300],
        [304, 372],
      ],
      [6, 6, 6],
    ),
    cheese,
  );
  s.path(circleD(272, 350, 10), '#f5c542', D);
  s.path(circleD(244, 362, 7), '#f5c542', D);
  for (const x of [196, 302]) s.path(ellipseD(x, 340, 20, 24), fur);
  // ears, head, muzzle
  for (const side of [-1, 1]) {
    s.path(circleD(250 + side * 124, 104, 78), fur);
    s.path(circleD(250 + side * 122, 108, 50), pink, 3);
  }
  s.path(ellipseD(250, 180, 116, 96), fur);
  s.path(ellipseD(250, 232, 52, 36), light, 3);
  s.path(ellipseD(250, 206, 17, 13), '#ff8fa8', D);
  s.eye(206, 166, 14, 19);
  s.eye(294, 166, 14, 19);
  s.path(ellipseD(170, 212, 17, 10), CHEEK, D);
  s.path(ellipseD(330, 212, 17, 10), CHEEK, D);
  s.path(mouthD(250, 240, 30, 10), MOUTH, D);
  return s;
}

/** A wolf standing, head to the right: pointed ears, a long pale muzzle, a pale chest, a bushy tail. */
export function wolf(): Svg {
  const s = new Svg(580, 460, 4, 'Wolf');
  const fur = '#b8c0cc',
    far = '#a2acba',
    pale = '#f2f4f7',
    inner = '#ffd2c4';
  // bushy tail hanging from the rump, its tip pale
  const tailD = smoothD([
    [120, 226],
    [76, 250],
    [40, 316],
    [34, 372],
    [64, 380],
    [96, 330],
    [132, 270],
  ]);
  clipped(s, tailD, () => {
    s.path(tailD, fur, 0);
    s.path(ellipseD(46, 372, 30, 34), pale, 3);
  });
  // far legs, body with a pale belly, near legs with pale paws
  for (const x of [160, 340]) {
    s.path(roundRectD(x - 22, 290, 44, 120, 16), far);
    s.path(ellipseD(x + 6, 410, 28, 16), pale);
  }
  const bodyDs = [
    ellipseD(240, 270, 140, 74),
    roundPolyD(
      [
        [290, 214],
        [364, 312],
        [446, 200],
        [390, 130],
      ],
      [40, 40, 30, 30],
    ),
  ];
  s.union(bodyDs, fur);
  clippedTo(s, bodyDs, () => {
    s.path(ellipseD(240, 340, 110, 36), pale, 3);
    s.path(ellipseD(410, 280, 44, 76, -20), pale, 3);
  });
  for (const x of [196, 380]) {
    s.path(roundRectD(x - 23, 300, 46, 122, 16), fur);
    s.path(ellipseD(x + 6, 420, 30, 17), pale);
  }
  // ears, head, muzzle
  s.path(tri([370, 128], [372, 28], [426, 98], [6, 14, 6]), fur);
  s.path(tri([448, 100], [492, 26], [498, 128], [6, 14, 6]), fur);
  s.path(tri([382, 112], [384, 62], [412, 100], [4, 8, 4]), inner, D);
  s.path(tri([460, 104], [484, 62], [486, 116], [4, 8, 4]), inner, D);
  s.path(ellipseD(436, 170, 84, 72), fur);
  s.path(ellipseD(506, 220, 66, 36, 8), pale);
  s.path(ellipseD(554, 212, 18, 14), '#1a1a1a', 0);
  s.path(circleD(548, 207, 5), '#fff', 0);
  s.eye(412, 150, 14, 19);
  s.eye(460, 148, 14, 19);
  s.path(ellipseD(394, 196, 15, 9), CHEEK, D);
  s.path(mouthD(512, 236, 44, 12), MOUTH, D);
  return s;
}

/** A sheep standing, head to the right, face to us: a fluffy scalloped fleece, a wool tuft, dark legs. */
export function sheep(): Svg {
  const s = new Svg(560, 440, 4, 'Sheep');
  const wool = '#ffffff',
    face = '#e6dccd',
    leg = '#a8a2b4',
    hoof = '#7d7d88',
    pink = '#ffc4d4';
  // legs behind the fleece
  for (const [x, fill] of [
    [140, '#bdb8c8'],
    [300, '#bdb8c8'],
    [180, leg],
    [340, leg],
  ] as const) {
    s.path(roundRectD(x - 18, 280, 36, 110, 12), fill);
    s.path(roundRectD(x - 20, 376, 40, 30, 10), hoof);
  }
  // the fleece: an oval ringed with round puffs, outlined as one
  const puffs: string[] = [ellipseD(240, 228, 150, 92)];
  for (let k = 0; k < 14; k++) {
    const a = (k / 14) * Math.PI * 2;
    puffs.push(circleD(240 + Math.cos(a) * 150, 228 + Math.sin(a) * 92, 42));
  }
  s.union(puffs, wool);
  // ears, head and its wool tuft
  for (const side of [-1, 1]) {
    s.path(ellipseD(430 + side * 80, 176, 40, 18, side * 24), face);
    s.path(ellipseD(430 + side * 82, 177, 24, 8, side * 24), pink, D);
  }
  s.path(ellipseD(430, 200, 66, 80), face);
  for (const [x, y] of [
    [396, 130],
    [430, 118],
    [464, 130],
  ] as const)
    s.path(circleD(x, y, 26), wool);
  s.path(ellipseD(430, 246, 36, 24), '#f5efe6', 3);
  s.path(ellipseD(430, 234, 11, 8), '#d98ea2', D);
  s.eye(408, 192, 12, 17);
  s.eye(452, 192, 12, 17);
  s.path(ellipseD(388, 224, 13, 8), CHEEK, D);
  s.path(ellipseD(472, 224, 13, 8), CHEEK, D);
  s.path(mouthD(430, 252, 26, 9), MOUTH, D);
  return s;
}

/** A hen standing, body to the left, face to us: a red comb and wattle, a wing, a fan of tail feathers. */
export function hen(): Svg {
  const s = new Svg(480, 480, 4, 'Hen');
  const feather = '#fff3dc',
    wing = '#f2d8b0',
    tail = '#e8c48f',
    red = '#ff7a6b',
    yellow = '#ffc247';
  // tail feathers fanned up behind the body
  for (const [a, fill] of [
    [-60, tail],
    [-35, wing],
    [-10, tail],
  ] as const) {
    const f = curveLine([150, 270], deg(180 - a), 110, () => 0.004);
    s.path(polyD(ribbonPts(f, (t) => 30 - 10 * t)), fill);
  }
  // legs and feet
  for (const x of [200, 270]) {
    s.path(roundRectD(x - 9, 380, 18, 62, 6), yellow);
    s.path(ellipseD(x + 10, 446, 32, 12), yellow);
  }
  // the comb behind the head
  for (const [x, y, r] of [
    [318, 80, 22],
    [350, 68, 26],
    [384, 80, 22],
  ] as const)
    s.path(circleD(x, y, r), red);
  // body and head outlined as one, then the wing
  s.union([ellipseD(230, 300, 150, 110), circleD(350, 170, 80)], feather);
  const wingD = smoothD([
    [150, 270],
    [240, 250],
    [300, 290],
    [270, 350],
    [240, 336],
    [214, 360],
    [186, 340],
    [156, 344],
  ]);
  s.path(wingD, wing, 3);
  // face: eyes, cheeks, beak and wattle
  s.eye(322, 158, 12, 17);
  s.eye(378, 158, 12, 17);
  s.path(ellipseD(300, 196, 14, 9), CHEEK, D);
  s.path(ellipseD(400, 196, 14, 9), CHEEK, D);
  s.path(ellipseD(350, 222, 13, 18), red, 3);
  s.path(tri([330, 184], [350, 214], [370, 184], [6, 5, 6]), yellow, 3);
  return s;
}
