/**
 * A friendly steam train and a friendly alien child: the clip-art train (a blocky outline) and
 * alien (a creepy skull-like head) read poorly as pages; these come first and the clip art
 * stays for "Try another". Same style and rules as `draw-own.ts`, which writes them: flat
 * fills, closed black outlines, about 500–660 units across, every detail a closed shape.
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
import { face } from './style.ts';

/** A five-pointed star's corners around (cx, cy): outer radius r, inner radius r × inner. */
function starPts(cx: number, cy: number, r: number, inner = 0.48): P[] {
  const pts: P[] = [];
  for (let i = 0; i < 10; i++) {
    const a = deg(-90 + i * 36);
    const rr = i % 2 === 0 ? r : r * inner;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return pts;
}

/** A round puff of smoke: a closed cloud of `n` bumps of radius about r around (cx, cy). */
function puffD(cx: number, cy: number, r: number, n = 7): string {
  const pts: P[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = deg((360 * i) / (n * 2));
    const rr = i % 2 === 0 ? r : r * 0.88;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.8]);
  }
  return smoothD(pts);
}

/**
 * A steam engine facing right with a coal tender behind it (660 × 470 units): a long boiler
 * whose round front is a smiling face, a chimney puffing three closed smoke clouds, a dome, a
 * cab with a roof and a window, two big wheels joined by a connecting rod and two small ones,
 * each with a big hub, a cow-catcher, and the tender heaped with coal on two wheels.
 */
export function steamTrain(): Svg {
  const s = new Svg(660, 470, 4, 'Steam train');
  const boiler = '#7fc8f8',
    cabC = '#ff8a80',
    roof = '#c0392b',
    tender = '#ffd54f',
    coal = '#8d8d8d',
    glass = '#e8f6ff',
    front = '#ffe0b2',
    tyre = '#9a9a9a',
    hub = '#ffd54f',
    grey = '#d9d9d9',
    smoke = '#f4f4f4';
  // smoke puffing up and back from the chimney, the puffs overlapping as one trail (apart, each
  // puff was kept at Simple before the wheels were)
  s.path(puffD(306, 50, 34), smoke);
  s.path(puffD(364, 82, 40), smoke);
  // the tender: coal heaped over its top, a stripe along it
  s.path(
    smoothD([
      [30, 262],
      [46, 228],
      [80, 236],
      [104, 212],
      [136, 232],
      [164, 224],
      [176, 262],
    ]),
    coal,
  );
  s.path(roundRectD(20, 250, 160, 130, 12), tender);
  s.path(roundRectD(20, 300, 160, 30, 6), '#ffb347');
  // the coupling between tender and cab
  s.path(roundRectD(172, 340, 24, 20, 6), grey);
  // the chimney with its wide lip, and the last puff just leaving it
  s.path(
    roundPolyD(
      [
        [404, 150],
        [452, 150],
        [446, 240],
        [410, 240],
      ],
      6,
    ),
    roof,
  );
  s.path(roundRectD(392, 132, 72, 28, 10), roof);
  s.path(puffD(426, 98, 30, 6), smoke);
  // the boiler, a dome on top
  s.path(ellipseD(350, 234, 30, 26), tender);
  s.path(roundRectD(300, 226, 260, 126, 20), boiler);
  s.path(roundRectD(300, 258, 250, 22, 6), '#b3e0ff', 3);
  // the cab, its roof, its window
  s.path(roundRectD(186, 150, 134, 230, 10), cabC);
  s.path(roundRectD(170, 128, 166, 32, 12), roof);
  s.path(roundRectD(210, 180, 86, 76, 10), glass);
  // the frame under it all
  s.path(roundRectD(180, 348, 430, 32, 8), grey);
  // the cow-catcher at the front
  s.path(
    roundPolyD(
      [
        [596, 352],
        [630, 352],
        [652, 430],
        [586, 430],
      ],
      [6, 6, 6, 6],
    ),
    roof,
  );
  // the round front of the boiler: a smiling face
  s.path(circleD(572, 289, 80), front);
  face(s, 572, 266, 62, [13, 18], {
    mouthDy: 34,
    mouthW: 66,
    mouthD: 22,
    cheekDx: 52,
    cheekDy: 30,
    cheek: [17, 11],
  });
  // wheels: two on the tender, two big ones under the cab, two small ones under the boiler,
  // each a tyre round one big hub with a clear gap to the next wheel, so each stays a wheel of
  // its own at Simple; the connecting rod joins the big wheels' tyres below their hubs
  for (const x of [64, 140]) {
    s.path(circleD(x, 404, 32), tyre);
    s.path(circleD(x, 404, 15), hub, 3);
  }
  const big = [236, 356],
    small = [452, 534];
  s.path(roundRectD(222, 434, 148, 14, 7), roof);
  for (const x of big) {
    s.path(circleD(x, 404, 52), tyre);
    s.path(circleD(x, 404, 24), hub, 3);
  }
  for (const x of small) {
    s.path(circleD(x, 420, 36), tyre);
    s.path(circleD(x, 420, 16), hub, 3);
  }
  return s;
}

/**
 * A cute green alien child standing and waving (460 × 530 units): a big round head with two big
 * friendly eyes, cheeks and a smile, little pointed ears, two antennae ending in balls, a small
 * suit with a star emblem on the chest and a belt with a buckle, one arm raised to wave, legs
 * in round boots.
 */
export function friendlyAlien(): Svg {
  const s = new Svg(460, 530, 4, 'Friendly alien');
  const skin = '#8ee07a',
    suit = '#b39ddb',
    belt = '#7e57c2',
    gold = '#ffd54f',
    boot = '#7e57c2',
    ball = '#ff8fb1';
  // antennae, bending outward, each ending in a ball
  const antL = curveLine([196, 90], deg(-112), 66, () => -0.006);
  const antR = curveLine([264, 90], deg(-68), 66, () => 0.006);
  for (const ant of [antL, antR]) {
    s.path(polyD(ribbonPts(ant, () => 7)), skin);
    const [bx, by] = ant[ant.length - 1] as P;
    s.path(circleD(bx, by, 20), ball);
  }
  // arms: the left hanging by the side, the right raised to wave
  const armL = curveLine([182, 330], deg(120), 86, () => 0.004);
  const armR = curveLine([278, 328], deg(-8), 130, () => -0.0065);
  for (const arm of [armL, armR]) {
    s.path(polyD(ribbonPts(arm, () => 14)), skin);
    const [hx, hy] = arm[arm.length - 1] as P;
    s.path(circleD(hx, hy, 20), skin);
  }
  // legs in round boots
  for (const x of [196, 264]) {
    s.path(roundRectD(x - 20, 400, 40, 80, 10), skin);
    s.path(ellipseD(x + (x < 230 ? -8 : 8), 488, 36, 22), boot);
  }
  // the little suit, its belt and buckle, the star emblem
  s.path(
    roundPolyD(
      [
        [184, 300],
        [276, 300],
        [296, 430],
        [164, 430],
      ],
      [20, 20, 14, 14],
    ),
    suit,
  );
  s.path(roundRectD(168, 382, 124, 26, 6), belt);
  s.path(roundRectD(214, 380, 32, 30, 6), gold, 3);
  s.path(roundPolyD(starPts(230, 342, 26), 3), gold, 3);
  // pointed ears, then the big round head
  s.path(
    roundPolyD(
      [
        [112, 164],
        [70, 128],
        [122, 220],
      ],
      [10, 16, 10],
    ),
    skin,
  );
  s.path(
    roundPolyD(
      [
        [348, 164],
        [390, 128],
        [338, 220],
      ],
      [10, 16, 10],
    ),
    skin,
  );
  s.path(ellipseD(230, 200, 124, 112), skin);
  face(s, 230, 196, 96, [24, 32], { mouthDy: 54, mouthW: 70, mouthD: 20, cheekDx: 84, cheekDy: 42 });
  return s;
}
