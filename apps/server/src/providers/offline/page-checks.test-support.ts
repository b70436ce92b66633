import { DETAIL_LEVELS, DETAIL_REGION_RANGES, type DetailLevel } from '@huebook/shared/constants';
import { expect } from 'vitest';

import { measurePagePng } from '../line-art/page-quality.ts';

import { renderOfflinePage } from './render-page.ts';

/**
 * Asserts what every offline page must be (issue 10): pure black and white, and as many
 * colourable regions as `detail`'s `DETAIL_REGION_RANGES` allows. `image` is the page's PNG;
 * `label` names the page in a failure.
 */
export async function expectPageInRange(image: Buffer, detail: DetailLevel, label: string): Promise<void> {
  const quality = await measurePagePng(image);
  const [min, max] = DETAIL_REGION_RANGES[detail];
  expect(quality.isPureBlackAndWhite, label).toBe(true);
  expect(quality.regions, label).toBeGreaterThanOrEqual(min);
  expect(quality.regions, label).toBeLessThanOrEqual(max);
}

/**
 * Asserts that `prompt` draws the library drawing `id` first (`OfflinePage.drawings`), reports
 * nothing missing, and gives a page in range (`expectPageInRange`) at every detail level, seed 0:
 * the check every new drawing's test makes of the prompts it answers.
 */
export async function expectDrawnFirstInRange(prompt: string, id: string): Promise<void> {
  for (const detail of DETAIL_LEVELS) {
    const label = `${prompt} (${detail})`;
    const page = await renderOfflinePage(prompt, { detail, seed: 0 });
    expect(page.drawings[0], label).toBe(id);
    expect(page.missing, label).toBeUndefined();
    await expectPageInRange(page.image, detail, label);
  }
}
