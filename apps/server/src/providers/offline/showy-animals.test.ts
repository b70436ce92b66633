import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';

/**
 * Animals drawn for the page (scripts/own-drawings/showy-animals.ts): a peacock with its tail
 * fanned out, a bat with its wings spread and an otter holding a fish, which the library had no
 * drawing of.
 */
const CASES = [
  { prompt: 'a peacock', id: 'peacock' },
  { prompt: 'a peacock in the garden', id: 'peacock' },
  { prompt: 'a bat', id: 'bat' },
  { prompt: 'a bat at night', id: 'bat' },
  { prompt: 'a bat on halloween', id: 'bat' },
  { prompt: 'an otter', id: 'otter' },
  { prompt: 'an otter in the river', id: 'otter' },
] as const;

describe('showy animals: a peacock, a bat, an otter', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('finds them by their other names', () => {
    expect(findDrawings('peafowl')[0]?.id).toBe('peacock');
    expect(findDrawings('bats')[0]?.id).toBe('bat');
    expect(findDrawings('sea otter')[0]?.id).toBe('otter');
  });
});
