/**
 * A crab and a starfish for the shore and the sea, and a tall sunflower: the library had no
 * drawing of any of them. Same style and rules as `draw-own.ts`, which writes them: flat fills,
 * closed black outlines, about 500 units across, every detail a closed shape, friendly faces.
 */
import { circleD, deg, ellipseD, polyD, ribbonPts, roundPolyD, smoothD, Svg, type P } from './geom.ts';
import { CHEEK, clipped, D, face, MOUTH, mouthD } from './style.ts';

/**
 * A tapered limb segment from a to b: a rounded quadrilateral whose half-width goes from wa at
 * a to wb at b (units of the drawing), corners rounded by a third of the narrower width.
 */
function segmentD(a: P, b: P, wa: number, wb: number): string {
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const nx = -(b[1] - a[1]) / l,
    ny = (b[0] - a[0]) / l;
  return roundPolyD(
    [
      [a[0] + nx * wa, a[1] + ny * wa],
      [b[0] + nx * wb, b[1] + ny * wb],
      [b[0] - nx * wb, b[1] - ny * wb],
      [a[0] - nx * wa, a[1] - ny * wa],
    ],
    Math.min(wa, wb) * 0.7,
  );
}

/**
 * A pointed finger of a crab's claw from `base` along `angle` (degrees, 0 = +x) for `len`
 * units, `w` units wide at its base, bending a little towards `bend` (±1).
 */
function fingerD(base: P, angle: number, len: number, w: number, bend: number): string {
  const ax = Math.cos(deg(angle)),
    ay = Math.sin(deg(angle));
  const nx = -ay * bend,
    ny = ax * bend;
  const at = (t: number, off: number): P => [
    base[0] + ax * len * t + nx * (off + 14 * t * t),
    base[1] + ay * len * t + ny * (off + 14 * t * t),
  ];
  return smoothD([
    at(0, w / 2),
    at(0.45, w * 0.42),
    at(0.82, w * 0.2),
    at(1, 0),
    at(0.7, -w * 0.3),
    at(0.3, -w * 0.5),
    at(0, -w / 2),
  ]);
}

/**
 * A smiling red crab seen from the front (560 × 440 units): a round shell with five closed
 * spots and a smile with cheeks, two eye stalks ending in big round eyes, two big claws raised
 * high with open pincers, and four jointed legs on each side, each leg two closed segments.
 */
export function crab(): Svg {
  const s = new Svg(560, 440, 4, 'Crab');
  const cx = 280;
  const shell = '#ff6b5a',
    limb = '#ff8672',
    claw = '#ff7a66',
    spot = '#ffc4b4';
  // four legs each side: up and out to a knee, then down and out to a pointed foot
  for (const side of [-1, 1])
    for (let i = 3; i >= 0; i--) {
      const y0 = 248 + i * 40;
      const hip: P = [cx + side * 96, y0],
        knee: P = [cx + side * (192 + i * 6), y0 - 18],
        foot: P = [cx + side * (238 + i * 6), y0 + 24];
      s.path(segmentD(knee, foot, 11, 4), limb);
      s.path(segmentD(hip, knee, 13, 12), limb);
    }
  // arms raised to the claws
  for (const side of [-1, 1]) {
    const hand: P = [cx + side * 186, 128];
    s.path(segmentD([cx + side * 112, 232], [cx + side * 168, 190], 17, 15), claw);
    s.path(segmentD([cx + side * 166, 196], [hand[0], hand[1] + 20], 16, 15), claw);
    // the pincer: an inner and an outer finger opening upwards around the hand
    s.path(fingerD([hand[0] - side * 14, hand[1] - 22], side > 0 ? -108 : -72, 84, 54, side), claw);
    s.path(fingerD([hand[0] + side * 16, hand[1] - 20], side > 0 ? -58 : -122, 96, 62, -side), claw);
    s.path(ellipseD(hand[0], hand[1], 50, 44), claw);
  }
  // eye stalks and big round eyes
  for (const side of [-1, 1]) {
    s.path(segmentD([cx + side * 44, 200], [cx + side * 56, 104], 11, 10), limb);
    s.path(circleD(cx + side * 58, 82, 36), '#fff');
    s.eye(cx + side * 56, 86, 17, 22);
  }
  // the round shell, its spots, and its smile
  s.path(ellipseD(cx, 282, 150, 104), shell);
  for (const [x, y, r] of [
    [cx, 344, 18],
    [cx - 74, 332, 14],
    [cx + 74, 332, 14],
    [cx - 122, 296, 11],
    [cx + 122, 296, 11],
  ] as [number, number, number][])
    s.path(circleD(x, y, r), spot, 3);
  // The smile high on the shell, the spots below it: Detailed pages keep a face plain when it
  // is in the upper part of the shape holding it, however low in the drawing (region-patterns.ts).
  s.path(ellipseD(cx - 82, 246, 22, 13), CHEEK, D);
  s.path(ellipseD(cx + 82, 246, 22, 13), CHEEK, D);
  s.path(mouthD(cx, 240, 92, 24), MOUTH, D);
  return s;
}

/** A five-pointed star's corners around (cx, cy): outer radius r, inner radius r × inner. */
function starPts(cx: number, cy: number, r: number, inner: number): P[] {
  const pts: P[] = [];
  for (let i = 0; i < 10; i++) {
    const a = deg(-90 + i * 36);
    const rr = i % 2 === 0 ? r : r * inner;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return pts;
}

/**
 * A smiling orange starfish (520 × 480 units): five plump arms with rounded tips, a lighter
 * round middle with a friendly face, and a light band across each arm.
 */
export function starfish(): Svg {
  const s = new Svg(520, 480, 4, 'Starfish');
  const cx = 260,
    cy = 262,
    R = 232;
  const bodyD = roundPolyD(
    starPts(cx, cy, R, 0.5),
    Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 40 : 36)),
  );
  // A light band across each arm, edge to edge: dots on the upper arms read as more face
  // features, so the Detailed page kept the whole body plain and fell under its range.
  clipped(s, bodyD, () => {
    s.path(bodyD, '#ffa35c', 0);
    for (let k = 0; k < 5; k++) {
      const a = deg(-90 + k * 72);
      const [ux, uy] = [Math.cos(a), Math.sin(a)];
      const [px, py] = [-uy, ux];
      const band = (d: number, w: number): P[] => {
        const [mx, my] = [cx + ux * d, cy + uy * d];
        return [
          [mx - ux * w + px * 90, my - uy * w + py * 90],
          [mx + ux * w + px * 90, my + uy * w + py * 90],
          [mx + ux * w - px * 90, my + uy * w - py * 90],
          [mx - ux * w - px * 90, my - uy * w - py * 90],
        ];
      };
      s.path(polyD(band(150, 14)), '#ffe0b8', 3);
    }
  });
  s.path(circleD(cx, cy, 96), '#ffc98f', 3);
  face(s, cx, cy - 12, 70, [15, 21], { mouthDy: 30, mouthW: 62, mouthD: 20, cheek: [17, 11] });
  return s;
}

/**
 * A leaf from `base` along `angle` (degrees) for `len` units, about 1.5 × w wide: two closed
 * halves, light and dark, meeting along a straight midrib.
 */
function leaf(s: Svg, base: P, angle: number, len: number, w: number): void {
  const ax = Math.cos(deg(angle)),
    ay = Math.sin(deg(angle));
  const tip: P = [base[0] + ax * len, base[1] + ay * len];
  for (const [side, fill] of [
    [1, '#9ad56f'],
    [-1, '#74c05a'],
  ] as [number, string][]) {
    const nx = -ay * side * w,
      ny = ax * side * w;
    const c1: P = [base[0] + ax * len * 0.25 + nx, base[1] + ay * len * 0.25 + ny];
    const c2: P = [base[0] + ax * len * 0.75 + nx * 0.9, base[1] + ay * len * 0.75 + ny * 0.9];
    s.path(
      `M${base[0]},${base[1]}C${c1[0]},${c1[1]} ${c2[0]},${c2[1]} ${tip[0]},${tip[1]}L${base[0]},${base[1]}Z`,
      fill,
    );
  }
}

/**
 * A tall smiling sunflower (460 × 660 units): a big head of two rings of petals around a seed
 * disc drawn as closed rings, its middle a friendly face; a thick stem and two big leaves, each
 * in two halves.
 */
export function sunflower(): Svg {
  const s = new Svg(460, 660, 4, 'Sunflower');
  const cx = 230,
    cy = 218;
  // the stem, curving a little, and its leaves
  const stem: P[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    stem.push([cx + Math.sin(t * Math.PI) * 10, 300 + t * 352]);
  }
  s.path(polyD(ribbonPts(stem, () => 17)), '#6cc15a');
  leaf(s, [cx - 2, 584], -160, 180, 62);
  leaf(s, [cx + 22, 512], -20, 172, 60);
  // two rings of petals, the inner one between the outer ones
  const n = 11;
  for (let k = 0; k < n; k++) {
    const a = -90 + (360 * k) / n;
    s.path(ellipseD(cx + Math.cos(deg(a)) * 138, cy + Math.sin(deg(a)) * 150, 62, 33, a), '#ffd84a');
  }
  for (let k = 0; k < n; k++) {
    const a = -90 + (360 * (k + 0.5)) / n;
    s.path(ellipseD(cx + Math.cos(deg(a)) * 118, cy + Math.sin(deg(a)) * 128, 50, 29, a), '#ffb833');
  }
  // the seed disc in rings, a face in its middle
  s.path(circleD(cx, cy, 104), '#d99a5e');
  s.path(circleD(cx, cy, 86), '#e9b679', 3);
  s.path(circleD(cx, cy, 68), '#f8dba6', 3);
  face(s, cx, cy - 12, 54, [14, 19], {
    mouthDy: 26,
    mouthW: 56,
    mouthD: 18,
    cheekDx: 41,
    cheekDy: 22,
    cheek: [14, 9],
  });
  return s;
}
