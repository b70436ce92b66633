import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * "A wizard", "a motorcycle" and "a burger" drew nothing of the thing: Huebook's own child
 * wizard (a starry hat and robe, a staff with a star, sparkles by the raised hand), chunky
 * motorbike and burger with a carton of fries (scripts/own-drawings/wizard-bike-burger.ts).
 * Nothing is reported missing: the spell is the wizard's own sparkles (`drawing-parts.ts`).
 */
const CASES = [
  { prompt: 'a wizard', drawn: 'wizard', missing: undefined },
  { prompt: 'a wizard casting a spell', drawn: 'wizard', missing: undefined },
  { prompt: 'a motorcycle', drawn: 'motorcycle', missing: undefined },
  { prompt: 'a motorcycle on the road', drawn: 'motorcycle', missing: undefined },
  { prompt: 'a burger', drawn: 'burger', missing: undefined },
  { prompt: 'a burger and fries', drawn: 'burger', missing: undefined },
] as const;

describe('the wizard, the motorcycle and the burger', () => {
  for (const { prompt, drawn, missing } of CASES)
    it(`draws ${drawn} first for "${prompt}", every level in range and black and white`, async () => {
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings[0], label).toBe(drawn);
        expect(page.missing?.subjects, label).toEqual(missing);
        await expectPageInRange(page.image, detail, label);
      }
    }, 90_000);

  it('finds them by their other names', () => {
    expect(findDrawings('sorcerer')[0]?.id).toBe('wizard');
    expect(findDrawings('magician')[0]?.id).toBe('wizard');
    expect(findDrawings('motorbike')[0]?.id).toBe('motorcycle');
    expect(findDrawings('scooter')[0]?.id).toBe('motorcycle');
    expect(findDrawings('cheeseburger')[0]?.id).toBe('burger');
    expect(findDrawings('french fries')[0]?.id).toBe('burger');
  });
});
