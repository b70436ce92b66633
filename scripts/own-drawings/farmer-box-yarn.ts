/**
 * Own drawings (CC0) of a farmer, a cardboard box, a wicker basket and a ball of yarn: "a farmer
 * with a cow" drew no person, "a cat in a box" and "a kitten in a basket" no box or basket, and
 * "a cat with a ball of yarn" a beach ball. The farmer is a grown-up in the king's and the
 * woman's proportions (`royals-and-chef.ts`, `grown-ups.ts`); the box and the basket are drawn
 * to hold a pet behind their fronts (their rims in `subject-traits.ts` `CONTAINER_RIMS`). Style
 * as in `draw-own.ts`; every detail a closed shape.
 */
import { SKIN, armLine, bandD } from './child-figure.ts';
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
  roundRectD,
  smoothD,
} from './geom.ts';
import { clipped, D, face } from './style.ts';

const STRAW = '#ffd98a';
const DENIM = '#7fb2ff';
const CARD = '#e8b878';
const CARD_LIGHT = '#f6d3a0';
const CARD_DARK = '#c98a4b';
const WICKER = '#e0a060';
const WICKER_LIGHT = '#f3c98b';

/** The hand at the end of an arm's centre line. */
const handOf = (line: P[]): P => line[line.length - 1] as P;

/** Check bands clipped to `d`: `across` bands every `step` units along a sleeve's centre `line`. */
function sleeveChecks(s: Svg, line: P[], fill: string, dark: string, hw: number): void {
  const d = polyD(ribbonPts(line, () => hw));
  clipped(s, d, () => {
    s.path(d, fill, 0);
    // one band along the sleeve and bands across it: the checks of a flannel shirt
    s.path(polyD(ribbonPts(line, () => 7)), dark, 3);
    for (let i = 22; i < line.length - 8; i += 30) {
      const a = line[Math.max(0, i - 1)] as P,
        b = line[i + 1] as P,
        c = line[i] as P;
      const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      const n: P = [(-(b[1] - a[1]) / l) * 40, ((b[0] - a[0]) / l) * 40];
      s.path(bandD([c[0] - n[0], c[1] - n[1]], [c[0] + n[0], c[1] + n[1]], 7, 0), dark, 3);
    }
  });
}

/**
 * A friendly grown-up farmer standing face-on, about 500 × 800 units: a wide-brimmed straw hat
 * with a red band, a big smile, a checked shirt, denim overalls (straps with gold buttons, a
 * bib with a pocket, legs with turned-up cuffs), brown boots; the left hand waving, the right
 * holding a pitchfork upright (a wooden handle, a metal head of three tines). His face is big
 * for a grown-up's, so that its eyes and smile stay regions when he rides a tractor, small.
 */
export function farmer(): Svg {
  const s = new Svg(500, 800, 4, 'Farmer');
  const shirt = '#ff8a80',
    check = '#ff6b6b',
    hair = '#a0522d',
    boot = '#a0724a',
    wood = '#e8b878',
    metal = '#cfd8dc',
    band = '#ff6b6b',
    gold = '#ffd23f';
  // the pitchfork held upright in the right hand: handle, then the head of three tines
  const armR = armLine([322, 326], 62, 118, -0.004);
  const [hx, hy] = handOf(armR);
  s.path(roundRectD(hx - 9, hy - 250, 18, 420, 8), wood);
  for (const dx of [-42, 0, 42]) s.path(roundRectD(hx + dx - 8, hy - 372, 16, 120, 8), metal);
  s.path(roundRectD(hx - 52, hy - 272, 104, 26, 10), metal);
  s.path(roundRectD(hx - 14, hy - 254, 28, 30, 6), metal, 3);
  // boots, then the overalls' legs over their tops
  for (const x of [204, 296]) {
    const side = x < 250 ? -1 : 1;
    s.path(ellipseD(x + side * 14, 764, 50, 24), boot);
    s.path(roundRectD(x - 34, 690, 68, 72, 14), boot);
  }
  // the neck, then the shirt: body, arms in checked sleeves, the left waving
  s.path(roundRectD(228, 250, 44, 64, 6), SKIN);
  const shirtD = roundPolyD(
    [
      [180, 300],
      [320, 300],
      [332, 470],
      [168, 470],
    ],
    [34, 34, 10, 10],
  );
  s.path(shirtD, shirt);
  const armL = armLine([180, 326], 200, 128, 0.012);
  for (const line of [armL, armR]) {
    sleeveChecks(s, line.slice(0, -12), shirt, check, 22);
    const end = handOf(line);
    s.path(circleD(end[0], end[1], 22), SKIN);
  }
  // the pitchfork's handle again over the right hand's fingers: the hand grips it
  s.path(roundRectD(hx - 9, hy - 14, 18, 28, 4), wood, 3);
  // the overalls: bib and legs as one shape, split between the legs, cuffs turned up
  const overallsD = roundPolyD(
    [
      [196, 372],
      [304, 372],
      [306, 452],
      [330, 456],
      [342, 712],
      [258, 712],
      [250, 580],
      [242, 712],
      [158, 712],
      [170, 456],
      [194, 452],
    ],
    [12, 12, 10, 20, 8, 8, 10, 8, 8, 20, 10],
  );
  s.path(overallsD, DENIM);
  for (const x of [200, 300]) s.path(roundRectD(x - 46, 684, 92, 34, 10), '#b9d4ff', 3);
  // the straps over the shoulders to the bib's corners, gold buttons at their ends
  s.path(bandD([212, 380], [202, 304], 15), DENIM, 3);
  s.path(bandD([288, 380], [298, 304], 15), DENIM, 3);
  for (const x of [212, 288]) s.path(circleD(x, 384, 13), gold, 3);
  // the bib's pocket
  s.path(roundRectD(222, 402, 56, 46, 8), DENIM, 3);
  // ears, head, hair at the sides under the hat
  s.path(ellipseD(154, 198, 18, 26), SKIN);
  s.path(ellipseD(346, 198, 18, 26), SKIN);
  s.path(ellipseD(250, 190, 96, 98), SKIN);
  for (const side of [-1, 1])
    s.path(
      smoothD([
        [250 + side * 90, 190],
        [250 + side * 94, 128],
        [250 + side * 56, 118],
        [250 + side * 70, 150],
      ]),
      hair,
      3,
    );
  face(s, 250, 176, 84, [19, 26], {
    cheekDx: 70,
    cheekDy: 40,
    mouthDy: 62,
    mouthW: 88,
    mouthD: 30,
    cheek: [20, 13],
  });
  // the straw hat: a wide brim, the crown with a red band
  s.path(ellipseD(250, 110, 158, 32), STRAW);
  s.path(
    roundPolyD(
      [
        [184, 116],
        [194, 36],
        [306, 36],
        [316, 116],
      ],
      [10, 26, 26, 10],
    ),
    STRAW,
  );
  s.path(
    roundPolyD(
      [
        [187, 80],
        [313, 80],
        [316, 108],
        [184, 108],
      ],
      4,
    ),
    band,
    3,
  );
  return s;
}

/**
 * An open cardboard box seen a little from above, about 600 × 460 units: the front face with a
 * strip of tape and a label with a heart, the front flap folded down over it, the inside's back
 * wall showing through the opening, the back and side flaps folded out. Its front top edge
 * (y = 220) is where a pet sitting in it is cut (`CONTAINER_RIMS`).
 */
export function cardboardBox(): Svg {
  const s = new Svg(600, 460, 4, 'Cardboard box');
  // the back flap and the side flaps, folded out
  s.path(
    roundPolyD(
      [
        [112, 150],
        [488, 150],
        [466, 66],
        [134, 66],
      ],
      [4, 4, 8, 8],
    ),
    CARD_LIGHT,
  );
  for (const side of [-1, 1])
    s.path(
      roundPolyD(
        [
          [300 + side * 188, 150],
          [300 + side * 220, 222],
          [300 + side * 284, 178],
          [300 + side * 262, 100],
        ],
        [4, 4, 8, 8],
      ),
      CARD,
    );
  // the inside: the back wall showing through the opening
  s.path(
    roundPolyD(
      [
        [112, 150],
        [488, 150],
        [520, 222],
        [80, 222],
      ],
      4,
    ),
    CARD_DARK,
  );
  // the front face, a strip of tape and a label with a heart
  s.path(roundRectD(80, 222, 440, 210, 6), CARD);
  s.path(roundRectD(276, 276, 48, 154, 2), CARD_LIGHT, 3);
  s.path(roundRectD(376, 306, 104, 84, 8), '#ffffff', 3);
  s.path(
    'M428,364C401,344 393,330 403,320C411,312 423,316 428,326C433,316 445,312 453,320C463,330 455,344 428,364Z',
    '#ff8fb1',
    D,
  );
  // the front flap folded down over the front face
  s.path(
    roundPolyD(
      [
        [80, 222],
        [520, 222],
        [510, 276],
        [90, 276],
      ],
      [4, 4, 8, 8],
    ),
    CARD_LIGHT,
  );
  return s;
}

/**
 * A round wicker basket with a handle arching over it, about 600 × 500 units: the opening's
 * back rim and its inside, the body woven in two rows of rounded blocks between bands, a
 * thick rolled rim along the front. Its front rim (the opening's middle line, y = 250) is where
 * a pet sitting in it is cut (`CONTAINER_RIMS`).
 */
export function wickerBasket(): Svg {
  const s = new Svg(600, 500, 4, 'Basket');
  // the handle: a thick arch from side to side behind the opening
  const handle = curveLine([96, 250], deg(-90), Math.PI * 204, () => 1 / 204);
  s.path(polyD(ribbonPts(handle, () => 18, true)), WICKER);
  // the body below the opening's middle line, woven in rows of rounded blocks
  const bodyD = `M64,250C68,320 78,380 112,424C144,462 210,478 300,480C390,478 456,462 488,424C522,380 532,320 536,250Z`;
  clipped(s, bodyD, () => {
    s.path(bodyD, WICKER, 0);
    // each row offset by half a block
    [356, 436].forEach((y, r) => {
      for (let x = 30 + (r % 2) * 46; x < 590; x += 92)
        s.path(roundRectD(x - 36, y - 27, 72, 54, 20), WICKER_LIGHT, 3);
    });
  });
  // the rolled rim round the opening, the inside showing within it
  s.path(ellipseD(300, 250, 244, 66), WICKER_LIGHT);
  s.path(ellipseD(300, 248, 214, 44), '#c98a4b');
  return s;
}

/** A knitting needle from its knob end `a` to its point `b`, half-width `hw`: a closed shape (units). */
function needleD(a: P, b: P, hw: number): string {
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const u: P = [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
  const n: P = [-u[1] * hw, u[0] * hw];
  const taper: P = [b[0] - u[0] * hw * 3, b[1] - u[1] * hw * 3];
  return roundPolyD(
    [
      [a[0] + n[0], a[1] + n[1]],
      [taper[0] + n[0], taper[1] + n[1]],
      b,
      [taper[0] - n[0], taper[1] - n[1]],
      [a[0] - n[0], a[1] - n[1]],
    ],
    [2, 4, 3, 4, 2],
  );
}

/**
 * A ball of yarn, about 440 × 420 units: a round ball wound with closed strands (one band of
 * them across it, another over its top), a loose strand trailing out with a curl at its end,
 * two knitting needles stuck into its top, crossed, with round knobs.
 */
export function ballOfYarn(): Svg {
  const s = new Svg(440, 420, 4, 'Ball of yarn');
  const yarn = '#ff8fb1',
    needle = '#8fd3ff',
    knob = '#ffd23f';
  // the loose strand trailing from the ball to a curl on the ground
  const strand = curveLine([300, 350], deg(20), 150, (t) => (t < 0.6 ? 0.004 : -0.03));
  s.path(polyD(ribbonPts(strand, () => 11)), yarn);
  // the ball, wound round with strands
  const ballD = circleD(200, 250, 140);
  clipped(s, ballD, () => {
    s.path(ballD, yarn, 0);
    for (const ry of [34, 62, 90]) s.path(ellipseD(200, 270, 170, ry, -28), 'none', 3);
    for (const r of [70, 98]) s.path(circleD(86, 136, r), 'none', 3);
  });
  // the needles stuck into the ball's top, crossed over it, their knobs out
  const needles: [P, P][] = [
    [
      [64, 60],
      [250, 214],
    ],
    [
      [356, 52],
      [156, 214],
    ],
  ];
  for (const [a, b] of needles) {
    s.path(needleD(a, b, 10), needle);
    s.path(circleD(a[0], a[1], 20), knob);
  }
  return s;
}
