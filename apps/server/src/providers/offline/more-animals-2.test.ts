import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * "A gorilla", "a hamster" and "an eagle" had no drawing: Huebook's own sitting gorilla on its
 * knuckles, chubby hamster holding a sunflower seed and flying eagle with spread wings
 * (scripts/own-drawings/more-animals-2.ts). The hamster's seed is its own (`drawing-parts.ts`).
 */
const CASES = [
  { prompt: 'a gorilla', drawn: 'gorilla' },
  { prompt: 'a gorilla in the jungle', drawn: 'gorilla' },
  { prompt: 'a hamster', drawn: 'hamster' },
  { prompt: 'a hamster with a seed', drawn: 'hamster' },
  { prompt: 'an eagle', drawn: 'eagle' },
  { prompt: 'an eagle flying over the mountains', drawn: 'eagle' },
] as const;

describe('the gorilla, the hamster and the eagle', () => {
  it('draws the new animal, reports nothing else missing, and keeps every level in range and black and white', async () => {
    for (const c of CASES)
      for (const detail of DETAIL_LEVELS) {
        const label = `${c.prompt} (${detail})`;
        const page = await renderOfflinePage(c.prompt, { detail, seed: 0 });
        expect(page.drawings[0], label).toBe(c.drawn);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('answers the related words', () => {
    expect(findDrawings('gorillas')[0]?.id).toBe('gorilla');
    expect(findDrawings('guinea pig')[0]?.id).toBe('hamster');
    expect(findDrawings('gerbil')[0]?.id).toBe('hamster');
    expect(findDrawings('hawk')[0]?.id).toBe('eagle');
    expect(findDrawings('falcon')[0]?.id).toBe('eagle');
  });
});
