import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { expectPageInRange } from './page-checks.test-support.ts';
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
    await expectPageInRange(page.image, detail, label);
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
