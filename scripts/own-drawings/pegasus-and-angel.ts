/**
 * Own drawings (CC0) of a pegasus and a child angel: "a pegasus", "a flying horse", "a winged
 * horse" and "an angel", "a christmas angel" reported the thing missing over a tree in a meadow.
 * Style as in `draw-own.ts`; every part a closed shape, each wing three rows of feathers (a
 * scalloped band each), big enough to stay regions at Simple.
 */
import { SKIN, starPts } from './child-figure.ts';
import {
  type P,
  Svg,
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  r1,
  ribbonPts,
  roundPolyD,
  roundRectD,
  smoothD,
} from './geom.ts';
import { horseBody, maneLocks } from './horse-parts.ts';
import { CHEEK, D, MOUTH, face, mouthD } from './style.ts';

/** One row of a wing's feathers, as a wing's outline in its own frame (see `wingRows`). */
interface FeatherRow {
  /** Share of the wing's length the row runs along, from the root. */
  reach: number;
  /** Depth of the row below the leading edge at the root, and the depth its middle adds (units). */
  depth: [number, number];
  /** Round feather tips along its lower edge. */
  feathers: number;
}

/**
 * A feathered wing as closed outlines, back row first: each row runs from the root along the
 * arched leading edge and ends below in a scalloped edge of round feather tips; later rows are
 * shorter, so drawn in order each shows as a band of feathers. `root` is where the wing leaves
 * the body, `heading` (degrees) the leading edge's direction, `length` its length (units),
 * `side` ±1 the side of the leading edge the feathers hang on.
 */
function wingRows(
  root: P,
  heading: number,
  length: number,
  side: number,
  rows: FeatherRow[],
  arch = 0.16,
): string[] {
  const c = Math.cos(deg(heading)),
    s = Math.sin(deg(heading));
  // local (x along the edge, y across it towards the feathers) to drawing units
  const at = (x: number, y: number): P => [root[0] + c * x - s * y * side, root[1] + s * x + c * y * side];
  return rows.map(({ reach, depth, feathers }) => {
    const end = length * reach;
    const pts: P[] = [];
    // the leading edge, arched away from the feathers
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      pts.push(at(end * t, -arch * length * Math.sin(Math.PI * t * reach)));
    }
    // the feathers' edge: deep in the middle, closing to a point at the far end
    const depthAt = (x: number) => {
      const u = x / end;
      return depth[0] * (1 - u) + depth[1] * Math.sin(Math.PI * u ** 0.8) ** 0.8;
    };
    const base: P[] = [];
    for (let k = 0; k <= feathers; k++) {
      const x = end - (end * k) / feathers;
      base.push([x, depthAt(x)]);
    }
    for (let k = 0; k < feathers; k++) {
      const [x0, y0] = base[k] as P,
        [x1, y1] = base[k + 1] as P;
      // each feather tip a round bulge out across its stretch of the edge
      const l = Math.hypot(x1 - x0, y1 - y0) || 1;
      const [nx, ny] = [(y1 - y0) / l, -(x1 - x0) / l];
      for (let i = 0; i <= 10; i++) {
        const t = i / 10,
          b = Math.sin(Math.PI * t) * l * 0.42;
        pts.push(at(x0 + (x1 - x0) * t + nx * b, y0 + (y1 - y0) * t + ny * b));
      }
    }
    pts.push(at(0, depth[0] * 0.5));
    return polyD(pts);
  });
}

/** Draws a wing's rows (`wingRows`), the back (longest) first, each filled with the next of `fills`. */
function drawWing(s: Svg, ds: string[], fills: string[]): void {
  ds.forEach((d, i) => s.path(d, fills[i % fills.length] as string));
}

/**
 * A friendly pegasus standing with its big feathered wings raised (560 × 560 units): the
 * horse of `draw-own.ts` in white with a flowing lilac mane and tail in long locks, two wings
 * rising from its back (the far one behind, a shade darker), each three rows of feathers, big
 * eyes with shines, a pink cheek and a wide smile on a round muzzle, lilac hooves.
 */
export function pegasus(): Svg {
  const s = new Svg(560, 560, 4, 'Pegasus');
  const coat = '#ffffff',
    coat2 = '#eeeaf8',
    mane = '#c9a7f5',
    mane2 = '#9fd0ff',
    hoof = '#c9b3ec',
    muzzle = '#fbe6f0',
    wing = ['#ffffff', '#eef4ff', '#dbe9ff'],
    wingFar = ['#e6ecf8', '#d6e2f6', '#c4d6f2'];
  const dy = 90,
    dx = 24;
  s.parts.push(`<g transform="translate(${dx},${dy})">`);
  const lock = (pts: P[], fill: string) => s.path(smoothD(pts), fill);
  const rows: FeatherRow[] = [
    { reach: 1, depth: [60, 120], feathers: 5 },
    { reach: 0.78, depth: [50, 70], feathers: 4 },
    { reach: 0.5, depth: [40, 36], feathers: 3 },
  ];
  // the far wing, behind the body, a little forward of the near one
  drawWing(s, wingRows([292, 228], -98, 250, -1, rows), wingFar);
  // the flowing tail: three long locks
  lock(
    [
      [116, 246],
      [66, 252],
      [30, 312],
      [34, 384],
      [62, 420],
      [70, 356],
      [100, 300],
    ],
    mane,
  );
  lock(
    [
      [118, 266],
      [90, 318],
      [92, 392],
      [124, 432],
      [128, 366],
      [142, 304],
    ],
    mane2,
  );
  horseBody(s, { coat, coat2, hoof, muzzle, nostril: '#8a6a9a' });
  // the mane: long locks down the back of the neck, the lowest first, and a forelock
  maneLocks(s, 18, 44, 22, [mane, mane2]);
  lock(
    [
      [366, 96],
      [388, 78],
      [420, 76],
      [440, 92],
      [416, 96],
      [394, 106],
    ],
    mane,
  );
  // the near wing, over the back
  drawWing(s, wingRows([232, 236], -114, 256, -1, rows), wing);
  s.eye(402, 140, 17, 22);
  s.path(ellipseD(398, 186, 18, 12), CHEEK, D);
  s.path(mouthD(476, 210, 46, 18), MOUTH, D);
  s.parts.push('</g>');
  return s;
}

/**
 * A friendly child angel standing face-on (560 × 700 units): two big feathered wings spread
 * behind her, each three rows of feathers; a golden halo floating over her curly hair, a
 * closed ring; a long gown with wide sleeves and a sash, little feet peeping out below; her
 * hands together in front holding a golden star; the standing children's smiling face, its
 * eyes and mouth large enough to stay at Simple.
 */
export function angel(): Svg {
  const s = new Svg(640, 700, 4, 'Angel');
  const hair = '#ffd27a',
    gown = '#e3f1ff',
    gown2 = '#cfe6ff',
    gold = '#ffe066',
    wing = ['#ffffff', '#f1f6ff', '#e0ecff'];
  const cx = 320;
  // the wings, spread out and up from behind the shoulders
  const rows: FeatherRow[] = [
    { reach: 1, depth: [80, 110], feathers: 5 },
    { reach: 0.76, depth: [60, 66], feathers: 4 },
    { reach: 0.48, depth: [44, 34], feathers: 3 },
  ];
  for (const side of [-1, 1]) {
    const heading = side < 0 ? 206 : -26;
    drawWing(s, wingRows([cx + side * 40, 330], heading, 218, side, rows, 0.2), wing);
  }
  // little feet peeping out under the gown
  for (const side of [-1, 1]) s.path(ellipseD(cx + side * 38, 656, 34, 20), SKIN);
  // the long gown: an A-line from the shoulders to the ground with a wavy hem
  const hem: P[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    hem.push([cx + 150 - 300 * t, 644 + 8 * Math.sin(Math.PI * 4 * t)]);
  }
  s.path(
    polyD([
      [cx - 60, 318],
      [cx + 60, 318],
      ...smoothPts([
        [cx + 60, 318],
        [cx + 96, 420],
        [cx + 150, 644],
      ]),
      ...hem,
      ...smoothPts([
        [cx - 150, 644],
        [cx - 96, 420],
        [cx - 60, 318],
      ]),
    ]),
    gown,
  );
  // the wide sleeves curving in to the front, the hands together holding a star
  for (const side of [-1, 1]) {
    const line = curveLine([cx + side * 64, 338], deg(side < 0 ? 96 : 84), 96, () => side * 0.014);
    s.path(polyD(ribbonPts(line, (t) => 20 + 12 * t)), gown2);
  }
  s.path(roundPolyD(starPts(cx, 372, 50, 0.48), 4), gold);
  for (const side of [-1, 1]) s.path(circleD(cx + side * 26, 418, 22), SKIN);
  // the neck, the curly hair behind the head, the head and the fringe
  s.path(roundRectD(cx - 18, 284, 36, 40, 6), SKIN);
  s.union(
    [-1, 1].flatMap((side) => [
      circleD(cx + side * 92, 210, 40),
      circleD(cx + side * 96, 262, 36),
      circleD(cx + side * 78, 160, 40),
    ]),
    hair,
  );
  s.path(ellipseD(cx, 214, 92, 90), SKIN);
  s.union(
    [
      [cx - 70, 156],
      [cx - 30, 136],
      [cx + 14, 132],
      [cx + 56, 144],
      [cx + 84, 170],
      [cx - 86, 190],
    ].map(([x, y]) => circleD(x as number, y as number, 34)),
    hair,
  );
  // the halo floating above the head: a golden ring, its middle open
  const outer = ellipseD(cx, 62, 92, 32),
    inner = ellipseD(cx, 60, 64, 14);
  s.parts.push(
    `<path d="${outer}${inner}" fill="${gold}" fill-rule="evenodd" stroke="#000" stroke-width="${r1(s.sw)}"/>`,
  );
  face(s, cx, 226, 72, [16, 21], {
    cheekDx: 60,
    cheekDy: 34,
    mouthDy: 38,
    mouthW: 58,
    mouthD: 24,
    cheek: [19, 12],
  });
  return s;
}

/** Points along a smooth curve through `pts` (quadratic through the middle point), ends included. */
function smoothPts(pts: [P, P, P], n = 16): P[] {
  const [a, b, c] = pts;
  const out: P[] = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([
      u * u * a[0] + 2 * u * t * b[0] + t * t * c[0],
      u * u * a[1] + 2 * u * t * b[1] + t * t * c[1],
    ]);
  }
  return out;
}
