import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * "A table" drew the clip art's bare tables and "a cheetah" had no drawing: Huebook's own
 * kitchen table (a polka-dot tablecloth with a scalloped hem on four turned legs) and a sitting
 * cheetah with spots, tear lines and a ringed tail (scripts/own-drawings/table-and-cheetah.ts).
 * `subject` is the page's main drawing, `drawn` the new one it must show.
 */
const CASES = [
  { prompt: 'a table', subject: 'kitchen-table', drawn: 'kitchen-table' },
  { prompt: 'a cat on a table', subject: 'cat', drawn: 'kitchen-table' },
  { prompt: 'a cheetah', subject: 'cheetah', drawn: 'cheetah' },
  { prompt: 'a cheetah in the savanna', subject: 'cheetah', drawn: 'cheetah' },
  { prompt: 'a leopard', subject: 'cheetah', drawn: 'cheetah' },
] as const;

describe('the kitchen table and the cheetah', () => {
  it('draws the new drawing, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, subject, drawn } of CASES)
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings[0], label).toBe(subject);
        expect(page.drawings, label).toContain(drawn);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('puts the kitchen table first for "table" and keeps the clip-art tables for "Try another"', () => {
    const tables = findDrawings('table').map((e) => e.id);
    expect(tables[0]).toBe('kitchen-table');
    expect(tables).toEqual(expect.arrayContaining(['table', 'table-2']));
    expect(findDrawings('jaguar')[0]?.id).toBe('cheetah');
    expect(findDrawings('leopards')[0]?.id).toBe('cheetah');
  });
});
