/**
 * A farm tractor and a coconut palm for Huebook's own drawings, drawn the way a children's
 * coloring book draws them: the library's clip-art tractor (wheels in fragments) and palm tree
 * (a bare bent trunk) read poorly on a page.
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
  roundRectD,
} from './geom.ts';
import { D } from './style.ts';

const TYRE = '#8a8a8a';
const HUB = '#ffd54f';
const GLASS = '#e8f6ff';

/**
 * A wheel at (cx, cy) of radius r, units: a closed tyre ring with `blocks` tread blocks round its
 * rim (each a closed rounded block standing out of the tyre), a hub and a hub cap.
 */
function wheel(s: Svg, cx: number, cy: number, r: number, blocks: number): void {
  const bw = ((2 * Math.PI * r) / blocks) * 0.5;
  const bh = r * 0.13;
  const treads: string[] = [];
  for (let i = 0; i < blocks; i++) {
    const a = (2 * Math.PI * i) / blocks + deg(8);
    const c = Math.cos(a),
      sn = Math.sin(a);
    // a block from just inside the rim to bh outside it, bw wide along the rim
    const at = (rad: number, side: number): P => [cx + c * rad - sn * side, cy + sn * rad + c * side];
    treads.push(
      roundPolyD([at(r - 6, -bw / 2), at(r + bh, -bw / 2.6), at(r + bh, bw / 2.6), at(r - 6, bw / 2)], 4),
    );
  }
  s.union([...treads, circleD(cx, cy, r)], TYRE);
  s.path(circleD(cx, cy, r * 0.62), '#d9d9d9');
  s.path(circleD(cx, cy, r * 0.36), HUB);
  s.path(circleD(cx, cy, r * 0.13), '#ff8a80', D + 1);
}

/**
 * A chunky red tractor facing right, 600 × 470 units: a big rear wheel under a cab with a
 * window and a roof, a long engine hood with a grille and a headlight, an exhaust pipe with its
 * cap, a mudguard over the rear wheel and a small front wheel, all with closed tread blocks.
 */
export function tractor(): Svg {
  const s = new Svg(600, 470, 4, 'Tractor');
  const red = '#ff6b5e',
    dark = '#e04b3f',
    roof = '#ffd54f',
    grey = '#d9d9d9';
  // the exhaust pipe standing up out of the hood, its cap on top
  s.path(roundRectD(414, 70, 22, 130, 8), grey);
  s.path(roundRectD(406, 54, 38, 26, 8), '#9a9a9a');
  // the cab: two posts under the roof, a window between them
  s.path(
    roundPolyD(
      [
        [92, 74],
        [270, 74],
        [284, 250],
        [92, 250],
      ],
      [10, 10, 6, 6],
    ),
    red,
  );
  s.path(
    roundPolyD(
      [
        [122, 96],
        [240, 96],
        [250, 170],
        [122, 170],
      ],
      [10, 10, 8, 8],
    ),
    GLASS,
  );
  // the roof: a wide flat lid over the cab
  s.path(roundRectD(64, 40, 236, 38, 14), roof);
  // the body under the cab and the engine hood reaching forward
  s.path(
    roundPolyD(
      [
        [60, 240],
        [290, 240],
        [300, 178],
        [540, 178],
        [566, 210],
        [566, 330],
        [60, 330],
      ],
      [14, 6, 14, 18, 12, 10, 10],
    ),
    red,
  );
  // the grille at the hood's front, bars as closed slots
  s.path(roundRectD(520, 206, 40, 110, 10), grey);
  for (const y of [220, 248, 276]) s.path(roundRectD(528, y, 24, 16, 5), '#9a9a9a', D + 1);
  // a headlight on top of the hood's nose and a stripe along the hood
  s.path(ellipseD(522, 176, 20, 14), '#fff176');
  s.path(roundRectD(318, 210, 180, 28, 10), dark, 3);
  // the step under the cab door and the seat's steering wheel inside the window
  s.path(roundRectD(238, 326, 58, 20, 7), grey);
  s.path(ellipseD(222, 150, 8, 26, -35), '#9a9a9a', D + 1);
  // the rear wheel with its mudguard arching over it, and the small front wheel
  wheel(s, 176, 342, 112, 14);
  s.path(
    `M${26},${316}A${150},${150} 0 0 1 ${326},${316}L${302},${316}A${126},${126} 0 0 0 ${50},${316}Z`,
    dark,
  );
  wheel(s, 476, 382, 70, 10);
  return s;
}

/** A coconut: a brown ball with its stem end, a small closed patch off its top, radius r units. */
function coconut(s: Svg, x: number, y: number, r: number, tilt: number): void {
  s.path(circleD(x, y, r), '#a86b3c');
  s.path(ellipseD(x + r * 0.28, y - r * 0.5, r * 0.36, r * 0.22, tilt), '#6e4322', D);
}

/**
 * One frond from the crown at `base`, units: a curved leaf `length` long whose heading starts at
 * `heading` (degrees, 0 = right) and bends by `bend` degrees over its length, half-width `width`;
 * its edge notched in `notches` closed V-cuts on each side (the gaps between leaflets).
 */
function frond(
  s: Svg,
  base: P,
  heading: number,
  bend: number,
  length: number,
  width: number,
  notches: number,
): void {
  const steps = 60;
  const line = curveLine(base, deg(heading), length, () => deg(bend) / length, steps);
  // the half-width swells after the base and tapers to the tip
  const hw = (t: number) => width * Math.sin(Math.PI * Math.min(1, 0.12 + t * 0.95)) ** 0.7 + 3;
  const left: P[] = [],
    right: P[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = line[Math.max(0, i - 1)],
      b = line[Math.min(steps, i + 1)];
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / l,
      ny = (b[0] - a[0]) / l;
    // notches: the edge dips in toward the midrib at each leaflet gap, sharp at the gap
    const phase = (t * notches) % 1;
    const inNotch = t > 0.15 && t < 0.92 && phase > 0.72;
    const depth = inNotch ? 0.55 * Math.sin(((phase - 0.72) / 0.28) * Math.PI) : 0;
    const w = hw(t) * (1 - depth);
    left.push([line[i][0] + nx * w, line[i][1] + ny * w]);
    right.push([line[i][0] - nx * w, line[i][1] - ny * w]);
  }
  s.path(polyD([...left, ...right.reverse()]), '#8fd47a');
  // the midrib: a thin closed ribbon along the leaf's middle
  s.path(polyD(ribbonPts(line.slice(6, steps - 6), () => 3)), '#6cbf5a', D);
}

/**
 * A coconut palm, 560 × 680 units: a trunk curving up from a sandy mound, banded in closed
 * rings that narrow toward the top, a crown of six big fronds with notched leaflets drooping
 * around it, and a cluster of three coconuts under the crown.
 */
export function palmTree(): Svg {
  const s = new Svg(620, 680, 4, 'Palm tree');
  const bark = '#d9a066',
    band = '#b98552';
  // the sand the trunk stands in
  s.path(ellipseD(270, 648, 150, 26), '#ffe08a');
  // the trunk: a ribbon curving from the ground up and to the right
  const trunk = curveLine([240, 650], deg(-84), 470, (t) => 0.0012 - t * 0.0016, 60);
  const width = (t: number) => 40 - 16 * t;
  s.path(polyD(ribbonPts(trunk, width, true)), bark);
  // ring bands across the trunk: closed quads between its two edges, slightly curved
  const rings = 7;
  for (let k = 0; k < rings; k++) {
    const i = 4 + Math.round(((k + 0.35) / rings) * 52);
    const a = trunk[i],
      b = trunk[i + 3];
    const dir = (p: P, q: P): P => {
      const l = Math.hypot(q[0] - p[0], q[1] - p[1]);
      return [-(q[1] - p[1]) / l, (q[0] - p[0]) / l];
    };
    const na = dir(trunk[i - 1], trunk[i + 1]),
      nb = dir(trunk[i + 2], trunk[i + 4]);
    const wa = width(i / 60) - 2,
      wb = width((i + 3) / 60) - 2;
    s.path(
      roundPolyD(
        [
          [a[0] + na[0] * wa, a[1] + na[1] * wa],
          [b[0] + nb[0] * wb, b[1] + nb[1] * wb],
          [b[0] - nb[0] * wb, b[1] - nb[1] * wb],
          [a[0] - na[0] * wa, a[1] - na[1] * wa],
        ],
        3,
      ),
      band,
      D + 1,
    );
  }
  const top = trunk[trunk.length - 1];
  const crown: P = [top[0], top[1] - 6];
  // the fronds: on each side one arching up, one reaching out and one drooping, all bending down
  const fronds: [number, number, number, number][] = [
    [-112, -80, 250, 42],
    [-162, -70, 260, 42],
    [152, -40, 200, 38],
    [-68, 80, 250, 42],
    [-18, 70, 260, 42],
    [28, 40, 200, 38],
  ];
  for (const [h, bend, len, w] of fronds) frond(s, crown, h, bend, len, w, 5);
  // the crown's heart where the fronds meet, the coconuts hanging under it
  s.path(circleD(crown[0], crown[1], 24), '#6cbf5a');
  coconut(s, top[0] - 27, top[1] + 30, 25, -20);
  coconut(s, top[0] + 27, top[1] + 30, 25, 25);
  coconut(s, top[0], top[1] + 68, 25, 5);
  return s;
}
