/**
 * Own drawings (CC0) of a hot-air balloon, a camping tent and a scarecrow: the library had none
 * of them ("a hot air balloon over the hills" drew party balloons, "a tent in the woods" an apple
 * tree, "a scarecrow in a field" an apple tree and the scarecrow reported missing). Style as in
 * `draw-own.ts`; every detail a closed shape, ropes and stitches thin closed ribbons.
 */
import { bandD } from './child-figure.ts';
import { type P, Svg, circleD, ellipseD, polyD, roundPolyD, roundRectD, smoothD } from './geom.ts';
import { CHEEK, clipped, D, MOUTH, mouthD } from './style.ts';

const WICKER = '#e0a860';
const WICKER_DARK = '#c98a4b';
const STRAW = '#ffd966';
const WOOD = '#b98554';

/** The balloon's envelope: centre x, top y, widest half-width, its row and the neck (units). */
const ENV = { cx: 250, top: 24, r: 226, mid: 250, neckY: 500, neckHw: 54 };

/** Half-width of the envelope at height y (units): a round top over a bulb tapering to the neck. */
function envelopeHalf(y: number): number {
  const { top, r, mid, neckY, neckHw } = ENV;
  if (y <= mid) {
    const dy = (mid - y) / (mid - top);
    return r * Math.sqrt(Math.max(0, 1 - dy * dy));
  }
  const t = Math.min(1, (y - mid) / (neckY - mid));
  return neckHw + (r - neckHw) * Math.cos((t * Math.PI) / 2) ** 0.85;
}

/** Points down one meridian of the envelope, x = cx + k · half-width(y), from its top to y1. */
function meridian(k: number, y0: number, y1: number, steps = 48): P[] {
  const out: P[] = [];
  for (let i = 0; i <= steps; i++) {
    const y = y0 + ((y1 - y0) * i) / steps;
    out.push([ENV.cx + k * envelopeHalf(y), y]);
  }
  return out;
}

/**
 * The hot-air balloon's basket, share of the stored drawing's size: its rim's top (rows above
 * are the rider's), its bottom and its sides, for the layout that seats riders in it.
 */
export const BALLOON_BASKET = { rim: 618, bottom: 754, left: 140, right: 360 } as const;

/**
 * A hot-air balloon, about 500 × 760 units: a big round envelope in six vertical gores of
 * alternating colours meeting at its crown, a band of zigzag triangles round its lower part over a
 * plain skirt, a small flame glowing at the open neck, four ropes down to a wicker basket with a rolled rim and
 * a woven pattern of closed cells, two sandbags hanging from its sides.
 */
export function hotAirBalloon(): Svg {
  const s = new Svg(500, 760, 4, 'Hot-air balloon');
  const gores = ['#ff6b6b', '#ffd23f', '#7fb2ff', '#ff6b6b', '#ffd23f', '#7fb2ff'];
  const { cx, top, neckY, neckHw } = ENV;
  const { rim, bottom, left, right } = BALLOON_BASKET;
  // ropes from the neck's ring down to the basket's rim, drawn first: the basket covers their ends
  const ropes: [P, P][] = [
    [
      [cx - neckHw + 6, neckY + 22],
      [left + 14, rim + 8],
    ],
    [
      [cx - 18, neckY + 24],
      [cx - 34, rim + 8],
    ],
    [
      [cx + 18, neckY + 24],
      [cx + 34, rim + 8],
    ],
    [
      [cx + neckHw - 6, neckY + 22],
      [right - 14, rim + 8],
    ],
  ];
  for (const [a, b] of ropes) s.path(bandD(a, b, 4, 2), WOOD, 3);
  // the burner's flame under the neck, in two tongues
  s.path(
    smoothD([
      [cx, neckY - 10],
      [cx + 22, neckY + 30],
      [cx + 16, neckY + 58],
      [cx, neckY + 66],
      [cx - 16, neckY + 58],
      [cx - 22, neckY + 30],
    ]),
    '#ff9f43',
    3,
  );
  s.path(
    smoothD([
      [cx, neckY + 18],
      [cx + 10, neckY + 42],
      [cx, neckY + 56],
      [cx - 10, neckY + 42],
    ]),
    '#fff176',
    D,
  );
  // the envelope: gores of alternating colours clipped to its outline
  const sideR = meridian(1, top, neckY);
  const sideL = meridian(-1, top, neckY).reverse();
  const envelopeD = polyD([...sideR, ...sideL]);
  clipped(s, envelopeD, () => {
    // six gores between meridians, the outer two widened past the edges
    const cuts = [-1.3, -0.66, -0.3, 0, 0.3, 0.66, 1.3];
    for (let i = 0; i < 6; i++) {
      const a = meridian(cuts[i] as number, top - 4, neckY + 4);
      const b = meridian(cuts[i + 1] as number, top - 4, neckY + 4).reverse();
      s.path(polyD([...a, ...b]), gores[i] as string, 4);
    }
    // the band round the lower bulb: a strip of zigzag triangles in two colours
    const bandTop = 384;
    const bandBottom = 434;
    const y = (x: number, y0: number) => y0 + 26 * (1 - ((x - cx) / 240) ** 2);
    const strip = (y0: number) => {
      const pts: P[] = [];
      for (let x = 0; x <= 500; x += 25) pts.push([x, y(x, y0)]);
      return pts;
    };
    const upper = strip(bandTop);
    const lower = strip(bandBottom).reverse();
    // below the band, the skirt down to the neck in one colour: no slivers of gores there
    s.path(polyD([...strip(bandBottom - 10), [500, neckY + 10], [0, neckY + 10]]), '#ff6b6b', 4);
    s.path(polyD([...upper, ...lower]), '#ffffff', 4);
    const n = 10;
    for (let i = 0; i < n; i++) {
      const x0 = (500 * i) / n;
      const x1 = (500 * (i + 1)) / n;
      const xm = (x0 + x1) / 2;
      s.path(
        polyD([
          [x0, y(x0, bandTop)],
          [x1, y(x1, bandTop)],
          [xm, y(xm, bandBottom)],
        ]),
        '#b98cff',
        3,
      );
    }
  });
  // the neck's ring the ropes hang from
  s.path(roundRectD(cx - neckHw - 6, neckY - 8, 2 * neckHw + 12, 32, 12), WOOD);
  // sandbags hanging from the basket's sides
  for (const side of [-1, 1]) {
    const x = side < 0 ? left - 8 : right + 8;
    s.path(bandD([x, rim + 24], [x + side * 6, rim + 60], 3, 2), WOOD, 3);
    s.path(
      smoothD([
        [x + side * 6, rim + 54],
        [x + side * 24, rim + 70],
        [x + side * 20, rim + 104],
        [x + side * 6, rim + 110],
        [x - side * 8, rim + 104],
        [x - side * 12, rim + 70],
      ]),
      '#e8d2a8',
      3,
    );
  }
  // the basket: a body slightly narrower at the bottom, woven in two rows of closed cells
  s.path(
    roundPolyD(
      [
        [left + 4, rim + 20],
        [right - 4, rim + 20],
        [right - 14, bottom],
        [left + 14, bottom],
      ],
      [4, 4, 12, 12],
    ),
    WICKER,
  );
  const cellW = (right - left - 60) / 4;
  const cellH = (bottom - rim - 20 - 36) / 2;
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 4; c++) {
      const x = left + 18 + r * 4 + c * (cellW + 8);
      s.path(roundRectD(x, rim + 32 + r * (cellH + 12), cellW - 4 * r, cellH, 5), WICKER_DARK, 3);
    }
  // the rolled rim along the basket's top
  s.path(roundRectD(left - 10, rim, right - left + 20, 30, 14), WICKER_DARK);
  return s;
}

/**
 * A camping tent seen from a little to one side, about 720 × 480 units: an A-frame with its
 * front door flaps tied back on each side of a light opening (no dark fill: the inside stays a
 * region to color), the roof's long side running back with a stripe along its foot, guy ropes
 * from the ridge's ends down to pegs in the ground, a pennant flying from a pole at the front
 * peak and a ground sheet under it all.
 */
export function tent(): Svg {
  const s = new Svg(720, 480, 4, 'Tent');
  const canvas = '#ff9f43',
    side = '#ffc078',
    stripe = '#ffd23f',
    inside = '#fff3d6',
    flap = '#ffb15e',
    peg = '#9a9a9a',
    flag = '#ff6b6b',
    sheet = '#8fe08a';
  const apex: P = [254, 96];
  const apexBack: P = [546, 126];
  const footL: P = [102, 410];
  const footR: P = [406, 410];
  const footBack: P = [646, 392];
  // the pole and its pennant above the front peak
  s.path(roundRectD(apex[0] - 6, 18, 12, 90, 5), WOOD, 3);
  s.path(
    roundPolyD(
      [
        [apex[0] + 6, 22],
        [apex[0] + 86, 42],
        [apex[0] + 6, 64],
      ],
      [3, 6, 3],
    ),
    flag,
    3,
  );
  // the ground sheet under the tent
  s.path(
    roundPolyD(
      [
        [80, 440],
        [430, 440],
        [680, 414],
        [640, 384],
        [100, 398],
      ],
      [10, 10, 10, 10, 10],
    ),
    sheet,
  );
  // guy ropes from the ridge's ends out to pegs
  const guys: [P, P][] = [
    [apex, [22, 446]],
    [apexBack, [702, 436]],
  ];
  for (const [a, b] of guys) s.path(bandD(a, b, 4, 2), WOOD, 3);
  for (const [, [x, y]] of guys)
    s.path(
      roundPolyD(
        [
          [x - 12, y - 22],
          [x + 12, y - 22],
          [x + 4, y + 14],
          [x - 4, y + 14],
        ],
        [4, 4, 2, 2],
      ),
      peg,
      3,
    );
  // the roof's long side running back, a stripe along its foot
  const sideD = roundPolyD([apex, apexBack, footBack, footR], [6, 8, 8, 6]);
  clipped(s, sideD, () => {
    s.path(sideD, side, 0);
    s.path(
      polyD([
        [340, 370],
        [740, 346],
        [740, 420],
        [340, 440],
      ]),
      stripe,
      4,
    );
  });
  // the front: the triangle, the light opening, then the flaps tied back on either side
  s.path(roundPolyD([apex, footR, footL], [8, 6, 6]), canvas);
  const door: P = [apex[0], apex[1] + 40];
  s.path(roundPolyD([door, [apex[0] + 58, 410], [apex[0] - 58, 410]], [4, 2, 2]), inside);
  for (const dir of [-1, 1]) {
    const tie: P = [apex[0] + dir * 58, 300];
    s.path(
      smoothD([
        [door[0] + dir * 4, door[1] + 6],
        [tie[0] - dir * 4, tie[1] - 12],
        [tie[0] + dir * 10, tie[1] + 4],
        [apex[0] + dir * 100, 408],
        [apex[0] + dir * 50, 408],
        [tie[0] - dir * 20, tie[1] + 14],
        [door[0] + dir * 10, door[1] + 60],
      ]),
      flap,
      3,
    );
    s.path(ellipseD(tie[0] + dir * 2, tie[1] + 2, 16, 9, dir * 55), stripe, 3);
  }
  return s;
}

/** A fan of straw spikes from a cuff at (x, y) pointing along `dir` (radians), `n` spikes (units). */
function strawTuftD(x: number, y: number, dir: number, spread: number, length: number, n = 5): string {
  const pts: P[] = [];
  const base = spread * 0.7;
  const nx = -Math.sin(dir);
  const ny = Math.cos(dir);
  const ux = Math.cos(dir);
  const uy = Math.sin(dir);
  pts.push([x - nx * base - ux * 10, y - ny * base - uy * 10]);
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0 : i / (n - 1) - 0.5;
    const l = length * (i % 2 === 0 ? 1 : 0.78);
    const tip: P = [x + nx * t * spread * 1.6 + ux * l, y + ny * t * spread * 1.6 + uy * l];
    pts.push(tip);
    if (i < n - 1) {
      const tv = (i + 0.5) / (n - 1) - 0.5;
      pts.push([x + nx * tv * spread * 1.3 + ux * l * 0.45, y + ny * tv * spread * 1.3 + uy * l * 0.45]);
    }
  }
  pts.push([x + nx * base - ux * 10, y + ny * base - uy * 10]);
  return roundPolyD(
    pts,
    pts.map(() => 3),
  );
}

/**
 * A friendly scarecrow on its pole, face-on, about 520 × 820 units: a straw hat with a red band
 * and a patch, straw hair peeping under the brim, a burlap sack head tied at the neck with a
 * rope, button eyes, a triangle nose, pink cheeks and a stitched smile, a patched shirt with its
 * arms stretched out along the crossbar and straw tufts at the cuffs, a rope belt, patched
 * trousers with straw at the ankles, the pole running down to the ground.
 */
export function scarecrow(): Svg {
  const s = new Svg(520, 820, 4, 'Scarecrow');
  const shirt = '#7fb2ff',
    trousers = '#a0724a',
    sack = '#e8d2a8',
    hat = STRAW,
    band = '#ff6b6b',
    patchA = '#ffd23f',
    patchB = '#8fe08a',
    button = '#6b5b95';
  const cx = 260;
  // the pole down to the ground
  s.path(roundRectD(cx - 15, 400, 30, 410, 8), WOOD);
  // straw tufts at the cuffs and ankles, drawn under the cloth
  s.path(strawTuftD(74, 300, Math.PI, 34, 64), STRAW, 3);
  s.path(strawTuftD(446, 300, 0, 34, 64), STRAW, 3);
  for (const x of [212, 308]) s.path(strawTuftD(x, 692, Math.PI / 2, 30, 56), STRAW, 3);
  // trousers: two legs hanging from the waist, a patch on one knee
  const legs = roundPolyD(
    [
      [176, 500],
      [344, 500],
      [352, 700],
      [272, 700],
      [262, 580],
      [258, 580],
      [248, 700],
      [168, 700],
    ],
    [10, 10, 8, 8, 8, 8, 8, 8],
  );
  s.path(legs, trousers);
  s.path(roundRectD(196, 610, 44, 40, 6), patchB, 3);
  // the sleeves stretched out along the crossbar
  s.path(
    roundPolyD(
      [
        [170, 264],
        [350, 264],
        [450, 270],
        [456, 334],
        [350, 346],
        [170, 346],
        [64, 334],
        [70, 270],
      ],
      [20, 20, 12, 12, 20, 20, 12, 12],
    ),
    shirt,
  );
  // cuffs rolled at the wrists
  s.path(roundRectD(62, 266, 30, 72, 8), '#5e93e6', 3);
  s.path(roundRectD(428, 266, 30, 72, 8), '#5e93e6', 3);
  // the shirt's body, a patch and buttons down its front
  s.path(
    roundPolyD(
      [
        [172, 262],
        [348, 262],
        [362, 524],
        [158, 524],
      ],
      [24, 24, 12, 12],
    ),
    shirt,
  );
  s.path(roundRectD(278, 380, 52, 50, 6), patchA, 3);
  for (const y of [320, 380, 440]) s.path(circleD(cx - 28, y, 9), button, D);
  // the rope belt with a knot
  s.path(roundRectD(154, 492, 212, 24, 10), WOOD, 3);
  s.path(ellipseD(cx + 40, 504, 16, 14), WOOD, 3);
  // straw sticking out at the neck under the head's tie
  s.path(strawTuftD(cx, 252, Math.PI / 2, 56, 34, 7), STRAW, 3);
  // the sack head, its tied neck and the rope round it
  s.path(
    smoothD([
      [cx, 70],
      [cx + 88, 100],
      [cx + 100, 178],
      [cx + 70, 246],
      [cx, 266],
      [cx - 70, 246],
      [cx - 100, 178],
      [cx - 88, 100],
    ]),
    sack,
  );
  s.path(roundRectD(cx - 54, 250, 108, 24, 10), WOOD, 3);
  // straw hair under the brim at both sides
  s.path(strawTuftD(cx - 92, 118, Math.PI * 0.8, 34, 46), STRAW, 3);
  s.path(strawTuftD(cx + 92, 118, Math.PI * 0.2, 34, 46), STRAW, 3);
  // the face: button eyes with holes, a triangle nose, cheeks, a stitched smile
  for (const dx of [-38, 38]) {
    s.path(circleD(cx + dx, 150, 21), '#1a1a1a', 0);
    for (const hx of [-6, 6]) s.path(circleD(cx + dx + hx, 150, 4), '#ffffff', 0);
  }
  s.path(
    roundPolyD(
      [
        [cx - 15, 172],
        [cx + 15, 172],
        [cx, 198],
      ],
      [4, 4, 4],
    ),
    '#ff9f43',
    D,
  );
  for (const dx of [-66, 66]) s.path(ellipseD(cx + dx, 190, 18, 12), CHEEK, D);
  const mouthY = 204;
  const mouthW = 96;
  const depth = 18;
  s.path(mouthD(cx, mouthY, mouthW, depth), MOUTH, D);
  // stitches across the smile's lower edge, each square to the curve
  for (const t of [-0.34, -0.12, 0.12, 0.34]) {
    const x = cx + t * mouthW;
    const y = mouthY + depth * (1 - 4 * t * t);
    const a = (Math.atan2(-8 * depth * t, mouthW) * 180) / Math.PI;
    s.path(ellipseD(x, y + 3, 2.6, 10, a), '#1a1a1a', 0);
  }
  // the straw hat: crown, band, patch, then the brim in front
  const crownD = roundPolyD(
    [
      [cx - 70, 90],
      [cx - 58, 16],
      [cx + 58, 16],
      [cx + 70, 90],
    ],
    [6, 26, 26, 6],
  );
  clipped(s, crownD, () => {
    s.path(crownD, hat, 0);
    s.path(roundRectD(cx - 90, 58, 180, 26, 0), band, 4);
  });
  s.path(roundRectD(cx + 14, 22, 34, 30, 5), patchB, 3);
  s.path(ellipseD(cx, 92, 150, 24), hat);
  return s;
}
