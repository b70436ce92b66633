/**
 * A bed and a nest, for "a cat sleeping on a bed" and "a bird in a nest": a child's wooden bed
 * seen from the side with a patchwork quilt, and a woven nest with a small bird sitting in it
 * and two eggs at its rim. Same style and rules as `draw-own.ts`, which writes them: every
 * patch, twig band and feather band is a closed shape clipped to what it decorates, so each is
 * a region to colour. Drawings about 500 units across.
 */
import { circleD, ellipseD, polyD, ribbonPts, roundPolyD, roundRectD, smoothD, Svg, type P } from './geom.ts';
import { CHEEK, clipped, D } from './style.ts';

/** A heart centred on (cx, cy), about 2r wide and 1.9r tall, point down. */
function heartD(cx: number, cy: number, r: number): string {
  const pts: P[] = [];
  for (let i = 0; i < 48; i++) {
    const t = (i / 48) * 2 * Math.PI;
    // the classic heart curve, scaled so its width is 2r
    const x = 16 * Math.sin(t) ** 3;
    const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
    pts.push([cx + (x / 16) * r, cy + (y / 16) * r]);
  }
  return polyD(pts);
}

/** A five-pointed star centred on (cx, cy), outer radius r, its tips slightly rounded. */
function starD(cx: number, cy: number, r: number): string {
  const pts: P[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return roundPolyD(
    pts,
    pts.map((_, i) => (i % 2 === 0 ? 5 : 2)),
  );
}

/** A board from x0 to x1, its top a half circle peaking at y = top, its foot square at y = foot. */
function archD(x0: number, x1: number, top: number, foot: number): string {
  const r = (x1 - x0) / 2;
  return `M${x0},${foot}L${x0},${top + r}A${r},${r} 0 0 1 ${x1},${top + r}L${x1},${foot}Z`;
}

/**
 * The y (drawing units, from the top of the 560 × 420 canvas) of the bed's sleeping surface:
 * the flat top of the quilt from the pillow to the footboard. The drawn bed spans y 40–404.
 */
export const BED_SURFACE_Y = 214;

/**
 * A child's bed seen straight from the side, headboard on the left: a tall arched wooden
 * headboard with a heart cut out, a lower footboard with a star, the side rail, the mattress, a
 * pillow and a patchwork quilt lying flat on top (y = `BED_SURFACE_Y`) and hanging over the
 * side. 560 × 420 units.
 */
export function bed(): Svg {
  const s = new Svg(560, 420, 4, 'Bed');
  const wood = '#d9a066',
    rail = '#c48a52',
    mattress = '#f4f1ea',
    pillow = '#fff7dc',
    sheet = '#ffffff',
    patches = ['#ffc1d6', '#bfe3ff', '#fff1a8', '#c9f0c0'];
  const top = BED_SURFACE_Y;
  // the side rail under the mattress, between the two boards
  s.path(roundRectD(96, 276, 384, 48, 6), rail);
  // the mattress, showing below the quilt at the head end
  s.path(roundRectD(100, top + 16, 376, 56, 14), mattress);
  // the pillow against the headboard
  s.path(
    smoothD([
      [108, top + 14],
      [118, top - 42],
      [160, top - 50],
      [204, top - 40],
      [214, top + 12],
      [160, top + 22],
    ]),
    pillow,
  );
  // the quilt: flat on top, hanging over the side in a gently wavy hem, its patches clipped to it
  const hem = 352;
  const quiltPts: P[] = [
    [196, top],
    [470, top],
    [470, hem],
  ];
  for (let i = 1; i < 8; i++) {
    const x = 470 - (i * (470 - 196)) / 8;
    quiltPts.push([x, hem + (i % 2 === 0 ? 0 : 8)]);
  }
  quiltPts.push([196, hem]);
  const quiltD = roundPolyD(quiltPts, [10, 10, 8, ...Array.from({ length: 7 }, () => 20), 8]);
  clipped(s, quiltD, () => {
    s.path(quiltD, patches[0] as string, 0);
    const cols = 4,
      rows = 3;
    const x0 = 236,
      w = (470 - x0) / cols;
    const y0 = top,
      h = (hem + 10 - y0) / rows;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const fill = patches[(r + c * 3) % patches.length] as string;
        s.path(
          polyD([
            [x0 + c * w, y0 + r * h],
            [x0 + (c + 1) * w, y0 + r * h],
            [x0 + (c + 1) * w, y0 + (r + 1) * h],
            [x0 + c * w, y0 + (r + 1) * h],
          ]),
          fill,
          4,
        );
      }
    // the sheet turned down over the quilt's head end
    s.path(roundRectD(176, top - 10, 60, hem - top + 40, 0), sheet, 4);
  });
  // polka dots on the turned-down sheet: closed, each a region
  for (const [x, y] of [
    [216, 250],
    [214, 318],
  ] as P[])
    s.path(circleD(x, y, 11), '#bfe3ff', D);
  // the footboard: a lower round-topped board with a star cut out, on a short leg
  s.path(roundRectD(472, 360, 56, 44, 8), rail);
  s.path(archD(458, 542, 150, 370), wood);
  s.path(starD(500, 232, 34), sheet, 3);
  // the headboard: a tall round-topped board with a heart cut out, on a short leg
  s.path(roundRectD(36, 360, 56, 44, 8), rail);
  s.path(archD(20, 108, 40, 370), wood);
  s.path(heartD(64, 140, 28), sheet, 3);
  return s;
}

/** A closed twig band: a ribbon of half-width hw along the points, both ends rounded. */
function twigD(pts: P[], hw: number): string {
  return polyD(ribbonPts(pts, () => hw, true));
}

/**
 * Points along the middle of the front of the nest's rim (an ellipse centred (260, 290), half
 * axes 227 × 56), from a0 to a1 (fractions of a half turn, 0 = left end), moved `off` units
 * down the page.
 */
function arcTwig(a0: number, a1: number, off: number): P[] {
  return Array.from({ length: 25 }, (_, i): P => {
    const a = (a0 + ((a1 - a0) * i) / 24) * Math.PI;
    return [260 - 227 * Math.cos(a), 290 + off + 56 * Math.sin(a)];
  });
}

/** An egg standing upright, centre (cx, cy), half-width rx, half-height ry, turned `turn`°. */
function eggD(cx: number, cy: number, rx: number, ry: number, turn = 0): string {
  const a = (turn * Math.PI) / 180;
  const pts: P[] = [];
  for (let i = 0; i < 24; i++) {
    const t = (i / 24) * 2 * Math.PI;
    const y = -Math.cos(t) * ry;
    const x = Math.sin(t) * rx * (y < 0 ? 1 - 0.18 * (-y / ry) ** 2 : 1);
    pts.push([cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)]);
  }
  return smoothD(pts);
}

/**
 * A nest of woven twigs (closed bands round the bowl, twig ends poking out at the sides) with a
 * small round bird sitting in it, smiling, its wing folded, and two speckled eggs showing at
 * the rim either side of it. 520 × 440 units.
 */
export function birdNest(): Svg {
  const s = new Svg(520, 440, 4, 'Bird nest');
  const twig = '#c48a52',
    twigLight = '#dcaa6e',
    inside = '#8f6038',
    bird = '#8fc8ff',
    belly = '#fff4d6',
    wing = '#5fa8f0',
    beak = '#ffb347',
    egg = '#d8f0ff';
  // twig ends poking out of the nest's sides and rim
  s.path(
    twigD(
      [
        [96, 300],
        [6, 246],
      ],
      9,
    ),
    twigLight,
  );
  s.path(
    twigD(
      [
        [424, 300],
        [514, 246],
      ],
      9,
    ),
    twigLight,
  );
  s.path(
    twigD(
      [
        [110, 384],
        [36, 408],
      ],
      9,
    ),
    twig,
  );
  s.path(
    twigD(
      [
        [410, 384],
        [486, 406],
      ],
      9,
    ),
    twig,
  );
  // the bird's tail, up behind it
  s.path(
    roundPolyD(
      [
        [150, 250],
        [74, 150],
        [100, 138],
        [196, 226],
      ],
      [10, 14, 14, 10],
    ),
    wing,
  );
  // the back of the nest's rim, a ring of twigs round the hollow the bird sits in
  s.path(ellipseD(260, 296, 244, 72), twig);
  // the nest's bowl, bumpy with twigs, under the rim (its top hidden by the hollow and the rim)
  const bowlPts: P[] = [];
  for (let i = 0; i <= 80; i++) {
    const a = (i / 80) * Math.PI;
    const bump = 1 + 0.022 * Math.sin(15 * a);
    bowlPts.push([260 + 206 * bump * Math.cos(a), 300 + 122 * bump * Math.sin(a) ** 1.1]);
  }
  const bowlD = polyD(bowlPts);
  clipped(s, bowlD, () => {
    s.path(bowlD, twig, 0);
    // a band of bundled twigs curving with the bowl, its edges wavy
    const edge = (y: number, phase: number): P[] =>
      Array.from({ length: 41 }, (_, i): P => {
        const x = 30 + (i / 40) * 460;
        return [x, y - 22 * ((x - 260) / 230) ** 2 + 5 * Math.sin(i * 0.9 + phase)];
      });
    s.path(smoothD([...edge(380, 0), ...edge(404, 2).reverse()], 0.6), twigLight, 3);
  });
  s.path(ellipseD(260, 284, 210, 40), inside);
  // two eggs at the rim, either side of the bird
  for (const [cx, turn] of [
    [118, -16],
    [404, 16],
  ] as const)
    s.path(eggD(cx, 262, 40, 52, turn), egg);
  // the bird: a round body with a pale belly and a folded wing, a round head
  const bodyD = ellipseD(262, 226, 118, 92);
  clipped(s, bodyD, () => {
    s.path(bodyD, bird, 0);
    s.path(ellipseD(314, 262, 80, 70), belly, 4);
  });
  const wingD = smoothD([
    [170, 206],
    [226, 186],
    [276, 220],
    [262, 274],
    [196, 290],
    [150, 262],
  ]);
  clipped(s, wingD, () => {
    s.path(wingD, wing, 0);
    // two rounded feather tips at the back of the wing
    s.path(ellipseD(164, 226, 40, 22, -20), bird, 4);
    s.path(ellipseD(170, 266, 40, 22, -20), bird, 4);
  });
  // a tuft of two feathers, then the head
  s.path(ellipseD(320, 56, 14, 30, -20), wing);
  s.path(ellipseD(346, 60, 12, 26, 22), wing);
  s.path(circleD(330, 128, 74), bird);
  s.eye(352, 116, 12, 17);
  s.path(ellipseD(316, 156, 15, 9), CHEEK, D);
  // the beak, pointing right: a small open beak, the lower half under the upper
  s.path(
    roundPolyD(
      [
        [392, 142],
        [444, 150],
        [394, 166],
      ],
      [4, 6, 4],
    ),
    '#f08c2e',
    3,
  );
  s.path(
    roundPolyD(
      [
        [388, 118],
        [452, 138],
        [392, 148],
      ],
      [4, 8, 4],
    ),
    beak,
    3,
  );
  // the front of the rim: the ring's lower half, three twigs lying along it
  const outer = Array.from({ length: 41 }, (_, i): P => {
    const a = (i / 40) * Math.PI;
    return [260 - 244 * Math.cos(a), 296 + 72 * Math.sin(a)];
  });
  const inner = Array.from({ length: 41 }, (_, i): P => {
    const a = (i / 40) * Math.PI;
    return [260 + 210 * Math.cos(a), 284 + 40 * Math.sin(a)];
  });
  s.path(polyD([...outer, ...inner]), twig);
  for (const [a0, a1, off] of [
    [0.08, 0.34, -7],
    [0.37, 0.63, 8],
    [0.66, 0.92, -7],
  ] as const)
    s.path(twigD(arcTwig(a0, a1, off), 8), twigLight, 3);
  return s;
}
