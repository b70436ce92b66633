/**
 * Little things children ask for, for "a heart", "a crown", "a donut" and "a pizza": a big
 * smiling heart with a bow and a small heart beside it, a royal crown with jewels, a ring donut
 * with dripping icing and sprinkles, and a whole pizza with one slice pulled out. Same style and
 * rules as `draw-own.ts`, which writes them: every jewel, sprinkle and topping is a closed shape
 * clipped to what it decorates, so each is a region to colour. Drawings about 500 units across.
 */
import { circleD, ellipseD, polyD, r1, roundPolyD, smoothD, Svg, type P } from './geom.ts';
import { clipped, face } from './style.ts';

/**
 * A heart centred on (cx, cy), 2r wide, its lobes' tops 0.73r above cy and its point 1.06r
 * below, turned by `rot` degrees (clockwise) about (cx, cy).
 */
function heartPts(cx: number, cy: number, r: number, rot = 0): P[] {
  const c = Math.cos((rot * Math.PI) / 180),
    sn = Math.sin((rot * Math.PI) / 180);
  const pts: P[] = [];
  for (let i = 0; i < 72; i++) {
    const t = (i / 72) * 2 * Math.PI;
    // the classic heart curve, scaled so its width is 2r
    const x = ((16 * Math.sin(t) ** 3) / 16) * r;
    const y = (-(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) / 16) * r;
    pts.push([cx + x * c - y * sn, cy + x * sn + y * c]);
  }
  return pts;
}
const heartD = (cx: number, cy: number, r: number, rot = 0) => polyD(heartPts(cx, cy, r, rot));

/** A capsule (a sprinkle) centred on (cx, cy), `len` long end to end and `w` wide, turned `rot` degrees. */
function capsuleD(cx: number, cy: number, len: number, w: number, rot: number): string {
  const a = (rot * Math.PI) / 180,
    h = (len - w) / 2,
    r = w / 2;
  const ux = Math.cos(a),
    uy = Math.sin(a),
    nx = -uy * r,
    ny = ux * r;
  const p = (x: number, y: number) => `${r1(x)},${r1(y)}`;
  return (
    `M${p(cx - ux * h + nx, cy - uy * h + ny)}L${p(cx + ux * h + nx, cy + uy * h + ny)}` +
    `A${r1(r)},${r1(r)} 0 0 0 ${p(cx + ux * h - nx, cy + uy * h - ny)}` +
    `L${p(cx - ux * h - nx, cy - uy * h - ny)}A${r1(r)},${r1(r)} 0 0 0 ${p(cx - ux * h + nx, cy - uy * h + ny)}Z`
  );
}

/** A shape with holes: every closed outline in `ds` drawn as one path, even-odd filled. */
function holed(s: Svg, ds: string[], fill: string, sw = s.sw): void {
  s.parts.push(
    `<path d="${ds.join('')}" fill="${fill}" fill-rule="evenodd" stroke="#000" stroke-width="${r1(sw)}" stroke-linejoin="round"/>`,
  );
}

/** A diamond (a cut jewel) centred on (cx, cy), w wide and h tall, its corners slightly rounded. */
function diamondD(cx: number, cy: number, w: number, h: number): string {
  return roundPolyD(
    [
      [cx, cy - h / 2],
      [cx + w / 2, cy],
      [cx, cy + h / 2],
      [cx - w / 2, cy],
    ],
    3,
  );
}

/**
 * A big smiling heart with a bow at its top, a ring of little hearts round its edge, and a
 * smaller heart leaning on it at the right with a little heart inside.
 */
export function heart(): Svg {
  const s = new Svg(520, 480, 4, 'Heart');
  const pink = '#ff8fab',
    light = '#ffc1d6',
    bowFill = '#bfe3ff';
  // the small heart behind, leaning on the big one's right side
  s.path(heartD(420, 360, 82, 18), '#ffd6e0');
  s.path(heartD(440, 380, 32, 18), pink, 3);
  // the big heart, centred so its lobes' tops are at y 70 and its point at y 452
  const cx = 236,
    cy = 206,
    r = 216;
  const big = heartD(cx, cy, r);
  clipped(s, big, () => {
    s.path(big, pink, 0);
    // little hearts spaced evenly round its edge, on a heart 0.78 as big, none in the cleft
    const ring = heartPts(cx, cy + 12, r * 0.78);
    const steps = ring.map((q, i) => Math.hypot(q[0] - ring[(i + 1) % 72][0], q[1] - ring[(i + 1) % 72][1]));
    const total = steps.reduce((a, b) => a + b, 0);
    let k = 0,
      run = 0;
    for (const f of [0.1, 0.2, 0.3, 0.4, 0.6, 0.7, 0.8, 0.9]) {
      while (run + steps[k] < f * total) run += steps[k++];
      const [x, y] = ring[k];
      s.path(heartD(x, y, 17), light, 3);
    }
  });
  // the face
  face(s, cx, 234, 112, [18, 24], { mouthW: 62, mouthD: 20, mouthDy: 42 });
  // the bow in the cleft: two loops, two tails, a knot
  const kx = cx,
    ky = cy - 0.31 * r;
  s.path(
    smoothD([
      [kx - 6, ky + 10],
      [kx - 28, ky + 48],
      [kx - 46, ky + 44],
      [kx - 24, ky + 6],
    ]),
    bowFill,
  );
  s.path(
    smoothD([
      [kx + 6, ky + 10],
      [kx + 28, ky + 48],
      [kx + 46, ky + 44],
      [kx + 24, ky + 6],
    ]),
    bowFill,
  );
  s.path(
    smoothD([
      [kx, ky],
      [kx - 40, ky - 38],
      [kx - 78, ky - 30],
      [kx - 78, ky + 26],
      [kx - 40, ky + 30],
    ]),
    bowFill,
  );
  s.path(
    smoothD([
      [kx, ky],
      [kx + 40, ky - 38],
      [kx + 78, ky - 30],
      [kx + 78, ky + 26],
      [kx + 40, ky + 30],
    ]),
    bowFill,
  );
  s.path(ellipseD(kx, ky, 25, 22), '#8fcfff');
  return s;
}

/**
 * A royal crown: a gold band with diamonds and round jewels, five points each tipped with a ball,
 * a big jewel in front and red velvet showing between the points.
 */
export function crown(): Svg {
  const s = new Svg(520, 420, 4, 'Crown');
  const gold = '#ffd45c',
    velvet = '#ff8fab';
  // the velvet cap behind the points
  s.path(ellipseD(260, 250, 176, 100), velvet);
  // the crown's front: five points over a body that meets the band
  const tips: P[] = [
    [66, 118],
    [160, 86],
    [260, 52],
    [360, 86],
    [454, 118],
  ];
  const valleys: P[] = [
    [118, 232],
    [212, 222],
    [308, 222],
    [402, 232],
  ];
  const body: P[] = [[74, 316], tips[0]];
  for (let i = 0; i < 4; i++) body.push(valleys[i], tips[i + 1]);
  body.push([446, 316]);
  const bodyD = roundPolyD(body, [6, 8, 14, 8, 14, 8, 14, 8, 14, 8, 6]);
  s.path(bodyD, gold);
  // balls on the tips
  for (const [i, [x, y]] of tips.entries()) s.path(circleD(x, y - 12, i === 2 ? 28 : 22), '#fff1a8');
  // jewels on the body: a big one in front, round ones and small diamonds at the sides
  s.path(diamondD(260, 226, 66, 92), '#bfe3ff');
  s.path(diamondD(260, 226, 30, 44), '#e6f4ff', 3);
  s.path(circleD(162, 250, 22), '#b5e3a8', 3);
  s.path(circleD(358, 250, 22), '#b5e3a8', 3);
  s.path(diamondD(94, 262, 30, 44), '#e2d4ff', 3);
  s.path(diamondD(426, 262, 30, 44), '#e2d4ff', 3);
  // the band, its front curving down a little, with a row of jewels
  const bandD = polyD([
    ...Array.from({ length: 41 }, (_, i) => {
      const x = 50 + (420 * i) / 40;
      const u = (x - 260) / 210;
      return [x, 296 + 26 * (1 - u * u)] as P;
    }),
    ...Array.from({ length: 41 }, (_, i) => {
      const x = 470 - (420 * i) / 40;
      const u = (x - 260) / 210;
      return [x, 362 + 26 * (1 - u * u)] as P;
    }),
  ]);
  s.path(bandD, gold);
  for (let i = 0; i < 7; i++) {
    const x = 92 + i * 56;
    const u = (x - 260) / 210;
    const y = 329 + 26 * (1 - u * u);
    if (i % 2 === 0) s.path(ellipseD(x, y, 16, 19), i === 3 ? '#ffb3c7' : '#bfe3ff', 3);
    else s.path(diamondD(x, y, 28, 40), '#ffe27a', 3);
  }
  return s;
}

/** A ring donut seen from above: pink icing dripping over the dough, sprinkles, a smiling face. */
export function donut(): Svg {
  const s = new Svg(500, 500, 4, 'Donut');
  const cx = 250,
    cy = 250;
  const dough = '#ffcf9e',
    icing = '#ffb3c7';
  const ring = (r: (a: number) => number, n = 180, rev = false): string => {
    const pts: P[] = [];
    for (let i = 0; i < n; i++) {
      const a = ((rev ? -i : i) / n) * 2 * Math.PI;
      pts.push([cx + r(a) * Math.cos(a), cy + r(a) * Math.sin(a)]);
    }
    return polyD(pts);
  };
  const hole = (a: number) => 64 + 0 * a;
  holed(s, [ring(() => 234), ring(hole)], dough);
  // the icing: its outer edge a wave with seven drips running down over the dough
  const drips = [0.3, 1.1, 2.05, 2.85, 3.65, 4.45, 5.25];
  const outer = (a: number) => {
    let r = 184 + 5 * Math.sin(a * 9);
    for (const d of drips) {
      const x = Math.atan2(Math.sin(a - d), Math.cos(a - d)) / 0.2;
      if (Math.abs(x) < 1) r += 36 * Math.sqrt(1 - x * x);
    }
    return r;
  };
  const inner = (a: number) => 82 + 5 * Math.sin(a * 7);
  holed(s, [ring(outer), ring(inner)], icing);
  // sprinkles round the ring, keeping clear of the face at the bottom
  const sprinkles: [number, number, number, string][] = [
    [-150, 140, 30, '#bfe3ff'],
    [-128, 108, -40, '#ffe27a'],
    [-105, 148, 70, '#b5e3a8'],
    [-80, 112, 10, '#e2d4ff'],
    [-56, 150, -60, '#ffe27a'],
    [-32, 108, 50, '#bfe3ff'],
    [-8, 146, -20, '#ffc46b'],
    [16, 110, 80, '#b5e3a8'],
    [160, 112, -70, '#ffc46b'],
    [176, 150, 20, '#bfe3ff'],
    [-172, 104, 85, '#b5e3a8'],
  ];
  for (const [deg, rad, rot, fill] of sprinkles) {
    const a = (deg * Math.PI) / 180;
    s.path(capsuleD(cx + rad * Math.cos(a), cy + rad * Math.sin(a), 40, 14, rot), fill, 3);
  }
  // the face on the icing below the hole
  face(s, cx, cy + 126, 100, [16, 21], { mouthW: 64, mouthD: 21, mouthDy: 32, cheekDy: 30 });
  return s;
}

/**
 * A whole round pizza seen from above: crust, a ring of sauce, melted cheese, pepperoni, olive
 * rings and basil leaves, with one slice cut and pulled a little way out to the right.
 */
export function pizza(): Svg {
  const s = new Svg(560, 500, 4, 'Pizza');
  const cx = 240,
    cy = 250,
    R = 224;
  const a0 = -24,
    a1 = 30;
  const at = (a: number, r: number): P => [
    cx + r * Math.cos((a * Math.PI) / 180),
    cy + r * Math.sin((a * Math.PI) / 180),
  ];
  const p = (q: P) => `${r1(q[0])},${r1(q[1])}`;
  const rest = `M${p([cx, cy])}L${p(at(a1, R))}A${R},${R} 0 1 1 ${p(at(a0, R))}Z`;
  const slice = `M${p([cx, cy])}L${p(at(a0, R))}A${R},${R} 0 0 1 ${p(at(a1, R))}Z`;
  const whole = () => {
    s.path(circleD(cx, cy, R), '#ffcf9e');
    s.path(circleD(cx, cy, R - 30), '#ff9e7a');
    // cheese with a wavy edge
    const cheese: P[] = [];
    for (let i = 0; i < 180; i++) {
      const a = (i / 180) * 2 * Math.PI;
      const r = R - 46 + 7 * Math.sin(a * 11) + 4 * Math.sin(a * 5);
      cheese.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
    s.path(polyD(cheese), '#fff1a8');
    for (const [a, r] of [
      [-120, 120],
      [-55, 110],
      [180, 108],
      [130, 124],
      [65, 118],
      [4, 150],
      [-5, 56],
    ] as P[])
      s.path(circleD(...at(a, r), 30), '#ff7a7a', 3);
    for (const [a, r] of [
      [-90, 60],
      [-160, 160],
      [100, 60],
      [20, 150],
      [-10, 70],
    ] as P[]) {
      const [x, y] = at(a, r);
      holed(s, [circleD(x, y, 17), circleD(x, y, 7)], '#c7b3ff', 3);
    }
    for (const [a, r, rot] of [
      [-85, 160, 10],
      [155, 60, 60],
      [40, 60, -30],
    ] as [number, number, number][])
      s.path(ellipseD(...at(a, r), 26, 13, rot), '#b5e3a8', 3);
  };
  clipped(s, rest, whole);
  const off = 64,
    mid = ((a0 + a1) / 2) * (Math.PI / 180);
  s.parts.push(`<g transform="translate(${r1(off * Math.cos(mid))},${r1(off * Math.sin(mid))})">`);
  clipped(s, slice, whole);
  s.parts.push('</g>');
  return s;
}
