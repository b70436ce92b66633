/**
 * Own drawings (CC0) of a flying saucer and a friendly skeleton: "a ufo", "a flying saucer" and
 * "an alien in a ufo" reported the UFO missing, "a skeleton" and "a halloween skeleton" the
 * skeleton. Style as in `draw-own.ts`; every detail a closed shape (the saucer's lights, the
 * skeleton's ribs, its eye sockets).
 */
import {
  type P,
  Svg,
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundPolyD,
  smoothD,
} from './geom.ts';
import { D, clipped } from './style.ts';

/** Points of the ellipse centred at (cx, cy), radii rx × ry, from angle `a0` to `a1` (degrees). */
function arcPts(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 40): P[] {
  const pts: P[] = [];
  for (let i = 0; i <= n; i++) {
    const a = deg(a0 + ((a1 - a0) * i) / n);
    pts.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return pts;
}

/**
 * A flying saucer seen a little from below (640 × 520 units): a tall glass dome with a shine,
 * an antenna with a ball on top, sitting on a wide disc whose lower band carries a ring of
 * five round lights (each its own region), a round belly under it and a cone of light beaming
 * down. The dome's base, where the disc's top meets it, is level at y 210 (share 0.404 of the
 * height): a rider stands in the dome with its legs behind the disc (`BASKETS` in
 * apps/server/src/providers/offline/subject-traits.ts).
 */
export function ufo(): Svg {
  const s = new Svg(640, 520, 4, 'Flying saucer');
  const beam = '#fff6b3',
    glass = '#d6f1ff',
    shell = '#c9d3e6',
    band = '#9fb3d9',
    belly = '#b39ddb',
    ball = '#ff8fb1';
  const lights = ['#ffd54f', '#ff8a80', '#8ee07a', '#7fc8f8', '#ff8fb1'];
  // the cone of light, widening down to a rounded foot
  s.path(
    polyD([[262, 360], [378, 360], ...arcPts(320, 488, 150, 22, 0, 180).map(([x, y]): P => [x, y])]),
    beam,
  );
  // the round belly under the disc
  s.path(ellipseD(320, 340, 132, 40), belly);
  // the antenna and its ball, then the tall glass dome, level at its base
  s.path(
    polyD(
      ribbonPts(
        curveLine([320, 60], deg(-90), 34, () => 0),
        () => 6,
      ),
    ),
    shell,
  );
  s.path(circleD(320, 28, 16), ball);
  const domeD = polyD(arcPts(320, 228, 132, 178, 180, 360, 60));
  s.path(domeD, glass);
  // the shine on the glass: a curved streak near the left edge
  s.path(
    smoothD([
      [226, 120],
      [250, 96],
      [262, 104],
      [240, 134],
      [226, 176],
      [212, 176],
    ]),
    '#fff',
    D,
  );
  // the wide disc, its lower band, and the ring of lights along the band
  const discD = ellipseD(320, 276, 306, 66);
  clipped(s, discD, () => {
    s.path(discD, shell, 0);
    s.path(ellipseD(320, 330, 360, 80), band);
  });
  lights.forEach((c, i) => {
    const dx = -220 + 110 * i;
    s.path(circleD(320 + dx, 292 + 8 * (1 - (dx / 220) ** 2), 20), c, 3);
  });
  return s;
}

/** A bone from `a` to `b`: a shaft of half-width `hw` with two round knobs at each end, as path shapes. */
function boneDs(a: P, b: P, hw: number, knob = hw * 1.05): string[] {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const l = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [-dy / l, dx / l];
  const out = [
    polyD([
      [a[0] + nx * hw, a[1] + ny * hw],
      [b[0] + nx * hw, b[1] + ny * hw],
      [b[0] - nx * hw, b[1] - ny * hw],
      [a[0] - nx * hw, a[1] - ny * hw],
    ]),
  ];
  for (const [p, back] of [
    [a, -1],
    [b, 1],
  ] as const) {
    const [ux, uy] = [(dx / l) * back * knob * 0.35, (dy / l) * back * knob * 0.35];
    out.push(circleD(p[0] + nx * hw * 0.9 + ux, p[1] + ny * hw * 0.9 + uy, knob));
    out.push(circleD(p[0] - nx * hw * 0.9 + ux, p[1] - ny * hw * 0.9 + uy, knob));
  }
  return out;
}

/**
 * A friendly cartoon skeleton standing and waving (480 × 640 units): a big round skull with a
 * jaw, two big round eye sockets with shines, a little heart-shaped nose hole and a wide smile;
 * a neck bone, a dark chest with three arched ribs across it (each its own closed shape, clear
 * of the chest's outline, so each stays a region at Simple), a bone below it and a pelvis; arm
 * bones (the left hanging, the right raised to wave, round hands with three fingers) and leg
 * bones standing on two long foot bones, every bone thick enough to stay a region at Simple.
 */
export function skeleton(): Svg {
  const s = new Svg(480, 640, 4, 'Skeleton');
  const bone = '#f6f1de',
    hollow = '#5e5873';
  // the neck bone and the bone between chest and hips
  s.path(roundPolyD(rectPts(240, 256, 44, 30), 12), bone);
  s.path(roundPolyD(rectPts(240, 426, 46, 30), 12), bone);
  // legs: a thigh bone and a shin bone each, outlined as one (a knobbly knee between), so each
  // leg stays a region at Simple; long foot bones turned out
  for (const side of [-1, 1]) {
    const hip: P = [240 + side * 40, 474],
      knee: P = [240 + side * 50, 536],
      ankle: P = [240 + side * 52, 592];
    s.union([...boneDs(hip, knee, 15), ...boneDs(knee, ankle, 14)], bone);
    s.path(
      smoothD([
        [ankle[0] - side * 20, 590],
        [ankle[0] + side * 30, 586],
        [ankle[0] + side * 66, 598],
        [ankle[0] + side * 62, 624],
        [ankle[0] - side * 22, 624],
      ]),
      bone,
    );
  }
  // the pelvis: a wide rounded bowl
  s.path(
    smoothD([
      [240, 446],
      [294, 436],
      [320, 456],
      [306, 494],
      [264, 500],
      [240, 488],
      [216, 500],
      [174, 494],
      [160, 456],
      [186, 436],
    ]),
    bone,
  );
  // arms: the left hanging down by the side, the right raised to wave, each arm's two bones
  // outlined as one, ending in a hand
  const arms: [P, P, P, number][] = [
    [[176, 288], [142, 362], [134, 432], deg(95)],
    [[304, 288], [370, 254], [392, 180], deg(-76)],
  ];
  for (const [shoulder, elbow, wrist, heading] of arms) {
    s.union([...boneDs(shoulder, elbow, 14), ...boneDs(elbow, wrist, 13)], bone);
    hand(s, wrist, heading, bone);
  }
  // the chest: a dark rounded cage with three arched ribs across it, clear of its outline
  s.path(
    smoothD([
      [240, 266],
      [304, 272],
      [344, 310],
      [338, 372],
      [298, 412],
      [240, 420],
      [182, 412],
      [142, 372],
      [136, 310],
      [176, 272],
    ]),
    hollow,
  );
  // the breastbone down the middle, and three ribs on each side curving out and down from it,
  // a clear gap between, so the breastbone and every rib is an island in the dark chest
  s.path(roundPolyD(rectPts(240, 330, 22, 104), 10), bone);
  for (const side of [-1, 1])
    for (const [y, len] of [
      [294, 48],
      [344, 40],
    ] as const) {
      const rib: P[] = [];
      for (let i = 0; i <= 20; i++) {
        const u = i / 20;
        rib.push([240 + side * (34 + len * u), y - 6 * u + 26 * u * u]);
      }
      s.path(polyD(ribbonPts(rib, (t) => 14 - 3 * t, true)), bone);
    }
  // the skull: a round head with a jaw, big eye sockets with shines, a nose hole and a wide smile
  s.path(
    smoothD([
      [240, 40],
      [318, 62],
      [350, 130],
      [330, 186],
      [304, 200],
      [296, 232],
      [240, 244],
      [184, 232],
      [176, 200],
      [150, 186],
      [130, 130],
      [162, 62],
    ]),
    bone,
  );
  // the sockets dark (ink, as every drawing's eyes), each with a big shine, so they always stay
  s.eye(198, 136, 34, 38);
  s.eye(282, 136, 34, 38);
  s.path(
    smoothD([
      [240, 200],
      [224, 182],
      [229, 170],
      [240, 176],
      [251, 170],
      [256, 182],
    ]),
    hollow,
    D,
  );
  s.path(`M196,202Q240,256 284,202Q240,222 196,202Z`, '#fff', 3);
  return s;
}

/** Corners of a w × h rectangle centred at (cx, cy). */
function rectPts(cx: number, cy: number, w: number, h: number): P[] {
  return [
    [cx - w / 2, cy - h / 2],
    [cx + w / 2, cy - h / 2],
    [cx + w / 2, cy + h / 2],
    [cx - w / 2, cy + h / 2],
  ];
}

/** A bony hand at `wrist` pointing along `heading` (radians): a round palm and three fingers, one outline. */
function hand(s: Svg, wrist: P, heading: number, fill: string): void {
  const palm: P = [wrist[0] + Math.cos(heading) * 18, wrist[1] + Math.sin(heading) * 18];
  const ds = [circleD(palm[0], palm[1], 20)];
  for (const turn of [-32, 0, 32]) {
    const finger = curveLine(palm, heading + deg(turn), 40, () => 0);
    ds.push(polyD(ribbonPts(finger, () => 7)));
  }
  s.union(ds, fill);
}
