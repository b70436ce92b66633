import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';

/**
 * Animals children ask for drawn for the page (scripts/own-drawings/more-asked-animals.ts): a
 * sloth hanging from a branch and a llama in a woven blanket, which the library had no drawing
 * of, and a polar bear in a scarf instead of the brown bear.
 */
const CASES = [
  { prompt: 'a sloth', id: 'sloth' },
  { prompt: 'a sloth in the jungle', id: 'sloth' },
  { prompt: 'a sloth hanging from a tree', id: 'sloth' },
  { prompt: 'a llama', id: 'llama' },
  { prompt: 'a llama on the farm', id: 'llama' },
  { prompt: 'an alpaca in the mountains', id: 'llama' },
  { prompt: 'a polar bear', id: 'polar-bear' },
  { prompt: 'a polar bear on the ice', id: 'polar-bear' },
  { prompt: 'a polar bear in the snow', id: 'polar-bear' },
] as const;

describe('more asked animals: a sloth, a llama, a polar bear', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('keeps "bear" the brown bear and finds the polar bear by its other names', () => {
    expect(findDrawings('bear')[0]?.id).toBe('bear');
    expect(findDrawings('bear').map((e) => e.id)).not.toContain('polar-bear');
    expect(findDrawings('polar bears')[0]?.id).toBe('polar-bear');
    expect(findDrawings('ice bear')[0]?.id).toBe('polar-bear');
    expect(findDrawings('alpacas')[0]?.id).toBe('llama');
  });
});
