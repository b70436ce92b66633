/**
 * A kitchen table and a cheetah, for "a cat on a table" and "a cheetah": a wooden table seen
 * from the front, a little from above, under a polka-dot tablecloth with a scalloped hem, on
 * four turned legs; and a friendly cheetah sitting up facing us, spotted, with the black tear
 * lines running from its eyes and a long ringed tail. Same style and rules as `draw-own.ts`,
 * which writes them: every dot, ring, bead of a leg and tear line is a closed shape, so each is
 * a region to colour. Drawings about 500 units across.
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
import { CHEEK, clipped, D, MOUTH, mouthD } from './style.ts';

/**
 * The y (drawing units, from the top of the 560 × 430 canvas) of the table's top surface: the
 * tablecloth lies flat on it from its back edge (y 20) to its front edge (y 84), 400–520 units
 * wide; whatever stands on the table stands on this plane.
 */
export const TABLE_TOP_Y = 20;
/** The front edge of the table's top surface, drawing units from the top of the canvas. */
export const TABLE_FRONT_Y = 84;

/**
 * One turned table leg centred on x = cx from y0 (its top, hidden under the cloth) to y1 (the
 * floor), w units at its widest: a square collar, a bead, a vase-shaped middle, a second bead
 * and a tapered foot, each its own closed shape. `beads` false leaves the beads out (the far
 * legs, seen smaller).
 */
function turnedLeg(
  s: Svg,
  cx: number,
  y0: number,
  y1: number,
  w: number,
  wood: string,
  dark: string,
  beads = true,
): void {
  const h = y1 - y0;
  // the square collar at the top
  s.path(roundRectD(cx - w * 0.62, y0, w * 1.24, h * 0.2, 5), wood);
  // the vase-shaped middle, narrow at both ends, widest two thirds down
  const vTop = y0 + h * 0.26,
    vBot = y1 - h * 0.24;
  const vh = vBot - vTop;
  s.path(
    smoothD(
      [
        [cx - w * 0.36, vTop - 4],
        [cx + w * 0.36, vTop - 4],
        [cx + w * 0.42, vTop + vh * 0.3],
        [cx + w * 0.62, vTop + vh * 0.72],
        [cx + w * 0.34, vBot + 4],
        [cx - w * 0.34, vBot + 4],
        [cx - w * 0.62, vTop + vh * 0.72],
        [cx - w * 0.42, vTop + vh * 0.3],
      ],
      0.7,
    ),
    wood,
  );
  // the tapered foot
  s.path(
    roundPolyD(
      [
        [cx - w * 0.42, y1 - h * 0.2],
        [cx + w * 0.42, y1 - h * 0.2],
        [cx + w * 0.3, y1],
        [cx - w * 0.3, y1],
      ],
      [4, 4, 6, 6],
    ),
    wood,
  );
  if (!beads) return;
  // two round beads where the parts meet
  s.path(ellipseD(cx, y0 + h * 0.23, w * 0.72, h * 0.055), dark);
  s.path(ellipseD(cx, y1 - h * 0.21, w * 0.62, h * 0.05), dark);
}

/**
 * A wooden kitchen table seen from the front and a little from above: a polka-dot tablecloth
 * covering its flat top (y `TABLE_TOP_Y`–`TABLE_FRONT_Y`) and hanging over the front edge to a
 * scalloped hem with a trim along it, and four turned legs, the two far ones smaller between the
 * near ones and joined by a stretcher.
 * 560 × 430 units.
 */
export function kitchenTable(): Svg {
  const s = new Svg(560, 430, 4, 'Kitchen table');
  const wood = '#d9a066',
    dark = '#b97a44',
    cloth = '#ffffff',
    top = '#f4f8ff',
    dot = '#ff9fb8';
  // a stretcher joining the two far legs low down, then the far legs, smaller and higher up,
  // then the near ones
  s.path(roundRectD(150, 316, 260, 20, 6), dark);
  turnedLeg(s, 150, 190, 360, 36, dark, wood, false);
  turnedLeg(s, 410, 190, 360, 36, dark, wood, false);
  turnedLeg(s, 72, 190, 420, 50, wood, dark);
  turnedLeg(s, 488, 190, 420, 50, wood, dark);
  // the cloth's front, hanging from the table's front edge to a scalloped hem
  const hemY = 204,
    n = 9,
    x0 = 14,
    x1 = 546;
  const r = (x1 - x0) / n / 2;
  let front = `M20,${TABLE_FRONT_Y}L540,${TABLE_FRONT_Y}L${x1},${hemY}`;
  for (let i = 1; i <= n; i++) front += `A${r},${r} 0 0 1 ${x1 - i * 2 * r},${hemY}`;
  front += 'Z';
  clipped(s, front, () => {
    s.path(front, cloth, 0);
    for (let i = 0; i < 6; i++) s.path(circleD(64 + i * 86, 120, 15), dot, 4);
    for (let i = 0; i < 5; i++) s.path(circleD(107 + i * 86, 168, 15), dot, 4);
    // a trim along the scalloped hem: one closed band, its lower edge the scallops
    s.path(
      polyD([
        [0, hemY - 10],
        [560, hemY - 10],
        [560, 260],
        [0, 260],
      ]),
      dot,
      4,
    );
  });
  // the cloth over the table's flat top, seen a little from above
  const topD = roundPolyD(
    [
      [80, TABLE_TOP_Y],
      [480, TABLE_TOP_Y],
      [540, TABLE_FRONT_Y],
      [20, TABLE_FRONT_Y],
    ],
    [8, 8, 4, 4],
  );
  s.path(topD, top);
  for (const [x, y, rx] of [
    [150, 40, 16],
    [280, 40, 16],
    [410, 40, 16],
    [90, 66, 18],
    [215, 66, 18],
    [345, 66, 18],
    [470, 66, 18],
  ] as const)
    s.path(ellipseD(x, y, rx, 8), dot, D);
  return s;
}

/**
 * A square-ended band across a centre line (points along it, as from `curveLine`), from share a
 * to share b of its length (b past 1 runs to the end), hw units either side of it: a ring round
 * a tail when clipped to the tail.
 */
function bandD(line: P[], a: number, b: number, hw: number): string {
  const n = line.length - 1;
  const seg = line.slice(Math.round(a * n), Math.min(n, Math.round(b * n)) + 1);
  const left: P[] = [],
    right: P[] = [];
  seg.forEach(([x, y], i) => {
    const [px, py] = seg[Math.max(0, i - 1)] as P,
      [qx, qy] = seg[Math.min(seg.length - 1, i + 1)] as P;
    const l = Math.hypot(qx - px, qy - py) || 1;
    const nx = -(qy - py) / l,
      ny = (qx - px) / l;
    left.push([x + nx * hw, y + ny * hw]);
    right.push([x - nx * hw, y - ny * hw]);
  });
  if (b > 1) {
    // past the end: carry the band on beyond the tip so the tip's round cap is inside it
    const [ex, ey] = line[n] as P,
      [fx, fy] = line[n - 1] as P;
    const l = Math.hypot(ex - fx, ey - fy) || 1;
    const tip: P = [ex + ((ex - fx) / l) * hw * 2, ey + ((ey - fy) / l) * hw * 2];
    return polyD([...left, tip, ...right.reverse()]);
  }
  return polyD([...left, ...right.reverse()]);
}

/**
 * A friendly cheetah sitting up facing us: a round spotted head with small round ears, a white
 * muzzle, the black tear lines running from the inner corners of its eyes down past the muzzle,
 * a pale chest between its two straight front legs, spotted haunches with the hind feet forward,
 * and a long tail curling up at its side with dark rings and a dark tip. 480 × 520 units.
 */
export function cheetah(): Svg {
  const s = new Svg(480, 520, 4, 'Cheetah');
  const fur = '#ffc766',
    far = '#f5b44a',
    spot = '#9a6a32',
    white = '#fff6e2',
    tear = '#806650',
    nose = '#ff8fa8';
  // the long tail, curling up at the cheetah's right, ringed, the tip dark
  const tail = curveLine([320, 462], deg(-8), 300, (t) => -0.004 - 0.018 * t);
  const tailD = polyD(ribbonPts(tail, (t) => 17 - 3 * t));
  clipped(s, tailD, () => {
    s.path(tailD, fur, 0);
    for (const [a, b] of [
      [0.36, 0.44],
      [0.54, 0.62],
      [0.72, 0.8],
    ] as const) {
      s.path(bandD(tail, a, b, 26), spot, 4);
    }
    s.path(bandD(tail, 0.92, 1.2, 26), tear, 4);
  });
  // the haunches, the body, the pale chest
  s.path(ellipseD(130, 410, 74, 66), far);
  s.path(ellipseD(310, 410, 74, 66), far);
  const bodyD = smoothD([
    [168, 214],
    [272, 214],
    [306, 330],
    [316, 440],
    [220, 478],
    [124, 440],
    [134, 330],
  ]);
  s.path(bodyD, fur);
  s.path(ellipseD(220, 290, 42, 62), white, 3);
  // spots on the haunches and the body: closed dots
  for (const [x, y, rr] of [
    [92, 392, 11],
    [128, 436, 11],
    [348, 392, 11],
    [312, 436, 11],
    [158, 262, 10],
    [282, 262, 10],
  ] as const)
    s.path(circleD(x, y, rr), spot, D);
  // the front legs and paws, the hind feet forward at the sides
  s.path(roundRectD(168, 330, 42, 140, 16), fur);
  s.path(roundRectD(230, 330, 42, 140, 16), fur);
  s.path(ellipseD(92, 474, 42, 20), fur);
  s.path(ellipseD(348, 474, 42, 20), fur);
  s.path(ellipseD(187, 474, 30, 17), white);
  s.path(ellipseD(253, 474, 30, 17), white);
  // the head: round ears, a spotted forehead, a white muzzle
  for (const x of [146, 294]) {
    s.path(circleD(x, 70, 30), fur);
    s.path(circleD(x, 72, 15), tear, D);
  }
  s.path(ellipseD(220, 142, 102, 90), fur);
  for (const [x, y] of [
    [220, 76],
    [190, 88],
    [250, 88],
  ] as const)
    s.path(circleD(x, y, 9), spot, D);
  // the tear lines: closed black bands from below the inner corners of the eyes down the sides
  // of the muzzle, which covers their lower ends
  const tearL = curveLine([190, 152], deg(106), 54, () => 0.004);
  const tearR = curveLine([250, 152], deg(74), 54, () => -0.004);
  for (const line of [tearL, tearR]) s.path(polyD(ribbonPts(line, (t) => 9 - 2 * t, true)), tear, D);
  s.path(ellipseD(220, 190, 46, 32), white, 3);
  s.eye(186, 122, 13, 18);
  s.eye(254, 122, 13, 18);
  s.path(ellipseD(148, 168, 18, 12), CHEEK, D);
  s.path(ellipseD(292, 168, 18, 12), CHEEK, D);
  s.path(
    roundPolyD(
      [
        [201, 166],
        [239, 166],
        [220, 182],
      ],
      [6, 6, 5],
    ),
    nose,
    D,
  );
  s.path(mouthD(220, 194, 50, 18), MOUTH, D);
  return s;
}
