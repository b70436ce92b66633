import { DETAIL_REGION_RANGES } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { measurePagePng } from '../line-art/page-quality.ts';

import { renderOfflinePage } from './render-page.ts';

describe('a page merged under its level’s range', () => {
  it('is composed again: "an astronaut in space" at Detailed, seed 3, had 149 regions', async () => {
    const page = await renderOfflinePage('an astronaut in space', { seed: 3, detail: 'detailed' });
    const quality = await measurePagePng(page.image);
    const [least, most] = DETAIL_REGION_RANGES.detailed;
    expect(quality.regions).toBeGreaterThanOrEqual(least);
    expect(quality.regions).toBeLessThanOrEqual(most);
    expect(quality.isPureBlackAndWhite).toBe(true);
    expect(page.drawings[0]).toBe('astronaut');
    // Still the same page for the same prompt and seed.
    const again = await renderOfflinePage('an astronaut in space', { seed: 3, detail: 'detailed' });
    expect(again.image.equals(page.image)).toBe(true);
  });
});
