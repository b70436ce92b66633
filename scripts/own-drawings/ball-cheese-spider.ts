/**
 * Own drawings (CC0) of a friendly spider sitting in its web, a basketball and a wedge of cheese:
 * "a spider" drew a big ragged clip-art spider and "a spider in a web" reported the web missing,
 * "basketball" had no ball but the billiard ball, and "a mouse eating cheese" no cheese. Style as
 * in `draw-own.ts`; every detail a closed shape (the web's cells, the ball's seams, the cheese's
 * holes).
 */
import { type P, Svg, circleD, ellipseD, polyD, ribbonPts, roundPolyD } from './geom.ts';
import { clipped, face } from './style.ts';

/** A point at `r` units from (cx, cy) along the angle `a` (radians, 0 = +x, clockwise on screen). */
const polar = (cx: number, cy: number, r: number, a: number): P => [
  cx + r * Math.cos(a),
  cy + r * Math.sin(a),
];

/**
 * A thread of the web's ring from `a` to `b` (points on two neighbouring spokes), sagging a
 * little towards the centre (cx, cy) as silk does: a quadratic curve's path segment ("Q…").
 */
function sagTo(a: P, b: P, cx: number, cy: number, sag: number): string {
  const mx = (a[0] + b[0]) / 2,
    my = (a[1] + b[1]) / 2;
  const l = Math.hypot(mx - cx, my - cy) || 1;
  const c: P = [mx - ((mx - cx) / l) * sag, my - ((my - cy) / l) * sag];
  return `Q${c[0].toFixed(1)},${c[1].toFixed(1)} ${b[0].toFixed(1)},${b[1].toFixed(1)}`;
}

/**
 * A round web centred at (cx, cy): `spokes` radial threads and rings at `rings` radii (units),
 * each cell between two spokes and two rings its own closed shape, so every cell is a region.
 * Rings sag between spokes; cells share their edges exactly (each edge drawn the same way twice).
 * The first spoke points up, turned clockwise by `turn` radians.
 */
export function webCells(cx: number, cy: number, spokes: number, rings: number[], turn = 0): string[] {
  const cells: string[] = [];
  const angle = (j: number) => -Math.PI / 2 + turn + (j * 2 * Math.PI) / spokes;
  const sag = (r: number) => r * 0.09;
  for (let j = 0; j < spokes; j++) {
    const a0 = angle(j),
      a1 = angle(j + 1);
    let inner: [P, P] | null = null;
    let innerR = 0;
    for (const r of rings) {
      const o0 = polar(cx, cy, r, a0),
        o1 = polar(cx, cy, r, a1);
      const f = (p: P) => `${p[0].toFixed(1)},${p[1].toFixed(1)}`;
      if (!inner) cells.push(`M${cx},${cy}L${f(o0)}${sagTo(o0, o1, cx, cy, sag(r))}Z`);
      else {
        const [i0, i1] = inner;
        cells.push(
          `M${f(i0)}L${f(o0)}${sagTo(o0, o1, cx, cy, sag(r))}L${f(i1)}${sagTo(i1, i0, cx, cy, sag(innerR))}Z`,
        );
      }
      inner = [o0, o1];
      innerR = r;
    }
  }
  return cells;
}

/** A bent leg from the body at `hip` to a knee at `knee` and a foot at `foot`: a closed ribbon. */
function legD(hip: P, knee: P, foot: P, hw: number): string {
  const line: P[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    line.push([hip[0] + (knee[0] - hip[0]) * t, hip[1] + (knee[1] - hip[1]) * t]);
  }
  for (let i = 1; i <= 10; i++) {
    const t = i / 10;
    line.push([knee[0] + (foot[0] - knee[0]) * t, knee[1] + (foot[1] - knee[1]) * t]);
  }
  return polyD(ribbonPts(line, (t) => hw * (1 - 0.25 * t)));
}

/**
 * A friendly spider sitting in the middle of its round web, about 640 × 640 units: a web of eight
 * spokes and three sagging rings (every cell closed), a round purple body with a paler
 * belly, a round head with big eyes, pink cheeks and a smile, and eight legs bent at the knee
 * (two segments, round feet) spread over the web along its spokes.
 */
export function spiderInWeb(): Svg {
  const s = new Svg(640, 640, 4, 'Spider in its web');
  const silk = '#f4f6ff',
    body = '#9b7fd4',
    belly = '#c9b6f2',
    leg = '#7f63bd';
  const cx = 320,
    cy = 320;
  for (const d of webCells(cx, cy, 8, [150, 236, 316], Math.PI / 8)) s.path(d, silk, 3);
  // eight thick legs laid along the spokes (so they cut no cell in two), bent a little at the
  // knee: thicker than the web's cells are wide, so more of them stay regions at Simple
  for (let j = 0; j < 8; j++) {
    const a = -Math.PI / 2 + ((j + 0.5) * Math.PI) / 4;
    const up = Math.cos(a) >= 0 ? -1 : 1;
    const hip = polar(cx, cy, 70, a),
      mid = polar(cx, cy, 196, a),
      foot = polar(cx, cy, 282, a);
    const knee: P = [mid[0] - Math.sin(a) * 14 * up, mid[1] + Math.cos(a) * 14 * up];
    s.union([legD(hip, knee, foot, 27), circleD(foot[0], foot[1], 29)], leg);
  }
  // the round body and its pale belly
  const bodyD = circleD(cx, 372, 84);
  clipped(s, bodyD, () => {
    s.path(bodyD, body, 0);
    s.path(ellipseD(cx, 400, 50, 46), belly, 3);
  });
  // the head on top, big eyes, cheeks and a smile
  s.path(circleD(cx, 238, 78), body);
  face(s, cx, 222, 64, [20, 26], {
    mouthW: 50,
    mouthD: 16,
    mouthDy: 46,
    cheekDx: 58,
    cheekDy: 30,
    cheek: [17, 11],
  });
  return s;
}

/**
 * A basketball, about 440 × 440 units: an orange ball crossed by its dark seams, each seam a
 * closed band (a band across the middle, one down the middle and a curved one near each side),
 * so the ball is eight panels and four seams to colour.
 */
export function basketball(): Svg {
  const s = new Svg(440, 440, 4, 'Basketball');
  const orange = '#ff9a3c',
    seam = '#5a3a22';
  const c = 220,
    r = 200,
    hw = 12;
  const ballD = circleD(c, c, r);
  clipped(s, ballD, () => {
    s.path(ballD, orange, 0);
    // the curved seams near each side, bowing towards the middle
    for (const side of [-1, 1]) {
      const line: P[] = [];
      for (let i = 0; i <= 40; i++) {
        const t = -1.2 + (2.4 * i) / 40;
        line.push([c + side * (r * 0.98 - r * 0.5 * Math.cos(t * 1.1)), c + r * 1.05 * Math.sin(t)]);
      }
      s.path(polyD(ribbonPts(line, () => hw)), seam, 3);
    }
    // the band across the middle and the band down the middle
    s.path(`M${c - r - 10},${c - hw}H${c + r + 10}V${c + hw}H${c - r - 10}Z`, seam, 3);
    s.path(`M${c - hw},${c - r - 10}V${c + r + 10}H${c + hw}V${c - r - 10}Z`, seam, 3);
  });
  // a shine on the top left panel
  s.path(ellipseD(c - 62, c - 116, 22, 12, -35), '#ffd7a8', 2);
  return s;
}

/**
 * A wedge of cheese lying on its side, about 520 × 360 units: a pale top face, a front face and
 * a darker cut face, round holes on all three (whole ellipses inside them, and half holes bitten
 * out of the edges as closed shapes), a rind along the back.
 */
export function cheeseWedge(): Svg {
  const s = new Svg(520, 360, 4, 'Cheese');
  const top = '#ffe98a',
    front = '#ffd23f',
    side = '#f5bf2a',
    hole = '#e8a915';
  // corners: the wedge's point at the left, its thick end at the right
  const tip: P = [30, 220],
    backTop: P = [330, 60],
    rightTop: P = [490, 130],
    frontTop: P = [190, 290 - 120];
  const topD = roundPolyD([tip, backTop, rightTop, frontTop], [8, 8, 8, 8]);
  const frontD = roundPolyD([tip, frontTop, [190, 320], [30, 260]], [8, 6, 8, 8]);
  const sideD = roundPolyD([frontTop, rightTop, [490, 250], [190, 320]], [6, 8, 8, 6]);
  clipped(s, topD, () => {
    s.path(topD, top, 0);
    s.path(ellipseD(300, 116, 30, 14, 8), hole, 3);
    s.path(ellipseD(196, 146, 22, 10, 8), hole, 3);
    s.path(ellipseD(404, 114, 22, 10, 8), hole, 3);
    s.path(ellipseD(120, 192, 16, 8, 8), hole, 3);
    s.path(ellipseD(300, 160, 16, 8, 8), hole, 3);
    s.path(ellipseD(370, 90, 14, 7, 8), hole, 3);
    s.path(ellipseD(240, 112, 14, 7, 8), hole, 3);
    s.path(ellipseD(420, 150, 14, 7, 8), hole, 3);
  });
  clipped(s, frontD, () => {
    s.path(frontD, front, 0);
    s.path(circleD(104, 240, 14), hole, 3);
    s.path(circleD(160, 276, 11), hole, 3);
    s.path(ellipseD(30, 240, 12, 14), hole, 3);
  });
  clipped(s, sideD, () => {
    s.path(sideD, side, 0);
    s.path(ellipseD(270, 236, 30, 34), hole, 3);
    s.path(ellipseD(400, 206, 24, 28), hole, 3);
    s.path(ellipseD(350, 286, 18, 20), hole, 3);
    s.path(ellipseD(490, 250, 26, 30), hole, 3);
    s.path(ellipseD(226, 300, 16, 14), hole, 3);
    s.path(ellipseD(456, 162, 14, 16), hole, 3);
    s.path(ellipseD(330, 186, 13, 15), hole, 3);
    s.path(ellipseD(440, 290, 14, 12), hole, 3);
    s.path(ellipseD(210, 200, 12, 14), hole, 3);
    s.path(ellipseD(396, 250, 10, 12), hole, 3);
  });
  return s;
}
