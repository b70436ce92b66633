import type { LibraryEntry } from './library/library.ts';
import { between, type Random } from './prng.ts';
import { PAGE } from './procedural/svg-kit.ts';
import type { Placement } from './scene-plan.ts';

/** Margin kept free at the page's edges, px. */
const MARGIN = 20;

function aspect(entry: LibraryEntry): number {
  return entry.width / entry.height;
}

/** Width of a thing laid on the grass, share of the page, and of its subjects' row at least. */
const LAID_WIDTH: readonly [number, number] = [0.56, 0.66];
const LAID_ROW_SHARE = 0.8;
/**
 * The back edge of Huebook's own picnic blanket (scripts/own-drawings/picnic.ts: y = 214 of the
 * drawing's 46–386 units), share of the drawing's height from its top: the subjects' feet stand
 * a little in front of it, hidden by the blanket.
 */
const LAID_BACK_EDGE = 0.49;
const FEET_ON_LAID = 0.12;

/**
 * A picnic blanket (`isLaidOnGround`) laid on the grass at the page's foot, centred under the
 * row `placements` (changed in place: moved down or up so their feet stand on it, behind its
 * basket). Returns the blanket's placement, drawn in front of them.
 */
export function layOnGround(entry: LibraryEntry, placements: Placement[], random: Random): Placement {
  const lefts = placements.map((p) => p.x - (p.height * aspect(p.entry)) / 2);
  const rights = placements.map((p) => p.x + (p.height * aspect(p.entry)) / 2);
  const [left, right] = [Math.min(...lefts), Math.max(...rights)];
  const width = Math.max(
    between(random, LAID_WIDTH[0], LAID_WIDTH[1]) * PAGE,
    LAID_ROW_SHARE * (right - left),
  );
  const height = width / aspect(entry);
  const bottom = PAGE - MARGIN - between(random, 10, 30);
  const feet = bottom - height * (1 - LAID_BACK_EDGE - FEET_ON_LAID);
  const shift = feet - Math.max(...placements.map((p) => p.bottom));
  for (const p of placements) p.bottom += shift;
  return { entry, x: (left + right) / 2, bottom, height, isMirrored: random() < 0.5, role: 'ground' };
}
