import { DETAIL_LEVELS, DETAIL_REGION_RANGES } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { measurePagePng } from '../line-art/page-quality.ts';

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
        const quality = await measurePagePng(page.image);
        const [min, max] = DETAIL_REGION_RANGES[detail];
        expect(quality.isPureBlackAndWhite, label).toBe(true);
        expect(quality.regions, label).toBeGreaterThanOrEqual(min);
        expect(quality.regions, label).toBeLessThanOrEqual(max);
      }
  });
});
