/**
 * Own drawings (CC0) of a child ballerina and a child garden fairy, standing face-on in the
 * girl's style (`page-subjects.ts` `girl`, `costumes.ts` `witch`): whole body, big friendly
 * face. The clip art's ballerina and fairy are thin, small figures that read poorly as coloring
 * pages; these come first for "a ballerina" and "a fairy", the clip art's stay for "Try
 * another". Style as in `draw-own.ts`; every detail a closed shape.
 */
import {
  type P,
  Svg,
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  r1,
  ribbonPts,
  roundPolyD,
  roundRectD,
  smoothD,
} from './geom.ts';
import { face } from './style.ts';

const SKIN = '#ffdcc2';

/** A five-pointed star centred on (cx, cy), outer radius r, one point up (units). */
function starPts(cx: number, cy: number, r: number, inner = 0.48): P[] {
  const pts: P[] = [];
  for (let i = 0; i < 10; i++) {
    const a = deg(-90 + i * 36);
    const rr = i % 2 === 0 ? r : r * inner;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return pts;
}

/** A straight band from a to b, half-width hw, rounded corners (a closed shape, units). */
function bandD(a: P, b: P, hw: number, r = 3): string {
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const n: P = [(-(b[1] - a[1]) / l) * hw, ((b[0] - a[0]) / l) * hw];
  return roundPolyD(
    [
      [a[0] + n[0], a[1] + n[1]],
      [b[0] + n[0], b[1] + n[1]],
      [b[0] - n[0], b[1] - n[1]],
      [a[0] - n[0], a[1] - n[1]],
    ],
    r,
  );
}

/**
 * A tutu layer: the upper half of an ellipse centred on (cx, cy), half-width rx, rising ryTop
 * at the waist, closed below by `n` round scallops along a lower half-ellipse of depth ryBot
 * (units). One closed path.
 */
function tutuD(cx: number, cy: number, rx: number, ryTop: number, ryBot: number, n: number): string {
  let d = `M${r1(cx - rx)},${r1(cy)}A${r1(rx)},${r1(ryTop)} 0 0 1 ${r1(cx + rx)},${r1(cy)}`;
  let prev: P = [cx + rx, cy];
  for (let i = 1; i <= n; i++) {
    const a = (Math.PI * i) / n;
    const p: P = [cx + rx * Math.cos(a), cy + ryBot * Math.sin(a)];
    const rad = Math.hypot(p[0] - prev[0], p[1] - prev[1]) / 2;
    d += `A${r1(rad)},${r1(rad)} 0 0 1 ${r1(p[0])},${r1(p[1])}`;
    prev = p;
  }
  return d + 'Z';
}

/** A pointed petal (or leaf) from `base` to `tip`, `w` wide at its middle (units). */
function petalD(base: P, tip: P, w: number): string {
  const mx = (base[0] + tip[0]) / 2,
    my = (base[1] + tip[1]) / 2;
  const l = Math.hypot(tip[0] - base[0], tip[1] - base[1]) || 1;
  const nx = (-(tip[1] - base[1]) / l) * w,
    ny = ((tip[0] - base[0]) / l) * w;
  const f = (p: P) => `${r1(p[0])},${r1(p[1])}`;
  return `M${f(base)}Q${f([mx + nx, my + ny])} ${f(tip)}Q${f([mx - nx, my - ny])} ${f(base)}Z`;
}

/** An arm along `line`, 15 units half-wide, a round hand of radius 21 at its end. */
function arm(s: Svg, line: P[], fill: string): void {
  s.path(polyD(ribbonPts(line, () => 15)), fill);
  const end = line[line.length - 1] as P;
  s.path(circleD(end[0], end[1], 21), SKIN);
}

/**
 * The smiling face of the standing children (as in `costumes.ts`), eyes 72 apart at (cx, cy),
 * its eyes and mouth a little larger: these figures are drawn smaller on the page (a raised
 * arm, wide wings), and the mouth must stay a region at Simple.
 */
function childFace(s: Svg, cx: number, cy: number): void {
  face(s, cx, cy, 72, [16, 21], {
    cheekDx: 60,
    cheekDy: 34,
    mouthDy: 38,
    mouthW: 58,
    mouthD: 24,
    cheek: [19, 12],
  });
}

/**
 * A friendly child ballerina on tiptoe, face-on, about 480 × 660 units: her left arm raised in
 * a curve over her head, the right held out to the side; a hair bun with a bow; a bodice with
 * a waistband; a tutu of two scalloped layers; pointe shoes whose ribbons cross over the ankles
 * as closed bands.
 */
export function balletDancer(): Svg {
  const s = new Svg(480, 660, 4, 'Ballerina');
  const hair = '#8a5a3b',
    bodice = '#ff9ec0',
    tutu = '#ffd0e0',
    tutu2 = '#ffb3cf',
    band = '#c9a0ff',
    shoe = '#ffb3c7',
    ribbon = '#ff7aa8',
    bow = '#c9a0ff';
  const cx = 240;
  // legs on tiptoe, pointe shoes tapering to a flat toe, ribbons crossing over each ankle
  for (const x of [cx - 26, cx + 26]) {
    s.path(roundRectD(x - 17, 420, 34, 170, 12), SKIN);
    s.path(
      roundPolyD(
        [
          [x - 19, 574],
          [x + 19, 574],
          [x + 12, 640],
          [x - 12, 640],
        ],
        [8, 8, 6, 6],
      ),
      shoe,
    );
    s.path(bandD([x - 17, 526], [x + 17, 566], 6), ribbon, 3);
    s.path(bandD([x + 17, 526], [x - 17, 566], 6), ribbon, 3);
  }
  // arms: the left raised in a curve over the head, the right held out to the side
  arm(
    s,
    curveLine([186, 326], deg(-144), 290, () => 0.0055),
    SKIN,
  );
  arm(
    s,
    curveLine([290, 330], deg(-8), 120, () => 0.006),
    SKIN,
  );
  // the tutu: back layer, front layer, each scalloped
  s.path(tutuD(cx, 408, 176, 40, 64, 9), tutu);
  s.path(tutuD(cx, 400, 128, 30, 46, 7), tutu2);
  // the bodice, its waistband and a little bow at the front
  s.path(
    roundPolyD(
      [
        [184, 306],
        [296, 306],
        [284, 404],
        [196, 404],
      ],
      [20, 20, 8, 8],
    ),
    bodice,
  );
  s.path(roundRectD(190, 380, 100, 24, 6), band, 3);
  for (const side of [-1, 1])
    s.path(
      roundPolyD(
        [
          [cx + side * 4, 392],
          [cx + side * 34, 374],
          [cx + side * 34, 410],
        ],
        [3, 8, 8],
      ),
      tutu,
      3,
    );
  s.path(circleD(cx, 392, 10), tutu, 3);
  // neck, head, hair with its bun and bow
  s.path(roundRectD(cx - 18, 272, 36, 40, 6), SKIN);
  s.path(circleD(cx, 92, 46), hair);
  s.path(ellipseD(cx, 200, 92, 90), SKIN);
  s.path(
    smoothD([
      [146, 206],
      [152, 140],
      [196, 110],
      [cx, 104],
      [284, 110],
      [328, 140],
      [334, 206],
      [314, 164],
      [270, 140],
      [cx, 136],
      [210, 140],
      [166, 164],
    ]),
    hair,
  );
  // the bow tied round the bun: two loops and a knot
  for (const side of [-1, 1])
    s.path(
      roundPolyD(
        [
          [cx + side * 6, 128],
          [cx + side * 50, 106],
          [cx + side * 46, 150],
        ],
        [4, 10, 10],
      ),
      bow,
      3,
    );
  s.path(circleD(cx, 128, 14), '#e6d0ff', 3);
  childFace(s, cx, 210);
  return s;
}

/**
 * A friendly child garden fairy standing face-on, about 560 × 660 units: two pairs of rounded
 * wings behind her, each wing an outer band round an inner panel (closed shapes); a dress of
 * pointed petals under a bodice; long hair with a crown of three flowers; her right
 * hand holding up a wand with a star, her left waving.
 */
export function gardenFairy(): Svg {
  const s = new Svg(560, 660, 4, 'Fairy');
  const hair = '#ffcf6b',
    wing = '#bfe8ff',
    wingIn = '#e6f6ff',
    petal = '#ffb3d9',
    petal2 = '#ff8cc6',
    bodice = '#9be38f',
    shoe = '#9be38f',
    stick = '#c98a4b',
    star = '#ffe066',
    flower = ['#ff9ec0', '#c9a0ff', '#ffb36b'];
  const cx = 280;
  // two pairs of wings: the upper larger, the lower smaller, each an outer band and a panel
  for (const side of [-1, 1]) {
    const ux = cx + side * 138,
      uy = 262,
      lx = cx + side * 108,
      ly = 400;
    s.path(ellipseD(lx, ly, 84, 54, side * 32), wing);
    s.path(ellipseD(lx + side * 6, ly + 3, 56, 32, side * 32), wingIn, 3);
    s.path(ellipseD(ux, uy, 122, 78, -side * 28), wing);
    s.path(ellipseD(ux + side * 8, uy - 4, 88, 50, -side * 28), wingIn, 3);
  }
  // legs and slippers
  for (const x of [cx - 32, cx + 32]) {
    const side = x < cx ? -1 : 1;
    s.path(roundRectD(x - 17, 470, 34, 120, 12), SKIN);
    s.path(ellipseD(x + side * 10, 594, 36, 20), shoe);
  }
  // the wand held up in the right hand: stick, then a star at its top
  const armR = curveLine([334, 330], deg(-42), 104, () => -0.004);
  const [hx, hy] = armR[armR.length - 1] as P;
  s.path(bandD([hx - 20, hy + 32], [hx + 34, hy - 150], 7, 5), stick);
  s.path(roundPolyD(starPts(hx + 40, hy - 176, 44), 3), star);
  // arms: the left waving low, the right holding the wand
  arm(
    s,
    curveLine([226, 330], deg(150), 110, () => -0.006),
    SKIN,
  );
  arm(s, armR, SKIN);
  // the petal dress: back petals, front petals, then the bodice
  for (const x of [cx - 40, cx + 40])
    s.path(petalD([cx + (x - cx) * 0.4, 380], [x + (x - cx) * 0.5, 512], 40), petal2);
  for (const x of [cx - 80, cx, cx + 80])
    s.path(petalD([cx + (x - cx) * 0.3, 380], [x + (x - cx) * 0.3, 496], 40), petal);
  s.path(
    roundPolyD(
      [
        [cx - 56, 304],
        [cx + 56, 304],
        [cx + 48, 396],
        [cx - 48, 396],
      ],
      [20, 20, 10, 10],
    ),
    bodice,
  );
  // head, long hair framing the face, the flower crown
  s.path(
    smoothD([
      [180, 290],
      [172, 220],
      [200, 158],
      [cx, 140],
      [360, 158],
      [388, 220],
      [380, 290],
      [352, 300],
      [350, 276],
      [366, 222],
      [cx, 176],
      [194, 222],
      [210, 276],
      [208, 300],
    ]),
    hair,
  );
  s.path(ellipseD(cx, 214, 92, 90), SKIN);
  s.path(
    smoothD([
      [190, 224],
      [196, 156],
      [cx, 126],
      [364, 156],
      [370, 224],
      [342, 176],
      [300, 166],
      [cx, 178],
      [260, 166],
      [218, 176],
    ]),
    hair,
  );
  // three flowers along the crown
  for (const [i, [x, y]] of (
    [
      [cx - 82, 150],
      [cx, 122],
      [cx + 82, 150],
    ] as P[]
  ).entries()) {
    s.union(
      [0, 1, 2, 3, 4].map((k) => {
        const a = deg(-90 + k * 72);
        return circleD(x + Math.cos(a) * 16, y + Math.sin(a) * 16, 13);
      }),
      flower[i] as string,
    );
    s.path(circleD(x, y, 10), star, 3);
  }
  childFace(s, cx, 224);
  return s;
}
