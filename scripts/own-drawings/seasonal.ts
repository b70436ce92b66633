/**
 * Holiday subjects children ask for: a pumpkin, a Halloween jack-o'-lantern, a friendly ghost
 * and a reindeer with a red nose. Same style and rules as `draw-own.ts`, which writes them.
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
import { CHEEK, D, MOUTH, mouthD, tri } from './style.ts';

const ORANGE = '#ffa552';
const ORANGE_2 = '#ff9238';
const STEM = '#9c7a55';
const LEAF = '#8fd47a';

/** The pumpkin both drawings share: five ribbed lobes, a curved stem and a leaf. */
function pumpkinBody(s: Svg): void {
  s.path(
    roundPolyD(
      [
        [232, 128],
        [240, 60],
        [272, 48],
        [278, 64],
        [262, 76],
        [270, 128],
      ],
      [4, 14, 6, 6, 10, 4],
    ),
    STEM,
  );
  s.path(ellipseD(182, 96, 50, 22, 18), LEAF, 3);
  s.path(ellipseD(152, 270, 118, 148), ORANGE_2);
  s.path(ellipseD(348, 270, 118, 148), ORANGE_2);
  s.path(ellipseD(196, 272, 92, 158), ORANGE);
  s.path(ellipseD(304, 272, 92, 158), ORANGE);
  s.path(ellipseD(250, 272, 76, 164), ORANGE);
}

/** A plain pumpkin: ribbed lobes, a curved stem and a leaf. */
export function pumpkin(): Svg {
  const s = new Svg(500, 440, 4, 'Pumpkin');
  pumpkinBody(s);
  return s;
}

/** A jack-o'-lantern: the pumpkin with a carved friendly face, lit yellow from inside. */
export function jackOLantern(): Svg {
  const s = new Svg(500, 440, 4, "Jack-o'-lantern");
  const glow = '#ffe066';
  pumpkinBody(s);
  s.path(tri([150, 250], [190, 184], [226, 250], [6, 8, 6]), glow, 3);
  s.path(tri([274, 250], [310, 184], [350, 250], [6, 8, 6]), glow, 3);
  s.path(tri([232, 292], [250, 262], [268, 292], [4, 6, 4]), glow, 3);
  // the carved grin, with two square teeth left standing
  s.path(
    roundPolyD(
      [
        [130, 304],
        [190, 330],
        [206, 312],
        [226, 336],
        [274, 336],
        [294, 312],
        [310, 330],
        [370, 304],
        [340, 370],
        [250, 396],
        [160, 370],
      ],
      [8, 4, 4, 4, 4, 4, 4, 8, 30, 40, 30],
    ),
    glow,
    3,
  );
  return s;
}

/** A friendly ghost floating: a round sheet with a wavy hem, arms out, a happy face. */
export function ghost(): Svg {
  const s = new Svg(460, 520, 4, 'Ghost');
  const sheet = '#f4f6ff';
  const bodyD = smoothD([
    [230, 30],
    [340, 76],
    [374, 200],
    [440, 230],
    [446, 270],
    [384, 280],
    [392, 400],
    [410, 490],
    [350, 462],
    [292, 500],
    [230, 462],
    [168, 500],
    [110, 462],
    [50, 490],
    [68, 400],
    [76, 280],
    [14, 270],
    [20, 230],
    [86, 200],
    [120, 76],
  ]);
  s.path(bodyD, sheet);
  s.eye(182, 180, 22, 30);
  s.eye(278, 180, 22, 30);
  s.path(ellipseD(146, 240, 22, 13), CHEEK, D);
  s.path(ellipseD(314, 240, 22, 13), CHEEK, D);
  s.path(ellipseD(230, 262, 28, 34), MOUTH, D);
  s.path(ellipseD(230, 280, 16, 11), '#ff9eb0', D);
  return s;
}

/** A reindeer standing, head to the right: branching antlers, a round red nose, a collar with a bell. */
export function reindeer(): Svg {
  const s = new Svg(560, 570, 4, 'Reindeer');
  // everything 30 units down, to leave room above for the antlers' tips
  s.parts.push('<g transform="translate(0,30)">');
  const coat = '#c8925e',
    far = '#b58050',
    pale = '#f3dcc0',
    hoof = '#7a5a44',
    antler = '#f0d9a8';
  // antlers: a curved beam with three tines each, outlined as one, behind the head
  const antlerDs: string[] = [];
  for (const [x, lean] of [
    [384, -1],
    [436, 1],
  ] as const) {
    const beam = curveLine([x, 140], deg(-90 + lean * 24), 150, () => lean * 0.006);
    antlerDs.push(polyD(ribbonPts(beam, (t) => 13 - 3 * t)));
    for (const t of [0.35, 0.62, 0.9]) {
      const at = beam[Math.round(t * (beam.length - 1))] as P;
      const tine = curveLine(at, deg(-90 - lean * 40), 50, () => 0);
      antlerDs.push(polyD(ribbonPts(tine, (u) => 10 - 3 * u)));
    }
  }
  s.union(antlerDs, antler);
  // a short pale tail
  s.path(ellipseD(104, 272, 28, 18, -30), pale);
  // legs: far pair first, then near; each with a hoof
  const leg = (x: number, fill: string) => {
    s.path(roundRectD(x - 22, 340, 44, 138, 14), fill);
    s.path(roundRectD(x - 24, 468, 48, 34, 10), hoof);
  };
  leg(160, far);
  leg(318, far);
  leg(202, coat);
  leg(358, coat);
  // body, neck and head as one
  s.union(
    [
      ellipseD(240, 320, 142, 88),
      polyD([
        [288, 280],
        [370, 318],
        [450, 226],
        [372, 178],
      ]),
      ellipseD(418, 202, 74, 62, -8),
    ],
    coat,
  );
  // a red collar round the neck with a gold bell
  s.path(
    roundPolyD(
      [
        [324, 236],
        [346, 222],
        [424, 288],
        [404, 306],
      ],
      8,
    ),
    '#ff6b6b',
    3,
  );
  s.path(circleD(386, 308, 20), '#ffd95e', 3);
  // ears
  s.path(ellipseD(350, 166, 36, 15, -30), coat);
  s.path(ellipseD(486, 160, 36, 15, 30), coat);
  // muzzle, red nose, face
  s.path(ellipseD(468, 254, 48, 36, 10), pale);
  s.path(circleD(510, 238, 24), '#ff5b5b');
  s.eye(396, 180, 13, 18);
  s.eye(442, 178, 10, 16);
  s.path(ellipseD(392, 226, 16, 10), CHEEK, D);
  s.path(mouthD(474, 270, 40, 14), MOUTH, D);
  s.parts.push('</g>');
  return s;
}
