import { DETAIL_LEVELS, DETAIL_REGION_RANGES } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { measurePagePng } from '../line-art/page-quality.ts';

import { renderOfflinePage } from './render-page.ts';

/**
 * Things a subject has with it or rides, and a summer treat, drawn for the page
 * (scripts/own-drawings/props-and-treats.ts): "a bone", "a carrot", "a watermelon", "a
 * skateboard" had no drawing, and "a dog with a bone" or "a boy on a skateboard" drew the
 * subject alone and named the thing missing.
 */
const ALONE = [
  { prompt: 'a bone', id: 'bone' },
  { prompt: 'a carrot', id: 'carrot' },
  { prompt: 'a watermelon', id: 'watermelon' },
  { prompt: 'a watermelon slice', id: 'watermelon' },
  { prompt: 'a skateboard', id: 'skateboard' },
] as const;
const WITH_SUBJECT = [
  { prompt: 'a dog with a bone', id: 'bone' },
  { prompt: 'a puppy chewing a bone', id: 'bone' },
  { prompt: 'a bunny eating a carrot', id: 'carrot' },
  { prompt: 'a rabbit with a carrot', id: 'carrot' },
  { prompt: 'a boy on a skateboard', id: 'skateboard' },
  { prompt: 'a dog on a skateboard', id: 'skateboard' },
] as const;

async function expectInRange(prompt: string, check: (drawings: string[]) => void): Promise<void> {
  for (const detail of DETAIL_LEVELS) {
    const label = `${prompt} (${detail})`;
    const page = await renderOfflinePage(prompt, { detail, seed: 0 });
    check(page.drawings);
    expect(page.missing, label).toBeUndefined();
    const quality = await measurePagePng(page.image);
    const [min, max] = DETAIL_REGION_RANGES[detail];
    expect(quality.isPureBlackAndWhite, label).toBe(true);
    expect(quality.regions, label).toBeGreaterThanOrEqual(min);
    expect(quality.regions, label).toBeLessThanOrEqual(max);
  }
}

describe('props and treats: a bone, a carrot, a watermelon, a skateboard', () => {
  it('draws the thing alone first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of ALONE)
      await expectInRange(prompt, (drawings) => expect(drawings[0], prompt).toBe(id));
  });

  it('draws the thing beside the subject that holds or rides it', async () => {
    for (const { prompt, id } of WITH_SUBJECT)
      await expectInRange(prompt, (drawings) => {
        expect(drawings[0], prompt).not.toBe(id);
        expect(drawings, prompt).toContain(id);
      });
  });
});
