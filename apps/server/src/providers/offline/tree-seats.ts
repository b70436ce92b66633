import type { LibraryEntry } from './library/library.ts';
import { between, type Random } from './prng.ts';
import { PAGE } from './procedural/svg-kit.ts';
import type { Placement } from './scene-plan.ts';

/**
 * Where a subject sits in a tree ("a monkey in a tree"): the fork of the trunk in Huebook's own
 * trees (scripts/own-drawings/trees.ts, `FORK`), as shares of the stored drawing's width and
 * height from its top left, measured on the label maps (the gap between the two limbs closes
 * at 0.625 of the height, over the trunk's middle at 0.487 of the width), and the top of our palm's
 * trunk. Open Clip Art's trees
 * have no seat: their trunks hide in their foliage.
 */
const TREE_SEATS: Readonly<Record<string, { x: number; y: number }>> = {
  'leafy-tree': { x: 0.487, y: 0.64 },
  'round-apple-tree': { x: 0.487, y: 0.64 },
  // Our palm (scripts/own-drawings/farm-and-beach.ts): the top of its trunk, under the coconuts,
  // where the fronds spring (x 235, y 300 of 549 × 720 on the label map).
  'beach-palm': { x: 0.43, y: 0.43 },
};

/** The seat of a tree drawing, shares of its width and height; undefined for a tree without one. */
export function treeSeat(entry: LibraryEntry): { x: number; y: number } | undefined {
  return TREE_SEATS[entry.id];
}

/** Height of a tree the subject sits in, share of the page: it fills the page's height. */
const PERCH_TREE_HEIGHT: readonly [number, number] = [0.86, 0.92];
/** Height and widest width of a subject sitting in a tree, shares of the page. */
const PERCHED_HEIGHT = 0.42;
const PERCHED_WIDTH = 0.5;
/** How far a sitting subject's bottom sinks below the tree's seat, share of its height: its feet rest in the fork. */
const PERCH_SINK = 0.05;

/**
 * "A monkey in a tree": the tree `entry` stands large in the page's middle on `bottom` (px; at
 * most `bottom - margin` px tall), and `subject` (the main placement, changed in place) is sized
 * to sit in it and moved onto its `seat` (`treeSeat`). Returns the tree's placement.
 */
export function perchInTree(
  entry: LibraryEntry,
  seat: { x: number; y: number },
  subject: Placement,
  ground: { bottom: number; margin: number },
  random: Random,
): Placement {
  const x = PAGE / 2 + between(random, -0.03, 0.03) * PAGE;
  const height = Math.min(
    between(random, PERCH_TREE_HEIGHT[0], PERCH_TREE_HEIGHT[1]) * PAGE,
    ground.bottom - ground.margin,
  );
  const tree: Placement = {
    entry,
    x,
    bottom: ground.bottom,
    height,
    isMirrored: random() < 0.5,
    role: 'over',
  };
  const treeWidth = (height * entry.width) / entry.height;
  subject.height = Math.min(
    PERCHED_HEIGHT * PAGE,
    (PERCHED_WIDTH * PAGE * subject.entry.height) / subject.entry.width,
  );
  subject.x = x + (tree.isMirrored ? 0.5 - seat.x : seat.x - 0.5) * treeWidth;
  subject.bottom = ground.bottom - height * (1 - seat.y) + PERCH_SINK * subject.height;
  return tree;
}
