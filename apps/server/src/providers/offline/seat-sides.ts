import type { Placement } from './scene-plan.ts';

/**
 * Drawings with a seat on one side, unmirrored: our upright piano's round stool stands at its
 * right (scripts/own-drawings/piano-and-windmill.ts).
 */
const SEAT_SIDES: Readonly<Record<string, 'left' | 'right'>> = { piano: 'right' };

/**
 * "A boy sitting at the piano", "a girl on a piano bench": a drawing standing beside the main
 * subject with a seat on one side (`SEAT_SIDES`) is mirrored so that its seat faces the subject,
 * who is then at its keys by the stool rather than on the far side of the piano from it.
 * Returns new placements; `placements` is unchanged.
 */
export function turnSeatsToSubject(placements: readonly Placement[]): Placement[] {
  const main = placements.find((p) => p.role === 'main');
  return placements.map((p) => {
    const side = SEAT_SIDES[p.entry.id];
    if (!main || !side || p.role !== 'beside') return p;
    const isSubjectRight = main.x > p.x;
    return { ...p, isMirrored: isSubjectRight !== (side === 'right') };
  });
}
