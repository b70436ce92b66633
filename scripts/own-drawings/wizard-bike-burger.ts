/**
 * Own drawings (CC0) of a child wizard, a motorbike and a burger with fries: the library had
 * none of them ("a wizard", "a motorcycle", "a burger" drew nothing of the thing). Style as in
 * `draw-own.ts`, which writes them: flat fills, closed black outlines 4 units wide, about
 * 480–640 units across, every detail a closed shape; the wizard in the girl's and the boy's
 * style (`page-subjects.ts` `girl`, `costumes.ts` `witch`).
 */
import { SKIN, bandD } from './child-figure.ts';
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
import { clipped, D, face } from './style.ts';

/** A five-pointed star's corners around (cx, cy): outer radius r, inner radius r × inner (units). */
function starPts(cx: number, cy: number, r: number, inner = 0.47): P[] {
  const pts: P[] = [];
  for (let i = 0; i < 10; i++) {
    const a = deg(-90 + i * 36);
    const rr = i % 2 === 0 ? r : r * inner;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return pts;
}

/** A five-pointed star as a closed path with softly rounded points, outer radius r (units). */
const starD = (cx: number, cy: number, r: number): string => roundPolyD(starPts(cx, cy, r), 2);

/**
 * A crescent moon near (cx, cy), radius r, opening to the right: the disc less a disc of 0.78 r
 * shifted right by 0.45 r, as one closed path of two arcs (units).
 */
function crescentD(cx: number, cy: number, r: number): string {
  const r2 = r * 0.78,
    dx = r * 0.45;
  const a = (r * r - r2 * r2 + dx * dx) / (2 * dx);
  const h = Math.sqrt(r * r - a * a);
  const f = (p: P) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`;
  const top: P = [cx + a, cy - h],
    bottom: P = [cx + a, cy + h];
  return `M${f(top)}A${r},${r} 0 1 0 ${f(bottom)}A${r2},${r2} 0 0 1 ${f(top)}Z`;
}

/**
 * A friendly child wizard standing face-on, about 480 × 700 units: a tall pointed hat, its tip
 * bent, with a band, two stars and a crescent moon; short hair; a long robe to the feet with
 * wide sleeves, a rope belt and a pattern of stars and a moon; the left hand raised casting a
 * spell (three little closed stars beside it) and the right holding a tall staff topped by a
 * star.
 */
export function wizard(): Svg {
  const s = new Svg(480, 700, 4, 'Wizard');
  const hat = '#7fb2ff',
    gold = '#ffd23f',
    hair = '#b5774a',
    robe = '#b98cff',
    cuff = '#e3d2ff',
    rope = '#ffb347',
    shoe = '#a0724a',
    staff = '#c98a4b';
  // the staff at the right, in the right hand, and the star on its top
  const armR = curveLine([288, 372], deg(16), 112, () => 0.002);
  const [hx, hy] = armR[armR.length - 1] as P;
  const bx = Math.round(hx);
  s.path(roundRectD(bx - 9, 150, 18, 520, 8), staff);
  s.path(circleD(bx, 150, 20), gold, 3);
  s.path(starD(bx, 112, 42), gold);
  // shoes peeking out under the robe
  s.path(ellipseD(200, 662, 40, 22), shoe);
  s.path(ellipseD(270, 662, 40, 22), shoe);
  // the long robe, a star pattern on it, the rope belt
  const robeD = roundPolyD(
    [
      [176, 342],
      [292, 342],
      [312, 430],
      [366, 654],
      [106, 654],
      [156, 430],
    ],
    [22, 22, 20, 16, 16, 20],
  );
  clipped(s, robeD, () => {
    s.path(robeD, robe, 0);
    s.path(roundRectD(90, 630, 300, 40, 0), cuff, 4);
  });
  s.path(starD(176, 540, 26), gold, 3);
  s.path(starD(298, 566, 22), gold, 3);
  s.path(crescentD(236, 594, 24), gold, 3);
  s.path(starD(214, 486, 16), gold, 3);
  s.path(roundRectD(156, 436, 156, 22, 8), rope);
  s.path(roundRectD(262, 452, 14, 58, 6), rope, 3);
  s.path(circleD(269, 516, 11), rope, 3);
  // the arms in wide sleeves: the left raised casting a spell, the right holding the staff
  const armL = curveLine([178, 370], deg(214), 112, () => 0.007);
  const [lx, ly] = armL[armL.length - 1] as P;
  s.path(polyD(ribbonPts(armL, (t) => 16 + 10 * t)), robe);
  s.path(polyD(ribbonPts(armR, (t) => 16 + 10 * t)), robe);
  s.path(circleD(lx - 2, ly - 14, 21), SKIN);
  s.path(circleD(hx, hy + 4, 21), SKIN);
  s.path(roundRectD(bx - 9, hy - 30, 18, 22, 4), staff, 3);
  // sparkles of the spell beside the raised hand
  s.path(starD(lx - 40, ly - 60, 18), gold, 3);
  s.path(starD(lx + 16, ly - 82, 14), gold, 3);
  s.path(starD(lx - 54, ly - 4, 12), gold, 3);
  // the robe's collar
  s.path(
    roundPolyD(
      [
        [190, 336],
        [278, 336],
        [234, 384],
      ],
      [10, 10, 8],
    ),
    cuff,
    3,
  );
  // head, short hair with a fringe, the face
  s.path(ellipseD(150, 258, 18, 24), SKIN);
  s.path(ellipseD(318, 258, 18, 24), SKIN);
  s.path(ellipseD(234, 250, 90, 88), SKIN);
  s.path(
    smoothD([
      [142, 262],
      [144, 200],
      [234, 176],
      [324, 200],
      [326, 262],
      [304, 222],
      [266, 212],
      [234, 226],
      [200, 212],
      [164, 222],
    ]),
    hair,
  );
  face(s, 234, 258, 70, [14, 19], {
    cheekDx: 56,
    cheekDy: 32,
    mouthDy: 36,
    mouthW: 44,
    mouthD: 18,
    cheek: [17, 11],
  });
  // the hat: a tall bent cone over a wide brim, a band, two stars and a moon
  s.path(ellipseD(234, 196, 154, 30), hat);
  const coneD = smoothD(
    [
      [146, 198],
      [178, 120],
      [214, 40],
      [270, 2],
      [258, 36],
      [262, 110],
      [322, 198],
      [234, 208],
    ],
    0.8,
  );
  clipped(s, coneD, () => {
    s.path(coneD, hat, 0);
    s.path(roundRectD(120, 164, 240, 28, 0), gold, 4);
  });
  s.path(starD(212, 124, 22), gold, 3);
  s.path(crescentD(262, 138, 17), gold, 3);
  s.path(starD(236, 66, 13), gold, 3);
  return s;
}

/**
 * A chunky friendly motorbike facing right, about 640 × 400 units: two fat wheels, each a tyre
 * round a rim with five spokes (closed bands) and a hub; mudguards over both; a round tank with
 * a flame on it; a padded seat; an engine block; an exhaust silencer with a round end under the engine,
 * between the wheels; a front fork, handlebars with a grip and a round headlight; a tail light.
 */
export function motorcycle(): Svg {
  const s = new Svg(640, 400, 4, 'Motorcycle');
  const body = '#ff6b6b',
    flameC = '#ffd23f',
    seat = '#8d6e63',
    metal = '#d9d9d9',
    dark = '#9a9a9a',
    rim = '#f2f2f2',
    hub = '#ffd54f',
    lamp = '#fff176';
  const wheels: P[] = [
    [134, 302],
    [506, 302],
  ];
  // the front fork from the handlebars down to the front hub
  s.path(bandD([448, 128], [506, 302], 13, 6), dark);
  // the wheels: tyre, rim, spokes, hub
  for (const [x, y] of wheels) {
    s.path(circleD(x, y, 84), '#7a7a7a');
    s.path(circleD(x, y, 60), rim);
    for (let i = 0; i < 5; i++) {
      const a = deg(-90 + i * 72);
      s.path(bandD([x, y], [x + Math.cos(a) * 58, y + Math.sin(a) * 58], 6, 2), metal, 3);
    }
    s.path(circleD(x, y, 22), hub);
  }
  // the exhaust: a long silencer under the engine, between the wheels, its round end at the back
  s.path(bandD([236, 336], [404, 336], 17, 14), metal);
  s.path(ellipseD(236, 336, 10, 17), dark, 3);
  // the mudguards over the wheels
  const guard = (x: number, y: number, from: number, to: number): string => {
    const pts: P[] = [];
    for (let i = 0; i <= 16; i++) {
      const a = deg(from + ((to - from) * i) / 16);
      pts.push([x + Math.cos(a) * 104, y + Math.sin(a) * 104]);
    }
    for (let i = 16; i >= 0; i--) {
      const a = deg(from + ((to - from) * i) / 16);
      pts.push([x + Math.cos(a) * 90, y + Math.sin(a) * 90]);
    }
    return roundPolyD(pts, 3);
  };
  s.path(guard(134, 302, 190, 290), body);
  s.path(guard(506, 302, 220, 320), body);
  // the body: a frame from the tail under the seat to the tank and down to the engine
  s.path(
    roundPolyD(
      [
        [96, 178],
        [270, 178],
        [400, 146],
        [440, 200],
        [380, 262],
        [210, 262],
        [150, 222],
      ],
      [18, 20, 20, 20, 16, 16, 20],
    ),
    body,
  );
  // the engine block with three fins, under the tank
  s.path(roundRectD(236, 224, 132, 92, 16), dark);
  for (const y of [244, 266, 288]) s.path(roundRectD(252, y, 100, 12, 5), metal, 3);
  // the seat, the tail light
  s.path(
    roundPolyD(
      [
        [110, 150],
        [208, 150],
        [252, 138],
        [282, 160],
        [270, 184],
        [104, 184],
      ],
      [16, 14, 14, 12, 10, 14],
    ),
    seat,
  );
  s.path(roundRectD(68, 176, 40, 28, 10), '#ff8a80');
  // the fuel tank with a flame
  const tankD = smoothD(
    [
      [270, 176],
      [292, 128],
      [360, 112],
      [420, 128],
      [430, 168],
      [380, 194],
      [300, 196],
    ],
    0.9,
  );
  s.path(tankD, body);
  s.path(
    smoothD(
      [
        [296, 178],
        [314, 150],
        [334, 164],
        [352, 128],
        [372, 160],
        [394, 142],
        [398, 176],
        [346, 188],
      ],
      0.7,
    ),
    flameC,
    3,
  );
  // handlebars with a grip, the headlight at the front
  s.path(bandD([448, 130], [424, 64], 9, 6), dark);
  s.path(roundRectD(394, 44, 62, 26, 12), '#555555');
  s.path(circleD(482, 150, 34), metal);
  s.path(circleD(486, 150, 22), lamp, 3);
  return s;
}

/**
 * A big friendly burger with fries beside it, about 640 × 500 units: a domed sesame bun with
 * seeds as closed drops and a smiling face, a wavy band of lettuce, two tomato slices, a slice
 * of cheese dripping at its corners, a thick patty and the bottom bun; to its right a carton of
 * fries (each fry a closed bar) with a star on the carton.
 */
export function burger(): Svg {
  const s = new Svg(640, 500, 4, 'Burger');
  const bun = '#ffc36e',
    seed = '#fff8e1',
    lettuce = '#8fe08a',
    tomato = '#ff6b6b',
    cheese = '#ffd23f',
    patty = '#a0724a',
    fry = '#ffe08a',
    carton = '#ff8a80',
    gold = '#fff3c4';
  // the fries: bars standing in the carton, then the carton with a scalloped rim and a star
  const fries: [number, number, number][] = [
    [470, 150, -8],
    [500, 126, -3],
    [530, 140, 2],
    [560, 120, 6],
    [590, 152, 10],
    [516, 176, 0],
    [574, 178, 4],
  ];
  for (const [x, y, a] of fries) {
    const c = Math.cos(deg(a)),
      sn = Math.sin(deg(a));
    const pts: P[] = [
      [-12, 0],
      [12, 0],
      [12, 200],
      [-12, 200],
    ].map(([dx, dy]) => [x + dx * c - dy * sn, y + dx * sn + dy * c] as P);
    s.path(roundPolyD(pts, 6), fry);
  }
  const cartonD = roundPolyD(
    [
      [440, 236],
      [475, 258],
      [530, 244],
      [585, 258],
      [620, 236],
      [598, 470],
      [462, 470],
    ],
    [10, 24, 24, 24, 10, 12, 12],
  );
  s.path(cartonD, carton);
  s.path(starD(530, 356, 38), gold, 3);
  // the bottom bun, the patty, the cheese with drips
  s.path(
    roundPolyD(
      [
        [44, 390],
        [416, 390],
        [400, 468],
        [60, 468],
      ],
      [16, 16, 30, 30],
    ),
    bun,
  );
  s.path(roundRectD(30, 330, 400, 66, 26), patty);
  s.path(
    roundPolyD(
      [
        [30, 316],
        [430, 316],
        [424, 340],
        [392, 340],
        [378, 382],
        [360, 340],
        [250, 340],
        [232, 370],
        [214, 340],
        [112, 340],
        [92, 386],
        [74, 340],
        [36, 340],
      ],
      [6, 6, 6, 6, 10, 6, 6, 10, 6, 6, 10, 6, 6],
    ),
    cheese,
  );
  // two tomato slices, then the wavy lettuce
  s.path(roundRectD(44, 292, 184, 30, 14), tomato);
  s.path(roundRectD(232, 292, 184, 30, 14), tomato);
  const top: P[] = [],
    bottom: P[] = [];
  for (let i = 0; i <= 12; i++) {
    const x = 18 + (424 / 12) * i;
    top.push([x, 268 + (i % 2 === 0 ? 0 : 6)]);
    bottom.push([x, 300 + (i % 2 === 0 ? 10 : -4)]);
  }
  s.path(smoothD([...top, ...bottom.reverse()], 0.6), lettuce);
  // the domed top bun with sesame seeds and a smiling face
  s.path(
    smoothD(
      [
        [28, 270],
        [46, 190],
        [120, 118],
        [230, 96],
        [340, 118],
        [414, 190],
        [432, 270],
        [230, 282],
      ],
      0.9,
    ),
    bun,
  );
  const seeds: [number, number, number][] = [
    [130, 156, -40],
    [196, 124, -15],
    [264, 124, 15],
    [330, 156, 40],
    [90, 214, -60],
    [372, 214, 60],
  ];
  for (const [x, y, a] of seeds) s.path(ellipseD(x, y, 14, 8, a), seed, D);
  face(s, 230, 200, 76, [14, 19], {
    cheekDx: 64,
    cheekDy: 30,
    mouthDy: 32,
    mouthW: 50,
    mouthD: 16,
    cheek: [18, 11],
  });
  return s;
}
