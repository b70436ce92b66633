/**
 * A tea-party table and a big rock, for "a teddy bear having a tea party" and "a mermaid sitting
 * on a rock": a small round table under a polka-dot tablecloth with a scalloped hem, set with a
 * teapot, two cups on saucers and a plate of cupcakes; and a rounded boulder with a flat top to
 * sit on, its faces, cracks and moss spots closed shapes, pebbles and tufts of grass at its foot.
 * Same style and rules as `draw-own.ts`, which writes them: every dot, band and facet is a closed
 * shape, so each is a region to colour. Drawings about 500 units across.
 */
import {
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundPolyD,
  smoothD,
  Svg,
  type P,
} from './geom.ts';
import { clipped, D } from './style.ts';

/** Points of an ellipse's arc centred (cx, cy), from angle a0 to a1 (degrees, y down), n steps. */
function arcPts(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, n = 40): P[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = deg(a0 + ((a1 - a0) * i) / n);
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as P;
  });
}

/**
 * A teacup on its saucer standing at (cx, bottom) (the saucer's lowest point), the cup `w` units
 * across its rim, in `colour`: the white saucer, a ring handle on the cup's left, the cup, and
 * the tea filling its rim. Four parts, each large enough to stay a region on a Simple page.
 */
function cupOnSaucer(s: Svg, cx: number, bottom: number, w: number, colour: string): void {
  const r = w / 2,
    h = w * 0.62;
  s.path(ellipseD(cx, bottom - 12, r * 1.5, 12), '#ffffff');
  const rimY = bottom - 14 - h;
  // the handle: a ring on the left side of the cup, behind it
  const handle = curveLine([cx - r * 0.78, rimY + h * 0.22], deg(180), h * 1.35, () => -1 / (h * 0.42));
  s.path(polyD(ribbonPts(handle, () => 8, true)), colour);
  s.path(
    polyD([
      ...arcPts(cx, rimY, r, r * 0.25, 180, 360, 24),
      ...arcPts(cx, bottom - 18, r * 0.66, r * 0.2, 0, 180, 24),
    ]),
    colour,
  );
  s.path(ellipseD(cx, rimY, r, r * 0.25), '#c98f5a');
}

/** A cupcake standing at (cx, bottom), `w` units across its frosting: a pleated wrapper, a swirl of frosting and a cherry. */
function cupcake(s: Svg, cx: number, bottom: number, w: number, wrapper: string, frosting: string): void {
  const h = w * 0.62;
  s.path(
    roundPolyD(
      [
        [cx - w * 0.44, bottom - h],
        [cx + w * 0.44, bottom - h],
        [cx + w * 0.33, bottom],
        [cx - w * 0.33, bottom],
      ],
      [4, 4, 6, 6],
    ),
    wrapper,
  );
  s.path(
    smoothD([
      [cx - w * 0.52, bottom - h + 4],
      [cx - w * 0.4, bottom - h - w * 0.28],
      [cx - w * 0.12, bottom - h - w * 0.5],
      [cx + w * 0.12, bottom - h - w * 0.5],
      [cx + w * 0.4, bottom - h - w * 0.28],
      [cx + w * 0.52, bottom - h + 4],
      [cx, bottom - h + 10],
    ]),
    frosting,
  );
  s.path(circleD(cx, bottom - h - w * 0.56, w * 0.14), '#ff5c6c');
}

/**
 * A round tea-party table seen from the front and a little from above: a polka-dot tablecloth
 * over its round top (the top ellipse y 250–342) hanging to a scalloped hem with a trim, on a
 * turned pedestal and a round foot; set with a teapot (a heart on its belly, a domed lid, a spout
 * and a ring handle), two cups of tea on saucers and a plate of three cupcakes. 560 × 520 units.
 */
export function teaPartyTable(): Svg {
  const s = new Svg(560, 520, 4, 'Tea party table');
  const cloth = '#ffffff',
    top = '#f4f8ff',
    dot = '#b9e3ff',
    wood = '#d9a066',
    dark = '#b97a44';
  // the pedestal and its round foot, under the cloth
  s.path(ellipseD(280, 494, 112, 20), dark);
  s.path(
    smoothD(
      [
        [252, 400],
        [308, 400],
        [300, 440],
        [322, 482],
        [238, 482],
        [260, 440],
      ],
      0.6,
    ),
    wood,
  );
  // the cloth's skirt, flaring a little to a scalloped hem
  const hemY = 420,
    n = 8,
    x0 = 14,
    x1 = 546;
  const r = (x1 - x0) / n / 2;
  let skirt = `M32,296L528,296L${x1},${hemY}`;
  for (let i = 1; i <= n; i++) skirt += `A${r},${r} 0 0 1 ${x1 - i * 2 * r},${hemY}`;
  skirt += 'Z';
  clipped(s, skirt, () => {
    s.path(skirt, cloth, 0);
    // a trim along the hem: one closed band, its lower edge the scallops
    s.path(
      polyD([
        [0, hemY - 12],
        [560, hemY - 12],
        [560, 470],
        [0, 470],
      ]),
      dot,
      4,
    );
  });
  // the round top, seen a little from above
  s.path(ellipseD(280, 296, 250, 46), top);
  // the teapot, at the back in the middle: handle and spout behind its body
  const handle = curveLine([166, 212], deg(196), 120, () => -1 / 40);
  s.path(polyD(ribbonPts(handle, () => 10, true)), '#ffc6de');
  const spout = curveLine([272, 262], deg(-42), 92, (t) => 0.004 - 0.01 * t);
  s.path(polyD(ribbonPts(spout, (t) => 17 - 8 * t)), '#ffc6de');
  s.path(ellipseD(220, 290, 46, 10), '#ffc6de');
  const body = ellipseD(220, 240, 74, 56);
  clipped(s, body, () => {
    s.path(body, '#ffc6de', 0);
    s.path(
      'M220,276C178,248 186,216 206,218C214,219 219,226 220,234C221,226 226,219 234,218C254,216 262,248 220,276Z',
      '#ff8fb1',
      3,
    );
  });
  s.path(
    polyD([...arcPts(220, 190, 48, 38, 180, 360, 30), ...arcPts(220, 190, 48, 9, 0, 180, 20)]),
    '#ffe0ec',
  );
  s.path(ellipseD(220, 190, 56, 11), '#ffc6de');
  s.path(circleD(220, 146, 13), '#ff8fb1');
  // the plate of cupcakes at the back on the right
  s.path(ellipseD(424, 300, 92, 18), '#fff4d6');
  cupcake(s, 382, 296, 66, '#b9e3ff', '#fff1f6');
  cupcake(s, 468, 296, 66, '#c7f0b8', '#fff1f6');
  cupcake(s, 424, 312, 72, '#ffe08a', '#ffd0e0');
  // two cups of tea on saucers at the front
  cupOnSaucer(s, 104, 338, 92, '#ffc6de');
  cupOnSaucer(s, 322, 342, 92, '#c7f0b8');
  return s;
}

/**
 * The y (drawing units, from the top of the 520 × 360 canvas) where a subject sits on the rock:
 * the middle of its flat top face, which runs from the rock's outline at y 34 down to y 120–150.
 */
export const ROCK_SEAT_Y = 84;

/**
 * A big rounded rock to sit on, seen from the front a little from above: a flat lighter top
 * face, a lit left face, a dimmer facet and a shaded right face, three cracks as closed slivers,
 * four moss spots, four pebbles and two tufts of grass at its foot. 520 × 360 units.
 */
export function bigRock(): Svg {
  const s = new Svg(520, 360, 4, 'Rock');
  const stone = '#cfc8bd',
    light = '#e9e4db',
    mid = '#c2baae',
    shade = '#aea596',
    crack = '#938a7c',
    moss = '#b5d99c',
    grass = '#8fd16a';
  const rock = smoothD([
    [36, 318],
    [24, 232],
    [50, 140],
    [112, 68],
    [210, 36],
    [320, 34],
    [414, 62],
    [476, 136],
    [500, 232],
    [488, 318],
    [400, 332],
    [260, 336],
    [120, 332],
  ]);
  clipped(s, rock, () => {
    s.path(rock, stone, 0);
    // the lit left face and the shaded right face
    s.path(
      smoothD([
        [-40, 120],
        [70, 136],
        [118, 200],
        [104, 290],
        [140, 380],
        [-40, 380],
      ]),
      light,
      3,
    );
    s.path(
      smoothD([
        [560, 110],
        [440, 130],
        [394, 200],
        [412, 280],
        [380, 380],
        [560, 380],
      ]),
      shade,
      3,
    );
    // a facet catching less light between the front and the shaded face
    s.path(
      smoothD([
        [300, 150],
        [372, 140],
        [394, 200],
        [380, 290],
        [300, 380],
        [330, 250],
      ]),
      mid,
      3,
    );
    // the flat top face a subject sits on: the rock's own outline is its back edge
    s.path(
      smoothD([
        [-20, -20],
        [540, -20],
        [540, 124],
        [470, 132],
        [390, 118],
        [300, 132],
        [210, 124],
        [120, 136],
        [40, 146],
        [-20, 146],
      ]),
      light,
      3,
    );
    // moss spots on the front and the faces
    for (const [x, y, rx, ry] of [
      [226, 292, 30, 14],
      [350, 200, 18, 10],
      [66, 250, 18, 10],
      [452, 268, 16, 9],
    ] as const)
      s.path(ellipseD(x, y, rx, ry), moss, 3);
  });
  // cracks: narrow closed slivers down the front
  for (const pts of [
    [
      [262, 150],
      [244, 196],
      [266, 234],
      [250, 270],
      [270, 234],
      [256, 196],
    ],
    [
      [170, 166],
      [194, 206],
      [178, 240],
      [190, 206],
    ],
    [
      [440, 156],
      [456, 200],
      [440, 236],
      [450, 200],
    ],
  ] as P[][])
    s.path(roundPolyD(pts, 3), crack, D);
  // pebbles and two tufts of grass at its foot
  s.path(ellipseD(70, 338, 30, 16), light);
  s.path(ellipseD(112, 348, 18, 10), stone);
  s.path(ellipseD(462, 340, 26, 14), stone);
  s.path(ellipseD(420, 350, 16, 9), light);
  for (const [x, flip] of [
    [142, 1],
    [372, -1],
  ] as const)
    s.path(
      roundPolyD(
        [
          [x - 30 * flip, 348],
          [x - 34 * flip, 298],
          [x - 12 * flip, 326],
          [x, 284],
          [x + 12 * flip, 324],
          [x + 36 * flip, 302],
          [x + 30 * flip, 348],
        ],
        [4, 3, 4, 3, 4, 3, 4],
      ),
      grass,
    );
  return s;
}
