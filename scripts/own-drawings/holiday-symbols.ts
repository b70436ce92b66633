/**
 * Own drawings (CC0) of three holiday things: a shamrock for St Patrick's Day, a Hanukkah menorah
 * and a dreidel. "A shamrock", "st patricks day", "a menorah", "hanukkah" and "a dreidel" drew a
 * tree, a Ferris wheel or a carousel and reported the thing missing. Style as in `draw-own.ts`;
 * every part a closed shape (the leaves' halves, each candle and its flame, the dreidel's faces
 * and its letter).
 */
import {
  type P,
  Svg,
  circleD,
  curveLine,
  deg,
  ellipseD,
  polyD,
  ribbonPts,
  roundPolyD,
  smoothD,
} from './geom.ts';

/** `p` turned by `a` degrees (clockwise on screen) about (cx, cy). */
function turn(p: P, cx: number, cy: number, a: number): P {
  const c = Math.cos(deg(a)),
    s = Math.sin(deg(a));
  const dx = p[0] - cx,
    dy = p[1] - cy;
  return [cx + dx * c - dy * s, cy + dx * s + dy * c];
}

/**
 * The outline of a heart-shaped leaf whose tip is at `tip` and whose notch points along `a`
 * degrees (0 = +x, clockwise on screen), `len` units from tip to notch: the classic heart curve
 * (x = 16 sin³t, y = 13 cos t − 5 cos 2t − 2 cos 3t − cos 4t), its tip moved to `tip`. Also
 * returns the notch, so a vein can be drawn from tip to notch.
 */
export function heartLeaf(tip: P, a: number, len: number): { pts: P[]; notch: P } {
  const k = len / 22; // the curve runs 22 units from its tip (y −17) to its notch (y 5)
  const toScreen = (x: number, y: number): P => {
    // curve coordinates: +y towards the notch; along the leaf's axis `a`, across it
    const ux = Math.cos(deg(a)),
      uy = Math.sin(deg(a));
    const along = (y + 17) * k,
      across = x * k;
    return [tip[0] + ux * along - uy * across, tip[1] + uy * along + ux * across];
  };
  const pts: P[] = [];
  for (let i = 0; i < 96; i++) {
    const t = (i / 96) * 2 * Math.PI;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    pts.push(toScreen(x, y));
  }
  return { pts, notch: toScreen(0, 5) };
}

/**
 * A three-leaf clover, 620 × 680 units: three big heart-shaped leaves (top, left and right, each
 * about 280 units long) meeting at a round centre, each leaf split by its vein from tip to
 * notch into two halves (each half a region), and a curved stem running down from the centre.
 */
export function shamrock(): Svg {
  const s = new Svg(620, 680, 4, 'Shamrock');
  const leaf = '#7ccf6a',
    leafDark = '#5fb552',
    stem = '#4f9a45';
  const cx = 310,
    cy = 318;
  // the stem, curving down and a little to the right from behind the centre
  const stemLine = curveLine([cx, cy + 20], deg(90), 320, (t) => -0.0032 * (1 - t));
  s.path(polyD(ribbonPts(stemLine, (t) => 17 - 4 * t)), stem);
  for (const [i, a] of [-90, 18, 162].entries()) {
    const tip: P = [cx + Math.cos(deg(a)) * 16, cy + Math.sin(deg(a)) * 16];
    const { pts, notch } = heartLeaf(tip, a, 212);
    // two halves: the leaf's outline on either side of the vein
    const half = pts.length / 2;
    const right = pts.slice(0, half + 1);
    const left = [...pts.slice(half), pts[0] as P];
    s.path(polyD([...right, notch]), i === 0 ? leaf : leafDark);
    s.path(polyD([...left, notch]), i === 0 ? leafDark : leaf);
  }
  // the round centre where the leaves meet
  s.path(circleD(cx, cy, 30), stem);
  return s;
}

/** A candle flame: a teardrop standing on (x, y), `w` wide and `h` tall, its tip curling a little. */
function flameD(x: number, y: number, w: number, h: number): string {
  return smoothD([
    [x, y],
    [x + w * 0.5, y - h * 0.3],
    [x + w * 0.22, y - h * 0.72],
    [x + w * 0.04, y - h],
    [x - w * 0.3, y - h * 0.62],
    [x - w * 0.5, y - h * 0.28],
  ]);
}

/**
 * A Hanukkah menorah, 640 × 620 units: a golden stand (a domed foot on a plinth, a stem with a
 * round knob) carrying four nested half-oval arms on each side, whose ends hold eight cups in
 * a row, and the taller middle cup of the shamash; nine candles (blue and white, the shamash
 * lilac and higher) in their cups, each with a big teardrop flame (about 40 × 64 units).
 */
export function menorah(): Svg {
  const s = new Svg(640, 620, 4, 'Hanukkah menorah');
  const gold = '#ffd166',
    goldDark = '#f0b43c',
    candleColours = ['#8ecbff', '#e8f4ff'],
    shamash = '#c9b6f2',
    fire = '#ffd54f';
  const cx = 320,
    cupY = 318; // the top of the eight cups
  const spacing = 64;
  // the nested arms: half-ovals under the cup row, ends at x = cx ± r, outlined as one with the stem
  const arms: string[] = [];
  for (let k = 1; k <= 4; k++) {
    const r = k * spacing;
    const line: P[] = [];
    for (let i = 0; i <= 48; i++) {
      const t = Math.PI * (i / 48);
      line.push([cx - r * Math.cos(t), cupY + 22 + r * 0.62 * Math.sin(t)]);
    }
    arms.push(polyD(ribbonPts(line, () => 10, true)));
  }
  // the stem from under the shamash's cup down to the foot
  arms.push(
    polyD([
      [cx - 13, cupY - 56],
      [cx + 13, cupY - 56],
      [cx + 13, 530],
      [cx - 13, 530],
    ]),
  );
  s.union(arms, gold);
  // a round knob on the stem below the arms, the domed foot and its plinth
  s.path(ellipseD(cx, 500, 34, 26), goldDark);
  s.path(
    smoothD([
      [cx - 28, 522],
      [cx + 28, 522],
      [cx + 96, 570],
      [cx + 100, 584],
      [cx - 100, 584],
      [cx - 96, 570],
    ]),
    gold,
  );
  s.path(
    roundPolyD(
      [
        [cx - 130, 582],
        [cx + 130, 582],
        [cx + 130, 608],
        [cx - 130, 608],
      ],
      10,
    ),
    goldDark,
  );
  // cups, candles and flames: eight in a row, the shamash raised in the middle
  const cup = (x: number, y: number) =>
    s.path(
      roundPolyD(
        [
          [x - 28, y],
          [x + 28, y],
          [x + 17, y + 30],
          [x - 17, y + 30],
        ],
        6,
      ),
      goldDark,
    );
  const candle = (x: number, top: number, bottom: number, fill: string) => {
    s.path(
      roundPolyD(
        [
          [x - 15, top],
          [x + 15, top],
          [x + 15, bottom],
          [x - 15, bottom],
        ],
        5,
      ),
      fill,
    );
    s.path(flameD(x, top - 6, 42, 66), fire);
  };
  for (let k = -4; k <= 4; k++) {
    if (k === 0) continue;
    const x = cx + k * spacing;
    candle(x, cupY - 112, cupY + 2, candleColours[(k + 4) % 2] as string);
    cup(x, cupY);
  }
  candle(cx, cupY - 196, cupY - 78, shamash);
  cup(cx, cupY - 80);
  return s;
}

/**
 * The Hebrew letter shin (ש) as one thick closed shape, about 120 × 130 units centred on
 * (cx, cy): the outer strokes rounding into the foot as one U, the middle stroke slanting down
 * from the top to meet the foot's left side, outlines joined (`Svg.union`).
 */
function shinDs(cx: number, cy: number): string[] {
  const hw = 12;
  // the outer strokes and the foot: one U, straight sides rounding into a flat bottom
  const u: P[] = [];
  for (let i = 0; i <= 10; i++) u.push([cx - 52, cy - 62 + (i / 10) * 82]);
  for (let i = 1; i < 24; i++) {
    const a = Math.PI - (i / 24) * Math.PI;
    u.push([cx + 52 * Math.cos(a), cy + 20 + 40 * Math.sin(a)]);
  }
  for (let i = 0; i <= 10; i++) u.push([cx + 52, cy + 20 - (i / 10) * 82]);
  const middle: P[] = [
    [cx + 2, cy - 62],
    [cx - 30, cy + 50],
  ];
  return [polyD(ribbonPts(u, () => hw, true)), polyD(ribbonPts(middle, () => hw, true))];
}

/**
 * A dreidel, 480 × 640 units, leaning a little as it spins: a handle with a round knob rising
 * from the top face, a four-sided body seen from a corner (a wide front face carrying a big
 * shin ש, a narrower side face with a round spot) and a pointed tip below (two triangular
 * faces). Every face, the letter and the spot are regions.
 */
export function dreidel(): Svg {
  const s = new Svg(480, 640, 4, 'Dreidel');
  const front = '#8ecbff',
    side = '#5fa8e8',
    top = '#cfe8ff',
    handle = '#ffd166',
    letter = '#ffffff',
    tipFront = '#b39ddb',
    tipSide = '#9b7fd4';
  const lean = 8;
  const cx = 240,
    cy = 360;
  const t = (p: P): P => turn(p, cx, cy, lean);
  const tp = (pts: P[]) => pts.map(t);
  // the handle: a stick up from the top face, a round knob on it
  s.path(
    roundPolyD(
      tp([
        [208, 60],
        [248, 60],
        [248, 200],
        [208, 200],
      ]),
      14,
    ),
    handle,
  );
  s.path(circleD(...t([228, 62]), 28), handle);
  // the top face, then the front and side faces
  s.path(
    roundPolyD(
      tp([
        [90, 200],
        [300, 200],
        [390, 168],
        [180, 168],
      ]),
      8,
    ),
    top,
  );
  s.path(
    roundPolyD(
      tp([
        [90, 200],
        [300, 200],
        [300, 420],
        [90, 420],
      ]),
      8,
    ),
    front,
  );
  s.path(
    roundPolyD(
      tp([
        [300, 200],
        [390, 168],
        [390, 384],
        [300, 420],
      ]),
      8,
    ),
    side,
  );
  // the pointed tip: two triangular faces meeting at the point
  const point: P = [262, 612];
  s.path(roundPolyD(tp([[90, 420], [300, 420], point]), [8, 6, 10]), tipFront);
  s.path(roundPolyD(tp([[300, 420], [390, 384], point]), [6, 8, 10]), tipSide);
  // the shin on the front face and a round spot on the side face
  const ink = shinDs(195, 306); // in upright units, turned below
  s.parts.push(`<g transform="rotate(${lean} ${cx} ${cy})">`);
  s.union(ink, letter);
  s.parts.push(`</g>`);
  s.path(ellipseD(...t([345, 296]), 24, 34, lean - 18), '#ffd166');
  return s;
}
