/**
 * Own drawings (CC0) of a child superhero flying and a child football (soccer) player kicking a
 * ball: the library had neither ("a superhero flying over the city" drew a fire truck, "a
 * football player" a soccer ball alone). Faces as the girl's and the boy's; style as in
 * `draw-own.ts`.
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
import { boyHead } from './story-subjects.ts';
import { clipped, D, face } from './style.ts';

const SKIN = '#ffdcc2';

/** A five-pointed star centred on (cx, cy), outer radius r, one point up. */
function starPts(cx: number, cy: number, r: number): P[] {
  const pts: P[] = [];
  for (let i = 0; i < 10; i++) {
    const a = deg(-90 + i * 36);
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return pts;
}

/** A regular pentagon centred on (cx, cy), circumradius r, first corner at angle `a0` (degrees). */
function pentagonPts(cx: number, cy: number, r: number, a0: number): P[] {
  return [0, 1, 2, 3, 4].map((i) => {
    const a = deg(a0 + i * 72);
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as P;
  });
}

/** A thin closed sliver from a to b (a seam that reads as a line in the label map). */
function seamD(a: P, b: P, w = 1.5): string {
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const n: P = [(-(b[1] - a[1]) / l) * w, ((b[0] - a[0]) / l) * w];
  return polyD([
    [a[0] + n[0], a[1] + n[1]],
    [b[0] + n[0], b[1] + n[1]],
    [b[0] - n[0], b[1] - n[1]],
    [a[0] - n[0], a[1] - n[1]],
  ]);
}

/** A square-ended band across a centre line from point i to point j, half-width hw. */
function bandPts(line: P[], i: number, j: number, hw: number): P[] {
  const a = line[i] as P,
    b = line[j] as P;
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const n: P = [(-(b[1] - a[1]) / l) * hw, ((b[0] - a[0]) / l) * hw];
  return [
    [a[0] + n[0], a[1] + n[1]],
    [b[0] + n[0], b[1] + n[1]],
    [b[0] - n[0], b[1] - n[1]],
    [a[0] - n[0], a[1] - n[1]],
  ];
}

/**
 * A soccer ball of radius r at (cx, cy): a central pentagon, five hexagons around it split by
 * seams, and five outer pentagons cut by the ball's edge; every patch a closed shape.
 */
function soccerBall(s: Svg, cx: number, cy: number, r: number, patch: string): void {
  const ballD = circleD(cx, cy, r);
  clipped(s, ballD, () => {
    s.path(ballD, '#ffffff', 0);
    const inner = pentagonPts(cx, cy, r * 0.34, -90);
    const outerCentres = inner.map(([x, y]) => {
      const a = Math.atan2(y - cy, x - cx);
      return [cx + Math.cos(a) * r * 0.98, cy + Math.sin(a) * r * 0.98] as P;
    });
    outerCentres.forEach(([x, y], i) => {
      const a = (Math.atan2(y - cy, x - cx) * 180) / Math.PI;
      const outer = pentagonPts(x, y, r * 0.36, a + 180);
      s.path(polyD(outer), patch, 3);
      // the seam from the inner pentagon's corner to this pentagon's inward corner
      s.path(seamD(inner[i] as P, outer[0] as P), '#000', 0);
      // the seam between two hexagons, out to the ball's edge
      const side = outer[1] as P;
      const b = Math.atan2(side[1] - cy, side[0] - cx);
      s.path(seamD(side, [cx + Math.cos(b) * r * 1.1, cy + Math.sin(b) * r * 1.1]), '#000', 0);
    });
    s.path(polyD(inner), patch, 3);
  });
}

/**
 * A child superhero flying to the right, seen from the front as it flies: a horizontal body,
 * the near fist punched forward, the far arm along its side, a cape streaming back over its
 * legs, a mask with eye holes, a star emblem on the chest, a belt with a buckle, trunks,
 * gloves and boots. About 640 × 340 units.
 */
export function superhero(): Svg {
  const s = new Svg(640, 340, 4, 'Superhero');
  const suit = '#7fb2ff',
    cape = '#ff6b6b',
    lining = '#ffb0a8',
    gold = '#ffd23f',
    glove = '#ff6b6b',
    mask = '#5b7cff',
    hair = '#8a5a36';
  // cape streaming back from the shoulders, with its wavy hem
  s.path(
    smoothD([
      [452, 170],
      [400, 140],
      [300, 118],
      [190, 100],
      [90, 72],
      [40, 70],
      [58, 108],
      [28, 138],
      [66, 166],
      [42, 204],
      [130, 214],
      [260, 220],
      [400, 214],
    ]),
    cape,
  );
  // the lining showing at the hem
  s.path(
    smoothD([
      [60, 80],
      [110, 94],
      [140, 150],
      [120, 206],
      [58, 200],
      [80, 168],
      [44, 138],
      [72, 108],
    ]),
    lining,
    3,
  );
  // legs streaming back, each in a boot with a cuff
  const legs: [P, number][] = [
    [[320, 214], 179],
    [[320, 238], 172],
  ];
  for (const [start, heading] of legs) {
    const leg = curveLine(start, deg(heading), 176, () => 0);
    s.path(polyD(ribbonPts(leg, () => 18)), suit);
    const [ex, ey] = leg[leg.length - 1] as P;
    const dy = Math.sin(deg(heading)) * 60;
    s.path(
      roundPolyD(
        [
          [ex + 58, ey + dy - 21],
          [ex + 58, ey + dy + 23],
          [ex - 4, ey + 26],
          [ex - 34, ey + 16],
          [ex - 22, ey - 20],
        ],
        [6, 6, 14, 12, 12],
      ),
      glove,
    );
    s.path(
      roundPolyD(
        [
          [ex + 46, ey + dy * 0.8 - 26],
          [ex + 72, ey + dy * 1.2 - 26],
          [ex + 72, ey + dy * 1.2 + 28],
          [ex + 46, ey + dy * 0.8 + 28],
        ],
        6,
      ),
      gold,
      3,
    );
  }
  // the far arm along the body, its glove below the belly
  const armBack = curveLine([420, 226], deg(150), 70, () => 0.004);
  s.path(polyD(ribbonPts(armBack, () => 15)), suit);
  const [bx, by] = armBack[armBack.length - 1] as P;
  s.path(circleD(bx - 4, by + 4, 21), glove);
  // neck, then the body: suit, trunks, belt and buckle, the emblem on the chest
  s.path(ellipseD(462, 194, 22, 24), SKIN);
  const bodyD = ellipseD(372, 216, 88, 44, -5);
  clipped(s, bodyD, () => {
    s.path(bodyD, suit, 0);
    s.path(
      polyD([
        [250, 150],
        [322, 150],
        [322, 290],
        [250, 290],
      ]),
      cape,
      4,
    );
    s.path(
      polyD([
        [322, 150],
        [346, 150],
        [346, 290],
        [322, 290],
      ]),
      gold,
      4,
    );
  });
  s.path(
    roundPolyD(
      [
        [322, 198],
        [348, 196],
        [348, 230],
        [322, 232],
      ],
      5,
    ),
    '#fff3c4',
    3,
  );
  s.path(circleD(404, 208, 28), gold, 3);
  s.path(roundPolyD(starPts(404, 209, 22), 2), cape, 2);
  // the near arm punched forward, its glove with a cuff and a thumb
  const arm = curveLine([440, 218], deg(-8), 120, () => 0);
  s.path(polyD(ribbonPts(arm, () => 16)), suit);
  const [fx, fy] = arm[arm.length - 1] as P;
  s.path(polyD(ribbonPts(arm.slice(58), () => 20)), glove);
  s.path(circleD(fx + 14, fy - 2, 26), glove);
  s.path(ellipseD(fx + 8, fy + 12, 16, 10, -10), glove, 3);
  // mask ties fluttering back from the head
  s.path(
    roundPolyD(
      [
        [420, 102],
        [372, 84],
        [350, 104],
        [414, 122],
      ],
      [6, 10, 10, 6],
    ),
    mask,
  );
  s.path(
    roundPolyD(
      [
        [420, 118],
        [366, 126],
        [364, 150],
        [418, 136],
      ],
      [6, 10, 10, 6],
    ),
    mask,
  );
  // head, hair blown back, the mask with its eye holes, the face
  s.path(circleD(484, 116, 74), SKIN);
  s.path(
    smoothD([
      [412, 114],
      [402, 74],
      [430, 46],
      [480, 36],
      [530, 44],
      [556, 82],
      [556, 102],
      [532, 76],
      [500, 70],
      [476, 80],
      [452, 72],
      [428, 92],
    ]),
    hair,
  );
  s.path(
    smoothD([
      [420, 118],
      [432, 88],
      [484, 94],
      [536, 88],
      [550, 118],
      [536, 148],
      [502, 146],
      [484, 136],
      [466, 146],
      [432, 148],
    ]),
    mask,
    3,
  );
  s.path(ellipseD(458, 118, 20, 21), '#ffffff', D);
  s.path(ellipseD(510, 118, 20, 21), '#ffffff', D);
  face(s, 484, 119, 52, [12, 15], {
    cheekDx: 52,
    cheekDy: 40,
    mouthDy: 44,
    mouthW: 42,
    mouthD: 16,
    cheek: [14, 9],
  });
  return s;
}

/**
 * A child football (soccer) player running, face-on: a shirt with the number 8, shorts,
 * striped socks and boots, one leg standing and the other kicking the ball at its feet (the
 * ball part of the drawing, its patches closed shapes), arms swinging. About 540 × 600 units.
 */
export function footballPlayer(): Svg {
  const s = new Svg(540, 600, 4, 'Football player');
  const hair = '#b5774a',
    shirt = '#ff8a80',
    trim = '#ffffff',
    shorts = '#7fb2ff',
    sock = '#ff8a80',
    boot = '#ffd23f',
    patch = '#c9c9c9';
  // the ball at the kicking foot
  soccerBall(s, 440, 530, 60, patch);
  // standing leg: skin, a sock with a band, a boot
  s.path(
    roundPolyD(
      [
        [179, 440],
        [213, 440],
        [211, 560],
        [181, 560],
      ],
      12,
    ),
    SKIN,
  );
  s.path(
    roundPolyD(
      [
        [177, 496],
        [215, 496],
        [213, 560],
        [179, 560],
      ],
      8,
    ),
    sock,
  );
  s.path(
    roundPolyD(
      [
        [177, 506],
        [215, 506],
        [215, 526],
        [177, 526],
      ],
      4,
    ),
    trim,
    3,
  );
  s.path(ellipseD(186, 562, 42, 22), boot);
  // kicking leg swung out to the side, its sock and boot at the ball
  const kick = curveLine([256, 440], deg(40), 148, () => 0.002);
  s.path(polyD(ribbonPts(kick, () => 17)), SKIN);
  const shin = kick.slice(44);
  s.path(polyD(ribbonPts(shin, () => 19)), sock);
  s.path(polyD(bandPts(kick, 50, 60, 19)), trim, 3);
  const [kx, ky] = kick[kick.length - 1] as P;
  s.path(ellipseD(kx + 18, ky + 10, 44, 22, 24), boot);
  // arms swinging: the left one back and down, the right one forward and up
  const armL = curveLine([176, 290], deg(140), 110, () => 0.004);
  const armR = curveLine([284, 290], deg(-28), 104, () => -0.004);
  for (const armLine of [armL, armR]) {
    s.path(polyD(ribbonPts(armLine, () => 15)), SKIN);
    const [hx, hy] = armLine[armLine.length - 1] as P;
    s.path(circleD(hx, hy, 21), SKIN);
  }
  // shorts with a stripe down each side
  const shortsD = roundPolyD(
    [
      [166, 384],
      [294, 384],
      [314, 462],
      [246, 474],
      [230, 436],
      [218, 470],
      [156, 470],
    ],
    [8, 8, 8, 8, 4, 8, 8],
  );
  s.path(shortsD, shorts);
  // shirt with short sleeves, a collar and the number 8
  const shirtD = roundPolyD(
    [
      [172, 262],
      [288, 262],
      [298, 404],
      [162, 404],
    ],
    [22, 22, 10, 10],
  );
  s.path(ellipseD(160, 294, 36, 32, -40), shirt);
  s.path(ellipseD(300, 294, 36, 32, 40), shirt);
  clipped(s, shirtD, () => {
    s.path(shirtD, shirt, 0);
    s.path(
      polyD([
        [140, 384],
        [320, 384],
        [320, 420],
        [140, 420],
      ]),
      trim,
      4,
    );
  });
  s.path(
    roundPolyD(
      [
        [202, 262],
        [258, 262],
        [230, 296],
      ],
      [6, 6, 8],
    ),
    trim,
    3,
  );
  s.path(
    roundPolyD(
      [
        [210, 262],
        [250, 262],
        [230, 284],
      ],
      [6, 6, 6],
    ),
    SKIN,
    3,
  );
  // the number 8, which reads the same on a page drawn mirrored
  s.union([ellipseD(230, 318, 22, 20), ellipseD(230, 354, 27, 24)], trim);
  s.path(ellipseD(230, 318, 9, 8), shirt, 3);
  s.path(ellipseD(230, 355, 12, 11), shirt, 3);
  // ears, head, short hair, the face: the boy's
  boyHead(s, SKIN, hair);
  return s;
}
