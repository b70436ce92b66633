import type { LibraryEntry } from './library/library.ts';
import { between, type Random } from './prng.ts';
import { PAGE } from './procedural/svg-kit.ts';
import type { Placement } from './scene-plan.ts';

/**
 * Riders in a boat ("a cat and a dog in a boat"), as a coloring book draws them: the boat long
 * enough for all of them, each sitting in it side by side, in front of its sail or cabin and
 * behind its hull, which hides their lower bodies. The boat is pasted twice: whole behind the
 * riders, and its hull alone (the rows below its deck line) in front of them.
 */

/**
 * The top of the hull (the gunwale) of Huebook's own boats, share of the stored drawing's height
 * from its top, measured on the label maps: the sailboat's rim band starts at row 516 of 684
 * across its width (0.754); the fishing boat's gunwale slopes from 0.586 at the stern to 0.536
 * at the bow (0.56 taken). Other carriers keep the carrier placement.
 */
const DECKS: Readonly<Record<string, number>> = {
  sailboat: 0.754,
  'fishing-boat': 0.56,
};

/** Share of the boat's length the riders' row may take: bow and stern stay clear. */
const ROW_SHARE = 0.88;
/** Longest boat, share of the page. */
const MAX_BOAT_WIDTH = 0.92;
/** Shortest boat, share of the page: a single rider still sits in a real boat. */
const MIN_BOAT_WIDTH = 0.6;
/** How far below the deck line the riders' feet are, share of the hull's depth: hidden by it. */
const SINK = 0.55;
/** Margin kept free at the page's bottom, px. */
const MARGIN = 20;

/** The deck line of a boat drawing, share of its height; undefined for a carrier without one. */
export function boatDeck(entry: LibraryEntry): number | undefined {
  return DECKS[entry.id];
}

/**
 * Seats the `riders` (placements changed in place, kept in their row order, scaled about the
 * row's middle when the row is longer than the longest boat) in `entry` at its `deck` line, the
 * boat's bottom at most `bottom` px. Returns the whole boat (drawn behind the riders) and its
 * hull (`topline` at the deck, drawn in front of them), page px.
 */
export function seatInBoat(
  entry: LibraryEntry,
  deck: number,
  riders: Placement[],
  bottom: number,
  random: Random,
): { boat: Placement; hull: Placement } {
  const aspect = entry.width / entry.height;
  const half = (p: Placement) => (p.height * p.entry.width) / p.entry.height / 2;
  const left = Math.min(...riders.map((p) => p.x - half(p)));
  const right = Math.max(...riders.map((p) => p.x + half(p)));
  const middle = (left + right) / 2;
  let width = Math.max(MIN_BOAT_WIDTH * PAGE, (right - left) / ROW_SHARE);
  // A row too long for the page's longest boat is drawn smaller together.
  const shrink = Math.min(1, (MAX_BOAT_WIDTH * PAGE) / width);
  width *= shrink;
  const height = width / aspect;
  const boat: Placement = {
    entry,
    x: middle,
    bottom: Math.min(PAGE - MARGIN - between(random, 0, 20), bottom),
    height,
    isMirrored: random() < 0.5,
    role: 'under',
  };
  const deckY = boat.bottom - height * (1 - deck);
  const feet = deckY + SINK * height * (1 - deck);
  for (const p of riders) {
    p.x = middle + (p.x - middle) * shrink;
    p.height *= shrink;
    p.bottom = feet;
  }
  return { boat, hull: { ...boat, topline: deckY } };
}
