import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';

/**
 * A crab, a starfish and a sunflower drawn for the page (scripts/own-drawings/shore-and-sunflower.ts):
 * the library had no drawing of any of them, so these prompts drew something else.
 */
const CASES = [
  { prompt: 'a crab', id: 'crab' },
  { prompt: 'a crab on the beach', id: 'crab' },
  { prompt: 'a starfish', id: 'starfish' },
  { prompt: 'a starfish under the sea', id: 'starfish' },
  { prompt: 'a sunflower', id: 'sunflower' },
  { prompt: 'a sunflower in the garden', id: 'sunflower' },
] as const;

describe('shore and sunflower: a crab, a starfish, a sunflower', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('keeps "star" the star and "flower" the clip-art flower; "sea star" is the starfish', () => {
    expect(findDrawings('star')[0]?.id).toBe('star');
    expect(findDrawings('flower')[0]?.id).toBe('flower');
    expect(findDrawings('flower').map((e) => e.id)).not.toContain('sunflower');
    expect(findDrawings('sea star')[0]?.id).toBe('starfish');
    expect(findDrawings('crabs')[0]?.id).toBe('crab');
  });
});
