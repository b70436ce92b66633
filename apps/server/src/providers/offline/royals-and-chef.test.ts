import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';

/**
 * A king, a prince and a chef drawn for the page (scripts/own-drawings/royals-and-chef.ts):
 * "a king", "a prince" and "a chef" had no drawing of a person at all.
 */
const CASES = [
  { prompt: 'a king', id: 'king' },
  { prompt: 'a king in his castle', id: 'king' },
  { prompt: 'a king and a princess', id: 'king' },
  { prompt: 'a prince', id: 'prince' },
  { prompt: 'a prince and a princess', id: 'prince' },
  { prompt: 'a chef', id: 'chef' },
  { prompt: 'a chef in the kitchen', id: 'chef' },
  { prompt: 'a chef baking a cake', id: 'chef' },
] as const;

describe('a king, a prince and a chef', () => {
  it('draws the person first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('keeps each one’s face at Simple', async () => {
    for (const prompt of ['a king', 'a prince', 'a chef'])
      for (const seed of [0, 1, 2]) {
        const faces = await facePartsOnSimplePage(prompt, seed);
        expect(faces.length, `${prompt} #${seed}`).toBeGreaterThanOrEqual(1);
        for (const { subject, parts } of faces)
          expect(parts, `${prompt} #${seed}: ${subject.entry.id}`).toBeGreaterThanOrEqual(2);
      }
  });

  it('finds them by their other words', () => {
    expect(findDrawings('kings')[0]?.id).toBe('king');
    expect(findDrawings('princes')[0]?.id).toBe('prince');
    expect(findDrawings('cook')[0]?.id).toBe('chef');
    expect(findDrawings('baker')[0]?.id).toBe('chef');
  });
});
