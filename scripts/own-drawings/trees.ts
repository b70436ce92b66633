/**
 * Trees for Huebook's own drawings: a round leafy tree and an apple tree, drawn the way a
 * children's coloring book draws them (one clean, bumpy canopy; a trunk that forks into two
 * limbs under it), so a subject can sit in the fork ("a monkey in a tree") or under the canopy.
 */
import { type P, Svg, circleD, ellipseD, roundPolyD } from './geom.ts';
import { D } from './style.ts';

/** Drawing size of both trees, units. */
const W = 520;
const H = 660;
/**
 * Where the trunk forks, units: the seat of a subject in the tree. `TREE_SEATS` in
 * apps/server/src/providers/offline/tree-seats.ts gives it as shares of the trimmed drawing.
 */
export const FORK: P = [260, 452];

const BARK = '#b98552';
const LEAVES = '#8fd47a';

/** The trunk, forking at `FORK` into two limbs that reach up into the canopy. */
function trunk(s: Svg): void {
  const [fx, fy] = FORK;
  const limbs = [
    roundPolyD(
      [
        [fx - 40, fy + 30],
        [fx - 196, fy - 196],
        [fx - 150, fy - 222],
        [fx, fy - 30],
      ],
      [10, 8, 8, 10],
    ),
    roundPolyD(
      [
        [fx, fy - 30],
        [fx + 150, fy - 222],
        [fx + 196, fy - 196],
        [fx + 40, fy + 30],
      ],
      [10, 8, 8, 10],
    ),
    roundPolyD(
      [
        [fx - 62, H - 4],
        [fx - 40, fy + 10],
        [fx, fy - 40],
        [fx + 40, fy + 10],
        [fx + 62, H - 4],
      ],
      [10, 14, 6, 14, 10],
    ),
  ];
  s.union(limbs, BARK);
  // A knot hole low on the trunk: a bark region to colour, well below the seat.
  s.path(ellipseD(fx + 6, fy + 104, 13, 20), '#8a5a32', D);
}

/** The canopy: overlapping round clumps outlined as one cloud, high above the fork. */
function canopy(s: Svg): void {
  const clumps: [number, number, number][] = [
    [118, 196, 96],
    [214, 118, 112],
    [330, 112, 112],
    [414, 196, 96],
    [356, 262, 96],
    [170, 262, 96],
    [262, 214, 120],
  ];
  s.union(
    clumps.map(([x, y, r]) => circleD(x, y, r)),
    LEAVES,
  );
}

/** An apple: a round fruit with a dimple, its stem and one leaf. */
function apple(s: Svg, x: number, y: number, r: number, tilt: number): void {
  s.path(
    roundPolyD(
      [
        [x + r * 0.1, y - r * 0.7],
        [x + r * 0.2, y - r * 1.25],
        [x + r * 0.34, y - r * 1.2],
        [x + r * 0.26, y - r * 0.7],
      ],
      2,
    ),
    BARK,
    D,
  );
  s.path(ellipseD(x + r * 0.72, y - r * 1.02, r * 0.5, r * 0.24, tilt - 25), LEAVES, D);
  s.path(
    `M${x},${y - r * 0.72}C${x + r * 0.5},${y - r * 1.08} ${x + r * 1.08},${y - r * 0.82} ${x + r},${y}C${x + r * 0.95},${y + r * 0.75} ${x + r * 0.4},${y + r * 1.02} ${x},${y + r * 0.86}C${x - r * 0.4},${y + r * 1.02} ${x - r * 0.95},${y + r * 0.75} ${x - r},${y}C${x - r * 1.08},${y - r * 0.82} ${x - r * 0.5},${y - r * 1.08} ${x},${y - r * 0.72}Z`,
    '#ff6b5e',
    3,
  );
}

/** A round leafy tree: a green canopy with a few leaves drawn in, a trunk forking under it. */
export function leafyTree(): Svg {
  const s = new Svg(W, H, 4, 'Tree');
  trunk(s);
  canopy(s);
  const leaves: [number, number, number][] = [
    [150, 180, 30],
    [246, 92, -20],
    [372, 150, 40],
    [300, 268, -35],
    [196, 300, 25],
    [420, 236, -15],
  ];
  for (const [x, y, a] of leaves) s.path(ellipseD(x, y, 26, 11, a), '#6cbf5a', D);
  return s;
}

/**
 * An apple tree: the leafy tree's canopy hung with red apples, none paired at one height, so
 * they read as fruit rather than as a face's eyes.
 */
export function appleTree(): Svg {
  const s = new Svg(W, H, 4, 'Apple tree');
  trunk(s);
  canopy(s);
  const apples: [number, number][] = [
    [132, 214],
    [228, 120],
    [344, 96],
    [410, 232],
    [292, 214],
    [186, 300],
    [364, 314],
  ];
  apples.forEach(([x, y], i) => apple(s, x, y, 24, (i % 3) * 20));
  return s;
}
