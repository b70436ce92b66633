/**
 * Animals children ask for that the library had no drawing of ("a peacock", "a bat", "an otter"):
 * a peacock with its tail fanned out in eyed feathers, a bat with its wings spread and a river
 * otter sitting up with a fish. Same style and rules as `draw-own.ts`, which writes them: big
 * closed shapes, a face with eyes, cheeks and a smile, every detail a closed shape at least about
 * 1/30 of the drawing across.
 */
import {
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundRectD,
  smoothD,
  Svg,
  type P,
} from './geom.ts';
import { CHEEK, clipped, D, MOUTH, mouthD, tri } from './style.ts';

/** A straight band from `a` to `b` (drawing units), `hw` half as wide, round at `b`. */
function bandD(a: P, b: P, hw: number): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const line = curveLine(a, Math.atan2(b[1] - a[1], b[0] - a[0]), len, () => 0, 20);
  return polyD(ribbonPts(line, () => hw, true));
}

/**
 * A teardrop pointing at `tip`: its round head a circle of radius `r` centred at `head`, its
 * sides the two tangents from `tip` to that circle (drawing units).
 */
function teardropD(tip: P, head: P, r: number): string {
  const dx = head[0] - tip[0],
    dy = head[1] - tip[1];
  const d = Math.hypot(dx, dy);
  const a = Math.atan2(dy, dx);
  const beta = Math.asin(Math.min(0.99, r / d));
  // the tangent points sit at ±(90° + beta) from the head's direction away from the tip
  const from = a - Math.PI / 2 - beta,
    to = a + Math.PI / 2 + beta;
  const pts: P[] = [tip];
  for (let k = 0; k <= 40; k++) {
    const t = from + ((to - from) * k) / 40;
    pts.push([head[0] + Math.cos(t) * r, head[1] + Math.sin(t) * r]);
  }
  return polyD(pts);
}

/** Points along the quadratic Bézier a → b with control c (end point b left out). */
function quadPts(a: P, c: P, b: P, n = 16): P[] {
  const out: P[] = [];
  for (let k = 0; k < n; k++) {
    const t = k / n,
      u = 1 - t;
    out.push([
      u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    ]);
  }
  return out;
}

/**
 * A smile like `mouthD`'s (a half-moon below (cx, cy), width w, depth dpt, drawing units) with
 * two fangs hanging from its lower edge, a fifth of its width either side of the middle: one
 * closed shape.
 */
function fangedMouthD(cx: number, cy: number, w: number, dpt: number): string {
  const left: P = [cx - w / 2, cy],
    right: P = [cx + w / 2, cy];
  const fangHalf = w * 0.11,
    fangDrop = dpt * 0.85;
  const lower = quadPts(right, [cx, cy + dpt * 2], left, 48).map(([x, y]): P => {
    const off = Math.min(Math.abs(x - cx + w * 0.2), Math.abs(x - cx - w * 0.2));
    return [x, y + Math.max(0, 1 - off / fangHalf) * fangDrop];
  });
  return polyD([...quadPts(left, [cx, cy + dpt * 0.35], right), ...lower]);
}

/**
 * A peacock standing face to us in front of its tail, fanned out behind it in a big half-circle
 * of five overlapping teardrop feathers, each with a big eye-spot of two rings; a crest of three
 * balls on stalks, a folded wing, a small beak and thin legs.
 */
export function peacock(): Svg {
  const s = new Svg(580, 560, 4, 'Peacock');
  const feather = '#8fd47a',
    ring = '#ffd95e',
    spot = '#7b8cf0',
    body = '#5aa8f0',
    wing = '#a8e6cf',
    beak = '#ffc247',
    leg = '#c9a982';
  const C: P = [290, 330];
  const R = 196,
    HR = 84;
  // the tail: five big feathers from the sides in towards the middle, so each overlaps the one
  // outside it (few and big, so a Simple page keeps each feather and its eye)
  const angles = [178, 224, 270, 316, 362].map(deg);
  for (const k of [0, 4, 1, 3, 2]) {
    const a = angles[k] as number;
    const u: P = [Math.cos(a), Math.sin(a)];
    const head: P = [C[0] + u[0] * R, C[1] + u[1] * R];
    s.path(teardropD(C, head, HR), feather);
    // the eye-spot, nudged away from the neighbour that covers this feather's inner side
    const shift = k < 2 ? -deg(2.5) : k > 2 ? deg(2.5) : 0;
    const e: P = [C[0] + Math.cos(a + shift) * (R + 6), C[1] + Math.sin(a + shift) * (R + 6)];
    const rot = (a * 180) / Math.PI;
    if (k === 2) continue; // the middle feather's eye is behind the head and crest
    s.path(ellipseD(e[0], e[1], 52, 42, rot), ring, 3);
    s.path(ellipseD(e[0], e[1], 28, 22, rot), spot, 3);
  }
  // legs and feet
  for (const side of [-1, 1]) {
    const x = 290 + side * 28;
    s.path(roundRectD(x - 8, 450, 16, 72, 5), leg);
    s.path(ellipseD(x + side * 12, 526, 28, 12), leg);
  }
  // crest: three balls on thin stalks above the head
  for (const [x, y] of [
    [250, 62],
    [290, 48],
    [330, 62],
  ] as const) {
    s.path(bandD([290, 130], [x, y], 3.5), body, 3);
    s.path(circleD(x, y, 15), ring, 3);
  }
  // body, neck and head outlined as one
  s.union([ellipseD(290, 380, 76, 96), roundRectD(262, 190, 56, 160, 20), circleD(290, 170, 64)], body);
  // folded wings at the sides of the body
  for (const side of [-1, 1]) {
    s.path(
      smoothD([
        [290 + side * 30, 330],
        [290 + side * 72, 350],
        [290 + side * 80, 410],
        [290 + side * 56, 462],
        [290 + side * 36, 410],
      ]),
      wing,
      3,
    );
  }
  // face: eyes, cheeks inside the head and a little beak pointing down
  s.eye(264, 160, 12, 17);
  s.eye(316, 160, 12, 17);
  s.path(ellipseD(252, 194, 13, 9), CHEEK, D);
  s.path(ellipseD(328, 194, 13, 9), CHEEK, D);
  s.path(tri([272, 184], [290, 214], [308, 184], [6, 5, 6]), beak, 3);
  return s;
}

/**
 * A bat flying face to us with its wings spread: each wing's lower edge scalloped between the
 * tips of three finger bands; big ears, a round head with a smile and two fangs, a pale
 * belly and little feet.
 */
export function bat(): Svg {
  const s = new Svg(640, 360, 4, 'Bat');
  const fur = '#9b86d6',
    wingFill = '#c5b5f0',
    finger = '#7c68b8',
    belly = '#e4dcfa',
    ear = '#ffc4d4';
  const X = 320;
  for (const side of [-1, 1]) {
    const x = (dx: number) => X + side * dx;
    const shoulder: P = [x(40), 190];
    const wrist: P = [x(290), 90];
    const joint: P = [x(150), 150];
    const tips: P[] = [
      [x(270), 250],
      [x(190), 310],
      [x(100), 312],
    ];
    const hip: P = [x(36), 272];
    // the top edge arches up to the wrist; the lower edge scallops in between the finger tips
    const pts: P[] = [...quadPts(shoulder, [x(170), 70], wrist)];
    const edge = [wrist, ...tips, hip];
    for (let k = 0; k + 1 < edge.length; k++) {
      const a = edge[k] as P,
        b = edge[k + 1] as P;
      const m: P = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const c: P = [m[0] + (joint[0] - m[0]) * 0.35, m[1] + (joint[1] - m[1]) * 0.35];
      pts.push(...quadPts(a, c, b));
    }
    pts.push(hip);
    const wingD = polyD(pts);
    clipped(s, wingD, () => {
      s.path(wingD, wingFill, 0);
      for (const tip of tips) s.path(bandD(joint, [tip[0] + side * 10, tip[1] + 14], 7), finger, 3);
      s.path(bandD(shoulder, [wrist[0] + side * 6, wrist[1] - 4], 9), finger, 3);
    });
  }
  // feet under the body
  for (const side of [-1, 1]) s.path(ellipseD(X + side * 26, 330, 18, 13), fur);
  // body and pale belly
  s.path(ellipseD(X, 250, 64, 84), fur);
  s.path(ellipseD(X, 266, 40, 56), belly, 3);
  // big ears, then the head
  for (const side of [-1, 1]) {
    s.path(tri([X + side * 28, 100], [X + side * 92, 14], [X + side * 84, 132], [10, 12, 10]), fur);
    s.path(tri([X + side * 44, 100], [X + side * 84, 44], [X + side * 78, 116], [6, 8, 6]), ear, D);
  }
  s.path(ellipseD(X, 150, 84, 74), fur);
  // face: eyes, cheeks clear of a wide smile, two fangs points of the smile's own outline: the
  // smile stays one shape inside the head, which a Simple page keeps
  s.eye(X - 32, 134, 14, 19);
  s.eye(X + 32, 134, 14, 19);
  s.path(ellipseD(X - 58, 170, 16, 11), CHEEK, D);
  s.path(ellipseD(X + 58, 170, 16, 11), CHEEK, D);
  s.path(fangedMouthD(X, 164, 72, 26), MOUTH, D);
  return s;
}

/**
 * A river otter sitting up on its tail and hind feet, face to us, holding a fish across its
 * tummy: a round head with small ears, a pale muzzle with a nose and whisker dots, a long
 * tapering tail curled along the ground.
 */
export function otter(): Svg {
  const s = new Svg(360, 482, 4, 'Otter');
  // drawn on a 500 × 560 grid, moved onto the page trimmed of its margins
  s.parts.push('<g transform="translate(-84,-76)">');
  const fur = '#b07c52',
    light = '#f3dfc4',
    nose = '#5a3a28',
    fish = '#7fc4ff',
    fin = '#ffd95e',
    whisker = '#c9a27e',
    X = 220;
  // the tail curls out along the ground to the right
  const tail = curveLine([X + 50, 500], deg(-4), 220, (t) => -0.002 - 0.01 * t);
  s.path(polyD(ribbonPts(tail, (t) => 38 - 26 * t)), fur);
  // body and pale tummy
  s.path(
    smoothD([
      [X, 200],
      [X + 96, 250],
      [X + 122, 380],
      [X + 100, 490],
      [X, 520],
      [X - 100, 490],
      [X - 122, 380],
      [X - 96, 250],
    ]),
    fur,
  );
  s.path(ellipseD(X, 410, 72, 96), light, 3);
  // hind feet with toes
  for (const side of [-1, 1]) {
    s.path(ellipseD(X + side * 66, 522, 44, 22), fur);
    for (const dx of [-20, 0, 20]) s.path(circleD(X + side * 66 + dx, 532, 8), light, D);
  }
  // the fish held across the tummy: tail fin, body with a stripe and an eye
  s.path(tri([X + 80, 350], [X + 130, 316], [X + 130, 384], [6, 8, 8]), fin);
  const fishD = ellipseD(X, 350, 92, 36);
  clipped(s, fishD, () => {
    s.path(fishD, fish, 0);
    s.path(roundRectD(X - 10, 300, 26, 100, 4), fin, 3);
  });
  s.path(circleD(X - 58, 344, 10), '#ffffff', D);
  s.path(circleD(X - 58, 344, 4), '#1a1a1a', 0);
  // arms round to the paws holding the fish
  for (const side of [-1, 1]) {
    s.path(bandD([X + side * 88, 270], [X + side * 56, 344], 20), fur);
    s.path(ellipseD(X + side * 50, 350, 22, 26), fur);
  }
  // small round ears, then the head
  for (const side of [-1, 1]) {
    s.path(circleD(X + side * 92, 110, 22), fur);
    s.path(circleD(X + side * 92, 112, 11), light, D);
  }
  s.path(ellipseD(X, 172, 114, 82), fur);
  // muzzle, nose, whisker dots, face
  s.path(ellipseD(X, 210, 62, 40), light, 3);
  s.path(
    smoothD([
      [X - 20, 190],
      [X + 20, 190],
      [X, 210],
    ]),
    nose,
    D,
  );
  for (const side of [-1, 1])
    for (const [dx, dy] of [
      [38, 198],
      [44, 224],
    ] as const)
      s.path(circleD(X + side * dx, dy, 9), whisker, D);
  s.eye(X - 40, 148, 13, 18);
  s.eye(X + 40, 148, 13, 18);
  s.path(ellipseD(X - 82, 196, 18, 11), CHEEK, D);
  s.path(ellipseD(X + 82, 196, 18, 11), CHEEK, D);
  s.path(mouthD(X, 218, 50, 16), MOUTH, D);
  s.parts.push('</g>');
  return s;
}
