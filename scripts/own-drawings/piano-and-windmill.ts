/**
 * Own drawings (CC0) of an upright piano with its round stool and a Dutch windmill: "a piano",
 * "a boy playing the piano" reported the piano missing, "a windmill", "a dutch windmill" the
 * windmill. Same style and rules as `draw-own.ts`, which writes them: every key, key front,
 * window and lattice cell is a closed shape, so each is a region to colour.
 */
import { type P, Svg, circleD, ellipseD, polyD, roundPolyD, roundRectD, smoothD } from './geom.ts';

/**
 * Two eighth notes joined by a beam (♫), which read the same mirrored: three overlapping shapes
 * (two heads, the stems with the beam) to outline as one (`thinUnion`). The left head is centred
 * at (x, y), the right one `w` units to its right and `rise` units higher, the stems `h` units
 * tall from the heads' centres.
 */
function beamedNotesD(x: number, y: number, w: number, rise: number, h: number): string[] {
  const r = 15,
    sw = 8,
    beam = 16;
  const head = (cx: number, cy: number) => ellipseD(cx, cy, r, r * 0.78, -20);
  // each stem's right edge a little inside its head, so no pocket opens between them
  const stemL = x + r * 0.8 - sw,
    stemR = x + w + r * 0.8 - sw;
  const topL = y - h,
    topR = y - rise - h;
  return [
    head(x, y),
    head(x + w, y - rise),
    polyD([
      [stemL, y - 2],
      [stemL, topL],
      [stemR + sw, topR],
      [stemR + sw, y - rise - 2],
      [stemR, y - rise - 2],
      [stemR, topR + beam + 2],
      [stemL + sw, topL + beam + 2],
      [stemL + sw, y - 2],
    ]),
  ];
}

/**
 * Overlapping shapes outlined as one, `sw` units wide: a black pass twice as wide under a fill
 * pass, as `Svg.union` draws, with the thin outline of a detail whose outline touches no other (a
 * thick separate ring of ink would read as a fill).
 */
function thinUnion(s: Svg, ds: string[], fill: string, sw: number): void {
  const paths = ds.map((d) => `<path d="${d}"/>`).join('');
  s.parts.push(`<g fill="#000" stroke="#000" stroke-width="${2 * sw}" stroke-linejoin="round">${paths}</g>`);
  s.parts.push(`<g fill="${fill}">${paths}</g>`);
}

/**
 * A friendly upright piano seen from the front with its round stool beside it on the right,
 * 660 × 600 units: a lid over the upper cabinet, a sheet of music with two notes on its stand, a
 * keyboard of eight white keys with five black keys in a two and a three, a key rail, a lower
 * cabinet between two legs on round feet, a kick board with two golden pedals, and a round stool
 * (a cushion on a turned column with three legs) whose cushion just touches the piano's leg.
 *
 * Made for Simple pages, which keep about 11–16 of a drawing's regions: the black keys stop
 * short of the keyboard's top edge, so each is a feature inside one white band (a feature is
 * kept longest), and the white keys are told apart by their fronts below the black keys, which
 * merge back into the band; the keyboard lies in the top 45% of the drawing, whose regions are
 * kept longer too. The stool touches the piano only at its cushion's edge, so its ink joins the
 * piano's (a separate ring of ink would read as a fill) while merging never joins the two.
 */
export function piano(): Svg {
  const s = new Svg(660, 600, 4, 'Piano');
  const wood = '#c0392b',
    dark = '#962d22',
    light = '#e06b5a',
    ivory = '#ffffff',
    ebony = '#666677',
    paper = '#fff3c4',
    gold = '#ffd23f',
    cushion = '#7fb8ff';
  const x0 = 60,
    x1 = 460;
  // the lid and the upper cabinet with a sheet of music on its stand
  s.path(roundRectD(x0 - 14, 70, x1 - x0 + 28, 36, 10), dark);
  s.path(roundRectD(x0, 104, x1 - x0, 100, 8), wood);
  s.path(
    roundPolyD(
      [
        [180, 110],
        [340, 110],
        [348, 196],
        [172, 196],
      ],
      6,
    ),
    paper,
    3,
  );
  thinUnion(s, beamedNotesD(222, 176, 76, 10, 52), '#9fd3ff', 3);
  // the keyboard: a white band, its lower part eight white keys' fronts, the black keys above
  // them in a two and a three
  const kx0 = x0 + 4,
    kx1 = x1 - 4,
    ky0 = 204,
    ky1 = 306;
  const kw = (kx1 - kx0) / 8;
  const frontY = ky0 + 54;
  s.path(polyD(keyPts(kx0, ky0, 8 * kw, ky1 - ky0)), ivory, 3);
  for (let i = 0; i < 8; i++) s.path(polyD(keyPts(kx0 + i * kw, frontY, kw, ky1 - frontY)), ivory, 3);
  for (const i of [1, 2, 4, 5, 6]) {
    const bw = kw * 0.56;
    s.path(roundRectD(kx0 + i * kw - bw / 2, ky0 + 7, bw, frontY - ky0 - 14, 4), ebony, 3);
  }
  // the key rail under the keys, standing out a little
  s.path(roundRectD(x0 - 12, 304, x1 - x0 + 24, 26, 8), dark);
  // the lower cabinet between two legs on round feet, a kick board with two pedals at its foot
  s.path(roundRectD(x0, 328, x1 - x0, 204, 6), wood);
  s.path(roundRectD(x0 + 20, 486, x1 - x0 - 40, 46, 4), light);
  for (const x of [228, 292]) s.path(ellipseD(x, 509, 24, 11), gold, 3);
  for (const x of [x0 - 6, x1 - 30])
    s.union([roundRectD(x, 326, 36, 206, 8), ellipseD(x + 18, 538, 22, 12)], dark);
  // the round stool beside it: three legs on a turned column, a cushion on top
  const sx = 542;
  const legs = (
    [
      [sx - 44, -1],
      [sx + 44, 1],
      [sx, 0],
    ] as const
  ).map(([fx, lean]) =>
    roundPolyD(
      [
        [sx + lean * 14 - 11, 470],
        [sx + lean * 14 + 11, 470],
        [fx + 12, 552],
        [fx - 12, 552],
      ],
      [3, 3, 8, 8],
    ),
  );
  const column = smoothD(
    [
      [sx - 22, 416],
      [sx + 22, 416],
      [sx + 30, 446],
      [sx + 22, 480],
      [sx - 22, 480],
      [sx - 30, 446],
    ],
    0.7,
  );
  s.union([...legs, column], dark);
  s.path(polyD([...arcPts(sx, 396, 76, 21, 180, 360), ...arcPts(sx, 422, 76, 23, 0, 180)]), wood);
  s.path(ellipseD(sx, 396, 76, 21), cushion);
  return s;
}

/** Points of an ellipse's arc centred (cx, cy), from angle a0 to a1 (degrees, y down), n steps. */
function arcPts(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 40): P[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / n) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as P;
  });
}

/** A white key's outline: a rectangle `w` × `h` at (x, y), its front corners rounded. */
function keyPts(x: number, y: number, w: number, h: number): P[] {
  const r = 6;
  return [
    [x, y],
    [x + w, y],
    [x + w, y + h - r],
    ...arcPts(x + w - r, y + h - r, r, r, 0, 90, 6).slice(1),
    ...arcPts(x + r, y + h - r, r, r, 90, 180, 6),
  ];
}

/** `p` turned by `a` radians about `c`. */
const turn = (p: P, c: P, a: number): P => [
  c[0] + (p[0] - c[0]) * Math.cos(a) - (p[1] - c[1]) * Math.sin(a),
  c[1] + (p[0] - c[0]) * Math.sin(a) + (p[1] - c[1]) * Math.cos(a),
];

/**
 * A Dutch windmill standing on a grassy mound, 620 × 820 units: a tapered tower with an arched
 * door (a window in it) and a round window in a frame, four lattice sails set as an X behind
 * a boat-shaped cap with a round hub on it, each sail a stock and a frame of three closed cells.
 *
 * The lattices lie on the stocks' outer sides below the hub and their inner sides above it, so
 * no lattice crosses the tower (only the lower stocks do) and the upper two keep apart; a cell's
 * crossbar is longer than its side on the stock, so a Simple page merges cells into one panel,
 * not into the stock.
 */
export function windmill(): Svg {
  const s = new Svg(620, 820, 4, 'Windmill');
  const wall = '#fff1d6',
    roof = '#e0574a',
    door = '#8fd3ff',
    glass = '#cfeeff',
    sail = '#ffffff',
    stock = '#b98554',
    grass = '#8fe08a';
  const hub: P = [310, 300];
  // the grassy mound it stands on
  s.path(
    smoothD([
      [40, 798],
      [120, 750],
      [310, 728],
      [500, 750],
      [580, 798],
      [310, 812],
    ]),
    grass,
  );
  // the tapered tower, its round window in a frame and its arched door with a window
  s.path(
    roundPolyD(
      [
        [236, 306],
        [384, 306],
        [440, 768],
        [180, 768],
      ],
      [10, 10, 6, 6],
    ),
    wall,
  );
  s.path(circleD(310, 520, 46), '#ffd9a0');
  s.path(circleD(310, 520, 32), glass);
  s.path(`M268,768L268,692A42,42 0 0 1 352,692L352,768Z`, door);
  s.path(`M288,722L288,696A22,22 0 0 1 332,696L332,722Z`, glass, 3);
  // four sails set as an X: a stock from the hub, its lattice of three cells on the side away
  // from the tower below the hub and towards the middle above it
  const inner = 120,
    outer = 320,
    width = 90,
    rows = 3;
  for (const [angle, side] of [
    [45, -1],
    [135, 1],
    [225, 1],
    [315, -1],
  ] as const) {
    const a = (angle * Math.PI) / 180;
    // in the sail's own frame the stock runs along +x from the hub
    const at = (x: number, y: number): P => turn([hub[0] + x, hub[1] + side * y], hub, a);
    s.path(polyD([at(0, -9), at(outer + 14, -9), at(outer + 14, 9), at(0, 9)]), stock, 3);
    const rowLen = (outer - inner) / rows;
    for (let r = 0; r < rows; r++) {
      const x0 = inner + r * rowLen,
        x1 = x0 + rowLen;
      s.path(polyD([at(x0, 9), at(x1, 9), at(x1, 9 + width), at(x0, 9 + width)]), sail, 3);
    }
  }
  // the cap over the sails' roots, the hub on it
  s.path(
    smoothD(
      [
        [196, 322],
        [222, 258],
        [310, 220],
        [398, 258],
        [424, 322],
        [310, 334],
      ],
      0.8,
    ),
    roof,
  );
  s.path(circleD(hub[0], hub[1], 26), stock);
  return s;
}
