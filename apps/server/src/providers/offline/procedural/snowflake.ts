import type { DetailLevel } from '@huebook/shared/constants';

import { between, pick, type Random } from '../prng.ts';

import { circle, PAGE, polygon, regularPoints, type Point } from './svg-kit.ts';

/**
 * Snowflakes: a six-armed crystal filling the page, as a stellar dendrite grows (six arms at
 * 60°, side branches leaving each arm at 60° outwards, a plate at the centre; Libbrecht, "The
 * physics of snow crystals", Rep. Prog. Phys. 2005). Drawn in painter's order with white fills
 * (svg-kit.ts): branches first, the arm over their roots, jewels inside the arm, a hexagonal
 * plate over the arms' roots, so every outline is closed by construction. Each branch, arm,
 * jewel and plate ring is a region to colour; Detailed adds twigs on the longest branches and
 * small flakes in the corners, Medium a few of those.
 *
 * Branch lengths are bounded so branches from neighbouring arms never meet: a branch leaving
 * an arm at radius r and 60° to it reaches the bisector between two arms after r, so each
 * stays under `MAX_BRANCH_SHARE` of its root's radius.
 */

const CX = PAGE / 2;
const CY = PAGE / 2;
/** Radius of the big flake's arm tips, px. */
const ARM_LENGTH = 430;
/** Radius of the disc behind the flake, px: its arms' tips reach past it. */
const DISC_RADIUS = 405;
/** A branch is at most this share of its root's distance from the centre. */
const MAX_BRANCH_SHARE = 0.62;
/** White kept between two outlines that must not touch, px (as mandala.ts). */
const GAP = 12;

interface Level {
  /** Branch pairs per arm. */
  pairs: number;
  /** Arm half-width, px. */
  armHalf: [number, number];
  /** Branch half-width, px. */
  branchHalf: [number, number];
  /** Jewels (small diamonds) inside each arm. */
  jewels: number;
  /** Branch pairs (innermost first) that carry twigs. */
  twigged: number;
  /** Small flakes round the big one, in the page's corners. */
  smallFlakes: number;
}

const LEVELS: Record<DetailLevel, Level> = {
  simple: { pairs: 1, armHalf: [34, 40], branchHalf: [24, 28], jewels: 0, twigged: 0, smallFlakes: 0 },
  medium: { pairs: 3, armHalf: [28, 32], branchHalf: [17, 20], jewels: 3, twigged: 0, smallFlakes: 4 },
  detailed: { pairs: 4, armHalf: [26, 30], branchHalf: [15, 17], jewels: 4, twigged: 2, smallFlakes: 12 },
};

/** Where a small flake may sit: the page's corners, outside the big flake. */
const CORNER_SPOTS: readonly Point[] = [
  { x: 90, y: 90 },
  { x: 934, y: 90 },
  { x: 90, y: 934 },
  { x: 934, y: 934 },
  { x: 215, y: 70 },
  { x: 809, y: 70 },
  { x: 215, y: 954 },
  { x: 809, y: 954 },
  { x: 70, y: 215 },
  { x: 954, y: 215 },
  { x: 70, y: 809 },
  { x: 954, y: 809 },
];

/** The point `along` px out and `across` px to the side of direction `angle` from `origin`. */
function at(origin: Point, angle: number, along: number, across = 0): Point {
  return {
    x: origin.x + along * Math.cos(angle) - across * Math.sin(angle),
    y: origin.y + along * Math.sin(angle) + across * Math.cos(angle),
  };
}

/**
 * A bar from `root` in direction `angle`, `length` px long and `half` px either side, with a
 * pointed end (or a flat one under a crystal, `isFlat`); it starts `under` px behind `root`,
 * hidden by what is drawn over its root (short enough that its back corners stay under it).
 */
function bar(
  root: Point,
  angle: number,
  length: number,
  half: number,
  under: number,
  isFlat = false,
): string {
  const tip = isFlat ? 0 : half * 1.6;
  return polygon([
    at(root, angle, -under, half),
    at(root, angle, length - tip, half),
    at(root, angle, length),
    at(root, angle, length - tip, -half),
    at(root, angle, -under, -half),
  ]);
}

/** A diamond centred `along` px out on direction `angle`, `length` long and `half` wide. */
function diamond(centre: Point, angle: number, length: number, half: number): string {
  return polygon([
    at(centre, angle, -length / 2),
    at(centre, angle, 0, half),
    at(centre, angle, length / 2),
    at(centre, angle, 0, -half),
  ]);
}

/** A small six-armed flake of `radius` px at `centre`: 6 arms and a hexagon, 7 regions. */
function smallFlake(centre: Point, radius: number, rotation: number): string[] {
  const arms = Array.from({ length: 6 }, (_, k) => bar(centre, rotation + (k * Math.PI) / 3, radius, 10, 0));
  return [...arms, polygon(regularPoints(centre.x, centre.y, radius * 0.36, 6, rotation))];
}

/**
 * The elements of a snowflake page (white-filled, black-stroked shapes in painter's order)
 * for `detail`: 33 regions at Simple, 116 at Medium, 190 at Detailed (measured), inside
 * `DETAIL_REGION_RANGES`. The same `random` stream gives the same shapes.
 */
export function snowflakeElements(random: Random, detail: DetailLevel): string[] {
  const level = LEVELS[detail];
  const centre = { x: CX, y: CY };
  const rotation = -Math.PI / 2 + (random() < 0.5 ? 0 : Math.PI / 6);
  const armHalf = between(random, ...level.armHalf);
  const branchHalf = between(random, ...level.branchHalf);
  const plate = detail === 'simple' ? between(random, 88, 104) : between(random, 70, 86);
  const crystal = between(random, 26, 34);
  const tipCrystal = pick(random, ['hexagon', 'diamond'] as const);
  const armEnd = ARM_LENGTH - crystal;

  // Branch roots spread between the plate and the crystal at the tip, longest nearest the
  // centre (outward growth is fastest at the tips; the inner branches grew for longest).
  const first = plate + armHalf + GAP + branchHalf * 2;
  const last = armEnd - crystal - branchHalf * 2.5;
  const roots = Array.from({ length: level.pairs }, (_, i) =>
    level.pairs === 1 ? (first + last) / 2 : first + ((last - first) * i) / (level.pairs - 1),
  );
  const lengths = roots.map((r, i) =>
    Math.min(
      r * MAX_BRANCH_SHARE - branchHalf,
      between(random, 0.5, 0.6) * r * (1 - (0.25 * i) / level.pairs),
    ),
  );

  // A disc behind the crystal, smaller than its reach: the arms cut the sky inside it into six
  // regions, and the paper round it is one more, under half the page.
  const elements: string[] = [circle(CX, CY, DISC_RADIUS)];
  for (const spot of CORNER_SPOTS.slice(0, level.smallFlakes))
    elements.push(...smallFlake(spot, between(random, 48, 58), random() * Math.PI));

  for (let k = 0; k < 6; k++) {
    const angle = rotation + (k * Math.PI) / 3;
    roots.forEach((r, i) => {
      const root = at(centre, angle, r);
      const length = lengths[i] as number;
      for (const side of [-1, 1]) {
        const branchAngle = angle + (side * Math.PI) / 3;
        // Twigs grow off the longest branches, one on each side at 60°, drawn under it.
        if (i < level.twigged) {
          const twigRoot = at(root, branchAngle, length * 0.55);
          const twigLength = length * 0.32;
          for (const twigSide of [-1, 1])
            elements.push(
              bar(twigRoot, branchAngle + (twigSide * Math.PI) / 3, twigLength, 9, branchHalf * 0.5),
            );
        }
        elements.push(bar(root, branchAngle, length, branchHalf, armHalf * 0.6));
      }
    });
  }
  for (let k = 0; k < 6; k++) {
    const angle = rotation + (k * Math.PI) / 3;
    elements.push(bar(centre, angle, armEnd, armHalf, 0, true));
    // Jewels along the arm, each well inside it.
    const from = plate + GAP;
    const span = (armEnd - crystal - GAP - from) / Math.max(1, level.jewels);
    for (let j = 0; j < level.jewels; j++) {
      const middle = from + span * (j + 0.5);
      elements.push(diamond(at(centre, angle, middle), angle, span - 2 * GAP, armHalf - GAP - 4));
    }
    const tip = at(centre, angle, armEnd);
    elements.push(
      tipCrystal === 'hexagon'
        ? polygon(regularPoints(tip.x, tip.y, crystal, 6, angle))
        : diamond(tip, angle, crystal * 2.6, crystal),
    );
  }
  // The plate: a hexagon over the arms' roots, a six-pointed star in it, a hexagon in that.
  elements.push(polygon(regularPoints(CX, CY, plate, 6, rotation + Math.PI / 6)));
  elements.push(polygon(regularPoints(CX, CY, plate * 0.72, 6, rotation, plate * 0.4)));
  if (detail !== 'simple')
    elements.push(polygon(regularPoints(CX, CY, plate * 0.26, 6, rotation + Math.PI / 6)));
  return elements;
}
