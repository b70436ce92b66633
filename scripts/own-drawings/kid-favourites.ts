/**
 * Own drawings (CC0) of subjects children often ask for that the clip art lacks or draws
 * poorly: a rainbow, a fire truck, a turtle, a mermaid. Same style and rules as `draw-own.ts`,
 * which writes them.
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
import { clipped, D, face, tri } from './style.ts';

/** Path data of a half ring (an arch standing on y = cy) between radii `inner` and `outer`. */
function archD(cx: number, cy: number, outer: number, inner: number): string {
  return (
    `M${cx - outer},${cy}A${outer},${outer} 0 0 1 ${cx + outer},${cy}` +
    `L${cx + inner},${cy}A${inner},${inner} 0 0 0 ${cx - inner},${cy}Z`
  );
}

/** A cloud: three round puffs on a flat-bottomed base, outlined as one shape. */
function cloudDs(cx: number, cy: number, w: number): string[] {
  return [
    circleD(cx - w * 0.28, cy - w * 0.02, w * 0.22),
    circleD(cx, cy - w * 0.14, w * 0.28),
    circleD(cx + w * 0.28, cy - w * 0.02, w * 0.22),
    roundRectD(cx - w * 0.5, cy - w * 0.06, w, w * 0.28, w * 0.1),
  ];
}

/** A rainbow of six bands, each end resting on a cloud. */
export function rainbow(): Svg {
  const s = new Svg(600, 360, 4, 'Rainbow');
  const colours = ['#ff8a80', '#ffbf69', '#fff176', '#a5e887', '#8fc9ff', '#c5a3ff'];
  const band = 30;
  colours.forEach((colour, i) => {
    const outer = 270 - i * band;
    s.path(archD(300, 300, outer, outer - band), colour);
  });
  s.union(cloudDs(110, 300, 190), '#ffffff');
  s.union(cloudDs(490, 300, 190), '#ffffff');
  return s;
}

/** A fire truck facing right: cab with a window and a light, a ladder on top, three wheels. */
export function fireTruck(): Svg {
  const s = new Svg(620, 340, 4, 'Fire truck');
  const red = '#ff6b5e',
    stripe = '#ffd54f',
    glass = '#bfe6ff',
    tyre = '#9a9a9a',
    hub = '#e6e6e6',
    ladder = '#d9d9d9';
  s.path(roundRectD(472, 34, 46, 28, 8), '#8fc9ff');
  s.path(roundRectD(30, 110, 450, 160, 12), red);
  s.path(
    roundPolyD(
      [
        [466, 56],
        [560, 56],
        [600, 150],
        [600, 270],
        [466, 270],
      ],
      [10, 14, 10, 10, 6],
    ),
    red,
  );
  s.path(
    roundPolyD(
      [
        [490, 78],
        [548, 78],
        [578, 146],
        [490, 146],
      ],
      [6, 8, 6, 6],
    ),
    glass,
  );
  s.path(roundRectD(30, 196, 570, 30, 6), stripe);
  for (const x of [60, 190, 320]) s.path(roundRectD(x, 126, 100, 56, 8), '#ff9e94');
  // the ladder: two rails with open rungs between, on posts over the body
  s.path(roundRectD(80, 96, 24, 18, 4), ladder);
  s.path(roundRectD(390, 96, 24, 18, 4), ladder);
  s.path(roundRectD(40, 62, 420, 38, 8), ladder);
  for (let x = 62; x < 440; x += 48) s.path(roundRectD(x, 72, 30, 18, 4), '#ffffff', 3);
  for (const x of [120, 300, 520]) {
    s.path(circleD(x, 276, 46), tyre);
    s.path(circleD(x, 276, 20), hub);
  }
  return s;
}

/**
 * A small family car facing right, drawn as a child would: one body with the cabin's roof on
 * it, two windows, round lights, bumpers and two wheels with hubs; even lines, no shading.
 */
export function car(): Svg {
  const s = new Svg(600, 320, 4, 'Car');
  const body = '#8fc9ff',
    glass = '#e8f6ff',
    tyre = '#9a9a9a',
    hub = '#e6e6e6',
    lamp = '#fff176';
  s.path(roundRectD(8, 226, 60, 26, 10), '#d9d9d9');
  s.path(roundRectD(532, 226, 60, 26, 10), '#d9d9d9');
  s.path(
    roundPolyD(
      [
        [24, 160],
        [128, 146],
        [186, 72],
        [392, 72],
        [462, 146],
        [566, 164],
        [580, 246],
        [22, 246],
      ],
      [16, 22, 26, 26, 22, 24, 14, 14],
    ),
    body,
  );
  s.path(
    roundPolyD(
      [
        [200, 94],
        [282, 94],
        [282, 146],
        [150, 146],
      ],
      [10, 8, 8, 10],
    ),
    glass,
  );
  s.path(
    roundPolyD(
      [
        [302, 94],
        [382, 94],
        [432, 146],
        [302, 146],
      ],
      [8, 10, 10, 8],
    ),
    glass,
  );
  s.path(roundRectD(306, 168, 40, 14, 7), '#d9d9d9', 3);
  s.path(ellipseD(552, 188, 16, 20), lamp);
  s.path(roundRectD(26, 172, 22, 34, 8), '#ff8a80');
  for (const x of [150, 450]) {
    s.path(circleD(x, 252, 54), tyre);
    s.path(circleD(x, 252, 22), hub);
  }
  return s;
}

/** Path data of a rectangle w × h centred on (cx, cy), turned by `angle` degrees, corners rounded. */
function turnedRectD(cx: number, cy: number, w: number, h: number, angle: number, r: number): string {
  const c = Math.cos(deg(angle)),
    n = Math.sin(deg(angle));
  const corner = (x: number, y: number): P => [cx + x * c - y * n, cy + x * n + y * c];
  return roundPolyD(
    [corner(-w / 2, -h / 2), corner(w / 2, -h / 2), corner(w / 2, h / 2), corner(-w / 2, h / 2)],
    r,
  );
}

/**
 * An acoustic guitar held to be played: drawn on the slant, its body low on the left and its
 * neck rising to the right, as a player holds it across the body; a round sound hole, a bridge,
 * a headstock with tuning pegs.
 */
export function playedGuitar(): Svg {
  const s = new Svg(420, 420, 4, 'Guitar');
  const wood = '#f2b46d',
    neck = '#c98a4b',
    hole = '#b07a4a',
    peg = '#e6e6e6';
  const angle = -45;
  // Along the neck's line from the body's centre (130, 290) up and right.
  const along = (t: number): P => [130 + t * Math.cos(deg(angle)), 290 + t * Math.sin(deg(angle))];
  const [nx, ny] = along(205);
  s.path(turnedRectD(nx, ny, 230, 34, angle, 6), neck);
  const [hx, hy] = along(330);
  s.path(turnedRectD(hx, hy, 60, 50, angle, 12), neck);
  for (const side of [-1, 1]) {
    const [px, py] = along(322);
    const off = 36 * side;
    s.path(circleD(px - off * Math.sin(deg(angle)), py + off * Math.cos(deg(angle)), 9), peg, 3);
  }
  s.union([circleD(...along(0), 104), circleD(...along(118), 76)], wood);
  s.path(circleD(...along(70), 30), hole);
  const [bx, by] = along(-48);
  s.path(turnedRectD(bx, by, 22, 70, angle, 6), neck);
  return s;
}

/** A turtle walking to the right: a domed shell of plates, a friendly head, four stubby legs. */
export function turtle(): Svg {
  const s = new Svg(560, 330, 4, 'Turtle');
  const shell = '#7fd37f',
    plate = '#b9ecb0',
    rim = '#5fbf6a',
    skin = '#c9f0a4',
    far = '#b3e08c';
  s.path(tri([70, 238], [22, 262], [78, 264], [4, 6, 4]), skin);
  s.path(ellipseD(150, 276, 36, 40), far);
  s.path(ellipseD(370, 276, 36, 40), far);
  s.path(ellipseD(196, 286, 38, 40), skin);
  s.path(ellipseD(330, 286, 38, 40), skin);
  const dome = 'M60,246A200,196 0 0 1 460,246Z';
  clipped(s, dome, () => {
    s.path(dome, shell, 0);
    for (const [x, y, r] of [
      [260, 118, 50],
      [160, 176, 38],
      [360, 176, 38],
      [260, 214, 36],
      [170, 96, 26],
      [350, 96, 26],
      [96, 226, 24],
      [424, 226, 24],
    ] as const)
      s.path(circleD(x, y, r), plate);
  });
  s.path(roundRectD(44, 232, 432, 36, 16), rim);
  for (const x of [120, 200, 280, 360]) s.path(roundRectD(x, 240, 50, 20, 8), plate, 3);
  s.path(ellipseD(452, 222, 48, 30, -30), skin);
  s.path(ellipseD(486, 172, 62, 56), skin);
  face(s, 490, 162, 44, [10, 14], { mouthW: 30, mouthD: 12, cheek: [11, 7] });
  return s;
}

/** A mermaid: long hair, a shell top, arms at her sides and a curling fish tail with a fin. */
export function mermaid(): Svg {
  const s = new Svg(440, 600, 4, 'Mermaid');
  const skinTone = '#ffe0c7',
    hair = '#ffb36b',
    tail = '#7fd8c8',
    fin = '#5cc0b0',
    top = '#ff9ecf';
  s.path(
    smoothD([
      [132, 126],
      [150, 46],
      [220, 22],
      [290, 46],
      [308, 126],
      [318, 250],
      [276, 276],
      [220, 220],
      [164, 276],
      [122, 250],
    ]),
    hair,
  );
  const spine = curveLine([220, 320], deg(90), 220, (t) => -0.002 - 0.009 * t);
  const end = spine[spine.length - 1] as P;
  s.path(
    roundPolyD(
      [
        [end[0] + 6, end[1] - 4],
        [end[0] + 80, end[1] - 34],
        [end[0] + 60, end[1] + 28],
      ],
      [6, 16, 14],
    ),
    fin,
  );
  s.path(
    roundPolyD(
      [
        [end[0] + 6, end[1] - 4],
        [end[0] - 30, end[1] + 70],
        [end[0] + 36, end[1] + 54],
      ],
      [6, 16, 14],
    ),
    fin,
  );
  s.path(polyD(ribbonPts(spine, (t) => 58 - 40 * t)), tail);
  for (const [y, w] of [
    [372, 46],
    [430, 34],
  ] as const)
    s.path(`M${220 - w},${y}Q220,${y + 26} ${220 + w},${y}Q220,${y + 14} ${220 - w},${y}Z`, fin, D);
  s.path(
    roundPolyD(
      [
        [176, 216],
        [264, 216],
        [276, 330],
        [164, 330],
      ],
      [14, 14, 10, 10],
    ),
    skinTone,
  );
  s.path(roundRectD(168, 236, 104, 40, 16), top);
  s.path(
    polyD(
      ribbonPts(
        curveLine([176, 228], deg(112), 120, () => 0.002),
        () => 13,
      ),
    ),
    skinTone,
  );
  s.path(
    polyD(
      ribbonPts(
        curveLine([264, 228], deg(68), 120, () => -0.002),
        () => 13,
      ),
    ),
    skinTone,
  );
  s.path(ellipseD(220, 196, 20, 24), skinTone);
  s.path(ellipseD(220, 128, 64, 70), skinTone);
  s.path(
    smoothD([
      [154, 128],
      [166, 70],
      [220, 56],
      [274, 70],
      [286, 128],
      [252, 98],
      [220, 106],
      [188, 98],
    ]),
    hair,
  );
  face(s, 220, 140, 48, [10, 14], { mouthW: 28, mouthD: 11, cheek: [12, 8] });
  return s;
}

/** A sailing boat: a round-bottomed hull with portholes, a mast, two sails and a flag. */
export function sailboat(): Svg {
  const s = new Svg(520, 520, 4, 'Sailboat');
  const hull = '#ff9e6b',
    sail = '#fffdf2',
    sail2 = '#bfe6ff',
    flag = '#ff6b8a',
    wood = '#c98f5a';
  s.path(roundRectD(250, 40, 16, 360, 6), wood);
  const front = tri([272, 60], [272, 360], [470, 360], [6, 10, 10]);
  const back = tri([244, 96], [244, 360], [80, 360], [6, 10, 10]);
  clipped(s, front, () => {
    s.path(front, sail, 0);
    for (const y of [170, 270]) s.path(roundRectD(260, y, 240, 36, 0), sail2);
  });
  clipped(s, back, () => {
    s.path(back, sail2, 0);
    for (const y of [190, 290]) s.path(roundRectD(60, y, 200, 34, 0), sail);
  });
  s.path(tri([266, 36], [266, 76], [330, 56], [4, 4, 6]), flag);
  s.path(
    roundPolyD(
      [
        [20, 384],
        [500, 384],
        [430, 492],
        [90, 492],
      ],
      [10, 10, 24, 24],
    ),
    hull,
  );
  s.path(roundRectD(20, 384, 480, 30, 8), '#ffd27a');
  s.path(roundRectD(60, 470, 400, 16, 6), '#ffd27a', 3);
  for (const x of [170, 260, 350]) s.path(circleD(x, 448, 20), '#bfe6ff', 3);
  return s;
}
