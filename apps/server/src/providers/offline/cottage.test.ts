import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * A cosy house drawn for the page (scripts/own-drawings/cottage.ts): "a house" and "a house with
 * a garden" drew a plain clip-art box of thin lines.
 */
describe('a house', () => {
  it('draws our house, reports nothing missing, and keeps every level in range', async () => {
    for (const prompt of ['a house', 'a house with a chimney and a garden'])
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings, label).toEqual(['cottage']);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('is the first house, home and cottage', () => {
    for (const word of ['house', 'home', 'cottage']) expect(findDrawings(word)[0]?.id, word).toBe('cottage');
  });
});
