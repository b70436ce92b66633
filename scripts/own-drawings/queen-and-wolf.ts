/**
 * Own drawings (CC0) of a queen and a howling wolf. "A queen" drew the child princess, and the
 * library's wolves stand (ours) or are a head (the clip art's), so "a wolf howling at the moon"
 * showed no howl. The queen stands face-on in the king's style (`royals-and-chef.ts`); the wolf
 * sits as a coloring book draws it howling. Style as in `draw-own.ts`; every detail a closed shape.
 */
import { SKIN, armLine } from './child-figure.ts';
import { type P, Svg, circleD, ellipseD, roundPolyD, roundRectD, smoothD } from './geom.ts';
import { ERMINE, GOLD, SPOT, arm, crownOn, handOf, spotD } from './royals-and-chef.ts';
import { CHEEK, clipped, D, face } from './style.ts';

/**
 * A friendly grown-up queen standing face-on, about 500 × 800 units: a tall gold crown of five
 * ball-tipped points with jewels on its band, long wavy hair to below the shoulders, a long gown
 * (a fitted bodice pointed at the waist, a full skirt with a front panel and a hem band), puffed
 * sleeves over long ones, a necklace with a jewel, a red cape behind with ermine trim (white,
 * dark teardrop spots) along its edges and hem; the left hand waving, the right holding a gold
 * sceptre topped with an orb.
 */
export function queen(): Svg {
  const s = new Svg(500, 800, 4, 'Queen');
  const cape = '#ff6b6b',
    hair = '#c0703a',
    gown = '#b98cff',
    bodice = '#8f7fe0',
    panel = '#ffd6e8',
    shoe = '#ff9e6b',
    ruby = '#ff6b6b',
    emerald = '#8fe08a',
    sapphire = '#7fb2ff';
  // the sceptre, held upright in the right hand (the viewer's left): rod, orb and jewel on top
  const armR = armLine([176, 360], 136, 124, 0.002);
  const [hx, hy] = handOf(armR);
  s.path(roundRectD(hx - 9, hy - 200, 18, 300, 8), GOLD);
  s.path(circleD(hx, hy - 216, 26), GOLD);
  s.path(circleD(hx, hy - 216, 12), ruby, D);
  s.path(roundRectD(hx - 20, hy - 186, 40, 16, 6), GOLD, 3);
  // the cape behind, from the shoulders to the floor, ermine along its outer edges and hem
  const capeD = roundPolyD(
    [
      [166, 330],
      [334, 330],
      [476, 770],
      [24, 770],
    ],
    [30, 30, 14, 14],
  );
  clipped(s, capeD, () => {
    s.path(capeD, cape, 0);
    for (const side of [-1, 1]) {
      const edgeD = roundPolyD(
        [
          [250 + side * 60, 300],
          [250 + side * 94, 300],
          [250 + side * 236, 790],
          [250 + side * 202, 790],
        ],
        4,
      );
      s.path(edgeD, ERMINE, 4);
    }
    s.path(roundRectD(10, 728, 480, 60, 0), ERMINE, 4);
  });
  for (const side of [-1, 1])
    for (const t of [0.4, 0.62, 0.84]) s.path(spotD(250 + side * (77 + t * 142), 300 + t * 490), SPOT, D);
  for (const x of [62, 438]) s.path(spotD(x, 756), SPOT, D);
  // long hair behind the shoulders, wavy at its ends
  s.path(
    smoothD([
      [250, 130],
      [334, 160],
      [358, 250],
      [360, 350],
      [372, 430],
      [342, 464],
      [312, 446],
      [250, 400],
      [188, 446],
      [158, 464],
      [128, 430],
      [140, 350],
      [142, 250],
      [166, 160],
    ]),
    hair,
  );
  // shoes under the skirt
  s.path(ellipseD(214, 772, 38, 20), shoe);
  s.path(ellipseD(286, 772, 38, 20), shoe);
  // the full skirt from the waist to the floor: a front panel, a hem band
  const skirtD = roundPolyD(
    [
      [196, 440],
      [304, 440],
      [406, 760],
      [94, 760],
    ],
    [16, 16, 14, 14],
  );
  clipped(s, skirtD, () => {
    s.path(skirtD, gown, 0);
    s.path(
      roundPolyD(
        [
          [250, 450],
          [316, 780],
          [184, 780],
        ],
        [6, 2, 2],
      ),
      panel,
      4,
    );
    s.path(roundRectD(60, 718, 380, 60, 0), panel, 4);
  });
  for (const y of [560, 630]) s.path(circleD(250, y, 11), GOLD, D);
  // the neck, then the fitted bodice pointed at the waist, a square neckline
  s.path(roundRectD(230, 270, 40, 80, 8), SKIN);
  const bodiceD = roundPolyD(
    [
      [196, 336],
      [222, 336],
      [222, 356],
      [278, 356],
      [278, 336],
      [304, 336],
      [300, 440],
      [250, 480],
      [200, 440],
    ],
    [14, 4, 4, 4, 4, 14, 10, 8, 10],
  );
  s.path(bodiceD, bodice);
  // the necklace's jewel in the neckline
  s.path(circleD(250, 322, 12), GOLD, 3);
  s.path(circleD(250, 322, 6), ruby, D);
  // arms in long sleeves: the left waving, the right holding the sceptre, puffs at the shoulders
  const armL = armLine([324, 360], -20, 130, -0.012);
  arm(s, armL, bodice, 21);
  arm(s, armR, bodice, 21);
  for (const line of [armL, armR]) {
    const [cx, cy] = line[line.length - 18] as P;
    const [ax, ay] = line[line.length - 26] as P;
    const a = (Math.atan2(cy - ay, cx - ax) * 180) / Math.PI;
    s.path(ellipseD(cx, cy, 11, 27, a), ERMINE, 3);
  }
  // the sceptre's rod again over the right hand's fingers: the hand grips it
  s.path(roundRectD(hx - 9, hy - 14, 18, 28, 4), GOLD, 3);
  s.path(ellipseD(188, 350, 38, 32, -20), gown);
  s.path(ellipseD(312, 350, 38, 32, 20), gown);
  // ears, head, the parted hair over the brow, face
  s.path(ellipseD(160, 232, 15, 22), SKIN);
  s.path(ellipseD(340, 232, 15, 22), SKIN);
  s.path(ellipseD(250, 226, 90, 96), SKIN);
  s.path(
    smoothD([
      [160, 246],
      [158, 170],
      [204, 132],
      [296, 132],
      [342, 170],
      [340, 246],
      [322, 188],
      [286, 160],
      [250, 172],
      [214, 160],
      [178, 188],
    ]),
    hair,
  );
  face(s, 250, 232, 70, [15, 20], {
    cheekDx: 58,
    cheekDy: 36,
    mouthDy: 40,
    mouthW: 60,
    mouthD: 22,
    cheek: [18, 11],
  });
  // the tall crown
  crownOn(s, 172, 328, 118, 32, 88, 5, [sapphire, emerald, ruby, emerald, sapphire]);
  return s;
}

/**
 * A grey wolf sitting on its haunches, seen from the side facing right, howling: about
 * 540 × 640 units. Its head is thrown back, the muzzle pointing up at the sky with the mouth open
 * in an "o" between the jaws, the ears laid back; a pale chest ruff of tufts, a big haunch over
 * a flat hind paw, straight front legs, and a bushy tail with a pale tip lying on the ground.
 */
export function howlingWolf(): Svg {
  const s = new Svg(540, 640, 4, 'Howling wolf');
  const fur = '#b8c0cc',
    far = '#a2acba',
    pale = '#f2f4f7',
    inner = '#ffd2c4',
    mouth = '#e8566c';
  // the bushy tail lying on the ground behind, its tip pale
  const tailD = smoothD([
    [150, 510],
    [84, 530],
    [28, 562],
    [8, 608],
    [44, 634],
    [140, 628],
    [206, 602],
  ]);
  clipped(s, tailD, () => {
    s.path(tailD, fur, 0);
    s.path(ellipseD(26, 604, 44, 40, 20), pale, 3);
  });
  // the far front leg, a little behind
  s.path(roundRectD(388, 400, 44, 206, 18), far);
  s.path(ellipseD(418, 610, 34, 16), far);
  // the body: the rump and haunch low at the back, the chest high and forward, the neck up
  const bodyD = smoothD([
    [104, 560],
    [110, 470],
    [160, 376],
    [236, 286],
    [300, 206],
    [360, 180],
    [420, 200],
    [430, 300],
    [406, 420],
    [360, 520],
    [330, 600],
    [200, 612],
  ]);
  s.path(bodyD, fur);
  // the pale chest ruff, its lower edge in tufts
  clipped(s, bodyD, () => {
    s.path(
      roundPolyD(
        [
          [372, 200],
          [450, 210],
          [440, 380],
          [410, 470],
          [396, 430],
          [382, 462],
          [370, 414],
          [350, 440],
          [348, 380],
          [330, 396],
          [350, 280],
        ],
        [10, 10, 10, 4, 6, 4, 6, 4, 6, 4, 20],
      ),
      pale,
      3,
    );
  });
  // the haunch and the hind paw flat on the ground in front of it
  s.path(ellipseD(280, 604, 58, 20), fur);
  s.path(ellipseD(206, 518, 104, 84, -40), fur);
  // the near front leg, a pale paw
  s.path(roundRectD(340, 410, 46, 200, 18), fur);
  s.path(ellipseD(372, 612, 38, 18), pale);
  // the head thrown back: its parts placed in units along the muzzle (u, pointing up at the sky
  // 60° above the horizontal) and across it (v, towards the throat) from the middle of the head,
  // 1.1 drawing units to a unit
  const at = (u: number, v: number): P => [
    380 + (u * 0.5 + v * 0.866) * 1.1,
    180 + (-u * 0.866 + v * 0.5) * 1.1,
  ];
  const poly = (pts: P[], r: number[]) =>
    roundPolyD(
      pts.map(([u, v]) => at(u, v)),
      r,
    );
  // the far ear laid back, behind the head
  s.path(
    poly(
      [
        [52, -36],
        [-14, -124],
        [0, -44],
      ],
      [6, 12, 6],
    ),
    far,
  );
  // the open mouth, the lower jaw dropped under it
  s.path(ellipseD(...at(124, 26), 32, 26, -60), mouth);
  s.path(
    poly(
      [
        [10, 14],
        [118, 42],
        [124, 60],
        [10, 66],
      ],
      [10, 14, 12, 20],
    ),
    pale,
  );
  // the head with its muzzle pointing up at the sky over the mouth
  s.union(
    [
      ellipseD(380, 180, 81, 68, -60),
      poly(
        [
          [10, -52],
          [150, -28],
          [168, -10],
          [156, 8],
          [110, 16],
          [10, 36],
        ],
        [30, 12, 10, 12, 20, 30],
      ),
    ],
    fur,
  );
  // the near ear laid back along the head
  s.path(
    poly(
      [
        [36, -46],
        [-40, -122],
        [-18, -52],
      ],
      [6, 12, 6],
    ),
    fur,
  );
  s.path(
    poly(
      [
        [18, -56],
        [-28, -104],
        [-8, -58],
      ],
      [4, 8, 4],
    ),
    inner,
    D,
  );
  // the pale cheek, the nose at the muzzle's tip with a shine, the eye
  s.path(ellipseD(...at(0, 30), 38, 22, -60), pale, 3);
  const [nx, ny] = at(150, -12);
  s.path(ellipseD(nx, ny, 20, 15, -60), '#1a1a1a', 0);
  s.path(circleD(nx - 4, ny - 6, 5), '#fff', 0);
  s.eye(...at(28, -22), 11, 14);
  s.path(ellipseD(...at(-14, 8), 14, 9, -60), CHEEK, D);
  return s;
}
