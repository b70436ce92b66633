import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * Children dressed as a doctor, a firefighter and a clown (scripts/own-drawings/
 * helpers-and-clown.ts): "a doctor", "a nurse", "a firefighter", "a clown" drew no person.
 */
const CASES = [
  { prompt: 'a doctor', id: 'doctor' },
  { prompt: 'a nurse', id: 'doctor' },
  { prompt: 'a doctor in the hospital', id: 'doctor' },
  { prompt: 'a firefighter', id: 'firefighter' },
  { prompt: 'a fireman', id: 'firefighter' },
  { prompt: 'a firefighter and a fire truck', id: 'firefighter' },
  { prompt: 'a clown', id: 'clown' },
  { prompt: 'a clown at the circus', id: 'clown' },
  { prompt: 'a clown with balloons', id: 'clown' },
] as const;

describe('a doctor, a firefighter and a clown', () => {
  it('draws the new person first, reports no missing person, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES)
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings[0], label).toBe(id);
        expect(page.missing, label).toBeUndefined();
        // "At the circus" is the circus setting (its tent and ring): one clown, not two.
        if (prompt.includes('circus')) expect(page.drawings, label).toEqual(['clown']);
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('draws the fire truck beside the firefighter', async () => {
    const page = await renderOfflinePage('a firefighter and a fire truck', { detail: 'medium', seed: 0 });
    expect(page.drawings).toEqual(['firefighter', 'fire-truck']);
  });
});
