/**
 * Things a subject often has with it ("a dog with a bone", "a bunny eating a carrot", "a boy on
 * a skateboard"), and a summer treat: a cartoon dog bone, a carrot with a leafy top, a
 * watermelon slice with a smiling face in front of a whole melon, and a skateboard seen from
 * the side and a little above. Same style and rules as `draw-own.ts`, which writes them: every
 * shine, ridge, seed, stripe and star is a closed shape, most clipped to what they decorate, so
 * each is a region to colour. Drawings about 500 units across.
 */
import { circleD, ellipseD, polyD, roundPolyD, smoothD, Svg, type P } from './geom.ts';
import { clipped, D, face } from './style.ts';

/** Points `pts` turned by `turn` degrees about (cx, cy). */
function turned(pts: P[], cx: number, cy: number, turn: number): P[] {
  const a = (turn * Math.PI) / 180;
  const c = Math.cos(a),
    sn = Math.sin(a);
  return pts.map(([x, y]) => [cx + (x - cx) * c - (y - cy) * sn, cy + (x - cx) * sn + (y - cy) * c]);
}

/** Points of a circle or ellipse (cx, cy, rx, ry), n of them, starting at angle a0 (degrees). */
function ovalPts(cx: number, cy: number, rx: number, ry: number, n = 40, a0 = 0): P[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((a0 + (360 * i) / n) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as P;
  });
}

/** A five-pointed star centred (cx, cy), outer radius r, squashed to `sy` of its height, turned. */
function starPts(cx: number, cy: number, r: number, sy = 1, turn = 0): P[] {
  const pts: P[] = [];
  for (let i = 0; i < 10; i++) {
    const a = ((turn - 90 + 36 * i) * Math.PI) / 180;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a) * sy]);
  }
  return pts;
}

/**
 * A cartoon dog bone lying a little tilted: a thick shaft with two round knobs at each end,
 * outlined as one, shines on the shaft and the upper knobs, shade crescents on the lower knobs,
 * and a ribbon tied round its middle in a bow (a treat given as a present).
 */
export function bone(): Svg {
  const s = new Svg(520, 300, 4, 'Bone');
  const fill = '#fff4dc',
    knob = '#ffe9c2',
    shine = '#ffffff',
    ribbon = '#ff8fb1';
  const cx = 260,
    cy = 150,
    turn = -12;
  const at = (pts: P[]) => turned(pts, cx, cy, turn);
  // the shaft and the four knobs outlined as one shape, the knobs of each end overlapping
  const shaft = at([
    [cx - 180, cy - 40],
    [cx - 100, cy - 32],
    [cx, cy - 28],
    [cx + 100, cy - 32],
    [cx + 180, cy - 40],
    [cx + 180, cy + 40],
    [cx + 100, cy + 32],
    [cx, cy + 28],
    [cx - 100, cy + 32],
    [cx - 180, cy + 40],
  ]);
  const knobs = (
    [
      [cx - 184, cy - 42],
      [cx + 184, cy - 42],
      [cx - 184, cy + 42],
      [cx + 184, cy + 42],
    ] as P[]
  ).map((k) => at([k])[0]);
  s.union([smoothD(shaft, 0.6), ...knobs.map(([x, y]) => circleD(x, y, 52))], fill);
  // a shade crescent inside the lower edge of each lower knob
  for (const [x, y] of [knobs[2], knobs[3]] as P[]) {
    const outer = ovalPts(x, y, 40, 40, 36, 30).slice(0, 13);
    const inner = outer
      .map(([px, py], i): P => {
        const k = 1 - (16 * Math.sin((Math.PI * i) / 12)) / 40;
        return [x + (px - x) * k, y + (py - y) * k];
      })
      .slice(1, -1)
      .reverse();
    s.path(smoothD([...outer, ...inner], 0.5), knob, 3);
  }
  // shines: one along the shaft's top each side of the ribbon, a small curved one on each upper knob
  for (const [x0, x1] of [
    [cx - 130, cx - 50],
    [cx + 50, cx + 120],
  ])
    s.path(
      roundPolyD(
        at([
          [x0, cy - 14],
          [x1, cy - 12],
          [x1, cy - 1],
          [x0, cy - 2],
        ]),
        5,
      ),
      shine,
      3,
    );
  // a ribbon round the middle, tied in a bow on top: a present of a bone
  const shaftD = smoothD(shaft, 0.6);
  clipped(
    s,
    shaftD,
    () =>
      s.path(
        polyD(
          at([
            [cx - 18, cy - 60],
            [cx + 18, cy - 60],
            [cx + 18, cy + 60],
            [cx - 18, cy + 60],
          ]),
        ),
        ribbon,
        3,
      ),
    0,
  );
  for (const side of [-1, 1]) {
    // a tail hanging from the knot, then a loop
    s.path(
      roundPolyD(
        at([
          [cx + side * 6, cy - 34],
          [cx + side * 30, cy + 6],
          [cx + side * 44, cy - 4],
          [cx + side * 16, cy - 40],
        ]),
        4,
      ),
      ribbon,
      3,
    );
    s.path(
      smoothD(
        at([
          [cx, cy - 38],
          [cx + side * 46, cy - 94],
          [cx + side * 78, cy - 80],
          [cx + side * 62, cy - 36],
        ]),
        0.9,
      ),
      ribbon,
      3,
    );
  }
  s.path(ellipseD(...at([[cx, cy - 38]])[0], 17, 15, turn), ribbon, 3);
  for (const side of [-1, 1]) {
    const [k] = at([[cx + side * 184, cy - 42]]);
    const arc = ovalPts(k[0], k[1], 34, 34, 14, side < 0 ? 200 : 250).slice(0, 5);
    const inner = ovalPts(k[0], k[1], 22, 22, 14, side < 0 ? 200 : 250)
      .slice(0, 5)
      .reverse();
    s.path(smoothD([...arc, ...inner], 0.5), shine, 3);
  }
  return s;
}

/**
 * A carrot lying tilted, point down to the left: an orange root with five closed ridge marks
 * from alternate sides and a leafy top of four closed leaves, each with a closed vein.
 */
export function carrot(): Svg {
  const s = new Svg(520, 420, 4, 'Carrot');
  const orange = '#ff9a3c',
    ridge = '#ffc38a',
    leaf = '#7bc95a',
    leafDark = '#5fae44',
    vein = '#b8e6a0';
  // the root runs from its shoulder at the top right (380, 150) to its tip at (70, 380)
  const cx = 250,
    cy = 250,
    turn = -38;
  const at = (pts: P[]) => turned(pts, cx, cy, turn);
  // local frame: the root along -x (tip) to +x (shoulder), centred (cx, cy)
  const root = at([
    [cx + 175, cy - 10],
    [cx + 160, cy - 58],
    [cx + 110, cy - 66],
    [cx + 20, cy - 54],
    [cx - 90, cy - 34],
    [cx - 185, cy - 12],
    [cx - 205, cy],
    [cx - 185, cy + 12],
    [cx - 90, cy + 34],
    [cx + 20, cy + 54],
    [cx + 110, cy + 66],
    [cx + 160, cy + 58],
    [cx + 175, cy + 10],
  ]);
  // the leaves behind the root's shoulder, fanned out
  const shoulder = at([[cx + 168, cy]])[0];
  const leaves: [number, number, string][] = [
    [-80, 150, leafDark],
    [-40, 170, leaf],
    [0, 150, leafDark],
    [-118, 120, leaf],
  ];
  for (const [dir, len, fill] of leaves) {
    const a = ((turn + dir) * Math.PI) / 180;
    const ux = Math.cos(a),
      uy = Math.sin(a);
    const nx = -uy,
      ny = ux;
    const p = (t: number, w: number): P => [
      shoulder[0] + ux * len * t + nx * w,
      shoulder[1] + uy * len * t + ny * w,
    ];
    // a frilly leaf: three lobes a side
    const lobes: P[] = [p(0.05, 10), p(0.3, 26), p(0.42, 16), p(0.58, 30), p(0.7, 18), p(0.85, 24), p(1, 0)];
    const other: P[] = [p(0.85, -24), p(0.7, -18), p(0.58, -30), p(0.42, -16), p(0.3, -26), p(0.05, -10)];
    s.path(smoothD([...lobes, ...other], 0.9), fill);
    s.path(smoothD([p(0.18, 3), p(0.6, 5), p(0.84, 0), p(0.6, -5), p(0.18, -3)], 0.8), vein, D);
  }
  const rootD = smoothD(root, 0.9);
  clipped(s, rootD, () => {
    s.path(rootD, orange, 0);
    // ridge marks from alternate sides: thin curved slivers
    const marks: [number, number, number][] = [
      [110, -1, 50],
      [50, 1, 46],
      [-10, -1, 40],
      [-70, 1, 30],
      [-125, -1, 22],
    ];
    for (const [x, side, len] of marks) {
      const edge = side * 70;
      s.path(
        smoothD(
          at([
            [cx + x - 6, cy + edge],
            [cx + x - 2, cy + edge - side * len],
            [cx + x + 6, cy + edge - side * (len + 4)],
            [cx + x + 10, cy + edge - side * len],
            [cx + x + 10, cy + edge],
          ]),
          0.8,
        ),
        ridge,
        3,
      );
    }
  });
  // the round top of the root where the leaves grow from
  s.path(ellipseD(shoulder[0], shoulder[1], 22, 40, turn), '#f07f22', 3);
  return s;
}

/**
 * A big watermelon slice (a wedge: green rind, white band, red flesh with drop-shaped seeds and
 * a smiling face) standing in front of a whole striped melon.
 */
export function watermelon(): Svg {
  const s = new Svg(520, 430, 4, 'Watermelon');
  const green = '#6cc24a',
    stripe = '#3f9a36',
    rind = '#4fae3c',
    white = '#f4ffe6',
    red = '#ff6b7a',
    seed = '#9c6b4e';
  // the whole melon behind, to the right
  const melonD = ellipseD(356, 214, 150, 118, -8);
  clipped(s, melonD, () => {
    s.path(melonD, green, 0);
    for (const off of [-116, -40, 36, 112]) {
      const pts: P[] = [];
      for (let i = 0; i <= 20; i++) {
        const t = i / 20;
        const y = 80 + t * 270;
        pts.push([356 + off * Math.sin(Math.PI * (0.12 + t * 0.76)) + 7 * Math.sin(t * 16), y]);
      }
      const back = pts.map(([x, y]) => [x + 36, y] as P).reverse();
      s.path(polyD(turned([...pts, ...back], 356, 214, -8)), stripe, 3);
    }
  });
  // the stalk end
  s.path(ellipseD(500, 196, 10, 14, -8), '#8fd47a', 3);
  // the slice: a wedge with its point up, an arc at the bottom
  const ox = 214,
    oy = 14,
    R = 310,
    a0 = 62,
    a1 = 118;
  const arc = (r: number, n = 30): P[] =>
    Array.from({ length: n + 1 }, (_, i) => {
      const a = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180;
      return [ox + r * Math.cos(a), oy + r * Math.sin(a)] as P;
    });
  // the wedge is lower and wider than a plain sector: squash it
  const sq = (pts: P[]): P[] => pts.map(([x, y]) => [ox + (x - ox) * 1.32, oy + (y - oy) * 1.2]);
  const tip: P = [ox, oy + 36];
  // each layer a wedge with its tip and corners rounded
  const wedge = (r: number): string => {
    const pts = sq([tip, ...arc(r)]);
    return roundPolyD(
      pts,
      pts.map((_, i) => (i === 0 ? 36 : i === 1 || i === pts.length - 1 ? 10 : 0)),
    );
  };
  s.path(wedge(R), rind);
  s.path(wedge(R - 22), white, 3);
  s.path(wedge(R - 42), red, 3);
  // seeds: drops pointing up to the tip
  const drop = (x: number, y: number): string =>
    smoothD(
      [
        [x, y - 20],
        [x + 11, y],
        [x, y + 13],
        [x - 11, y],
      ],
      0.9,
    );
  for (const [x, y] of [
    [160, 318],
    [268, 318],
    [214, 300],
    [110, 278],
    [318, 278],
    [214, 124],
  ] as P[])
    s.path(drop(x, y), seed, 3);
  // a smiling face in the middle of the flesh
  face(s, 214, 196, 84, [15, 19], { mouthW: 62, mouthD: 22, mouthDy: 30, cheek: [19, 12] });
  return s;
}

/**
 * A skateboard seen from the side and a little above: the deck's top with raised kicktails,
 * three stars and a flame on it, its edge below, two metal trucks and four wheels (hubs on the
 * near two).
 */
export function skateboard(): Svg {
  const s = new Svg(540, 310, 4, 'Skateboard');
  const deck = '#7fc8ff',
    edge = '#ffd45c',
    truck = '#c8ced6',
    wheel = '#ff8fb1',
    hub = '#fff1a8',
    star = '#fff1a8',
    flame = '#ff9a3c';
  const turn = -6,
    cx = 270,
    cy = 150;
  const at = (pts: P[]) => turned(pts, cx, cy, turn);
  const wheelAt = (x: number, y: number, r: number, hasHub: boolean) => {
    const [p] = at([[x, y]]);
    s.path(ellipseD(p[0], p[1], r * 0.8, r), wheel);
    if (hasHub) s.path(ellipseD(p[0] + 4, p[1], r * 0.4, r * 0.5), hub, 3);
  };
  // the far trucks, then their wheels over them (each wheel whole where the near truck leaves it
  // showing, so a Simple page keeps four wheels), all behind the deck
  for (const x of [128, 408])
    s.path(
      roundPolyD(
        at([
          [x - 18, 170],
          [x + 36, 170],
          [x + 26, 214],
          [x - 8, 214],
        ]),
        6,
      ),
      truck,
    );
  wheelAt(160, 206, 32, false);
  wheelAt(440, 206, 32, false);
  // the deck: its edge (thickness) below, then its top
  const top: P[] = [
    [32, 96],
    [70, 118],
    [150, 124],
    [270, 126],
    [390, 124],
    [470, 118],
    [508, 96],
    [516, 120],
    [492, 150],
    [440, 168],
    [270, 174],
    [100, 168],
    [48, 150],
    [24, 120],
  ];
  const under: P[] = top.map(([x, y]) => [x, y + 18]);
  s.path(smoothD(at(under), 0.8), edge);
  const topD = smoothD(at(top), 0.8);
  clipped(s, topD, () => {
    s.path(topD, deck, 0);
    // a flame licking in from the left tail
    s.path(
      smoothD(
        at([
          [20, 110],
          [70, 126],
          [110, 120],
          [96, 136],
          [148, 140],
          [108, 152],
          [132, 166],
          [70, 164],
          [20, 160],
        ]),
        0.8,
      ),
      flame,
      3,
    );
    for (const [x, y, r, t] of [
      [222, 148, 30, -10],
      [310, 146, 26, 8],
      [400, 146, 30, 14],
    ] as [number, number, number, number][])
      s.path(roundPolyD(at(starPts(x, y, r, 0.62, t)), 3), star, 3);
  });
  // the near trucks and wheels, below the deck
  for (const x of [108, 388])
    s.path(
      roundPolyD(
        at([
          [x - 20, 184],
          [x + 40, 184],
          [x + 30, 226],
          [x - 10, 226],
        ]),
        6,
      ),
      truck,
    );
  wheelAt(100, 244, 40, true);
  wheelAt(380, 244, 40, true);
  return s;
}
