import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';

/**
 * Vehicles drawn for the page (scripts/own-drawings/more-vehicles.ts): a helicopter, a digger
 * and a submarine, which the library had no drawing of.
 */
const CASES = [
  { prompt: 'a helicopter', id: 'helicopter' },
  { prompt: 'a helicopter in the sky', id: 'helicopter' },
  { prompt: 'a helicopter over the city', id: 'helicopter' },
  { prompt: 'a digger', id: 'digger' },
  { prompt: 'an excavator', id: 'digger' },
  { prompt: 'a digger on a building site', id: 'digger' },
  { prompt: 'a submarine', id: 'submarine' },
  { prompt: 'a submarine under the sea', id: 'submarine' },
] as const;

describe('more vehicles: a helicopter, a digger, a submarine', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  }, 120_000);

  it('answers to the other names children use', () => {
    expect(findDrawings('chopper')[0]?.id).toBe('helicopter');
    expect(findDrawings('bulldozer')[0]?.id).toBe('digger');
    expect(findDrawings('diggers')[0]?.id).toBe('digger');
    expect(findDrawings('submarines')[0]?.id).toBe('submarine');
  });
});
