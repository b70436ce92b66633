/**
 * Own drawings (CC0) of two fairground rides: a Ferris wheel and a carousel. The library had
 * neither: "a ferris wheel" and "a carousel" drew a tree in a meadow and reported the ride
 * missing. Style as in `draw-own.ts`; every detail a closed shape (the wheel's cells between its
 * spokes, each gondola, the canopy's stripes and scallops, the horses' saddles).
 */
import { bandD } from './child-figure.ts';
import { type P, Svg, circleD, ellipseD, polyD, ribbonPts, roundPolyD, roundRectD, smoothD } from './geom.ts';
import { CHEEK, clipped, D, MOUTH, mouthD } from './style.ts';

const GOLD = '#ffd23f';
const WOOD = '#b98554';

/** A point at `r` units from (cx, cy) along the angle `a` (radians, 0 = +x, clockwise on screen). */
const polar = (cx: number, cy: number, r: number, a: number): P => [
  cx + r * Math.cos(a),
  cy + r * Math.sin(a),
];

/** Points along the circle of radius `r` round (cx, cy) from angle `a0` to `a1` (radians). */
function arcPts(cx: number, cy: number, r: number, a0: number, a1: number, steps = 16): P[] {
  const out: P[] = [];
  for (let i = 0; i <= steps; i++) out.push(polar(cx, cy, r, a0 + ((a1 - a0) * i) / steps));
  return out;
}

/**
 * A cell of a wheel round (cx, cy): the ring between radii `r0` and `r1` (units) from angle `a0`
 * to `a1`, a closed shape whose round sides follow the circles.
 */
function ringCellD(cx: number, cy: number, r0: number, r1: number, a0: number, a1: number): string {
  return polyD([...arcPts(cx, cy, r1, a0, a1), ...arcPts(cx, cy, r0, a1, a0)]);
}

/**
 * A gondola round (x, y) outside the wheel's rim: a domed roof over a cabin with a wide window,
 * about 108 × 112 units. Few and big parts that touch nothing but the sky and the gondola's
 * bracket, so a Simple page that merges the wheel's cells keeps each gondola whole.
 */
function gondola(s: Svg, x: number, y: number, colour: string, roof: string): void {
  const t = y - 56;
  s.path(
    `M${x - 56},${t + 40}C${x - 50},${t + 6} ${x - 20},${t} ${x},${t}C${x + 20},${t} ${x + 50},${t + 6} ${x + 56},${t + 40}Z`,
    roof,
  );
  s.path(roundRectD(x - 54, t + 40, 108, 72, 12), colour);
  s.path(roundRectD(x - 34, t + 52, 68, 30, 8), '#e6f6ff', 3);
}

/**
 * A Ferris wheel on its A-frame stand, about 640 × 760 units: a big wheel with a coloured rim,
 * eight spokes and a ring between the hub and the rim (every cell between them a closed shape), a
 * hub, eight gondolas in rainbow colours round the outside of the rim, each on a short bracket at
 * a spoke's end, and the stand's two legs with a cross bar down to its base.
 */
export function ferrisWheel(): Svg {
  const s = new Svg(640, 760, 4, 'Ferris wheel');
  const cx = 320,
    cy = 330,
    R = 176,
    rings = [36, 102, 156];
  const cabins = ['#ff6b6b', '#ffa94d', '#ffd23f', '#8fe08a', '#5ec8e5', '#7fb2ff', '#b197fc', '#f78fb3'];
  const roofs = ['#c94c4c', '#e0862f', '#e8b400', '#5fb85a', '#2fa3c4', '#4f86e0', '#8465d9', '#d95f92'];
  const cells = ['#fff6d6', '#eaf6ff'];
  const spokeA = (j: number) => -Math.PI / 2 + (j * Math.PI) / 4;
  // the base the stand is bolted to
  s.path(roundRectD(96, 712, 448, 40, 10), '#c7ccd6');
  // the brackets from the rim out to the gondolas, under the rim and the gondolas
  for (let j = 0; j < 8; j++)
    s.path(bandD(polar(cx, cy, R - 10, spokeA(j)), polar(cx, cy, R + 60, spokeA(j)), 8, 2), '#9aa6b8', 3);
  // the wheel: the rim's ring, then the cells inside it between the spokes and the ring (the
  // spokes are the lines between them)
  s.path(circleD(cx, cy, R), '#ff8fa3');
  for (let j = 0; j < 8; j++)
    for (let i = 0; i + 1 < rings.length; i++)
      s.path(
        ringCellD(cx, cy, rings[i] as number, rings[i + 1] as number, spokeA(j), spokeA(j + 1)),
        cells[i] as string,
      );
  // the stand's legs in front of the wheel, from the hub down to the base, a cross bar between
  s.path(bandD([cx - 8, cy], [150, 718], 16, 6), '#9aa6b8');
  s.path(bandD([cx + 8, cy], [490, 718], 16, 6), '#9aa6b8');
  s.path(bandD([166, 684], [474, 684], 10, 4), '#9aa6b8');
  // the hub
  s.path(circleD(cx, cy, 36), GOLD);
  s.path(circleD(cx, cy, 15), '#ff8fa3', 3);
  // the gondolas round the outside, upright, each a little way out beyond the rim
  for (let j = 0; j < 8; j++) {
    const a = spokeA(j);
    const reach = 22 + 56 * (Math.abs(Math.cos(a)) + Math.abs(Math.sin(a)));
    const [x, y] = polar(cx, cy, R + reach, a);
    gondola(s, x, y, cabins[j] as string, roofs[j] as string);
  }
  return s;
}

/**
 * A friendly carousel horse facing left on its pole, body centred at (x, y), `k` its scale (1 is
 * about 200 × 150 units): legs prancing, a curly mane and tail, a saddle on a blanket, a round
 * eye, a pink cheek and a smile.
 */
function carouselHorse(
  s: Svg,
  x: number,
  y: number,
  k: number,
  coat: string,
  mane: string,
  saddle: string,
): void {
  const q = (px: number, py: number): P => [x + px * k, y + py * k];
  const coat2 = coat === '#ffffff' ? '#e8e8ee' : '#e0b98e';
  const muzzle = coat === '#ffffff' ? '#ffe3ea' : '#f7e0c4';
  const leg = (a: P, b: P, c: P, fill: string) => {
    s.path(polyD(ribbonPts([q(...a), q(...b), q(...c)], () => 12 * k)), fill, 3);
  };
  // the tail behind, hind legs, front legs tucked up as it prances
  s.path(
    smoothD([q(66, -14), q(100, -30), q(118, -6), q(108, 30), q(120, 52), q(92, 40), q(84, 6)]),
    mane,
    3,
  );
  leg([46, 22], [44, 58], [30, 84], coat2);
  leg([-40, 22], [-66, 34], [-52, 58], coat2);
  leg([62, 20], [74, 54], [64, 82], coat);
  leg([-56, 18], [-80, 40], [-66, 64], coat);
  s.union(
    [
      ellipseD(x, y, 82 * k, 40 * k),
      polyD([q(-80, -8), q(-56, 26), q(-92, -70), q(-118, -60)]),
      ellipseD(...q(-112, -76), 34 * k, 24 * k, -24),
    ],
    coat,
  );
  s.path(ellipseD(...q(-134, -60), 22 * k, 17 * k, -24), muzzle, 3);
  s.path(ellipseD(...q(-146, -66), 3 * k, 4 * k), '#6b4a35', 0);
  // the ear, the mane down the neck
  s.path(roundPolyD([q(-100, -92), q(-92, -126), q(-80, -92)], [3, 6, 3]), coat, 3);
  s.path(
    smoothD([q(-92, -96), q(-66, -86), q(-50, -54), q(-42, -24), q(-62, -20), q(-70, -50), q(-84, -74)]),
    mane,
    3,
  );
  // the saddle, its seat dipping between a pommel and a cantle, on the horse's back (inside its
  // outline, so a Simple page keeps it as an island)
  s.path(
    smoothD([
      q(-38, -18),
      q(-32, -29),
      q(-20, -24),
      q(0, -20),
      q(20, -24),
      q(32, -29),
      q(38, -18),
      q(40, 8),
      q(0, 16),
      q(-40, 8),
    ]),
    saddle,
    3,
  );
  s.eye(...q(-106, -84), 7 * k, 9 * k);
  s.path(ellipseD(...q(-104, -64), 8 * k, 5 * k), CHEEK, D);
  s.path(mouthD(...q(-134, -52), 16 * k, 5 * k), MOUTH, D);
}

/**
 * A carousel (merry-go-round), about 720 × 720 units: a conical canopy of red and white stripes
 * under a flag, a scalloped valance round its edge, a centre column, three horses going up and
 * down on golden poles, and a round platform with a band of panels round its side.
 */
export function carousel(): Svg {
  const s = new Svg(720, 720, 4, 'Carousel');
  const cx = 360;
  const apex: P = [cx, 92];
  const eaveY = 236,
    eaveL = 52,
    eaveR = 668;
  // the flag on its pole above the canopy
  s.path(roundRectD(cx - 6, 14, 12, 90, 5), WOOD, 3);
  s.path(
    roundPolyD(
      [
        [cx + 6, 18],
        [cx + 86, 38],
        [cx + 6, 60],
      ],
      [3, 6, 3],
    ),
    '#ff6b6b',
    3,
  );
  // the platform: its side band of panels, then its top
  const sideD = `M${cx - 320},612A320,50 0 0 0 ${cx + 320},612V652A320,50 0 0 1 ${cx - 320},652Z`;
  clipped(s, sideD, () => {
    s.path(sideD, '#7fb2ff', 0);
    for (let i = 0; i < 5; i++) {
      const x = cx - 205 + i * 90;
      const top = 612 + 50 * Math.sqrt(1 - ((x + 25 - cx) / 320) ** 2);
      s.path(roundRectD(x, top + 8, 50, 26, 6), GOLD, 3);
    }
  });
  s.path(ellipseD(cx, 612, 320, 50), '#cfe3ff');
  // the centre column under the canopy
  const colD = roundRectD(cx - 46, 270, 92, 344, 6);
  clipped(s, colD, () => {
    s.path(colD, '#ffe3a3', 0);
    s.path(ellipseD(cx, 352, 28, 40), '#ff8fa3', 3);
  });
  // three poles and their horses: two at the back, one in front, going up and down
  const horses: [number, number, number, string, string, string][] = [
    [170, 420, 0.78, '#ffffff', '#ffd23f', '#ff6b6b'],
    [566, 380, 0.78, '#f3d2ad', '#8f5a33', '#7fb2ff'],
    [372, 470, 1, '#ffffff', '#b197fc', '#8fe08a'],
  ];
  for (const [x, y, k, coat, mane, saddle] of horses) {
    const px = x - 4 * k;
    s.path(roundRectD(px - 8, 266, 16, (y > 440 ? 610 : 600) - 266, 6), GOLD, 3);
    carouselHorse(s, x, y, k, coat, mane, saddle);
  }
  // the canopy: stripes from the apex to the eave, then the scalloped valance below it
  const coneD = `M${apex[0]},${apex[1]}L${eaveR},${eaveY}Q${cx},${eaveY + 40} ${eaveL},${eaveY}Z`;
  clipped(s, coneD, () => {
    s.path(coneD, '#ffffff', 0);
    for (let i = 0; i < 8; i += 2) {
      const x0 = eaveL + ((eaveR - eaveL) * i) / 8,
        x1 = eaveL + ((eaveR - eaveL) * (i + 1)) / 8;
      s.path(
        polyD([apex, [x0 + (x0 - cx) * 0.2, eaveY + 60], [x1 + (x1 - cx) * 0.2, eaveY + 60]]),
        '#ff6b6b',
        3,
      );
    }
  });
  const n = 8,
    w = (eaveR - eaveL) / n;
  for (let i = 0; i < n; i++) {
    const x0 = eaveL + i * w;
    const y0 = eaveY + 8 * Math.sin((Math.PI * (i + 0.5)) / n);
    s.path(
      `M${x0},${y0 - 8}H${x0 + w}V${y0 + 14}A${w / 2},${w / 2.6} 0 0 1 ${x0},${y0 + 14}Z`,
      i % 2 === 0 ? GOLD : '#7fb2ff',
      3,
    );
  }
  s.path(circleD(apex[0], apex[1], 14), GOLD, 3);
  return s;
}
