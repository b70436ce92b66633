/**
 * Own drawings (CC0) of a friendly erupting volcano and an igloo: "a volcano", "an erupting
 * volcano", "a dinosaur and a volcano", "an igloo" and "a penguin and an igloo" reported the
 * volcano or the igloo missing. Same style and rules as `draw-own.ts`, which writes them: every
 * lava stream, rock, puff of smoke and snow block is a closed shape, so each is a region to colour.
 */
import { type P, Svg, circleD, curveLine, deg, polyD, ribbonPts, roundPolyD, smoothD } from './geom.ts';
import { clipped } from './style.ts';

/** Points from `a` to `b` along a quadratic curve bowed by `bow` units to the left of a→b. */
function bowPts(a: P, b: P, bow: number, n = 16): P[] {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const l = Math.hypot(dx, dy) || 1;
  const c: P = [(a[0] + b[0]) / 2 + (dy / l) * bow, (a[1] + b[1]) / 2 - (dx / l) * bow];
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    return [
      (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t ** 2 * b[0],
      (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t ** 2 * b[1],
    ] as P;
  });
}

/**
 * A stream of lava running down from `top` (above the crater's rim) heading `dir` degrees, `length`
 * units long, swaying `sway` (curvature per unit, changing sign half-way): a closed ribbon `hw`
 * units half-wide at the top, narrowing a little, ending in a round drip.
 */
function lavaStreamD(top: P, dir: number, length: number, sway: number, hw: number): string {
  const line = curveLine(top, deg(dir), length, (t) => (t < 0.5 ? sway : -sway), 40);
  return polyD(ribbonPts(line, (t) => hw * (1 - 0.28 * t + 0.18 * Math.sin(t * Math.PI * 3))));
}

/** A rough rounded rock centred (cx, cy), about `r` units in radius, turned `turn` degrees. */
function rockD(cx: number, cy: number, r: number, turn: number): string {
  const shape = [1, 0.82, 1.05, 0.9, 1, 0.78];
  const pts = shape.map((k, i) => {
    const a = deg(turn + i * 60);
    return [cx + Math.cos(a) * r * k, cy + Math.sin(a) * r * k] as P;
  });
  return roundPolyD(
    pts,
    pts.map(() => r * 0.35),
  );
}

/** A puffy cloud: the union of circles [cx, cy, r] (units), outlined as one. */
function puffs(s: Svg, circles: [number, number, number][], fill: string): void {
  s.union(
    circles.map(([x, y, r]) => circleD(x, y, r)),
    fill,
  );
}

/**
 * A friendly erupting volcano, 640 × 600 units: a wide brown cone with a lit left face and a few
 * darker rock patches, its notched crater brimming with lava that runs down the slopes in three
 * bold streams ending in round drips, a big puffy cloud of smoke above, three rocks and two blobs
 * of lava flying out on either side. Every part a closed shape large enough to stay a region on a
 * Simple page.
 */
export function volcano(): Svg {
  const s = new Svg(680, 600, 4, 'Volcano');
  const cone = '#b0805e',
    lit = '#c99b78',
    patch = '#93674a',
    lava = '#ff7b2e',
    pool = '#ffb23b',
    smoke = '#d6d8e4',
    smokeLight = '#eceef6',
    stone = '#8c7d72';
  // the big cloud of smoke over the crater, a smaller puff inside it to colour lighter
  puffs(
    s,
    [
      [252, 150, 62],
      [320, 106, 78],
      [404, 116, 70],
      [466, 162, 50],
      [198, 186, 44],
      [350, 178, 60],
      [270, 206, 40],
      [424, 206, 42],
    ],
    smoke,
  );
  s.path(
    smoothD([
      [282, 120],
      [320, 78],
      [372, 86],
      [390, 128],
      [338, 142],
    ]),
    smokeLight,
    3,
  );
  // rocks and blobs of lava flying out of the crater, each blob's tail towards it
  s.path(rockD(118, 148, 30, 10), stone);
  s.path(rockD(576, 108, 28, 40), stone);
  s.path(rockD(590, 254, 24, 0), stone);
  const crater: P = [340, 240];
  for (const [x, y] of [
    [122, 268],
    [540, 40],
  ] as const) {
    const a = Math.atan2(y - crater[1], x - crater[0]);
    const line = curveLine([x - Math.cos(a) * 44, y - Math.sin(a) * 44], a, 44, () => 0, 12);
    s.path(polyD(ribbonPts(line, (t) => 6 + 16 * t ** 0.7)), lava);
  }
  // the lava brimming in the crater, behind the cone's notched rim
  s.path(
    smoothD([
      [222, 276],
      [226, 236],
      [280, 212],
      [340, 222],
      [400, 210],
      [454, 236],
      [458, 276],
    ]),
    pool,
  );
  // the cone: concave slopes from a notched rim down to a wide foot
  const rim: P[] = [
    [226, 262],
    [256, 240],
    [282, 266],
    [312, 244],
    [340, 264],
    [368, 242],
    [398, 266],
    [424, 244],
    [454, 262],
  ];
  const left = bowPts([20, 584], rim[0] as P, -56, 20);
  const right = bowPts(rim[rim.length - 1] as P, [660, 584], -56, 20);
  const outline: P[] = [...left, ...rim.slice(1, -1), ...right, [340, 596]];
  const last = outline.length - 1;
  const radii = outline.map((_, i) => (i === 0 || i === last - 1 ? 18 : i === last ? 80 : 6));
  const coneD = roundPolyD(outline, radii);
  clipped(s, coneD, () => {
    s.path(coneD, cone, 0);
    // the lit left face
    s.path(
      smoothD([
        [262, 250],
        [238, 360],
        [196, 470],
        [150, 610],
        [-20, 620],
        [-20, 300],
        [160, 240],
      ]),
      lit,
      4,
    );
    // darker rock patches on the slopes
    s.path(rockD(236, 512, 30, 15), patch, 3);
    s.path(rockD(540, 470, 28, 30), patch, 3);
    s.path(rockD(452, 540, 32, 5), patch, 3);
    // three streams of lava running down from the rim
    s.path(lavaStreamD([268, 250], 109, 180, 0.003, 24), lava);
    s.path(lavaStreamD([340, 250], 93, 290, -0.003, 30), lava);
    s.path(lavaStreamD([412, 250], 71, 160, -0.003, 24), lava);
  });
  return s;
}

/**
 * A point on the igloo's dome seen from the front a little from above: latitude `phi` (degrees,
 * 0 at the ground, 90 at the top) and `u` the sine of its azimuth (−1 left edge, 0 facing us,
 * 1 right edge); the dome centred at `cx` on the ground line `base`, `rx` wide and `ry` tall.
 */
function domePt(cx: number, base: number, rx: number, ry: number, phi: number, u: number): P {
  const c = Math.cos(deg(phi));
  const front = Math.sqrt(Math.max(0, 1 - u * u));
  return [cx + rx * c * u, base - ry * Math.sin(deg(phi)) + 0.14 * ry * c * front];
}

/**
 * An igloo, 640 × 420 units: a dome of snow blocks in four staggered courses and a round cap
 * (each block a closed shape, seen a little from above so the courses curve), an arched entrance
 * tunnel of blocks in front with a dark doorway, and a few drifts of snow around its foot.
 */
export function igloo(): Svg {
  const s = new Svg(640, 420, 4, 'Igloo');
  const snow = '#f4f8ff',
    ice = '#dceaff',
    shade = '#c4d8f5',
    door = '#5a6f9e';
  const cx = 320,
    base = 346,
    rx = 296,
    ry = 300;
  const dome: P[] = [];
  for (let i = 0; i <= 60; i++) dome.push(domePt(cx, base, rx, ry, (90 * i) / 60, -1));
  for (let i = 60; i >= 0; i--) dome.push(domePt(cx, base, rx, ry, (90 * i) / 60, 1));
  const front: P[] = [];
  for (let i = 1; i < 40; i++) front.push(domePt(cx, base, rx, ry, 0, 1 - (2 * i) / 40));
  const domeD = polyD([...dome.slice(0, 61), ...dome.slice(61), ...front]);
  // the drifts of snow behind and at the sides of the igloo
  s.path(
    smoothD([
      [0, 390],
      [30, 352],
      [90, 340],
      [150, 360],
      [500, 360],
      [560, 336],
      [620, 346],
      [640, 392],
      [320, 404],
    ]),
    snow,
  );
  const courses = [0, 21, 43, 64];
  clipped(s, domeD, () => {
    s.path(domeD, snow, 0);
    // four courses of blocks, their joints staggered; the blocks alternate a little in tint
    courses.slice(0, -1).forEach((lo, row) => {
      const hi = courses[row + 1] as number;
      const n = [5, 4, 3][row] as number;
      const joints = Array.from({ length: n + 1 }, (_, j) => {
        const u = -1 + (2 * j) / n + (row % 2 === 1 ? 1 / n : 0);
        return Math.max(-1.05, Math.min(1.05, u));
      });
      if (row % 2 === 1) joints.unshift(-1.05);
      joints[joints.length - 1] = 1.05;
      for (let j = 0; j + 1 < joints.length; j++) {
        const a = joints[j] as number,
          b = joints[j + 1] as number;
        const pts: P[] = [];
        const clamp = (u: number) => Math.max(-1, Math.min(1, u));
        for (let k = 0; k <= 10; k++) pts.push(domePt(cx, base, rx, ry, lo, clamp(a + ((b - a) * k) / 10)));
        // a block at the dome's edge reaches past its outline, which the clip then draws
        if (b >= 1) pts.push([cx + rx + 40, base - ry * Math.sin(deg((lo + hi) / 2))]);
        for (let k = 0; k <= 10; k++) pts.push(domePt(cx, base, rx, ry, hi, clamp(b - ((b - a) * k) / 10)));
        if (a <= -1) pts.push([cx - rx - 40, base - ry * Math.sin(deg((lo + hi) / 2))]);
        s.path(polyD(pts), (row + j) % 2 === 0 ? snow : ice, 4);
      }
    });
    // the round cap
    const top = courses[courses.length - 1] as number;
    const cap: P[] = [];
    for (let k = 0; k <= 30; k++) cap.push(domePt(cx, base, rx, ry, top, -1 + (2 * k) / 30));
    cap.push([cx + rx, base - ry - 40], [cx - rx, base - ry - 40]);
    s.path(polyD(cap), ice, 4);
  });
  // the entrance tunnel: a round arch of blocks in front, its dark doorway inside
  const tw = 118,
    th = 176,
    tb = 388;
  const arch = (w: number, h: number): P[] => {
    const pts: P[] = [[cx - w, tb]];
    for (let i = 0; i <= 24; i++) {
      const t = Math.PI - (i / 24) * Math.PI;
      pts.push([cx + w * Math.cos(t), tb - h + w - Math.sin(t) * w]);
    }
    pts.push([cx + w, tb]);
    return pts;
  };
  const outerD = polyD(arch(tw, th));
  clipped(s, outerD, () => {
    s.path(outerD, shade, 0);
    // the tunnel's blocks: joints radiating from the arch's centre, one course at the sides
    const c: P = [cx, tb - th + tw];
    for (let k = 0; k < 3; k++) {
      const a0 = Math.PI + (k * Math.PI) / 3,
        a1 = Math.PI + ((k + 1) * Math.PI) / 3;
      const r0 = 70,
        r1 = 200;
      const block = [
        [c[0] + r0 * Math.cos(a0), c[1] + r0 * Math.sin(a0)],
        [c[0] + r1 * Math.cos(a0), c[1] + r1 * Math.sin(a0)],
        [c[0] + r1 * Math.cos(a1), c[1] + r1 * Math.sin(a1)],
        [c[0] + r0 * Math.cos(a1), c[1] + r0 * Math.sin(a1)],
      ] as P[];
      s.path(polyD(block), k % 2 === 0 ? snow : ice, 4);
    }
    for (const dir of [-1, 1]) {
      s.path(
        polyD([
          [cx + dir * 70, c[1]],
          [cx + dir * 200, c[1]],
          [cx + dir * 200, tb + 10],
          [cx + dir * 70, tb + 10],
        ]),
        ice,
        4,
      );
    }
  });
  s.path(polyD(arch(70, th - tw + 70)), door, 4);
  return s;
}
