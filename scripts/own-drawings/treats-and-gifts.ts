/**
 * Things a subject has with it on a holiday or a treat ("a bear eating honey", "a bunny with
 * easter eggs", "a christmas tree with presents"): a honey pot dripping honey, a basket of three
 * decorated easter eggs, and a present in a box with a ribbon and a bow. Same style and rules
 * as `draw-own.ts`, which writes them: every stripe and zigzag of an egg is a closed band
 * clipped to the egg, so each is a region to colour.
 */
import { circleD, ellipseD, polyD, ribbonPts, roundPolyD, roundRectD, smoothD, Svg, type P } from './geom.ts';
import { clipped, D } from './style.ts';

/** A round honey pot, honey running down from under its rim, a blank label and a dipper. */
export function honeyPot(): Svg {
  const s = new Svg(440, 480, 4, 'Honey pot');
  const pot = '#e9b27a',
    honey = '#ffd45c',
    rim = '#d99a5e',
    label = '#fff6dc',
    wood = '#c98e55';
  // the dipper, leaning out of the pot behind the rim
  const stick: P[] = [
    [250, 168],
    [330, 40],
  ];
  s.path(polyD(ribbonPts(stick, () => 11, true)), wood);
  s.path(roundPolyD(rotatedBox(336, 40, 44, 62, 32), 14), wood);
  // the pot's body, the honey running down it, a label on its front
  const bodyD = smoothD([
    [110, 180],
    [330, 180],
    [404, 300],
    [372, 420],
    [220, 462],
    [68, 420],
    [36, 300],
  ]);
  clipped(s, bodyD, () => {
    s.path(bodyD, pot, 0);
    // honey down from the rim in three drips of different lengths
    const drips: P[] = [[40, 180]];
    const tips: [number, number][] = [
      [110, 268],
      [210, 300],
      [318, 252],
    ];
    let x = 70;
    for (const [tx, ty] of tips) {
      drips.push(
        [x, 226],
        [tx - 30, 232],
        [tx - 22, ty - 24],
        [tx - 12, ty],
        [tx + 12, ty],
        [tx + 22, ty - 24],
        [tx + 30, 232],
      );
      x = tx + 50;
    }
    drips.push([400, 226], [400, 180]);
    s.path(smoothD(drips, 0.8), honey, 4);
  });
  s.path(roundRectD(132, 318, 176, 84, 16), label, 4);
  // the rim, wider than the pot's neck
  s.path(roundRectD(86, 150, 268, 46, 18), rim);
  return s;
}

/** A box w × h centred on (cx, cy), turned by `turn` degrees, as corner points. */
function rotatedBox(cx: number, cy: number, w: number, h: number, turn: number): P[] {
  const a = (turn * Math.PI) / 180;
  const c = Math.cos(a),
    sn = Math.sin(a);
  return [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x, y]) => [
    cx + (x as number) * c - (y as number) * sn,
    cy + (x as number) * sn + (y as number) * c,
  ]);
}

/** An egg standing upright, centre (cx, cy), half-width rx, half-height ry, turned `turn`°. */
function eggD(cx: number, cy: number, rx: number, ry: number, turn = 0): string {
  const a = (turn * Math.PI) / 180;
  const pts: P[] = [];
  for (let i = 0; i < 24; i++) {
    const t = (i / 24) * 2 * Math.PI;
    // narrower above the middle: an egg, not an ellipse
    const y = -Math.cos(t) * ry;
    const x = Math.sin(t) * rx * (y < 0 ? 1 - 0.18 * (-y / ry) ** 2 : 1);
    pts.push([cx + x * Math.cos(a) - y * Math.sin(a), cy + 0.08 * ry + x * Math.sin(a) + y * Math.cos(a)]);
  }
  return smoothD(pts);
}

/** A zigzag band across an egg between heights y0 (top) and y1, from x0 to x1, `teeth` teeth. */
function zigzagBandD(x0: number, x1: number, y0: number, y1: number, teeth: number, depth: number): string {
  const top: P[] = [];
  const bottom: P[] = [];
  for (let i = 0; i <= 2 * teeth; i++) {
    const x = x0 + ((x1 - x0) * i) / (2 * teeth);
    const up = i % 2 === 0 ? 0 : depth;
    top.push([x, y0 + up]);
    bottom.push([x, y1 + up]);
  }
  return polyD([...top, ...bottom.reverse()]);
}

/** A wicker basket with a handle, three decorated easter eggs standing in it. */
export function easterEggs(): Svg {
  const s = new Svg(520, 500, 4, 'Easter eggs');
  const wicker = '#e8c07a',
    band = '#cf9a52';
  // the handle behind everything
  const handle: P[] = Array.from({ length: 41 }, (_, i) => {
    const a = Math.PI + (i / 40) * Math.PI;
    return [260 + 196 * Math.cos(a), 286 + 240 * Math.sin(a)];
  });
  s.path(polyD(ribbonPts(handle, () => 13, true)), band);
  // three eggs, the middle one tallest, each with its own pattern of wide bands
  const eggs: { cx: number; cy: number; rx: number; ry: number; turn: number; fill: string }[] = [
    { cx: 150, cy: 226, rx: 84, ry: 106, turn: -14, fill: '#ffc1d6' },
    { cx: 370, cy: 226, rx: 84, ry: 106, turn: 14, fill: '#bfe3ff' },
    { cx: 260, cy: 190, rx: 92, ry: 120, turn: 0, fill: '#fff1a8' },
  ];
  for (const [k, e] of eggs.entries()) {
    const d = eggD(e.cx, e.cy, e.rx, e.ry, e.turn);
    clipped(s, d, () => {
      s.path(d, e.fill, 0);
      const x0 = e.cx - e.rx - 30,
        x1 = e.cx + e.rx + 30;
      s.parts.push(`<g transform="rotate(${e.turn} ${e.cx} ${e.cy})">`);
      if (k === 0) {
        // pink egg: two wide stripes
        s.path(roundRectD(x0, e.cy - 64, x1 - x0, 38, 0), '#ff9ec0', 4);
        s.path(roundRectD(x0, e.cy + 4, x1 - x0, 38, 0), '#c7b3ff', 4);
      } else if (k === 1) {
        // blue egg: a wide zigzag band
        s.path(zigzagBandD(x0, x1, e.cy - 60, e.cy - 8, 3, 30), '#8fd0ff', 4);
      } else {
        // the middle egg: a stripe over a wide zigzag band
        s.path(roundRectD(x0, e.cy - 86, x1 - x0, 34, 0), '#ffb07a', 4);
        s.path(zigzagBandD(x0, x1, e.cy - 22, e.cy + 30, 3, 32), '#9ee29a', 4);
      }
      s.parts.push('</g>');
    });
  }
  // the basket: body with a woven band, and its rim
  const basketD = roundPolyD(
    [
      [56, 322],
      [464, 322],
      [420, 488],
      [100, 488],
    ],
    [8, 8, 26, 26],
  );
  clipped(s, basketD, () => {
    s.path(basketD, wicker, 0);
    s.path(roundRectD(30, 388, 460, 40, 0), band, 4);
  });
  s.path(roundRectD(40, 306, 440, 40, 14), band);
  return s;
}

/** A present: a box with a lid, a ribbon round it both ways and a bow with two loops on top. */
export function present(): Svg {
  const s = new Svg(460, 480, 4, 'Present');
  const box = '#ffb3c7',
    lid = '#ff9ebb',
    ribbon = '#fff1a8',
    bow = '#ffe27a';
  // the bow's loops and tails behind the knot, above the lid
  s.path(
    smoothD([
      [226, 150],
      [170, 78],
      [110, 66],
      [96, 116],
      [140, 150],
    ]),
    bow,
  );
  s.path(
    smoothD([
      [234, 150],
      [290, 78],
      [350, 66],
      [364, 116],
      [320, 150],
    ]),
    bow,
  );
  s.path(ellipseD(150, 116, 20, 14, 30), '#fff', D);
  s.path(ellipseD(310, 116, 20, 14, -30), '#fff', D);
  // the box and its ribbon
  const boxD = roundRectD(70, 220, 320, 240, 6);
  clipped(s, boxD, () => {
    s.path(boxD, box, 0);
    s.path(roundRectD(196, 200, 68, 280, 0), ribbon, 4);
  });
  // the lid, wider than the box, with the ribbon over it
  const lidD = roundRectD(44, 150, 372, 82, 8);
  clipped(s, lidD, () => {
    s.path(lidD, lid, 0);
    s.path(roundRectD(196, 140, 68, 110, 0), ribbon, 4);
  });
  // the knot
  s.path(roundRectD(200, 120, 60, 46, 12), bow);
  // spots on the box to colour
  for (const [x, y] of [
    [122, 282],
    [140, 392],
    [334, 300],
    [318, 410],
  ] as P[])
    s.path(circleD(x, y, 20), '#ffe0ea', D);
  return s;
}
