/**
 * Own drawings (CC0) of a knitted scarf, a frisbee and a four-leaf clover: "a girl wearing a
 * scarf" and "a cat in a scarf" reported the scarf missing, "a dog catching a frisbee" the
 * frisbee, and "a four leaf clover" drew the three-leaf shamrock. Style as in `draw-own.ts`;
 * every part a closed shape (the scarf's stripes and each tassel of its fringes, the frisbee's
 * rings, the clover's leaves and their marks).
 */
import { type P, Svg, circleD, curveLine, deg, ellipseD, polyD, ribbonPts, roundRectD } from './geom.ts';
import { heartLeaf } from './holiday-symbols.ts';

/** The point a share `t` of the way from `a` to `b`. */
const lerp = (a: P, b: P, t: number): P => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/**
 * A hanging tail of a scarf from its top edge (`tl`, `tr`) to its end (`bl`, `br`), cut across
 * into `stripes` bands of alternating colours (each band a closed shape), with `tassels` round
 * tassels of fringe hanging from its end, each `fringe` units long.
 */
function scarfTail(
  s: Svg,
  [tl, tr, bl, br]: [P, P, P, P],
  colours: readonly [string, string],
  stripes: number,
  tassels: number,
  fringe: number,
): void {
  // The fringe first: its tassels tuck under the tail's end.
  const w = Math.hypot(br[0] - bl[0], br[1] - bl[1]) / tassels;
  for (let i = 0; i < tassels; i++) {
    const at = lerp(bl, br, (i + 0.5) / tassels);
    s.path(roundRectD(at[0] - w * 0.36, at[1] - 10, w * 0.72, fringe + 10, w * 0.34), colours[1]);
  }
  for (let i = 0; i < stripes; i++) {
    const t0 = i / stripes,
      t1 = (i + 1) / stripes;
    s.path(polyD([lerp(tl, bl, t0), lerp(tr, br, t0), lerp(tr, br, t1), lerp(tl, bl, t1)]), colours[i % 2]);
  }
}

/**
 * A striped knitted scarf as worn, 420 × 470 units: a thick band looped round a neck (its top
 * edge hidden behind the neck at y ≈ 40), split into five knitted stripes, and two tails hanging
 * down in front from its right side under a knot, one over the other, each striped across and
 * ending in a fringe of four round tassels. Drawn alone it is a scarf; laid over a wearer's neck
 * (`wearOnNeck`), the loop wraps the neck and the tails hang on the chest.
 */
export function scarf(): Svg {
  const s = new Svg(420, 470, 4, 'Scarf');
  const red = '#ff6b6b',
    cream = '#fff1c9';
  // The back tail, hanging a little to the right, then the loop, then the front tail over both.
  scarfTail(
    s,
    [
      [268, 118],
      [344, 100],
      [330, 360],
      [406, 352],
    ],
    [cream, red],
    5,
    4,
    44,
  );
  const cx = 210,
    cy = 40;
  const ring = (rx: number, ry: number, a: number): P => [
    cx + rx * Math.cos(deg(a)),
    cy + ry * Math.sin(deg(a)),
  ];
  const cuts = [0, 36, 72, 108, 144, 180];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const a0 = cuts[i] as number,
      a1 = cuts[i + 1] as number;
    const outer: P[] = [],
      inner: P[] = [];
    for (let k = 0; k <= 12; k++) {
      const a = a0 + ((a1 - a0) * k) / 12;
      outer.push(ring(200, 132, a));
      inner.push(ring(128, 66, a));
    }
    s.path(polyD([...outer, ...inner.reverse()]), i % 2 === 0 ? red : cream);
  }
  scarfTail(
    s,
    [
      [214, 150],
      [298, 146],
      [196, 396],
      [280, 404],
    ],
    [red, cream],
    5,
    4,
    44,
  );
  // the knot where the tails come out of the loop
  s.path(roundRectD(204, 118, 104, 58, 24), red);
  return s;
}

/**
 * A frisbee seen a little from above, 560 × 320 units: a flying disc whose rim shows below its
 * top as a crescent, and on its top two rings round a round middle (each ring a region).
 */
export function frisbee(): Svg {
  const s = new Svg(560, 320, 4, 'Frisbee');
  const disc = '#7ec8ff',
    rim = '#4fa3e8',
    ring = '#ffd166';
  s.path(ellipseD(280, 176, 264, 132), rim);
  s.path(ellipseD(280, 150, 264, 132), disc);
  s.path(ellipseD(280, 150, 188, 94), ring);
  s.path(ellipseD(280, 150, 112, 56), disc);
  s.path(ellipseD(280, 150, 46, 23), ring);
  return s;
}

/**
 * A four-leaf clover, 700 × 760 units: four heart-shaped leaves (each about 280 units long, each
 * with a paler heart-shaped mark inside) set crosswise round a round centre, and a
 * curved stem running down between the two lower leaves. The shamrock (`holiday-symbols.ts`)
 * has three.
 */
export function fourLeafClover(): Svg {
  const s = new Svg(700, 760, 4, 'Four-leaf clover');
  const leaf = '#5fb552',
    leafPale = '#a8e08f',
    stem = '#4f9a45';
  const cx = 350,
    cy = 340;
  const stemLine = curveLine([cx, cy + 20], deg(90), 390, (t) => 0.0016 * t);
  s.path(polyD(ribbonPts(stemLine, (t) => 17 - 4 * t)), stem);
  for (const a of [-135, -45, 45, 135]) {
    const tip: P = [cx + Math.cos(deg(a)) * 14, cy + Math.sin(deg(a)) * 14];
    s.path(polyD(heartLeaf(tip, a, 196).pts), leaf);
    // the pale heart-shaped mark a clover's leaf carries, nearer its middle
    const inner: P = [cx + Math.cos(deg(a)) * 66, cy + Math.sin(deg(a)) * 66];
    s.path(polyD(heartLeaf(inner, a, 104).pts), leafPale);
  }
  s.path(circleD(cx, cy, 30), stem);
  return s;
}
