import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

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
    for (const { prompt, id } of CASES)
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings[0], label).toBe(id);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('finds them by their other names', () => {
    expect(findDrawings('peafowl')[0]?.id).toBe('peacock');
    expect(findDrawings('bats')[0]?.id).toBe('bat');
    expect(findDrawings('sea otter')[0]?.id).toBe('otter');
  });
});
