/**
 * Own drawings (CC0) replacing clip art that read poorly on a page (issue 10): a fishing boat
 * for the fragmented trawler, a girl, a frog and an elephant for the clip art's sketchy ones,
 * and a horse jumping a fence for "a horse jumping". Same style and rules as `draw-own.ts`,
 * which writes them.
 */
import {
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundPolyD,
  roundRectD,
  smoothD,
  Svg,
  type P,
} from './geom.ts';
import { CHEEK, clipped, D, face, MOUTH, mouthD, tri, wavingChildArms } from './style.ts';

const SKY = '#bfe6ff';
const WOOD = '#c98f5a';

/** A fishing boat side-on: wheelhouse with windows and a funnel, mast, flag, net, life ring. */
export function fishingBoat(): Svg {
  const s = new Svg(600, 470, 4, 'Fishing boat');
  const hullFill = '#ff8a7a',
    band = '#fff3c4',
    house = '#fffdf2',
    roof = '#7fc8a9',
    funnel = '#ffd27a',
    net = '#f6e3b4';
  // mast and boom behind everything, the net hanging from the boom
  s.path(roundRectD(424, 50, 16, 236, 6), WOOD);
  s.path(
    polyD(
      ribbonPts(
        [
          [432, 92],
          [540, 150],
        ],
        () => 6,
      ),
    ),
    WOOD,
  );
  const netD = smoothD([
    [536, 150],
    [566, 196],
    [560, 248],
    [528, 272],
    [500, 250],
    [506, 200],
  ]);
  clipped(s, netD, () => {
    s.path(netD, net, 0);
    for (let y = 168; y < 280; y += 30) s.path(roundRectD(480, y, 100, 14, 0), '#e3c98c', 3);
  });
  s.path(tri([440, 40], [440, 86], [510, 63], [4, 4, 6]), '#ff6b8a');
  // wheelhouse on the deck, its base hidden by the hull
  s.path(roundRectD(200, 56, 36, 84, 6), funnel);
  s.path(roundRectD(200, 80, 36, 20, 0), '#ff6b6b', 3);
  s.path(roundRectD(106, 134, 210, 140, 8), house);
  s.path(roundRectD(92, 118, 238, 30, 10), roof);
  s.path(roundRectD(128, 166, 66, 54, 8), SKY);
  s.path(roundRectD(222, 166, 70, 54, 8), SKY);
  // the life ring on the wheelhouse wall: white with red quarters
  const ring = circleD(350, 206, 34);
  clipped(s, ring, () => {
    s.path(ring, '#ffffff', 0);
    s.path(
      polyD([
        [350, 206],
        [310, 166],
        [390, 166],
      ]),
      '#ff6b6b',
      3,
    );
    s.path(
      polyD([
        [350, 206],
        [310, 246],
        [390, 246],
      ]),
      '#ff6b6b',
      3,
    );
  });
  s.path(circleD(350, 206, 15), house, 4);
  const hullD = roundPolyD(
    [
      [24, 262],
      [580, 232],
      [520, 408],
      [80, 408],
    ],
    [14, 18, 40, 30],
  );
  clipped(s, hullD, () => {
    s.path(hullD, hullFill, 0);
    s.path(
      polyD([
        [0, 248],
        [600, 216],
        [600, 266],
        [0, 296],
      ]),
      band,
    );
    s.path(
      polyD([
        [0, 370],
        [600, 370],
        [600, 420],
        [0, 420],
      ]),
      '#7fb8e6',
    );
  });
  for (const x of [160, 250, 340, 430]) s.path(circleD(x, 324, 19), SKY, 4);
  s.path(ellipseD(520, 300, 22, 14), '#ffffff', 3);
  return s;
}

/** A girl standing, waving: pigtails with bows, a dress with a collar and pockets, shoes. */
export function girl(): Svg {
  const s = new Svg(460, 600, 4, 'Girl');
  const skin = '#ffdcc2',
    hair = '#b5774a',
    dress = '#8fd3ff',
    dress2 = '#fff3c4',
    bow = '#ff6b8a',
    shoe = '#ff9e6b';
  girlPigtails(s, hair, bow);
  // legs and shoes
  for (const x of [196, 264]) {
    s.path(roundRectD(x - 17, 440, 34, 110, 12), skin);
    s.path(ellipseD(x + (x < 230 ? -10 : 10), 556, 38, 22), shoe);
  }
  wavingChildArms(s, skin);
  // dress: bodice and skirt as one shape, then the collar, hem, belt and pockets
  const dressD = roundPolyD(
    [
      [172, 262],
      [288, 262],
      [300, 340],
      [370, 462],
      [90, 462],
      [160, 340],
    ],
    [22, 22, 20, 24, 24, 20],
  );
  clipped(s, dressD, () => {
    s.path(dressD, dress, 0);
    s.path(roundRectD(60, 428, 340, 60, 0), dress2, 4);
    s.path(roundRectD(120, 334, 220, 24, 0), bow, 4);
  });
  s.path(circleD(162, 290, 30), dress);
  s.path(circleD(298, 290, 30), dress);
  s.path(tri([230, 292], [186, 258], [226, 256], [6, 8, 4]), dress2, 3);
  s.path(tri([230, 292], [274, 258], [234, 256], [6, 8, 4]), dress2, 3);
  s.path(roundRectD(150, 380, 50, 38, 10), dress2, 3);
  s.path(roundRectD(260, 380, 50, 38, 10), dress2, 3);
  girlHead(s, skin, hair);
  return s;
}

/**
 * The girl's pigtails with their bows (drawn behind her head, before her body), centred on x =
 * 230 in the girl's 460-wide drawing; shared with the girl riding a bicycle.
 */
export function girlPigtails(s: Svg, hair: string, bow: string): void {
  for (const side of [-1, 1]) {
    const x = 230 + side * 108;
    s.path(ellipseD(x, 170, 34, 62, side * 18), hair);
    s.path(tri([x - side * 4, 100], [x - side * 50, 78], [x - side * 44, 122], [4, 6, 6]), bow, 3);
    s.path(tri([x - side * 4, 100], [x + side * 40, 80], [x + side * 36, 124], [4, 6, 6]), bow, 3);
    s.path(circleD(x - side * 4, 101, 11), '#ffc1d0', 3);
  }
}

/** The girl's head, fringe and face (eyes, cheeks, smile), centred at (230, 160). */
export function girlHead(s: Svg, skin: string, hair: string): void {
  s.path(ellipseD(230, 160, 92, 90), skin);
  s.path(
    smoothD([
      [140, 168],
      [146, 100],
      [196, 64],
      [264, 64],
      [314, 100],
      [320, 168],
      [292, 116],
      [250, 104],
      [230, 122],
      [206, 106],
      [166, 118],
    ]),
    hair,
  );
  face(s, 230, 168, 70, [14, 19], {
    cheekDx: 56,
    cheekDy: 32,
    mouthDy: 36,
    mouthW: 44,
    mouthD: 18,
    cheek: [17, 11],
  });
}

/** A frog sitting face-on: eyes on top of its head, a wide smile, spotted back, webbed feet. */
export function frog(): Svg {
  const s = new Svg(520, 440, 4, 'Frog');
  const green = '#8fd86a',
    dark = '#5fb84a',
    belly = '#e8f7b8';
  // webbed back feet and thighs
  const foot = (cx: number, cy: number, dir: number) => {
    const toes: string[] = [];
    for (const a of [-40, 0, 40]) {
      const rad = deg(a + (dir < 0 ? 180 : 0));
      toes.push(ellipseD(cx + Math.cos(rad) * 34, cy + Math.sin(rad) * 14, 22, 13, a));
    }
    s.union([ellipseD(cx, cy, 40, 20), ...toes], green);
  };
  foot(90, 400, -1);
  foot(430, 400, 1);
  s.path(ellipseD(132, 320, 82, 74, -20), dark);
  s.path(ellipseD(388, 320, 82, 74, 20), dark);
  for (const [x, y, r] of [
    [104, 296, 17],
    [142, 348, 13],
    [416, 296, 17],
    [378, 348, 13],
  ] as [number, number, number][])
    s.path(circleD(x, y, r), green, 3);
  // body, belly, front legs
  s.path(ellipseD(260, 300, 150, 118), green);
  s.path(ellipseD(260, 326, 92, 82), belly);
  for (const side of [-1, 1]) {
    const leg = curveLine([260 + side * 92, 300], deg(90 - side * 12), 92, () => 0);
    s.path(polyD(ribbonPts(leg, () => 20)), green);
    const [fx, fy] = leg[leg.length - 1] as P;
    s.union(
      [-1, 0, 1].map((k) => ellipseD(fx + k * 22, fy + 8 - Math.abs(k) * 4, 16, 11, k * 30)),
      green,
    );
  }
  // head with its eye bumps, then eyes, spots, cheeks and smile
  s.union([ellipseD(260, 168, 176, 96), circleD(176, 92, 58), circleD(344, 92, 58)], green);
  for (const x of [176, 344]) {
    s.path(circleD(x, 88, 40), '#ffffff', 3);
    s.eye(x + 2, 92, 16, 21);
  }
  s.path(ellipseD(168, 222, 24, 14), CHEEK, D);
  s.path(ellipseD(352, 222, 24, 14), CHEEK, D);
  s.path(mouthD(260, 196, 150, 26), MOUTH, D);
  return s;
}

/** An elephant standing side-on, its face turned to us: big ear, trunk curled up, a blanket. */
export function elephant(): Svg {
  const s = new Svg(600, 460, 4, 'Elephant');
  const grey = '#c7d2e0',
    far = '#b0bccc',
    ear = '#ffc6d4',
    nail = '#fffaf0';
  // tail, far legs, body
  const tail = curveLine([92, 200], deg(120), 96, () => 0.006);
  s.path(polyD(ribbonPts(tail, () => 6)), grey);
  const [tx, ty] = tail[tail.length - 1] as P;
  s.path(ellipseD(tx, ty + 6, 12, 20, 20), '#8d99aa');
  const leg = (x: number, fill: string) => {
    s.path(roundRectD(x - 30, 280, 60, 140, 18), fill);
    s.path(roundRectD(x - 24, 396, 48, 22, 8), nail, 3);
  };
  leg(150, far);
  leg(330, far);
  s.path(ellipseD(240, 230, 160, 118), grey);
  // blanket on its back with a fringe of tassels
  const blanket = roundPolyD(
    [
      [168, 116],
      [312, 116],
      [330, 244],
      [150, 244],
    ],
    [26, 26, 10, 10],
  );
  clipped(s, blanket, () => {
    s.path(blanket, '#ff8a7a', 0);
    s.path(roundRectD(100, 168, 280, 28, 0), '#ffd27a', 4);
  });
  for (const x of [168, 204, 240, 276, 312]) s.path(circleD(x, 256, 11), '#ffd27a', 3);
  leg(200, grey);
  leg(372, grey);
  // head, trunk curling up, tusk, ear
  const trunk = curveLine([470, 214], deg(80), 190, (t) => (t < 0.45 ? 0.002 : -0.03));
  s.path(polyD(ribbonPts(trunk, (t) => 32 - 20 * t)), grey);
  s.path(ellipseD(440, 150, 100, 92), grey);
  s.path(tri([470, 230], [440, 232], [414, 272], [6, 6, 8]), nail, 3);
  const earD = smoothD([
    [360, 82],
    [300, 96],
    [280, 176],
    [300, 248],
    [350, 262],
    [384, 200],
    [392, 120],
  ]);
  s.path(earD, grey);
  s.path(
    smoothD([
      [356, 106],
      [312, 118],
      [302, 178],
      [318, 232],
      [350, 240],
      [370, 196],
      [374, 132],
    ]),
    ear,
    3,
  );
  s.eye(458, 134, 14, 19);
  s.eye(518, 136, 12, 17);
  s.path(ellipseD(430, 186, 20, 12), CHEEK, D);
  s.path(mouthD(424, 222, 30, 12), MOUTH, D);
  return s;
}

/** Points along the quadratic Bézier from `a` to `c` pulled towards `b` (a knee), `n` steps. */
function bentLine(a: P, b: P, c: P, n = 40): P[] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const t = i / n;
    const u = 1 - t;
    return [
      u * u * a[0] + 2 * u * t * b[0] + t * t * c[0],
      u * u * a[1] + 2 * u * t * b[1] + t * t * c[1],
    ] as P;
  });
}

/**
 * A horse jumping a fence, side-on: body rising, front legs tucked, hind legs pushing off,
 * mane and tail flying; the fence's striped poles below it.
 */
export function jumpingHorse(): Svg {
  const s = new Svg(620, 560, 4, 'Horse jumping');
  const coat = '#d9a066',
    coat2 = '#c58a52',
    mane = '#8f5a33',
    hoof = '#9c8270',
    muzzle = '#f3d2ad',
    pole = '#fffdf2',
    stripe = '#ff6b6b';
  // the fence: two posts, two poles with red stripes
  for (const x of [120, 500]) s.path(roundRectD(x - 16, 446, 32, 110, 6), WOOD);
  for (const y of [462, 508]) {
    const poleD = roundRectD(90, y, 440, 26, 12);
    clipped(s, poleD, () => {
      s.path(poleD, pole, 0);
      for (let x = 130; x < 530; x += 80) s.path(roundRectD(x, y - 4, 40, 40, 0), stripe, 4);
    });
  }
  // the horse, drawn level and tipped up as it rises over the fence
  s.parts.push('<g transform="rotate(-16 300 240)">');
  const tail = [
    [128, 214],
    [78, 190],
    [26, 196],
    [2, 222],
    [40, 226],
    [8, 252],
    [60, 250],
    [112, 236],
  ] as P[];
  s.path(smoothD(tail), mane);
  const leg = (pts: P[], fill: string, hoofAngle: number) => {
    s.path(polyD(ribbonPts(pts, (t) => 21 - 5 * t)), fill);
    const [hx, hy] = pts[pts.length - 1] as P;
    s.path(ellipseD(hx, hy, 22, 16, hoofAngle), hoof);
  };
  // hind legs push off behind, front legs tucked under the chest
  leg(bentLine([172, 270], [140, 322], [78, 336]), coat2, 20);
  leg(bentLine([342, 270], [414, 312], [360, 350]), coat2, -60);
  leg(bentLine([152, 280], [116, 336], [44, 356]), coat, 24);
  leg(bentLine([368, 276], [446, 322], [392, 362]), coat, -60);
  s.path(tri([412, 92], [406, 14], [460, 70], [4, 12, 4]), coat);
  s.path(tri([420, 80], [417, 36], [448, 68], [3, 8, 3]), '#f5b9a5', D);
  s.union(
    [
      ellipseD(260, 240, 140, 72),
      polyD([
        [310, 200],
        [400, 240],
        [492, 150],
        [410, 96],
      ]),
      ellipseD(462, 124, 76, 62, -8),
    ],
    coat,
  );
  s.path(ellipseD(518, 168, 50, 42, 10), muzzle);
  s.path(ellipseD(538, 154, 7, 9, 20), '#6b4a35', 0);
  // mane flying back along the neck
  s.path(
    smoothD([
      [424, 64],
      [384, 66],
      [336, 96],
      [292, 140],
      [250, 196],
      [296, 186],
      [318, 160],
      [346, 150],
      [360, 124],
      [392, 112],
      [404, 94],
    ]),
    mane,
  );
  s.eye(460, 118, 15, 20);
  s.path(ellipseD(456, 162, 17, 11), CHEEK, D);
  s.path(mouthD(532, 188, 40, 15), MOUTH, D);
  s.parts.push('</g>');
  return s;
}
