/**
 * Own drawings (CC0) of three animals children ask for a lot that the library lacked ("an
 * axolotl", "a narwhal", "a capybara" drew a tree in a meadow and reported the animal missing):
 * a pink axolotl with three feathery gills each side, a chubby narwhal with a long spiral tusk,
 * and a calm capybara standing with an orange on its head. Style as in `draw-own.ts`: big
 * closed shapes, a face with big eyes, cheeks and a smile, every detail a closed shape (each
 * gill, each band of the tusk).
 */
import { bandD } from './child-figure.ts';
import {
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundPolyD,
  smoothD,
  Svg,
  type P,
} from './geom.ts';
import { CHEEK, clipped, D, MOUTH, mouthD } from './style.ts';

/**
 * A feathery gill: a lobe from `root` along the angle `a` (degrees, 0 = +x, clockwise on
 * screen), `len` units long and up to `w` units half-wide, its edges scalloped into little
 * frills (a smooth closed outline through alternately wide and narrow points).
 */
function gillD(root: P, a: number, len: number, w: number): string {
  const u: P = [Math.cos(deg(a)), Math.sin(deg(a))];
  const n: P = [-u[1], u[0]];
  const at = (t: number, side: number): P => [
    root[0] + u[0] * len * t + n[0] * side,
    root[1] + u[1] * len * t + n[1] * side,
  ];
  const steps = 8;
  const left: P[] = [],
    right: P[] = [];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const half = w * Math.pow(Math.sin(Math.PI * (0.15 + 0.85 * t)), 0.7) * (i % 2 === 0 ? 0.72 : 1);
    left.push(at(t, half));
    right.push(at(t, -half));
  }
  return smoothD([at(0, w * 0.45), ...left, at(1.04, 0), ...right.reverse(), at(0, -w * 0.45)]);
}

/** A little foot at (cx, cy): a round pad with three round toes, one outline. */
function footDs(cx: number, cy: number, dir: number): string[] {
  return [
    ellipseD(cx, cy, 26, 15),
    circleD(cx + dir * 22, cy + 6, 11),
    circleD(cx + dir * 8, cy + 12, 11),
    circleD(cx - dir * 8, cy + 12, 11),
  ];
}

/**
 * An axolotl seen from the front and a little from the side, about 640 × 400 units: a wide
 * pink head with three feathery gills fanned out each side, big eyes, cheeks and a wide smile;
 * a body with a pale belly and a few spots tapering off to the right into a tail, a pale fin
 * along its back and under its tail; four short legs with three-toed feet.
 */
export function axolotl(): Svg {
  const s = new Svg(640, 400, 4, 'Axolotl');
  const pink = '#ffbfd3',
    gill = '#f47fa4',
    pale = '#ffe6ee',
    spot = '#f59cb9';
  // the fin along the back and round the tail, behind the body
  s.path(
    smoothD([
      [350, 210],
      [420, 182],
      [520, 180],
      [600, 180],
      [640, 198],
      [612, 228],
      [540, 262],
      [480, 282],
      [460, 250],
      [420, 220],
    ]),
    pale,
  );
  // the far legs, behind the body
  for (const [hip, foot, dir] of [
    [[300, 290], [316, 336], 1],
    [[474, 260], [498, 318], 1],
  ] as [P, P, number][])
    s.union([bandD(hip, foot, 16, 8), ...footDs(foot[0] + 6, foot[1] + 4, dir)], pink);
  // the body tapering into the tail, its pale belly and spots
  const bodyD = smoothD([
    [220, 232],
    [320, 210],
    [430, 204],
    [530, 206],
    [612, 204],
    [560, 238],
    [460, 276],
    [340, 300],
    [230, 296],
  ]);
  clipped(s, bodyD, () => {
    s.path(bodyD, pink, 0);
    s.path(ellipseD(340, 320, 150, 46, -4), pale, 3);
    for (const [x, y, r] of [
      [380, 232, 15],
      [460, 228, 13],
      [310, 240, 12],
    ] as const)
      s.path(circleD(x, y, r), spot, D);
  });
  // the near legs, in front of the body
  for (const [hip, foot, dir] of [
    [[250, 292], [226, 344], -1],
    [[430, 280], [444, 340], 1],
  ] as [P, P, number][])
    s.union([bandD(hip, foot, 18, 8), ...footDs(foot[0], foot[1] + 4, dir)], pink);
  // three feathery gills each side of the head, fanned out from behind it
  const hx = 190,
    hy = 190;
  for (const side of [-1, 1])
    for (const a of [14, 44, 72]) {
      const ang = side < 0 ? 180 + a : -a;
      const root: P = [hx + 118 * Math.cos(deg(ang)), hy + 80 * Math.sin(deg(ang))];
      s.path(gillD(root, ang + side * 8, 112, 30), gill);
    }
  // the wide head and its face
  s.path(ellipseD(hx, hy, 150, 104), pink);
  s.eye(hx - 58, hy - 14, 17, 22);
  s.eye(hx + 58, hy - 14, 17, 22);
  s.path(ellipseD(hx - 100, hy + 34, 22, 13), CHEEK, D);
  s.path(ellipseD(hx + 100, hy + 34, 22, 13), CHEEK, D);
  s.path(mouthD(hx, hy + 30, 120, 16), MOUTH, D);
  return s;
}

/**
 * The narwhal's tusk from `base` along the angle `a` (degrees), `len` units long and `w` units
 * half-wide at the base, tapering to a point: its spiral drawn as slanting bands, each a closed
 * shape, alternately `c1` and `c2`.
 */
function tusk(
  s: Svg,
  base: P,
  a: number,
  len: number,
  w: number,
  bands: number,
  c1: string,
  c2: string,
): void {
  const u: P = [Math.cos(deg(a)), Math.sin(deg(a))];
  const n: P = [-u[1], u[0]];
  const half = (t: number) => w * (1 - 0.88 * t);
  const edge = (t: number, side: number): P => [
    base[0] + u[0] * len * t + n[0] * side * half(t),
    base[1] + u[1] * len * t + n[1] * side * half(t),
  ];
  // each cut runs from one edge at t to the other edge a little further along: a spiral
  const slant = 0.07;
  // bands a little longer towards the thin tip, so each stays a region
  const cuts = Array.from({ length: bands }, (_, k) => Math.pow(k / bands, 0.8) * (1 - slant));
  for (let k = 0; k < bands; k++) {
    const t0 = cuts[k] as number;
    const isLast = k === bands - 1;
    const pts: P[] = isLast
      ? [edge(t0, 1), edge(1, 0), edge(t0 + slant, -1)]
      : [
          edge(t0, 1),
          edge(cuts[k + 1] as number, 1),
          edge((cuts[k + 1] as number) + slant, -1),
          edge(t0 + slant, -1),
        ];
    s.path(isLast ? roundPolyD(pts, [2, 6, 2]) : polyD(pts), k % 2 === 0 ? c1 : c2, 3);
  }
}

/**
 * A chubby narwhal swimming to the right, about 640 × 460 units: a round grey-blue body with a
 * darker dappled cape over its back and behind its face, and a pale belly, a long spiral tusk (cream bands) pointing
 * up from its forehead, a flipper, a tail curling up behind into a two-lobed fluke, and a face on the side of its
 * round head with two big eyes, cheeks and a smile.
 */
export function narwhal(): Svg {
  const s = new Svg(640, 460, 4, 'Narwhal');
  const grey = '#b9cfe4',
    dark = '#8fb0d0',
    cape = '#a3bfdb',
    pale = '#eef6fd',
    cream = '#fff4d8',
    band = '#f2dca6';
  // the tusk, its base hidden in the forehead
  tusk(s, [500, 206], -58, 206, 24, 5, cream, band);
  // the tail curling up behind, and its fluke
  const tail = curveLine([190, 300], deg(196), 120, () => 0.008);
  s.path(polyD(ribbonPts(tail, (t) => 46 - 26 * t)), grey);
  const [fx, fy] = tail[tail.length - 1] as P;
  s.path(
    smoothD([
      [fx + 10, fy + 14],
      [fx - 40, fy - 4],
      [fx - 66, fy - 40],
      [fx - 20, fy - 30],
      [fx - 2, fy - 14],
      [fx - 10, fy - 64],
      [fx + 10, fy - 96],
      [fx + 28, fy - 50],
      [fx + 22, fy + 4],
    ]),
    dark,
  );
  // the body, its pale belly and dappled spots
  const bodyD = smoothD([
    [128, 292],
    [206, 220],
    [300, 170],
    [420, 160],
    [520, 180],
    [590, 240],
    [600, 310],
    [560, 370],
    [460, 400],
    [330, 398],
    [230, 370],
    [170, 338],
  ]);
  clipped(s, bodyD, () => {
    s.path(bodyD, grey, 0);
    // a darker dappled cape over the back and down behind the face, so the face keeps a plain
    // region of its own
    s.path(
      smoothD([
        [90, 300],
        [140, 190],
        [300, 120],
        [460, 104],
        [570, 124],
        [576, 160],
        [510, 180],
        [430, 208],
        [386, 256],
        [368, 320],
        [374, 380],
        [300, 420],
        [180, 380],
      ]),
      cape,
      3,
    );
    for (const [x, y, rx, ry] of [
      [220, 262, 18, 13],
      [290, 206, 15, 11],
      [360, 196, 17, 12],
    ] as const)
      s.path(ellipseD(x, y, rx, ry, -15), dark, D);
    s.path(ellipseD(400, 430, 230, 76, -4), pale, 3);
  });
  // the near flipper, swept back
  s.path(ellipseD(330, 334, 62, 26, 28), dark);
  // the face on the side of the round head
  s.eye(460, 256, 16, 21);
  s.eye(540, 256, 16, 21);
  s.path(ellipseD(428, 300, 20, 12), CHEEK, D);
  s.path(ellipseD(572, 300, 18, 12), CHEEK, D);
  s.path(mouthD(500, 300, 70, 16), MOUTH, D);
  return s;
}

/**
 * A capybara standing, its body to the left and its head to the right turned a little to us,
 * about 640 × 440 units: a low barrel body on four short legs, a big head ending in a tall
 * blunt snout (a paler muzzle with two nostrils), small round ears, big eyes, a cheek and a
 * smile, and an orange with a leaf balanced on its head.
 */
export function capybara(): Svg {
  const s = new Svg(640, 440, 4, 'Capybara');
  const fur = '#c48a5a',
    far = '#a8724a',
    muzzle = '#e0b48c',
    nose = '#5a3a28',
    ear = '#f0b9a0',
    orange = '#ffa53d',
    leaf = '#8ccf6a';
  const leg = (x: number, w: number, y0: number, y1: number): string =>
    roundPolyD(
      [
        [x - w, y0],
        [x + w, y0],
        [x + w + 6, y1],
        [x - w - 6, y1],
      ],
      [4, 4, 18, 18],
    );
  // the legs, their tops under the barrel body: the far ones darker
  for (const x of [170, 356]) s.path(leg(x, 24, 280, 396), far);
  for (const x of [112, 300]) s.path(leg(x, 30, 290, 414), fur);
  s.path(
    smoothD([
      [40, 250],
      [70, 180],
      [170, 134],
      [300, 126],
      [400, 146],
      [450, 210],
      [436, 300],
      [380, 350],
      [250, 362],
      [130, 352],
      [56, 312],
    ]),
    fur,
  );
  // small round ears behind the head
  for (const [x, y] of [
    [412, 124],
    [466, 104],
  ]) {
    s.path(circleD(x, y, 24), fur);
    s.path(circleD(x, y + 2, 12), ear, D);
  }
  // the big head, its tall blunt snout a paler muzzle with two nostrils
  const headD = smoothD([
    [384, 150],
    [430, 112],
    [520, 98],
    [592, 110],
    [628, 150],
    [636, 230],
    [622, 292],
    [560, 314],
    [470, 312],
    [400, 284],
  ]);
  clipped(s, headD, () => {
    s.path(headD, fur, 0);
    s.path(ellipseD(612, 232, 92, 110), muzzle, 3);
  });
  s.path(ellipseD(568, 180, 20, 13, -10), nose, D);
  s.path(ellipseD(612, 172, 16, 13, 10), nose, D);
  // face: big eyes, a cheek and a smile
  s.eye(446, 168, 15, 20);
  s.eye(500, 160, 15, 20);
  s.path(ellipseD(440, 232, 22, 13), CHEEK, D);
  s.path(mouthD(584, 258, 58, 16), MOUTH, D);
  // an orange with a leaf balanced on its head
  s.path(
    smoothD([
      [500, 44],
      [526, 22],
      [560, 18],
      [540, 44],
    ]),
    leaf,
    3,
  );
  s.path(circleD(494, 72, 34), orange);
  return s;
}
