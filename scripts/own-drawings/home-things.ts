/**
 * Things on a table at home, for "a cake with candles", "flowers in a vase" and "a fish in a
 * bowl": a two-tier birthday cake with lit candles on a plate, a vase holding a bouquet, and a
 * round goldfish bowl with a smiling goldfish in it. Same style and rules as `draw-own.ts`,
 * which writes them: every stripe, dot and band is a closed shape clipped to what it decorates,
 * so each is a region to colour. Drawings about 500 units across.
 */
import { circleD, ellipseD, polyD, ribbonPts, roundRectD, smoothD, Svg, type P } from './geom.ts';
import { CHEEK, clipped, D, MOUTH, mouthD } from './style.ts';

/** Points of an ellipse's arc centred (cx, cy), from angle a0 to a1 (degrees, y down), n steps. */
function arcPts(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 48): P[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as P;
  });
}

/**
 * A band round a cylinder seen from the front: between heights y0 and y1 at its sides, sagging
 * by `sag` in the middle as the cylinder's front curves towards the viewer, x0 to x1.
 */
function sagBandD(x0: number, x1: number, y0: number, y1: number, sag: number): string {
  const cx = (x0 + x1) / 2,
    rx = (x1 - x0) / 2;
  const top = arcPts(cx, y0, rx, sag, 180, 0);
  const bottom = arcPts(cx, y1, rx, sag, 0, 180);
  return polyD([...top, ...bottom]);
}

/**
 * One round tier of a cake: the body from `top` to `bottom` (x0 to x1, the front curving down by
 * `sag`), icing over its top face running down its side in `drips` (x, length) of half-width `dw`.
 * `decorate` draws on the body, clipped to it; `face` adds a lighter oval on the top face.
 */
function cakeTier(
  s: Svg,
  o: { x0: number; x1: number; top: number; bottom: number; sag: number; band: number },
  drips: [number, number][],
  dw: number,
  cake: string,
  icing: string,
  decorate: () => void,
  face = true,
): void {
  const { x0, x1, top, bottom, sag, band } = o;
  const cx = (x0 + x1) / 2,
    rx = (x1 - x0) / 2;
  const body = polyD([...arcPts(cx, top, rx, sag, 180, 360), ...arcPts(cx, bottom, rx, sag, 0, 180)]);
  clipped(s, body, () => {
    s.path(body, cake, 0);
    decorate();
  });
  // The icing's lower edge: the band's sagging edge with each drip a half-ellipse hanging from it.
  const edge: P[] = [];
  for (let x = x1; x >= x0 - 0.01; x -= 2) {
    const u = (x - cx) / rx;
    let y = top + band + sag * Math.sqrt(Math.max(0, 1 - u * u));
    for (const [dx, len] of drips) {
      const d = (x - dx) / dw;
      if (Math.abs(d) < 1) y += len * Math.sqrt(1 - d * d);
    }
    edge.push([x, y]);
  }
  s.path(polyD([...arcPts(cx, top, rx, sag, 180, 360), ...edge]), icing);
  // The top face, a lighter oval of icing the next tier or the candles stand on.
  if (face) s.path(ellipseD(cx, top, rx - 14, sag - 6), '#fffaf2', 3);
}

/** A birthday cake: two round tiers with dripping icing, dots and a stripe, four lit candles, on a plate. */
export function birthdayCake(): Svg {
  const s = new Svg(500, 540, 4, 'Birthday cake');
  const sponge = '#ffd9a8',
    pink = '#ffb3c7',
    icing = '#fff4e6',
    plate = '#d8ecff';
  // the plate under it all
  s.path(ellipseD(250, 502, 240, 32), plate);
  // the bottom tier: dots round its side
  cakeTier(
    s,
    { x0: 48, x1: 452, top: 322, bottom: 482, sag: 30, band: 26 },
    [
      [86, 40],
      [170, 62],
      [262, 46],
      [352, 64],
      [422, 38],
    ],
    22,
    pink,
    icing,
    () => {
      for (const [x, y] of [
        [92, 444],
        [172, 462],
        [256, 450],
        [338, 466],
        [412, 440],
      ] as P[])
        s.path(circleD(x, y, 18), '#fff1a8', 3);
    },
    false,
  );
  // the top tier: a stripe round its side
  cakeTier(
    s,
    { x0: 118, x1: 382, top: 214, bottom: 330, sag: 22, band: 22 },
    [
      [150, 34],
      [226, 50],
      [306, 36],
      [360, 28],
    ],
    18,
    sponge,
    icing,
    () => s.path(sagBandD(100, 400, 296, 360, 22), '#b5e3a8', 3),
  );
  // four candles standing on the top tier, each with two stripes and a flame
  const candles: [number, string][] = [
    [168, '#bfe3ff'],
    [222, '#ffc1d6'],
    [278, '#c7f0b8'],
    [332, '#e2d4ff'],
  ];
  for (const [k, [x, fill]] of candles.entries()) {
    const foot = 222 + (k === 1 || k === 2 ? -8 : 0);
    const body = roundRectD(x - 13, foot - 88, 26, 88, 4);
    clipped(s, body, () => {
      s.path(body, fill, 0);
      for (const y of [foot - 66, foot - 30])
        s.path(
          polyD([
            [x - 20, y + 8],
            [x + 20, y - 8],
            [x + 20, y + 6],
            [x - 20, y + 22],
          ]),
          '#fff',
          3,
        );
    });
    // the wick, then the flame: a teardrop pointing up
    s.parts.push(`<path d="${roundRectD(x - 2, foot - 100, 4, 14, 1)}" fill="#000"/>`);
    const tip = foot - 160;
    s.path(
      smoothD([
        [x, tip],
        [x + 9, tip + 24],
        [x + 16, tip + 44],
        [x, tip + 60],
        [x - 16, tip + 44],
        [x - 9, tip + 24],
      ]),
      '#ffd45c',
    );
  }
  return s;
}

/**
 * A flower: `n` oval petals (long half-axis `pl`, short `pw`) whose centres are `dist` from
 * (cx, cy), outlined as one scalloped shape so the petals stay one region at Simple, and a
 * round centre of radius `cr`.
 */
function petalFlower(
  s: Svg,
  [cx, cy]: P,
  n: number,
  [pl, pw, dist, cr]: [number, number, number, number],
  petal: string,
  turn = 0,
): void {
  const petals: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = turn + (360 * i) / n;
    const r = (a * Math.PI) / 180;
    petals.push(ellipseD(cx + dist * Math.cos(r), cy + dist * Math.sin(r), pl, pw, a));
  }
  s.union(petals, petal);
  s.path(circleD(cx, cy, cr), '#ffd45c');
}

/** A vase with a zigzag band round its belly holding a bouquet of five flowers with leaves. */
export function flowerVase(): Svg {
  const s = new Svg(480, 580, 4, 'Flower vase');
  const stem = '#6fbf4a',
    leaf = '#8fd47a';
  const neck: P = [240, 350];
  const heads: P[] = [
    [240, 96],
    [118, 176],
    [362, 176],
    [150, 300],
    [334, 292],
  ];
  // stems from the vase's neck to each flower, outlined as one and drawn first so the vase
  // covers their feet
  const stems: string[] = [];
  for (const [hx, hy] of heads) {
    const mid: P = [(neck[0] * 2 + hx) / 3, (neck[1] + hy * 2) / 3 + 20];
    const pts: P[] = [];
    for (let i = 0; i <= 30; i++) {
      const t = i / 30;
      // a quadratic curve neck → mid → head
      pts.push([
        (1 - t) ** 2 * neck[0] + 2 * t * (1 - t) * mid[0] + t * t * hx,
        (1 - t) ** 2 * (neck[1] + 20) + 2 * t * (1 - t) * mid[1] + t * t * hy,
      ]);
    }
    stems.push(polyD(ribbonPts(pts, () => 7)));
  }
  s.union(stems, stem);
  // leaves on the stems
  s.path(ellipseD(176, 262, 40, 15, -30), leaf);
  s.path(ellipseD(302, 252, 40, 15, 30), leaf);
  s.path(ellipseD(206, 194, 32, 12, -60), leaf);
  s.path(ellipseD(290, 194, 32, 12, 60), leaf);
  // the flowers: a daisy on top, two round-petalled flowers, a tulip and a rose-like bud
  petalFlower(s, [240, 96], 10, [34, 13, 44, 28], '#fff');
  petalFlower(s, [118, 176], 5, [32, 24, 32, 24], '#ffb3c7', -90);
  petalFlower(s, [362, 176], 5, [32, 24, 32, 24], '#bfe3ff', -90);
  // tulip: a cup of three petals
  s.path(
    smoothD([
      [118, 330],
      [92, 300],
      [96, 262],
      [124, 282],
      [150, 250],
      [176, 282],
      [204, 262],
      [208, 300],
      [182, 330],
    ]),
    '#ff9e7a',
  );
  s.path(
    smoothD([
      [150, 328],
      [132, 300],
      [150, 262],
      [168, 300],
    ]),
    '#ffc1a8',
    3,
  );
  // a round bud with a swirl of petal
  s.path(circleD(334, 292, 40), '#e2d4ff');
  s.path(
    smoothD([
      [312, 296],
      [322, 268],
      [350, 266],
      [360, 292],
      [336, 312],
    ]),
    '#f3ecff',
    3,
  );
  // the vase: a rounded body with a zigzag band and a stripe, and a lip round its neck
  const body = smoothD([
    [196, 356],
    [284, 356],
    [298, 400],
    [360, 470],
    [334, 560],
    [146, 560],
    [120, 470],
    [182, 400],
  ]);
  clipped(s, body, () => {
    s.path(body, '#9fd8f0', 0);
    const top: P[] = [],
      bottom: P[] = [];
    for (let i = 0; i <= 10; i++) {
      const x = 100 + i * 28;
      top.push([x, i % 2 === 0 ? 448 : 476]);
      bottom.push([x, i % 2 === 0 ? 484 : 512]);
    }
    s.path(polyD([...top, ...bottom.reverse()]), '#ffe27a', 3);
    for (const x of [186, 240, 294]) s.path(circleD(x, 536 - (x === 240 ? 4 : 0), 14), '#ffb3c7', 3);
  });
  s.path(roundRectD(174, 328, 132, 38, 14), '#7cc4e4');
  return s;
}

/** A round goldfish bowl: water, a smiling goldfish, pebbles and a water plant on the bottom, bubbles. */
export function fishbowl(): Svg {
  const s = new Svg(500, 520, 4, 'Fishbowl');
  const cx = 250,
    cy = 280,
    r = 222;
  const glass = '#eef8ff',
    water = '#bfe6ff';
  // the bowl: a circle cut flat at its mouth and its foot
  const topY = 88,
    footY = 484;
  const at = (y: number) => (Math.asin((y - cy) / r) * 180) / Math.PI;
  const a0 = at(topY),
    a1 = at(footY);
  const bowl = polyD([
    ...arcPts(cx, cy, r, r, 180 - a0, 180 - a1, 60),
    ...arcPts(cx, cy, r, r, a1, a0 + 360 * 0, 60),
  ]);
  // the stand under the bowl
  s.path(roundRectD(146, 470, 208, 42, 12), '#ffcf9e');
  clipped(s, bowl, () => {
    s.path(bowl, glass, 0);
    // the water, its top a gentle wave
    const wave: P[] = [];
    for (let x = 0; x <= 500; x += 5) wave.push([x, 160 + 6 * Math.sin(x / 28)]);
    s.path(polyD([...wave, [500, 520], [0, 520]]), water, 4);
    // a water plant of two wide wavy blades, rooted among the pebbles
    for (const [x, len, phase] of [
      [120, 200, 0],
      [168, 150, 2],
    ] as P3[]) {
      const blade: P[] = [];
      for (let i = 0; i <= 40; i++) {
        const t = i / 40;
        blade.push([x + 16 * Math.sin(t * 6 + phase), 476 - t * len]);
      }
      s.path(polyD(ribbonPts(blade, (t) => 18 - 10 * t)), '#8fd47a');
    }
    // three pebbles on the bottom
    for (const [x, y, rx, ry, fill] of [
      [156, 474, 52, 28, '#ffc1a8'],
      [260, 478, 56, 28, '#c7b3ff'],
      [358, 470, 50, 28, '#ffe27a'],
    ] as [number, number, number, number, string][])
      s.path(ellipseD(x, y, rx, ry), fill, 3);
    // the goldfish: tail and fins behind the body, then a face looking right
    s.path(
      smoothD([
        [214, 296],
        [162, 244],
        [128, 250],
        [142, 300],
        [128, 350],
        [162, 356],
      ]),
      '#ffc46b',
    );
    s.path(
      smoothD([
        [246, 252],
        [268, 206],
        [318, 204],
        [334, 250],
      ]),
      '#ffc46b',
    );
    s.path(
      smoothD([
        [270, 340],
        [282, 376],
        [318, 372],
        [312, 338],
      ]),
      '#ffc46b',
    );
    const fish = ellipseD(290, 298, 96, 64);
    clipped(s, fish, () => {
      s.path(fish, '#ffa94d', 0);
      s.path(ellipseD(296, 366, 90, 30), '#ffe0b2', 3);
    });
    s.path(ellipseD(262, 318, 26, 13, 30), '#ffc46b', 3);
    s.eye(338, 270, 14, 18);
    s.path(ellipseD(316, 306, 16, 10), CHEEK, D);
    s.path(mouthD(358, 302, 38, 14), MOUTH, D);
    // bubbles rising from the fish's mouth
    for (const [x, y, br] of [
      [404, 270, 13],
      [420, 230, 16],
      [404, 194, 11],
    ] as P3[])
      s.path(circleD(x, y, br), '#fff', 3);
  });
  // a shine on the glass, then the rim round the bowl's mouth
  s.path(
    smoothD([
      [70, 236],
      [96, 190],
      [112, 198],
      [92, 250],
    ]),
    '#fff',
    3,
  );
  s.path(roundRectD(cx - 128, topY - 20, 256, 32, 12), '#d8ecff');
  return s;
}
type P3 = [number, number, number];
