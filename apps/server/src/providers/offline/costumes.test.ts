import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';

/**
 * Children in costume drawn for the page (scripts/own-drawings/costumes.ts): "a pirate", "a
 * knight" and "a witch" had no drawing of a person at all.
 */
const CASES = [
  { prompt: 'a pirate', id: 'pirate' },
  { prompt: 'a pirate on a ship', id: 'pirate' },
  { prompt: 'a pirate with a treasure chest', id: 'pirate' },
  { prompt: 'a knight', id: 'knight' },
  { prompt: 'a knight and a dragon', id: 'knight' },
  { prompt: 'a knight at the castle', id: 'knight' },
  { prompt: 'a witch', id: 'witch' },
  { prompt: 'a witch on halloween', id: 'witch' },
  { prompt: 'a witch with a cat', id: 'witch' },
] as const;

describe('children in costume: a pirate, a knight, a witch', () => {
  it('draws the costumed child first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('keeps each costumed child’s face at Simple', async () => {
    for (const prompt of ['a pirate', 'a knight', 'a witch'])
      for (const seed of [0, 1, 2]) {
        const faces = await facePartsOnSimplePage(prompt, seed);
        expect(faces.length, `${prompt} #${seed}`).toBeGreaterThanOrEqual(1);
        for (const { subject, parts } of faces)
          expect(parts, `${prompt} #${seed}: ${subject.entry.id}`).toBeGreaterThanOrEqual(2);
      }
  });

  it('finds the costumes by their other words', () => {
    expect(findDrawings('buccaneer')[0]?.id).toBe('pirate');
    expect(findDrawings('pirates')[0]?.id).toBe('pirate');
    expect(findDrawings('knights')[0]?.id).toBe('knight');
    expect(findDrawings('witches')[0]?.id).toBe('witch');
  });
});
