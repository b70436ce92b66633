/**
 * Sitting animals children ask for that the clip art lacks: a fox with a bushy white-tipped tail
 * and a panda holding a bamboo stalk. Same style and rules as `draw-own.ts`, which writes them.
 */
import { circleD, ellipseD, roundPolyD, roundRectD, smoothD, Svg } from './geom.ts';
import { CHEEK, clipped, D, MOUTH, mouthD, tri } from './style.ts';

/** A fox sitting, face to us: pointed ears, white muzzle and bib, dark socks, a bushy tail with a white tip. */
export function fox(): Svg {
  const s = new Svg(500, 520, 4, 'Fox');
  const fur = '#ff9a4a',
    far = '#f0853a',
    white = '#fff6ea',
    sock = '#8a5a44',
    inner = '#ffd2b0';
  // the tail curls out from behind the right haunch and up, its tip white
  const tailD = smoothD([
    [320, 480],
    [420, 486],
    [478, 420],
    [476, 320],
    [440, 262],
    [404, 300],
    [414, 380],
    [372, 440],
  ]);
  clipped(s, tailD, () => {
    s.path(tailD, fur, 0);
    s.path(ellipseD(446, 276, 64, 52, -20), white, 4);
  });
  // haunches and hind feet
  for (const side of [-1, 1]) {
    s.path(ellipseD(250 + side * 92, 440, 62, 62), far);
    s.path(ellipseD(250 + side * 118, 496, 42, 18), sock);
  }
  // body and its white bib
  const bodyD = ellipseD(250, 380, 100, 118);
  clipped(s, bodyD, () => {
    s.path(bodyD, fur, 0);
    s.path(
      smoothD([
        [196, 276],
        [304, 276],
        [292, 370],
        [250, 420],
        [208, 370],
      ]),
      white,
      4,
    );
  });
  // front legs with dark socks
  for (const x of [212, 288]) {
    s.path(roundRectD(x - 19, 380, 38, 96, 14), fur);
    s.path(roundRectD(x - 21, 452, 42, 50, 16), sock);
  }
  // ears, then the head: wide cheek tufts, a pointed white muzzle
  s.path(tri([150, 150], [132, 36], [222, 104], [6, 16, 6]), fur);
  s.path(tri([350, 150], [368, 36], [278, 104], [6, 16, 6]), fur);
  s.path(tri([160, 128], [148, 66], [200, 104], [4, 10, 4]), inner, D);
  s.path(tri([340, 128], [352, 66], [300, 104], [4, 10, 4]), inner, D);
  const headD = roundPolyD(
    [
      [250, 92],
      [344, 118],
      [392, 212],
      [250, 300],
      [108, 212],
      [156, 118],
    ],
    [30, 40, 14, 40, 14, 40],
  );
  clipped(s, headD, () => {
    s.path(headD, fur, 0);
    s.path(
      roundPolyD(
        [
          [250, 252],
          [326, 204],
          [404, 212],
          [250, 312],
          [96, 212],
          [174, 204],
        ],
        [16, 20, 4, 30, 4, 20],
      ),
      white,
      4,
    );
  });
  s.eye(208, 176, 13, 18);
  s.eye(292, 176, 13, 18);
  s.path(ellipseD(250, 252, 19, 13), sock, D);
  s.path(ellipseD(176, 236, 16, 10), CHEEK, D);
  s.path(ellipseD(324, 236, 16, 10), CHEEK, D);
  s.path(mouthD(250, 274, 40, 12), MOUTH, D);
  return s;
}

/** A panda sitting, legs out in front: black ears, eye patches, arms and legs; one paw holds a bamboo stalk. */
export function panda(): Svg {
  const s = new Svg(520, 560, 4, 'Panda');
  const white = '#ffffff',
    black = '#8d8d96',
    pad = '#f3d7c4',
    cane = '#9ed36a',
    leaf = '#6fbf4a';
  // ears behind the head
  s.path(circleD(158, 86, 40), black);
  s.path(circleD(342, 86, 40), black);
  // the bamboo stalk: three segments and two leaves, behind the raised paw
  s.path(ellipseD(440, 96, 50, 16, -30), leaf);
  s.path(ellipseD(470, 150, 44, 14, 24), leaf);
  for (const [y, h] of [
    [110, 130],
    [240, 130],
    [370, 140],
  ] as const)
    s.path(roundRectD(398, y, 36, h, 8), cane);
  // body, then the legs out in front with their pads
  s.path(ellipseD(250, 380, 138, 140), white);
  for (const side of [-1, 1]) {
    s.path(ellipseD(250 + side * 112, 480, 78, 58, side * 10), black);
    s.path(ellipseD(250 + side * 120, 486, 32, 26), pad, D);
  }
  // arms: the left resting on the belly, the right raised to the stalk
  s.path(ellipseD(160, 360, 42, 84, 24), black);
  s.path(ellipseD(352, 322, 42, 84, -40), black);
  s.path(circleD(414, 262, 34), black);
  // head with its eye patches
  s.path(ellipseD(250, 172, 120, 104), white);
  s.path(ellipseD(204, 168, 32, 42, 30), black, 3);
  s.path(ellipseD(296, 168, 32, 42, -30), black, 3);
  s.eye(208, 166, 12, 16);
  s.eye(292, 166, 12, 16);
  s.path(ellipseD(250, 210, 18, 12), black, D);
  s.path(ellipseD(174, 224, 16, 10), CHEEK, D);
  s.path(ellipseD(326, 224, 16, 10), CHEEK, D);
  s.path(mouthD(250, 234, 48, 14), MOUTH, D);
  return s;
}
