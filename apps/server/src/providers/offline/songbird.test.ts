import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * A songbird on a leafy branch drawn for the page (scripts/own-drawings/songbird.ts): "a bird on
 * a branch" drew a standing penguin on the grass and reported the branch missing, and "an owl on
 * a branch" reported the branch the owl sits on missing.
 */
describe('a bird on a branch', () => {
  it('draws our songbird on its branch, reports nothing missing, and keeps every level in range', async () => {
    for (const prompt of ['a bird', 'a bird on a branch', 'a robin'])
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings, label).toEqual(['songbird']);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('counts the branch an owl or a parrot sits on as shown', async () => {
    for (const prompt of ['an owl on a branch', 'a parrot on a branch']) {
      const page = await renderOfflinePage(prompt, { detail: 'simple', seed: 0 });
      expect(page.missing, prompt).toBeUndefined();
    }
  });

  it('is the first bird, robin and sparrow', () => {
    for (const word of ['bird', 'robin', 'sparrow', 'bluebird'])
      expect(findDrawings(word)[0]?.id, word).toBe('songbird');
  });
});
