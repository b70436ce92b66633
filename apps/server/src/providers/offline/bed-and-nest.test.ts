import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * "A bed" and "a bird nest" had no drawing of their own: the bed and the nest with a bird and
 * two eggs in it (scripts/own-drawings/bed-and-nest.ts) are drawn, and each level of the page
 * stays black and white and within its region range.
 */
const CASES = [
  { prompt: 'a bed', drawing: 'bed' },
  { prompt: 'a bird nest', drawing: 'bird-nest' },
] as const;

describe('the bed and the bird nest', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range', async () => {
    for (const { prompt, drawing } of CASES)
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings[0], label).toBe(drawing);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });
});
