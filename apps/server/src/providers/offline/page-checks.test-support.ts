import { DETAIL_REGION_RANGES, type DetailLevel } from '@huebook/shared/constants';
import { expect } from 'vitest';

import { measurePagePng } from '../line-art/page-quality.ts';

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
