import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';

/**
 * Things at home drawn for the page (scripts/own-drawings/home-things.ts): a birthday cake with
 * lit candles instead of the clip art's ragged cake, and a vase and a fishbowl, which the
 * library had no drawing of.
 */
const CASES = [
  { prompt: 'a birthday cake', id: 'birthday-cake' },
  { prompt: 'a cake', id: 'birthday-cake' },
  { prompt: 'a bowl', id: 'fishbowl' },
  { prompt: 'a fishbowl', id: 'fishbowl' },
  { prompt: 'a vase', id: 'flower-vase' },
  { prompt: 'a bouquet', id: 'flower-vase' },
] as const;

describe('home things: a birthday cake, a flower vase, a fishbowl', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('keeps the clip-art cake for "Try another" and the goldfish a fish, not a bowl', () => {
    expect(findDrawings('cake').map((e) => e.id)).toContain('cake');
    expect(findDrawings('goldfish')[0]?.id).toBe('fish-2');
  });
});
