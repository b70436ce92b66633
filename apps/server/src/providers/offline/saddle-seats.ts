import type { LibraryEntry } from './library/library.ts';
import { between, type Random } from './prng.ts';
import { PAGE } from './procedural/svg-kit.ts';
import type { Placement } from './scene-plan.ts';

/**
 * Where a rider sits on a horse ("a princess riding a horse"), as a coloring book draws it from
 * the side: the horse large in the middle, in front; the rider smaller, seated on its back, cut
 * at the hips so no legs or skirt hang below the horse's belly, the horse's back line running
 * across the rider's waist.
 */

/**
 * The middle of the back of Huebook's own horse and unicorn (scripts/own-drawings/draw-own.ts:
 * the top of the body ellipse at x = 240), as shares of the stored drawing's width and height
 * from its top left, measured on the rendered drawings (horse 0.421, 0.417; unicorn 0.429,
 * 0.462). The clip art's animals have no saddle: their riders keep the carrier placement.
 */
const SADDLES: Readonly<Record<string, { x: number; y: number }>> = {
  horse: { x: 0.37, y: 0.43 },
  unicorn: { x: 0.38, y: 0.475 },
};

/**
 * Where a rider's hips are, share of the stored drawing's height from its top, measured on the
 * rendered own drawings: the princess's skirt just below her bodice (y = 360 of 556), the
 * girl's dress just below her belt and above her pockets (372 of 522 from 57), the boy's shorts
 * just below his shirt (420 of 526 from 53), the cowboy's jeans just below his belt (445 of
 * 616 from 35). Other riders are cut at `DEFAULT_HIPS`.
 */
const HIPS: Readonly<Record<string, number>> = {
  princess: 0.646,
  girl: 0.602,
  boy: 0.696,
  cowboy: 0.705,
};
const DEFAULT_HIPS = 0.62;

/** Height of the horse, share of the page: large and central, the page's main shape. */
const CARRIER_HEIGHT: readonly [number, number] = [0.54, 0.6];
/** A rider's whole height (uncut), share of the horse's height: smaller than the horse. */
const RIDER_SCALE = 0.9;
/** How far below the back line the rider's cut lies, share of the horse's height: hidden by its body. */
const SINK = 0.1;

/**
 * Where two riders sit, shares of the horse's width from the saddle: the first (the main
 * subject) toward the neck, the second behind it toward the tail, a little smaller, drawn first.
 */
const TWO_SEATS: readonly [number, number] = [0.06, -0.21];
const REAR_SCALE = 0.94;

/** The saddle of a carrier drawing, shares of its width and height; undefined for one without. */
export function saddleSeat(entry: LibraryEntry): { x: number; y: number } | undefined {
  return SADDLES[entry.id];
}

/**
 * Seats `riders` (one or two placements, the main one first, changed in place: size, position,
 * `waterline`) on `entry`'s `saddle`, the carrier standing on `bottom` (px) centred on the page,
 * facing the main rider's way. Returns the carrier's placement, to be drawn in front of them.
 */
export function rideOnSaddle(
  entry: LibraryEntry,
  saddle: { x: number; y: number },
  riders: readonly Placement[],
  bottom: number,
  random: Random,
): Placement {
  const height = between(random, CARRIER_HEIGHT[0], CARRIER_HEIGHT[1]) * PAGE;
  const width = (height * entry.width) / entry.height;
  const carrier: Placement = {
    entry,
    x: PAGE / 2 + between(random, -0.03, 0.03) * PAGE,
    bottom,
    height,
    isMirrored: riders[0]?.isMirrored ?? false,
    role: 'under',
  };
  const back = bottom - height * (1 - saddle.y);
  const cut = back + SINK * height;
  riders.forEach((rider, i) => {
    const seat = saddle.x + (riders.length > 1 ? (TWO_SEATS[i] ?? 0) : 0);
    const hips = HIPS[rider.entry.keywords[0] ?? ''] ?? DEFAULT_HIPS;
    rider.height = RIDER_SCALE * height * (i > 0 ? REAR_SCALE : 1);
    rider.x = carrier.x + (carrier.isMirrored ? 0.5 - seat : seat - 0.5) * width;
    rider.bottom = cut + (1 - hips) * rider.height;
    rider.waterline = cut;
  });
  return carrier;
}
