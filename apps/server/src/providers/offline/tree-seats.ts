import type { LibraryEntry } from './library/library.ts';

/**
 * Where a subject sits in a tree ("a monkey in a tree"): the fork of the trunk in Huebook's own
 * trees (scripts/own-drawings/trees.ts, `FORK`), as shares of the stored drawing's width and
 * height from its top left, measured on the label maps (the gap between the two limbs closes
 * at 0.625 of the height, over the trunk's middle at 0.487 of the width). Open Clip Art's trees
 * have no seat: their trunks hide in their foliage.
 */
const TREE_SEATS: Readonly<Record<string, { x: number; y: number }>> = {
  'leafy-tree': { x: 0.487, y: 0.64 },
  'round-apple-tree': { x: 0.487, y: 0.64 },
};

/** The seat of a tree drawing, shares of its width and height; undefined for a tree without one. */
export function treeSeat(entry: LibraryEntry): { x: number; y: number } | undefined {
  return TREE_SEATS[entry.id];
}
