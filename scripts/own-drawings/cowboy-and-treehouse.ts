/**
 * Own drawings (CC0) of a friendly child cowboy and a treehouse: "a cowboy", "a cowgirl" and "a
 * cowboy on a horse" reported the cowboy missing, "a treehouse" and "kids in a treehouse" the
 * treehouse. The cowboy stands face-on in the girl's and the boy's style, like the children in
 * costume (`costumes.ts`); the treehouse sits in the crown of a tree like `trees.ts`'s. Style as
 * in `draw-own.ts`; every detail a closed shape.
 */
import { SKIN, arm, armLine, childFace, starPts } from './child-figure.ts';
import {
  type P,
  Svg,
  circleD,
  deg,
  ellipseD,
  polyD,
  pt,
  r1,
  ribbonPts,
  roundPolyD,
  roundRectD,
  smoothD,
} from './geom.ts';
import { clipped } from './style.ts';

/** The hand at the end of an arm's centre line. */
const handOf = (line: P[]): P => line[line.length - 1] as P;

/**
 * A ring (an ellipse less a smaller one) centred at (cx, cy): outer radii rx × ry, the rope
 * `w` units wide, the inner ellipse drawn the other way round so it is a hole (units).
 */
function ringD(cx: number, cy: number, rx: number, ry: number, w: number, rot = 0): string {
  const at = (x: number, y: number): P => {
    const c = Math.cos(deg(rot)),
      sn = Math.sin(deg(rot));
    return [cx + x * c - y * sn, cy + x * sn + y * c];
  };
  const ix = rx - w,
    iy = ry - w,
    r = r1(rot);
  return (
    `M${pt(at(-rx, 0))}A${r1(rx)},${r1(ry)} ${r} 1 0 ${pt(at(rx, 0))}A${r1(rx)},${r1(ry)} ${r} 1 0 ${pt(at(-rx, 0))}Z` +
    `M${pt(at(-ix, 0))}A${r1(ix)},${r1(iy)} ${r} 1 1 ${pt(at(ix, 0))}A${r1(ix)},${r1(iy)} ${r} 1 1 ${pt(at(-ix, 0))}Z`
  );
}

/** Points along the cubic Bézier curve a → b → c → d (control points b and c), units. */
function bezierPts(a: P, b: P, c: P, d: P, steps = 40): P[] {
  const out: P[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps,
      u = 1 - t;
    out.push([
      u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0],
      u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1],
    ]);
  }
  return out;
}

/**
 * A friendly child cowboy standing face-on, about 600 × 640 units: a wide-brimmed cowboy hat
 * (brim turned up at the sides, a dented crown with a band), a red neckerchief knotted at the
 * throat, a cream shirt under a brown vest with a sheriff's star, a belt with a big gold buckle,
 * jeans and tall pointed cowboy boots with heels; the left arm hanging, the right raised holding
 * up a lasso whose loop flies beside the hat. The body is the costumed children's (460 wide),
 * drawn mirrored 40 units in, so the loop flies at the viewer's left: behind a rider's back when
 * he is seated on a horse facing right (`saddle-seats.ts`), not over its head.
 */
export function cowboy(): Svg {
  const s = new Svg(600, 640, 4, 'Cowboy');
  const hair = '#b5774a',
    shirt = '#fff3c4',
    vest = '#c98a4b',
    scarf = '#ff6b6b',
    jeans = '#7fb2ff',
    boot = '#a0724a',
    bootTop = '#d9a877',
    belt = '#8a5a32',
    gold = '#ffd23f',
    hat = '#e8b878',
    band = '#ff8a80',
    rope = '#f3c98b';
  // drawn mirrored, so the lasso flies at the left: behind a rider's back, not over a horse's head
  s.parts.push('<g transform="translate(560,0) scale(-1,1)">');
  // the lasso: its loop flying up at the right, the rope curling down to the raised right hand
  const armR = armLine([284, 326], -38, 118, -0.004);
  const [hx, hy] = handOf(armR);
  s.union(
    [
      polyD(ribbonPts(bezierPts([hx, hy], [hx + 90, hy - 20], [420, 130], [462, 113]), () => 8)),
      ringD(470, 78, 82, 40, 18, -12),
    ],
    rope,
  );
  // legs: jeans down into tall boots with pointed toes and heels
  for (const x of [196, 264]) {
    const side = x < 230 ? -1 : 1;
    // the boot: heel, pointed foot and tall shaft outlined as one shape
    s.union(
      [
        roundRectD(x - side * 12 - 14, 590, 28, 26, 4),
        roundPolyD(
          [
            [x - side * 26, 562],
            [x + side * 26, 562],
            [x + side * 58, 586],
            [x + side * 64, 604],
            [x - side * 28, 604],
          ],
          [10, 16, 18, 10, 10],
        ),
        roundPolyD(
          [
            [x - 28, 500],
            [x + 28, 500],
            [x + 24, 596],
            [x - 24, 596],
          ],
          [8, 8, 8, 8],
        ),
      ],
      boot,
    );
    s.path(
      roundPolyD(
        [
          [x - 30, 500],
          [x + 30, 500],
          [x + 20, 534],
          [x, 522],
          [x - 20, 534],
        ],
        [8, 8, 6, 6, 6],
      ),
      bootTop,
      3,
    );
  }
  // the jeans: hips and two legs as one shape, split between the legs
  s.path(
    roundPolyD(
      [
        [166, 430],
        [294, 430],
        [300, 520],
        [236, 520],
        [230, 470],
        [224, 520],
        [160, 520],
      ],
      [8, 8, 8, 8, 6, 8, 8],
    ),
    jeans,
  );
  // arms in long sleeves: the left one hanging down, the right one raised with the lasso
  arm(s, armLine([176, 328], 112, 112, 0.003), shirt);
  arm(s, armR, shirt);
  // the shirt, the vest over it with a sheriff's star
  const shirtD = roundPolyD(
    [
      [172, 302],
      [288, 302],
      [298, 444],
      [162, 444],
    ],
    [22, 22, 10, 10],
  );
  clipped(s, shirtD, () => {
    s.path(shirtD, shirt, 0);
    s.path(
      roundPolyD(
        [
          [130, 280],
          [206, 280],
          [218, 460],
          [130, 460],
        ],
        4,
      ),
      vest,
      4,
    );
    s.path(
      roundPolyD(
        [
          [254, 280],
          [330, 280],
          [330, 460],
          [242, 460],
        ],
        4,
      ),
      vest,
      4,
    );
  });
  s.path(roundPolyD(starPts(186, 382, 30), 3), gold, 3);
  // the belt with its big buckle
  s.path(roundRectD(160, 420, 140, 30, 6), belt);
  s.path(roundRectD(206, 412, 48, 46, 8), gold, 3);
  // the neckerchief: a triangle hanging from a knot at the throat, one shape
  s.union(
    [
      roundPolyD(
        [
          [188, 298],
          [272, 298],
          [230, 356],
        ],
        [10, 10, 10],
      ),
      ellipseD(230, 304, 20, 15),
    ],
    scarf,
  );
  // ears, head, hair at the sides under the hat
  s.path(ellipseD(140, 214, 18, 24), SKIN);
  s.path(ellipseD(320, 214, 18, 24), SKIN);
  s.path(ellipseD(230, 204, 92, 90), SKIN);
  s.path(
    smoothD([
      [138, 214],
      [140, 150],
      [230, 136],
      [320, 150],
      [322, 214],
      [304, 170],
      [230, 164],
      [156, 170],
    ]),
    hair,
  );
  childFace(s, 230, 214);
  // the hat: the dented crown with its band, then the brim curling up at the sides over it
  const crownD = roundPolyD(
    [
      [154, 150],
      [166, 52],
      [206, 34],
      [230, 52],
      [254, 34],
      [294, 52],
      [306, 150],
    ],
    [6, 26, 18, 16, 18, 26, 6],
  );
  clipped(s, crownD, () => {
    s.path(crownD, hat, 0);
    s.path(roundRectD(140, 108, 180, 60, 0), band, 4);
  });
  s.path(
    smoothD([
      [56, 96],
      [130, 134],
      [230, 142],
      [330, 134],
      [404, 96],
      [382, 150],
      [300, 172],
      [230, 176],
      [160, 172],
      [78, 150],
    ]),
    hat,
  );
  s.parts.push('</g>');
  return s;
}

const BARK = '#b98552';
const LEAVES = '#8fd47a';
const PLANK = '#e8b878';
const PLANK_DARK = '#d39a5c';
const ROOF = '#ff8a80';
const ROPE = '#f3c98b';

/**
 * A treehouse, about 600 × 760 units: a big round leafy tree (a bumpy canopy, a trunk forking
 * into two limbs) with a little wooden house on a plank platform in its crown — a wooden wall,
 * a window of four panes up under the eaves, an arched door, a wide pointed red roof — and a
 * rope ladder hanging from the platform to the ground beside the trunk (one shape, its gaps
 * open). Few, big regions and no leaf marks or knots: islands outlast the house's wall and roof
 * on a Simple page, where the treehouse behind children keeps only a few regions.
 */
export function treehouse(): Svg {
  const W = 600,
    H = 760;
  const s = new Svg(W, H, 4, 'Treehouse');
  const cx = 300;
  // the trunk and the two limbs reaching up under the platform
  s.union(
    [
      roundPolyD(
        [
          [cx - 70, H - 4],
          [cx - 44, 470],
          [cx - 150, 380],
          [cx - 110, 350],
          [cx, 376],
          [cx + 110, 350],
          [cx + 150, 380],
          [cx + 44, 470],
          [cx + 70, H - 4],
        ],
        [10, 20, 8, 8, 14, 8, 8, 20, 10],
      ),
    ],
    BARK,
  );
  // the canopy: a wide cloud of leaves round and above the house
  const clumps: [number, number, number][] = [
    [106, 250, 96],
    [174, 142, 104],
    [300, 122, 114],
    [426, 142, 104],
    [494, 250, 96],
    [440, 330, 84],
    [160, 330, 84],
    [300, 220, 140],
  ];
  s.union(
    clumps.map(([x, y, r]) => circleD(x, y, r)),
    LEAVES,
  );
  // the house's wooden wall: one region, so that it outlasts its window and door at Simple
  s.path(roundRectD(196, 212, 208, 150, 4), PLANK);
  // the window of four panes up under the eaves and the arched door down on the platform: none
  // an island in the wall (islands outlast it at Simple, leaving a window floating in leaves)
  for (const [x, y] of [
    [218, 224],
    [254, 224],
    [218, 266],
    [254, 266],
  ] as P[])
    s.path(
      roundPolyD(
        [
          [x, y],
          [x + 36, y],
          [x + 36, y + 42],
          [x, y + 42],
        ],
        2,
      ),
      '#bfe6ff',
    );
  s.path(`M318,362L318,278Q318,248 348,248Q378,248 378,278L378,362Z`, '#c98a4b');
  // the pointed roof, wide over the eaves: one region as big as the wall, so the two last together
  s.path(
    roundPolyD(
      [
        [156, 238],
        [300, 108],
        [444, 238],
      ],
      [10, 16, 10],
    ),
    ROOF,
  );
  // the platform of planks laid on the limbs, the house standing on it
  s.path(roundRectD(150, 360, 300, 34, 6), PLANK_DARK);
  // the rope ladder hanging from the platform's left end to the ground: one shape, its gaps open
  const top = 390,
    foot = H - 20;
  const ladder = [166, 222].map((x) => roundRectD(x - 7, top, 14, foot - top, 4));
  for (let y = top + 40; y < foot - 10; y += 62) ladder.push(roundRectD(156, y, 76, 18, 6));
  s.union(ladder, ROPE);
  return s;
}
