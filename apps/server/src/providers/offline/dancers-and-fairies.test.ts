import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * A child ballerina and a child garden fairy drawn for the page
 * (scripts/own-drawings/dancers-and-fairies.ts): the clip art's ballerina and fairy are thin,
 * small figures that read poorly as coloring pages.
 */
const CASES = [
  { prompt: 'a ballerina', id: 'ballet-dancer' },
  { prompt: 'a ballerina dancing', id: 'ballet-dancer' },
  { prompt: 'a fairy', id: 'garden-fairy' },
  { prompt: 'a fairy in the forest', id: 'garden-fairy' },
  { prompt: 'a fairy with a wand', id: 'garden-fairy' },
] as const;

describe('a ballerina and a fairy', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES)
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings[0], label).toBe(id);
        // The fairy's wand is her own (`drawing-parts.ts`): nothing is missing.
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('keeps each one’s face at Simple', async () => {
    // Odd seeds ("Try another") show the clip art's ballerina and fairy.
    for (const prompt of ['a ballerina', 'a fairy'])
      for (const seed of [0, 2, 4]) {
        const faces = await facePartsOnSimplePage(prompt, seed);
        expect(faces.length, `${prompt} #${seed}`).toBeGreaterThanOrEqual(1);
        for (const { subject, parts } of faces)
          expect(parts, `${prompt} #${seed}: ${subject.entry.id}`).toBeGreaterThanOrEqual(2);
      }
  });

  it('finds them by their other words and keeps the clip art’s for "Try another"', () => {
    expect(findDrawings('ballerinas')[0]?.id).toBe('ballet-dancer');
    expect(findDrawings('ballet dancer')[0]?.id).toBe('ballet-dancer');
    expect(findDrawings('fairies')[0]?.id).toBe('garden-fairy');
    expect(findDrawings('pixie')[0]?.id).toBe('garden-fairy');
    expect(findDrawings('ballerina').map((e) => e.id)).toEqual(['ballet-dancer', 'ballerina']);
    expect(findDrawings('fairy').map((e) => e.id)).toEqual(['garden-fairy', 'fairy']);
  });
});
