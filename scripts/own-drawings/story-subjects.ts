/**
 * Own drawings (CC0) for subjects the library drew wrong or not at all: a whale (the only
 * whale was an orca), a boy (there was a girl only) and a dragon that reads as a dragon
 * (long snout, horns, a spiky back ridge, bat wings, a long spade-tipped tail) rather than a
 * round cat with small horns. Style as in `draw-own.ts`.
 */
import {
  type P,
  Svg,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundPolyD,
  roundRectD,
  smoothD,
} from './geom.ts';
import { CHEEK, clipped, D, face, MOUTH, mouthD, tri, wavingChildArms } from './style.ts';

/**
 * A humpback whale swimming, side view facing left: a long body, a pleated throat and belly,
 * a small dorsal fin, a long flipper, big tail flukes, an eye and a smile.
 */
export function whale(): Svg {
  const s = new Svg(640, 330, 4, 'Whale');
  const blue = '#7fb2e5',
    pale = '#e3f1ff',
    pleat = '#c2ddfa',
    fin = '#5f9ad6';
  // tail flukes behind the tail stock
  s.path(
    smoothD([
      [548, 150],
      [590, 96],
      [626, 70],
      [612, 128],
      [586, 160],
      [618, 204],
      [626, 250],
      [588, 214],
      [548, 176],
    ]),
    fin,
  );
  // far flipper peeking below the belly
  s.path(ellipseD(250, 262, 70, 20, 28), fin);
  const body = smoothD([
    [24, 170],
    [60, 112],
    [150, 82],
    [280, 78],
    [410, 100],
    [510, 132],
    [566, 160],
    [510, 184],
    [410, 220],
    [280, 250],
    [160, 250],
    [70, 228],
  ]);
  clipped(s, body, () => {
    s.path(body, blue, 0);
    // the pleated throat and belly: pale bands under the jaw, along the belly
    const belly = ellipseD(220, 262, 220, 78, -4);
    s.path(belly, pale, 4);
    clipped(
      s,
      belly,
      () => {
        for (let k = 0; k < 3; k++) {
          const y = 208 + k * 30;
          s.path(`M0,${y}L640,${y - 18}L640,${y - 4}L0,${y + 14}Z`, pleat, 3);
        }
      },
      4,
    );
  });
  // small dorsal fin on the back, near the tail
  s.path(tri([392, 100], [436, 70], [454, 114], [6, 10, 6]), fin);
  // long flipper, swept back
  s.path(ellipseD(206, 214, 88, 24, 26), fin);
  // eye, cheek and smile
  s.eye(108, 160, 12, 15);
  s.path(ellipseD(134, 190, 18, 11), CHEEK, D);
  s.path('M40,176Q90,210 150,196Q96,200 42,168Z'.replace(/\s+/g, ' '), MOUTH, D);
  // blowhole
  s.path(ellipseD(170, 88, 16, 6), fin, 3);
  return s;
}

/** A boy standing, waving: short hair, a striped t-shirt, shorts, socks and shoes. */
export function boy(): Svg {
  const s = new Svg(460, 600, 4, 'Boy');
  const skin = '#ffdcc2',
    hair = '#8a5a36',
    shirt = '#8fe08a',
    stripe = '#fff3c4',
    shorts = '#7fb2ff',
    shoe = '#ff9e6b';
  // legs and shoes
  for (const x of [196, 264]) {
    s.path(roundRectD(x - 17, 440, 34, 110, 12), skin);
    s.path(roundRectD(x - 19, 506, 38, 30, 6), '#ffffff');
    s.path(ellipseD(x + (x < 230 ? -10 : 10), 556, 40, 22), shoe);
  }
  wavingChildArms(s, skin);
  // shorts with two legs
  s.path(
    roundPolyD(
      [
        [166, 384],
        [294, 384],
        [304, 470],
        [240, 470],
        [230, 436],
        [220, 470],
        [156, 470],
      ],
      [8, 8, 8, 8, 4, 8, 8],
    ),
    shorts,
  );
  // t-shirt with short sleeves and stripes
  const shirtD = roundPolyD(
    [
      [172, 262],
      [288, 262],
      [298, 404],
      [162, 404],
    ],
    [22, 22, 10, 10],
  );
  s.path(ellipseD(162, 292, 34, 32, -30), shirt);
  s.path(ellipseD(298, 290, 34, 32, 30), shirt);
  clipped(s, shirtD, () => {
    s.path(shirtD, shirt, 0);
    s.path(roundRectD(140, 318, 180, 26, 0), stripe, 4);
    s.path(roundRectD(140, 362, 180, 26, 0), stripe, 4);
  });
  s.path(
    roundPolyD(
      [
        [206, 262],
        [254, 262],
        [230, 288],
      ],
      [6, 6, 6],
    ),
    skin,
    3,
  );
  boyHead(s, skin, hair);
  return s;
}

/**
 * Spikes standing out of a back line: one at each inner point of `line`, `h(t)` tall along its
 * normal (`side` picks which), their bases along the line.
 */
function ridge(s: Svg, line: P[], h: (t: number) => number, side: 1 | -1, fill: string): void {
  for (let i = 1; i < line.length - 1; i++) {
    const a = line[i - 1] as P,
      b = line[i + 1] as P,
      c = line[i] as P;
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const t: P = [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
    const n: P = [t[1] * side, -t[0] * side];
    const k = h(i / (line.length - 1));
    const base = Math.min(k * 0.6, l * 0.3);
    s.path(
      tri(
        [c[0] - t[0] * base, c[1] - t[1] * base],
        [c[0] + n[0] * k - t[0] * k * 0.25, c[1] + n[1] * k - t[1] * k * 0.25],
        [c[0] + t[0] * base, c[1] + t[1] * base],
        [3, 6, 3],
      ),
      fill,
    );
  }
}

/**
 * A friendly dragon sitting, side view facing right: bat wings, horns, a long snout with
 * nostrils, spikes down its neck, back and tail, a banded belly, clawed feet, and a long tail
 * ending in a spade; its front paws held before its belly (to hold a book).
 */
export function dragon(): Svg {
  const s = new Svg(660, 560, 4, 'Dragon');
  // Drawn on a 600-wide sketch, moved right to make room for the tail.
  s.parts.push('<g transform="translate(60,0)">');
  const green = '#7ed957',
    wingC = '#b48cf2',
    wing2 = '#d4bdfa',
    spike = '#ffb347',
    belly = '#fff1b8',
    belly2 = '#ffe38a',
    horn = '#fff6d6';
  // the tail: from the back of the body round the ground to the left, spikes on its top
  const tail = curveLine([220, 480], deg(176), 220, (t) => 0.002 + 0.012 * t);
  const e = tail[tail.length - 1] as P;
  s.path(
    roundPolyD(
      [
        [e[0] + 6, e[1] - 10],
        [e[0] - 30, e[1] - 52],
        [e[0] - 52, e[1] - 4],
        [e[0] - 10, e[1] + 22],
      ],
      [6, 8, 8, 8],
    ),
    spike,
  );
  ridge(
    s,
    tail.filter((_, i) => i % 14 === 0),
    (t) => 54 - 30 * t,
    -1,
    spike,
  );
  s.path(polyD(ribbonPts(tail, (t) => 30 - 18 * t)), green);
  // the wing behind: three panels between its bones
  const shoulder: P = [250, 230];
  const tips: P[] = [
    [214, 30],
    [110, 70],
    [48, 170],
    [120, 268],
  ];
  const dips: P[] = [
    [170, 110],
    [110, 150],
    [120, 220],
  ];
  for (let k = 0; k < 3; k++) {
    const a = tips[k] as P,
      b = tips[k + 1] as P,
      m = dips[k] as P;
    s.path(
      `M${shoulder[0]},${shoulder[1]}L${a[0]},${a[1]}Q${m[0]},${m[1]} ${b[0]},${b[1]}Z`,
      k % 2 ? wing2 : wingC,
    );
  }
  // spikes down the back of the neck and the back
  const back: P[] = [
    [352, 84],
    [330, 116],
    [306, 150],
    [284, 186],
    [262, 222],
    [240, 262],
    [222, 304],
    [206, 348],
    [196, 392],
    [190, 430],
  ];
  ridge(s, back, (t) => 34 - 12 * t, -1, spike);
  // body: a pear sitting upright
  const bodyD = smoothD([
    [300, 180],
    [360, 200],
    [384, 290],
    [392, 400],
    [360, 480],
    [280, 500],
    [200, 480],
    [180, 400],
    [210, 300],
    [250, 220],
  ]);
  s.path(bodyD, green);
  const bellyD = ellipseD(330, 380, 56, 110, -8);
  s.path(bellyD, belly);
  clipped(s, bellyD, () => {
    for (let k = 0; k < 6; k++) s.path(`M250,${286 + k * 40}H420V${306 + k * 40}H250Z`, belly2, 3);
  });
  // back leg and foot with claws
  s.path(ellipseD(236, 430, 62, 74, -10), green);
  s.path(ellipseD(262, 508, 66, 22), green);
  for (const x of [312, 284, 256]) s.path(tri([x, 498], [x + 20, 500], [x + 14, 522], [3, 3, 3]), horn, 3);
  s.path(ellipseD(380, 508, 50, 20), green);
  for (const x of [416, 392]) s.path(tri([x, 498], [x + 18, 500], [x + 14, 520], [3, 3, 3]), horn, 3);
  // front arms folded before the belly
  const armL = curveLine([310, 290], deg(70), 80, () => -0.012);
  s.path(polyD(ribbonPts(armL, (t) => 18 - 3 * t)), green);
  const armR = curveLine([356, 282], deg(80), 76, () => -0.006);
  s.path(polyD(ribbonPts(armR, (t) => 17 - 3 * t)), green);
  // neck up to the head
  const neck = curveLine([300, 250], deg(-70), 110, () => 0.004);
  s.path(polyD(ribbonPts(neck, (t) => 46 - 10 * t, true)), green);
  // horns swept back from the top of the head
  s.path(
    polyD(
      ribbonPts(
        curveLine([356, 96], deg(-140), 86, () => 0.006),
        (t) => 13 - 11 * t,
      ),
    ),
    horn,
  );
  s.path(
    polyD(
      ribbonPts(
        curveLine([396, 90], deg(-120), 80, () => 0.008),
        (t) => 12 - 10 * t,
      ),
    ),
    horn,
  );
  // head: a long snout
  const headD = smoothD([
    [320, 120],
    [360, 80],
    [420, 78],
    [472, 100],
    [548, 118],
    [566, 150],
    [540, 186],
    [460, 196],
    [380, 196],
    [326, 168],
  ]);
  s.path(headD, green);
  // nostrils, eye, cheek, smile
  s.path(ellipseD(542, 134, 9, 6, -20), '#4fa83a', D);
  s.eye(420, 128, 15, 20);
  s.path(ellipseD(452, 168, 17, 10), CHEEK, D);
  s.path(mouthD(500, 170, 64, 18), MOUTH, D);
  s.parts.push('</g>');
  return s;
}

/**
 * The boy's head (about 460 units wide, centred at x 230): ears, head, short hair in `hair`
 * and the smiling face; shared by the boy and the football player (`sport-and-heroes.ts`).
 */
export function boyHead(s: Svg, skin: string, hair: string): void {
  s.path(ellipseD(140, 170, 18, 24), skin);
  s.path(ellipseD(320, 170, 18, 24), skin);
  s.path(ellipseD(230, 160, 92, 90), skin);
  s.path(
    smoothD([
      [142, 152],
      [146, 96],
      [196, 60],
      [264, 60],
      [314, 96],
      [318, 152],
      [300, 118],
      [272, 110],
      [252, 122],
      [230, 106],
      [206, 122],
      [184, 110],
      [160, 120],
    ]),
    hair,
  );
  face(s, 230, 168, 70, [14, 19], {
    cheekDx: 56,
    cheekDy: 32,
    mouthDy: 36,
    mouthW: 46,
    mouthD: 18,
    cheek: [17, 11],
  });
}
