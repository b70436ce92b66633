/**
 * Animals children ask for that the library lacked ("a gorilla", "a hamster" and "an eagle" had
 * no drawing): a sitting gorilla leaning on its knuckles, a chubby hamster holding a sunflower
 * seed and an eagle flying with its wings spread. Same style and rules as `draw-own.ts`, which
 * writes them: big closed shapes, a face with eyes, cheeks and a smiling mouth, details at least
 * about 1/30 of the drawing across.
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
import { CHEEK, clipped, clippedTo, D, MOUTH, mouthD, tri } from './style.ts';

/**
 * A gorilla sitting, face to us, 540 × 500 units: long arms reaching down to fists resting on
 * their knuckles beside it, a big pale chest plate, a pale face with a lighter muzzle, wide
 * nostrils and a smile, a rounded crest on top of its head.
 */
export function gorilla(): Svg {
  const s = new Svg(540, 500, 4, 'Gorilla');
  const fur = '#9c96a8',
    far = '#8a8496',
    skin = '#d9cfc6',
    muzzle = '#f1e9df',
    X = 270;
  // legs folded in front, soles of the feet to us
  for (const side of [-1, 1]) {
    s.path(ellipseD(X + side * 78, 420, 78, 56, side * -10), far);
    s.path(ellipseD(X + side * 96, 448, 40, 30, side * 10), skin);
  }
  // long arms from broad shoulders down to fists on their knuckles, behind the body's sides
  for (const side of [-1, 1]) {
    const arm = curveLine([X + side * 104, 196], deg(90 - side * 38), 236, (t) => side * (0.004 - 0.005 * t));
    s.path(polyD(ribbonPts(arm, (t) => 54 - 16 * t, true)), fur);
    const [fx, fy] = arm[arm.length - 1] as P;
    s.path(ellipseD(fx, fy + 12, 52, 36), fur);
    for (const k of [-1, 0, 1]) s.path(ellipseD(fx + k * 30, fy + 38, 15, 11), skin, 3);
  }
  // body, then the chest plate as two rounded halves and a pale belly
  s.path(ellipseD(X, 310, 136, 148), fur);
  for (const side of [-1, 1]) s.path(ellipseD(X + side * 44, 290, 52, 60, side * 10), skin, 3);
  s.path(ellipseD(X, 392, 60, 40), skin, 3);
  // ears, head with its crest outlined as one, the face and muzzle
  for (const side of [-1, 1]) {
    s.path(circleD(X + side * 104, 150, 24), fur);
    s.path(circleD(X + side * 104, 150, 12), skin, D);
  }
  s.union([ellipseD(X, 150, 104, 96), ellipseD(X, 78, 62, 52)], fur);
  s.path(
    smoothD([
      [X, 104],
      [X + 52, 96],
      [X + 82, 122],
      [X + 78, 166],
      [X + 60, 214],
      [X, 236],
      [X - 60, 214],
      [X - 78, 166],
      [X - 82, 122],
      [X - 52, 96],
    ]),
    skin,
    3,
  );
  s.path(ellipseD(X, 196, 64, 40), muzzle, 3);
  s.path(ellipseD(X - 14, 178, 10, 7, -20), '#8a7d76', D);
  s.path(ellipseD(X + 14, 178, 10, 7, 20), '#8a7d76', D);
  s.eye(X - 34, 138, 13, 17);
  s.eye(X + 34, 138, 13, 17);
  s.path(ellipseD(X - 72, 178, 15, 9), CHEEK, D);
  s.path(ellipseD(X + 72, 178, 15, 9), CHEEK, D);
  s.path(mouthD(X, 204, 60, 14), MOUTH, D);
  return s;
}

/**
 * A chubby hamster sitting, face to us, 460 × 440 units: a round body with a cream belly and
 * face, puffed-out cheek pouches, small round ears, tiny pink paws holding a striped sunflower
 * seed, pink feet.
 */
export function hamster(): Svg {
  const s = new Svg(460, 440, 4, 'Hamster');
  const fur = '#f7b96b',
    cream = '#fff3e0',
    pink = '#ffc4d4',
    seed = '#c9c9d6',
    stripe = '#f4f4f8',
    X = 230;
  // feet, then the body and head as one round shape with a cream belly
  for (const side of [-1, 1]) s.path(ellipseD(X + side * 82, 408, 44, 22), pink);
  // small round ears
  for (const side of [-1, 1]) {
    s.path(circleD(X + side * 104, 74, 40), fur);
    s.path(circleD(X + side * 102, 78, 24), pink, D);
  }
  const bodyDs = [ellipseD(X, 284, 178, 134), ellipseD(X, 170, 150, 120)];
  s.union(bodyDs, fur);
  clippedTo(s, bodyDs, () => {
    s.path(ellipseD(X, 320, 118, 110), cream, 3);
  });
  // the face: a cream mask, puffed cheek pouches on either side
  s.path(
    smoothD([
      [X, 92],
      [X + 56, 112],
      [X + 86, 160],
      [X + 66, 204],
      [X, 240],
      [X - 66, 204],
      [X - 86, 160],
      [X - 56, 112],
    ]),
    cream,
    3,
  );
  for (const side of [-1, 1]) s.path(ellipseD(X + side * 98, 212, 66, 54, side * 8), cream, 3);
  // the sunflower seed held in both paws
  const seedD = roundPolyD(
    [
      [X, 232],
      [X + 46, 306],
      [X, 370],
      [X - 46, 306],
    ],
    [24, 40, 40, 40],
  );
  clipped(s, seedD, () => {
    s.path(seedD, seed, 0);
    for (const dx of [-30, 30]) s.path(ellipseD(X + dx, 306, 9, 74), stripe, 3);
  });
  for (const side of [-1, 1]) s.path(ellipseD(X + side * 48, 318, 24, 20, side * 30), pink);
  // eyes clear of the pouches (touching them, the eyes were cut in two and lost at Simple),
  // their shine small enough to join them, so each eye stays one shape; nose, cheeks on the
  // pouches, mouth
  s.eye(X - 44, 146, 16, 22);
  s.eye(X + 44, 146, 16, 22);
  s.path(tri([X - 17, 187], [X + 17, 187], [X, 205], [5, 5, 5]), '#ff8fa8', D);
  s.path(ellipseD(X - 108, 214, 20, 12), CHEEK, D);
  s.path(ellipseD(X + 108, 214, 20, 12), CHEEK, D);
  s.path(mouthD(X, 212, 46, 14), MOUTH, D);
  return s;
}

/** A wing feather: a long rounded ribbon from `from` at `heading` degrees, `len` long, `hw` half wide. */
function featherD(from: P, heading: number, len: number, hw: number, bend = 0): string {
  const line = curveLine(from, deg(heading), len, () => deg(bend) / len, 24);
  return polyD(ribbonPts(line, (t) => hw * (1 - 0.25 * t)));
}

/**
 * An eagle flying toward us, 640 × 470 units: wings spread wide and up, five long fingered
 * feathers at each wing tip and a row of closed feather scallops along each wing, a white head
 * with a hooked yellow beak and a friendly face, a white fanned tail, yellow feet with claws.
 */
export function eagle(): Svg {
  const s = new Svg(700, 480, 4, 'Eagle');
  const brown = '#b27d4e',
    light = '#d9ac7c',
    white = '#ffffff',
    yellow = '#ffcf40',
    claw = '#eeeef2',
    X = 350;
  // the white tail fanning down
  for (const a of [58, 90, 122]) s.path(featherD([X, 330], a, 110, 32), white);
  // feet hanging below, three claws each
  for (const side of [-1, 1]) {
    const fx = X + side * 58;
    for (const k of [-1, 0, 1]) s.path(ellipseD(fx + k * 20, 404, 9, 18, -k * 18), claw, 3);
    s.path(ellipseD(fx, 380, 30, 24), yellow);
  }
  for (const side of [-1, 1]) {
    const m = (p: P): P => [X + side * (320 - p[0]), p[1]];
    // fingered feathers at the wing tip, then the wing, then its scallops
    const tips: [P, number, number][] = [
      [[70, 70], 200, 72],
      [[88, 100], 190, 76],
      [[110, 130], 178, 76],
      [[136, 160], 164, 72],
      [[164, 190], 150, 66],
    ];
    for (const [p, a, len] of tips) {
      const q = m(p);
      s.path(featherD(q, side < 0 ? a : 180 - a, len, 18), brown);
    }
    const wingD = smoothD(
      [
        [292, 186],
        [240, 120],
        [170, 70],
        [96, 44],
        [56, 58],
        [80, 110],
        [140, 180],
        [210, 236],
        [280, 258],
      ].map((p) => m(p as P)),
    );
    clipped(s, wingD, () => {
      s.path(wingD, brown, 0);
      for (let k = 0; k < 5; k++) {
        const t = k / 4;
        const c: P = m([100 + 150 * t, 124 + 110 * t]);
        s.path(circleD(c[0], c[1], 34), light, 3);
      }
    });
  }
  // body, the white head, the hooked beak
  s.path(ellipseD(X, 280, 72, 104), brown);
  s.path(ellipseD(X, 300, 44, 70), light, 3);
  s.path(circleD(X, 140, 76), white);
  s.path(
    smoothD([
      [X - 30, 160],
      [X, 150],
      [X + 30, 160],
      [X + 22, 196],
      [X, 220],
      [X - 22, 196],
    ]),
    yellow,
    3,
  );
  s.eye(X - 36, 126, 13, 17);
  s.eye(X + 36, 126, 13, 17);
  s.path(ellipseD(X - 56, 168, 15, 9), CHEEK, D);
  s.path(ellipseD(X + 56, 168, 15, 9), CHEEK, D);
  return s;
}
