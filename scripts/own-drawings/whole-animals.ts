/**
 * Whole-body drawings (CC0) for animals the clip art shows as a head or a face only, or lacks:
 * a standing pig, a standing lion with its mane, a friendly shark. Same style and rules as
 * `draw-own.ts`, which writes them.
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
import { CHEEK, clipped, D, MOUTH, mouthD, tri } from './style.ts';

/** Points on a circle of radius `r` round (cx, cy), `n` of them, starting at `start` radians. */
function ring(cx: number, cy: number, r: number, n: number, start = 0): P[] {
  return Array.from({ length: n }, (_, i) => {
    const a = start + (i * 2 * Math.PI) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as P;
  });
}

/** A pig standing side-on, its face turned to us: curly tail, four legs with hooves, a snout. */
export function pig(): Svg {
  const s = new Svg(530, 420, 4, 'Pig');
  const pink = '#ffc4cf',
    far = '#f4a9b8',
    hoof = '#d9a07f',
    snout = '#ff9fb4',
    nostril = '#e27d94';
  const tail = curveLine([98, 205], deg(200), 120, (t) => 0.02 + 0.045 * t);
  s.path(polyD(ribbonPts(tail, (t) => 8 - 2 * t)), pink);
  for (const x of [150, 320]) {
    s.path(roundRectD(x - 22, 290, 44, 96, 14), far);
    s.path(roundRectD(x - 22, 366, 44, 30, 8), hoof, 3);
  }
  s.path(ellipseD(240, 240, 150, 100), pink);
  for (const x of [180, 350]) {
    s.path(roundRectD(x - 23, 300, 46, 96, 14), pink);
    s.path(roundRectD(x - 23, 378, 46, 30, 8), hoof, 3);
  }
  // ears behind the head, then the head turned to us
  s.path(tri([344, 128], [330, 42], [398, 96], [6, 14, 6]), pink);
  s.path(tri([476, 128], [490, 42], [422, 96], [6, 14, 6]), pink);
  s.path(tri([352, 110], [343, 66], [381, 95], [4, 8, 4]), CHEEK, D);
  s.path(tri([468, 110], [477, 66], [439, 95], [4, 8, 4]), CHEEK, D);
  s.path(ellipseD(410, 190, 98, 92), pink);
  s.eye(374, 160, 14, 19);
  s.eye(446, 160, 14, 19);
  s.path(ellipseD(410, 214, 46, 31), snout, 3);
  s.path(ellipseD(394, 214, 9, 13), nostril, D);
  s.path(ellipseD(426, 214, 9, 13), nostril, D);
  s.path(ellipseD(350, 212, 16, 10), CHEEK, D);
  s.path(ellipseD(470, 212, 16, 10), CHEEK, D);
  s.path(mouthD(410, 252, 46, 13), MOUTH, D);
  return s;
}

/** A lion standing side-on, its face turned to us in a round scalloped mane, a tufted tail. */
export function lion(): Svg {
  const s = new Svg(560, 450, 4, 'Lion');
  const fur = '#ffd27a',
    far = '#f2bd5e',
    mane = '#f0964a',
    muzzle = '#fff1d0',
    nose = '#c9785a';
  const tail = curveLine([112, 250], deg(200), 150, (t) => -0.012 - 0.01 * t);
  s.path(polyD(ribbonPts(tail, () => 9)), fur);
  const [tx, ty] = tail[tail.length - 1] as P;
  s.path(ellipseD(tx, ty, 26, 20, -40), mane);
  for (const x of [160, 330]) {
    s.path(roundRectD(x - 24, 300, 48, 100, 16), far);
    s.path(ellipseD(x + 4, 400, 30, 16), far);
  }
  s.path(ellipseD(250, 275, 155, 85), fur);
  for (const x of [190, 365]) {
    s.path(roundRectD(x - 25, 310, 50, 100, 16), fur);
    s.path(ellipseD(x + 5, 410, 32, 17), fur);
  }
  // the mane: a ring of round tufts outlined as one shape, then the ears and the head
  s.union([circleD(420, 175, 100), ...ring(420, 175, 104, 14).map(([x, y]) => circleD(x, y, 34))], mane);
  s.path(circleD(362, 108, 24), fur);
  s.path(circleD(478, 108, 24), fur);
  s.path(circleD(362, 108, 12), CHEEK, D);
  s.path(circleD(478, 108, 12), CHEEK, D);
  s.path(ellipseD(420, 184, 86, 82), fur);
  s.eye(390, 160, 13, 18);
  s.eye(450, 160, 13, 18);
  s.path(ellipseD(420, 218, 50, 36), muzzle, 3);
  s.path(
    roundPolyD(
      [
        [397, 192],
        [443, 192],
        [420, 213],
      ],
      [7, 7, 5],
    ),
    nose,
    D,
  );
  s.path(ellipseD(360, 206, 16, 10), CHEEK, D);
  s.path(ellipseD(480, 206, 16, 10), CHEEK, D);
  s.path(mouthD(420, 228, 44, 12), MOUTH, D);
  return s;
}

/** A friendly shark swimming to the right: tail, back fin and side fin, white belly, a smile. */
export function shark(): Svg {
  const s = new Svg(580, 340, 4, 'Shark');
  const grey = '#9cc4ea',
    fin = '#7eaee0',
    belly = '#ffffff';
  s.path(
    roundPolyD(
      [
        [150, 178],
        [52, 40],
        [104, 178],
        [62, 292],
      ],
      [10, 16, 12, 16],
    ),
    fin,
  );
  s.path(
    roundPolyD(
      [
        [236, 116],
        [300, 18],
        [350, 110],
      ],
      [10, 14, 10],
    ),
    fin,
  );
  const body = smoothD([
    [120, 178],
    [210, 116],
    [340, 96],
    [460, 118],
    [548, 176],
    [486, 228],
    [340, 250],
    [210, 236],
  ]);
  clipped(s, body, () => {
    s.path(body, grey, 0);
    s.path(ellipseD(380, 252, 200, 56), belly, 4);
  });
  s.path(
    roundPolyD(
      [
        [300, 214],
        [272, 300],
        [364, 222],
      ],
      [10, 12, 10],
    ),
    fin,
  );
  for (const x of [382, 398, 414]) s.path(ellipseD(x, 172, 4, 20), fin, D);
  s.eye(456, 146, 13, 17);
  s.path(ellipseD(470, 186, 15, 10), CHEEK, D);
  s.path(mouthD(506, 196, 52, 10), MOUTH, D);
  return s;
}

/** A book lying open, as a reader holds it: two pages curving up from the spine, a cover behind. */
export function openBook(): Svg {
  const s = new Svg(460, 300, 4, 'Open book');
  const cover = '#8fb0ff',
    page = '#fffdf2';
  s.path(
    roundPolyD(
      [
        [12, 66],
        [230, 96],
        [448, 66],
        [448, 276],
        [230, 294],
        [12, 276],
      ],
      [10, 6, 10, 10, 6, 10],
    ),
    cover,
  );
  const left = 'M230,272C170,244 100,240 34,256L34,46C100,32 170,38 230,72Z';
  const right = 'M230,272C290,244 360,240 426,256L426,46C360,32 290,38 230,72Z';
  s.path(left, page);
  s.path(right, page);
  for (const [y, dy] of [
    [86, 0],
    [124, 2],
    [162, 4],
    [200, 6],
  ]) {
    s.path(roundRectD(64, y - dy, 130, 7, 3), cover, D);
    s.path(roundRectD(266, y - dy, 130, 7, 3), cover, D);
  }
  return s;
}

/** A treasure chest, lid shut: an arched lid, gold bands and a lock with a keyhole. */
export function treasureChest(): Svg {
  const s = new Svg(440, 330, 4, 'Treasure chest');
  const wood = '#d9a066',
    lidWood = '#e8b87e',
    gold = '#f5cd4f',
    keyhole = '#9a6a3a';
  s.path(roundRectD(40, 150, 360, 166, 10), wood);
  for (const y of [204, 262]) s.path(roundRectD(130, y, 180, 7, 3), keyhole, D);
  s.path(roundRectD(84, 160, 38, 156, 6), gold);
  s.path(roundRectD(318, 160, 38, 156, 6), gold);
  const lid = 'M40,152L40,104Q220,-16 400,104L400,152Z';
  clipped(s, lid, () => {
    s.path(lid, lidWood, 0);
    s.path(roundRectD(84, 0, 38, 160, 6), gold);
    s.path(roundRectD(318, 0, 38, 160, 6), gold);
  });
  s.path(roundRectD(28, 136, 384, 30, 8), gold);
  s.path(roundRectD(188, 132, 64, 78, 12), gold);
  s.path(`${circleD(220, 160, 11)}`, keyhole, D);
  s.path(roundRectD(215, 166, 10, 26, 3), keyhole, D);
  return s;
}

/** A tiger standing side-on, its striped face turned to us, a striped tail. */
export function tiger(): Svg {
  const s = new Svg(560, 440, 4, 'Tiger');
  const fur = '#ffb45e',
    far = '#f29a3e',
    stripe = '#d9782a',
    white = '#fff4e0',
    nose = '#ff8fa8';
  const tail = curveLine([112, 250], deg(200), 160, (t) => -0.012 - 0.012 * t);
  s.path(polyD(ribbonPts(tail, (t) => 12 - 3 * t)), fur);
  for (const x of [160, 330]) {
    s.path(roundRectD(x - 24, 300, 48, 100, 16), far);
    s.path(ellipseD(x + 4, 400, 30, 16), white);
  }
  const body = ellipseD(250, 275, 155, 85);
  clipped(s, body, () => {
    s.path(body, fur, 0);
    for (const x of [150, 200, 250, 300])
      s.path(tri([x - 14, 186], [x + 14, 186], [x + 4, 262], [4, 4, 6]), stripe, 3);
  });
  s.path(ellipseD(262, 330, 84, 24), white, 3);
  for (const x of [190, 365]) {
    s.path(roundRectD(x - 25, 310, 50, 100, 16), fur);
    s.path(ellipseD(x + 5, 410, 32, 17), white);
  }
  // ears, the head turned to us, forehead stripes, a white muzzle
  s.path(circleD(362, 112, 28), fur);
  s.path(circleD(478, 112, 28), fur);
  s.path(circleD(362, 112, 14), white, D);
  s.path(circleD(478, 112, 14), white, D);
  s.path(ellipseD(420, 180, 92, 82), fur);
  for (const [x, w] of [
    [404, 12],
    [436, 12],
  ] as const)
    s.path(tri([x - w, 102], [x + w, 102], [x, 138], [4, 4, 5]), stripe, D);
  s.path(tri([330, 170], [362, 180], [332, 192], [4, 5, 4]), stripe, D);
  s.path(tri([510, 170], [478, 180], [508, 192], [4, 5, 4]), stripe, D);
  s.path(ellipseD(420, 222, 50, 34), white, 3);
  s.eye(388, 158, 13, 18);
  s.eye(452, 158, 13, 18);
  s.path(
    roundPolyD(
      [
        [400, 198],
        [440, 198],
        [420, 216],
      ],
      [7, 7, 5],
    ),
    nose,
    D,
  );
  s.path(mouthD(420, 230, 40, 11), MOUTH, D);
  return s;
}
