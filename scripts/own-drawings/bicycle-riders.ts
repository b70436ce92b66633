/**
 * Own drawings (CC0) of a friendly bicycle and of a girl and a boy riding it: "a bike" drew a
 * ragged clip-art bicycle whose spoked wheels filled into dark blobs at Simple and Medium, and
 * "a boy riding a bike" stood the boy above it. Style as in `draw-own.ts`; the riders are the
 * girl's and the boy's (`page-subjects.ts` `girl`, `story-subjects.ts` `boy`), seated on the
 * saddle, a hand on the handlebar and a foot on the pedal.
 */
import { SKIN, bandD } from './child-figure.ts';
import { type P, Svg, circleD, ellipseD, polyD, ribbonPts, roundPolyD, roundRectD } from './geom.ts';
import { girlHead, girlPigtails } from './page-subjects.ts';
import { boyHead } from './story-subjects.ts';
import { clipped } from './style.ts';

const FRAME = '#ff6b6b',
  TYRE = '#8a8a8a',
  RIM = '#f2f2f2',
  HUB = '#ffd54f',
  METAL = '#cfcfcf',
  SADDLE = '#8d6e63',
  GRIP = '#7fb2ff';

/** The bicycle's joints in a 640 × 420 drawing facing right (units): hubs, crank, saddle, bar. */
const BIKE = {
  rear: [150, 310] as P,
  front: [490, 310] as P,
  crank: [318, 318] as P,
  seat: [272, 178] as P,
  head: [446, 172] as P,
  headLow: [460, 226] as P,
  saddle: [258, 138] as P,
  grip: [392, 104] as P,
  pedalFront: [350, 362] as P,
  pedalBack: [286, 274] as P,
};

/** A point of `BIKE` moved down by `dy` units (the riders' drawings put the bike lower). */
const at = (p: P, dy: number): P => [p[0], p[1] + dy];

/** A pedal centred on `p`: a rounded bar 52 × 18 units. */
const pedalD = (p: P): string => roundRectD(p[0] - 26, p[1] - 9, 52, 18, 6);

/**
 * A wheel at `c`: a grey tyre (radius 100), a pale rim and a round yellow hub; on the bicycle
 * alone three thick spokes (closed bands) too, so the rim is three large regions at every level.
 */
function wheel(s: Svg, c: P, turn: number, isRidden: boolean): void {
  s.path(circleD(c[0], c[1], 100), TYRE);
  s.path(circleD(c[0], c[1], 76), RIM);
  for (let i = 0; i < (isRidden ? 0 : 3); i++) {
    const a = ((turn + i * 120) * Math.PI) / 180;
    s.path(bandD(c, [c[0] + Math.cos(a) * 74, c[1] + Math.sin(a) * 74], 8, 2), METAL, 3);
  }
  s.path(circleD(c[0], c[1], isRidden ? 30 : 24), HUB);
}

/** The back pedal and its crank arm, behind the frame (drawn before it). */
function backPedal(s: Svg, dy: number): void {
  s.path(bandD(at(BIKE.crank, dy), at(BIKE.pedalBack, dy), 8, 4), METAL, 3);
  s.path(pedalD(at(BIKE.pedalBack, dy)), '#9a9a9a');
}

/**
 * Wheels, fork, frame, chainring and saddle of the bicycle, `dy` units down. Ridden (`isRidden`),
 * the child's leg already cuts the frame, so the small parts a Simple page would merge into
 * ragged blobs are left out: the spokes, the seat post (under the child) and the crank's bolt.
 */
function bikeBody(s: Svg, dy: number, isRidden: boolean): void {
  const b = (p: P) => at(p, dy);
  wheel(s, b(BIKE.rear), -90, isRidden);
  wheel(s, b(BIKE.front), -30, isRidden);
  // the fork from the head down to the front hub, the seat post up to the saddle
  s.path(bandD(b([452, 196]), b(BIKE.front), 10, 5), METAL);
  if (!isRidden) s.path(bandD(b([274, 180]), b([262, 146]), 8, 3), METAL, 3);
  // the frame: chainstay, seatstay, seat tube, top tube and down tube outlined as one shape
  s.union(
    [
      bandD(b(BIKE.rear), b(BIKE.crank), 11, 8),
      bandD(b(BIKE.rear), b(BIKE.seat), 10, 8),
      bandD(b(BIKE.crank), b(BIKE.seat), 12, 8),
      bandD(b(BIKE.seat), b(BIKE.head), 12, 8),
      bandD(b(BIKE.crank), b(BIKE.headLow), 13, 8),
      bandD(b(BIKE.head), b([462, 230]), 15, 6),
    ],
    FRAME,
  );
  // the chainring round the crank, the saddle on its post
  s.path(circleD(...b(BIKE.crank), 30), HUB);
  if (!isRidden) s.path(circleD(...b(BIKE.crank), 10), METAL, 3);
  s.path(
    roundPolyD(
      [b([212, 128]), b([290, 132]), b([304, 144]), b([282, 156]), b([224, 152])],
      [16, 10, 10, 10, 16],
    ),
    SADDLE,
  );
}

/**
 * The stem and the swept-back handlebar, `dy` units down: on the bicycle alone two bars and a
 * round grip; ridden, one shape, the child's hand on its end.
 */
function handlebar(s: Svg, dy: number, isRidden: boolean): void {
  const b = (p: P) => at(p, dy);
  const stem = bandD(b(BIKE.head), b([438, 118]), 9, 3),
    bar = bandD(b([446, 118]), b(BIKE.grip), 9, 6);
  if (isRidden) return s.union([stem, bar], METAL);
  s.path(stem, METAL);
  s.path(bar, METAL);
  s.path(ellipseD(...b([BIKE.grip[0] - 6, BIKE.grip[1] - 2]), 22, 14, -16), GRIP, 3);
}

/** The front crank arm and pedal, in front of the frame. */
function frontPedal(s: Svg, dy: number): void {
  s.path(bandD(at(BIKE.crank, dy), at(BIKE.pedalFront, dy), 8, 4), METAL, 3);
  s.path(pedalD(at(BIKE.pedalFront, dy)), '#9a9a9a');
}

/**
 * A friendly bicycle facing right, 640 × 420 units: two round wheels (a grey tyre, a pale rim
 * with three thick spokes, a yellow hub), a red diamond frame, a fork, a brown saddle, a
 * swept-back handlebar with a blue grip, a chainring and two pedals; every part closed.
 */
export function bicycle(): Svg {
  const s = new Svg(640, 420, 4, 'Bicycle');
  backPedal(s, 0);
  bikeBody(s, 0, false);
  handlebar(s, 0, false);
  frontPedal(s, 0);
  return s;
}

/** How far down the riders' drawings put the bicycle, units: room above it for the child. */
const RIDE_DY = 290;

/** A leg from the hip through the knee to the foot: one closed ribbon, 19 units half-wide. */
function legD(hip: P, knee: P, foot: P, hw = 19): string {
  const line: P[] = [];
  for (let i = 0; i <= 8; i++)
    line.push([hip[0] + ((knee[0] - hip[0]) * i) / 8, hip[1] + ((knee[1] - hip[1]) * i) / 8]);
  for (let i = 1; i <= 8; i++)
    line.push([knee[0] + ((foot[0] - knee[0]) * i) / 8, knee[1] + ((foot[1] - knee[1]) * i) / 8]);
  return polyD(ribbonPts(line, () => hw));
}

/**
 * An arm from the shoulder through the elbow to the hand: a ribbon, a short sleeve round its
 * top (a band along the upper arm, rounded at the ends) and a round hand.
 */
function armTo(s: Svg, shoulder: P, elbow: P, hand: P, sleeve: string): void {
  s.path(legD(shoulder, elbow, hand, 16), SKIN);
  const cuff: P = [
    shoulder[0] + (elbow[0] - shoulder[0]) * 0.55,
    shoulder[1] + (elbow[1] - shoulder[1]) * 0.55,
  ];
  s.path(bandD([shoulder[0] - 10, shoulder[1] - 10], cuff, 24, 16), sleeve);
  s.path(circleD(hand[0], hand[1], 21), SKIN);
}

/** Where the rider's joints are in the 640 × 710 drawing (units). */
const RIDER = {
  hip: [262, 398] as P,
  kneeNear: [362, 470] as P,
  shoulder: [300, 276] as P,
  elbow: [356, 330] as P,
};

/** A shoe on the pedal at `p`, its toe forward. */
const shoeD = (p: P): string => ellipseD(p[0] + 10, p[1] - 16, 32, 17);

/**
 * A child riding the bicycle, 640 × 710 units: the bicycle of `bicycle` at the bottom, the child
 * seated on its saddle leaning a little forward, the near hand on the handlebar's grip and the
 * near foot on the front pedal (the far arm and leg hidden), the face turned to the viewer. A
 * girl wears a dress over her knees and pigtails with bows; a boy a striped t-shirt and shorts.
 */
export function bikeRider(kind: 'girl' | 'boy'): Svg {
  const s = new Svg(640, 710, 4, kind === 'girl' ? 'Girl riding a bicycle' : 'Boy riding a bicycle');
  const top = kind === 'girl' ? '#8fd3ff' : '#8fe08a',
    trim = '#fff3c4',
    bottoms = kind === 'girl' ? '#8fd3ff' : '#7fb2ff',
    shoe = '#ff9e6b';
  const pedalFront = at(BIKE.pedalFront, RIDE_DY);
  // The far leg and arm and the back pedal are left out: cut by the frame into slivers, they
  // merged into ragged blobs at Simple.
  bikeBody(s, RIDE_DY, true);
  handlebar(s, RIDE_DY, true);
  const grip = at(BIKE.grip, RIDE_DY);
  // the near leg on the front pedal
  frontPedal(s, RIDE_DY);
  s.path(legD(RIDER.hip, RIDER.kneeNear, [pedalFront[0] + 2, pedalFront[1] - 14]), SKIN);
  s.path(shoeD(pedalFront), shoe);
  if (kind === 'boy') {
    // shorts: the hips and the near thigh down to above the knee
    s.union([ellipseD(250, 398, 44, 30), legD([250, 396], [330, 448], [334, 450], 25)], bottoms);
    // the striped t-shirt
    const shirtD = roundPolyD(
      [
        [244, 262],
        [324, 266],
        [322, 408],
        [226, 404],
      ],
      [26, 22, 10, 12],
    );
    clipped(s, shirtD, () => {
      s.path(shirtD, top, 0);
      s.path(roundRectD(200, 318, 160, 22, 0), trim, 4);
      s.path(roundRectD(200, 362, 160, 22, 0), trim, 4);
    });
  } else {
    // the dress: bodice, then a skirt flaring over the saddle and the near knee
    s.path(
      roundPolyD(
        [
          [246, 262],
          [322, 266],
          [326, 360],
          [384, 450],
          [196, 438],
          [236, 356],
        ],
        [26, 22, 14, 22, 22, 14],
      ),
      bottoms,
    );
    s.path(roundRectD(226, 344, 108, 22, 6), '#ff6b8a', 3);
    s.path(
      roundPolyD(
        [
          [208, 418],
          [382, 428],
          [384, 450],
          [196, 438],
        ],
        [4, 4, 16, 16],
      ),
      trim,
      3,
    );
  }
  // the near arm reaching forward to the grip
  armTo(s, RIDER.shoulder, RIDER.elbow, grip, top);
  // the head, turned to the viewer
  s.parts.push('<g transform="translate(128,44) scale(0.84)">');
  if (kind === 'girl') {
    girlPigtails(s, '#b5774a', '#ff6b8a');
    girlHead(s, SKIN, '#b5774a');
  } else boyHead(s, SKIN, '#8a5a36');
  s.parts.push('</g>');
  return s;
}
