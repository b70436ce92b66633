/**
 * A flamingo and a dolphin to replace clip art that read poorly as a coloring page (the clip-art
 * flamingo has stick legs and a tiny body, the dolphin little to color): a flamingo standing on
 * one leg and a dolphin leaping in an arc. Same style and rules as `draw-own.ts`, which writes
 * them: big closed shapes, a friendly face, every detail a closed shape at least about 1/30 of
 * the drawing across.
 */
import { circleD, deg, ellipseD, polyD, ribbonPts, roundPolyD, smoothD, Svg, type P } from './geom.ts';
import { CHEEK, clipped, D, MOUTH, tri } from './style.ts';

/**
 * Points along the open Catmull-Rom curve through `pts` (drawing units), `n` per span, the last
 * point included.
 */
function splinePts(pts: P[], n = 16): P[] {
  const out: P[] = [];
  const at = (i: number) => pts[Math.max(0, Math.min(pts.length - 1, i))] as P;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = at(i - 1),
      p1 = at(i),
      p2 = at(i + 1),
      p3 = at(i + 2);
    for (let k = 0; k < n; k++) {
      const t = k / n,
        t2 = t * t,
        t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number) =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(at(pts.length - 1));
  return out;
}

/** A straight band from `a` to `b` (drawing units), `hw` half as wide, round at both ends. */
function bandD(a: P, b: P, hw: number): string {
  const line: P[] = Array.from({ length: 11 }, (_, k) => [
    a[0] + ((b[0] - a[0]) * k) / 10,
    a[1] + ((b[1] - a[1]) * k) / 10,
  ]);
  return polyD(ribbonPts(line, () => hw, true));
}

/**
 * A flamingo standing on one leg, beak to the left: a round body with a closed wing of scalloped
 * feathers, a tail tuft, an S-curved neck, a round head with a big eye and a cheek, a bent beak
 * with a dark tip; the standing leg (about 1/25 of the drawing across) with a knee joint and a
 * webbed foot, the other leg folded up in a "4".
 */
export function flamingo(): Svg {
  const s = new Svg(460, 630, 4, 'Flamingo');
  const pink = '#ffa8c2',
    wingFill = '#ffd0dd',
    scallop = '#ff8fb0',
    leg = '#ff94ae',
    beak = '#fff3e0',
    tip = '#6e6e82';
  const LEG = 11; // half width of the legs
  // the folded leg: thigh down to the knee, the shin folded back up, its foot hanging
  const knee2: P = [292, 452],
    ankle2: P = [372, 408];
  s.path(bandD([282, 350], knee2, LEG), leg);
  s.path(bandD(knee2, ankle2, LEG), leg);
  s.path(
    roundPolyD(
      [
        [366, 398],
        [384, 400],
        [410, 438],
        [394, 436],
        [388, 456],
        [378, 438],
        [362, 446],
      ],
      [6, 6, 6, 4, 6, 4, 6],
    ),
    leg,
    3,
  );
  s.path(circleD(knee2[0], knee2[1], LEG + 5), leg, 3);
  // the standing leg with its knee and webbed foot
  s.path(bandD([232, 350], [232, 578], LEG), leg);
  s.path(
    roundPolyD(
      [
        [222, 570],
        [242, 570],
        [286, 602],
        [260, 600],
        [234, 618],
        [210, 600],
        [178, 602],
      ],
      [6, 6, 8, 4, 8, 4, 8],
    ),
    leg,
    3,
  );
  s.path(circleD(232, 468, LEG + 5), leg, 3);
  // tail tuft behind the body
  s.path(tri([330, 232], [432, 196], [384, 276], [8, 12, 8]), scallop);
  s.path(tri([340, 262], [438, 252], [372, 306], [8, 12, 8]), wingFill);
  // body, neck and head outlined as one
  const neck = splinePts([
    [178, 286],
    [118, 236],
    [112, 178],
    [154, 134],
    [168, 92],
  ]);
  const neckD = polyD(ribbonPts(neck, (t) => 24 - 8 * t, true));
  s.union([ellipseD(250, 294, 132, 84, -10), neckD, circleD(160, 84, 48)], pink);
  // the wing, its lower edge and tip in scalloped feathers
  const wingD = smoothD([
    [196, 262],
    [262, 236],
    [340, 230],
    [390, 244],
    [360, 300],
    [300, 330],
    [226, 326],
    [190, 300],
  ]);
  clipped(
    s,
    wingD,
    () => {
      s.path(wingD, wingFill, 0);
      for (const [x, y] of [
        [372, 262],
        [336, 262],
      ] as const)
        s.path(ellipseD(x, y, 30, 24, -20), scallop, 3);
      for (const [x, y] of [
        [352, 296],
        [310, 314],
        [266, 322],
        [222, 316],
      ] as const)
        s.path(ellipseD(x, y, 30, 26, -10), scallop, 3);
    },
    3,
  );
  // the bent beak: pale at the head, a dark closed tip past the bend
  const beakD = smoothD([
    [124, 62],
    [88, 62],
    [60, 78],
    [50, 110],
    [58, 150],
    [72, 124],
    [82, 104],
    [100, 98],
    [124, 104],
  ]);
  clipped(s, beakD, () => {
    s.path(beakD, beak, 0);
    s.path(
      polyD([
        [20, 106],
        [88, 112],
        [90, 170],
        [20, 170],
      ]),
      tip,
      3,
    );
  });
  // face: a big eye, a cheek and a little smile under the eye
  s.eye(162, 74, 13, 18);
  s.path(ellipseD(184, 108, 15, 9), CHEEK, D);
  s.path('M128,106Q146,124 164,112Q146,116 130,100Z', MOUTH, D);
  return s;
}

/** A raindrop-shaped splash drop: round bottom of radius `r` centred at (cx, cy), its point `tilt` degrees off straight up. */
function dropD(cx: number, cy: number, r: number, tilt: number): string {
  const top: P = [cx + Math.sin(deg(tilt)) * r * 2.3, cy - Math.cos(deg(tilt)) * r * 2.3];
  return smoothD([
    top,
    [cx + r, cy],
    [cx + r * 0.6, cy + r * 0.8],
    [cx, cy + r],
    [cx - r * 0.6, cy + r * 0.8],
    [cx - r, cy],
  ]);
}

/**
 * A dolphin leaping to the right in an arc, its back curved up and its tail low at the left: a
 * pale band along the belly and lower jaw, a smiling mouth along the beak, an eye with a
 * highlight and a cheek, a dorsal fin swept back, a flipper, tail flukes and a splash of drops
 * under the tail, all closed shapes.
 */
export function dolphin(): Svg {
  const s = new Svg(640, 454, 4, 'Dolphin');
  const blue = '#8cc4ee',
    pale = '#e8f5ff',
    fin = '#6aa9de',
    cape = '#b4dcf7',
    water = '#bfe6fa';
  // splash drops under the tail
  for (const [x, y, r, tilt] of [
    [120, 436, 10, -40],
    [154, 420, 13, -20],
    [190, 404, 16, 0],
    [228, 418, 12, 20],
    [260, 436, 10, 40],
  ] as const)
    s.path(dropD(x, y, r, tilt), water, 3);
  // tail flukes, spread across the tail stock
  s.path(
    smoothD([
      [112, 318],
      [62, 300],
      [18, 308],
      [48, 338],
      [82, 362],
      [96, 404],
      [130, 426],
      [128, 380],
      [126, 340],
    ]),
    fin,
  );
  // dorsal fin on the back, swept towards the tail
  s.path(tri([300, 150], [292, 62], [388, 134], [8, 14, 8]), fin);
  // the body with its beak
  const bodyD = smoothD([
    [104, 318],
    [150, 236],
    [236, 164],
    [340, 128],
    [440, 126],
    [512, 148],
    [556, 184],
    [574, 222],
    [606, 238],
    [624, 256],
    [600, 272],
    [550, 276],
    [470, 266],
    [390, 246],
    [310, 246],
    [232, 276],
    [172, 318],
    [130, 350],
  ]);
  clipped(s, bodyD, () => {
    s.path(bodyD, blue, 0);
    // a darker cape along the back, from behind the fin to the forehead
    s.path(
      smoothD([
        [180, 200],
        [300, 120],
        [440, 100],
        [500, 130],
        [470, 150],
        [390, 152],
        [300, 170],
        [220, 214],
      ]),
      cape,
      3,
    );
    s.path(
      smoothD([
        [120, 340],
        [190, 282],
        [270, 236],
        [360, 214],
        [450, 222],
        [520, 244],
        [560, 254],
        [620, 256],
        [660, 300],
        [400, 330],
        [150, 400],
      ]),
      pale,
      3,
    );
  });
  // the flipper, swept back under the body
  s.path(
    smoothD([
      [450, 240],
      [436, 290],
      [394, 330],
      [404, 286],
      [410, 246],
    ]),
    fin,
  );
  // blowhole on the top of the head
  s.path(ellipseD(474, 146, 13, 6, 14), fin, 3);
  // face: eye with a highlight, cheek and a smile along the beak
  s.eye(516, 196, 13, 18);
  s.path(ellipseD(508, 236, 16, 10, 10), CHEEK, D);
  s.path('M614,254Q570,258 538,234Q566,276 612,262Z', MOUTH, D);
  return s;
}
