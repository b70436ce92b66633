import { describe, expect, it } from 'vitest';

import { measurePagePng } from '../line-art/page-quality.ts';

import { findDrawings } from './library/library.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * "Try another" asks for the same prompt with the next seed (0, 1, 2, …). A user pressing it
 * expects another picture of the subject, not the same drawing in a reshuffled backdrop: the
 * first page shows the library's best drawing of it, and the next ones step through the others.
 */
describe('Try another', () => {
  it('shows the best drawing first, then each other drawing of the subject in turn', async () => {
    for (const [prompt, word] of [
      ['a cat', 'cat'],
      ['a dinosaur', 'dinosaur'],
      ['a lion in the meadow', 'lion'],
    ] as const) {
      const matches = findDrawings(word).map((e) => e.id);
      expect(matches.length, word).toBeGreaterThan(1);
      const shown: string[] = [];
      for (let seed = 0; seed < 3; seed++) {
        const page = await renderOfflinePage(prompt, { seed, detail: 'simple' });
        shown.push(page.drawings[0] as string);
        const quality = await measurePagePng(page.image);
        expect(quality.isPureBlackAndWhite, `${prompt} #${seed}`).toBe(true);
      }
      // The first page shows the first (best) match, the second another one.
      expect(shown[0], prompt).toBe(matches[0]);
      expect(shown[1], prompt).not.toBe(shown[0]);
      expect(new Set(shown).size, prompt).toBe(Math.min(3, matches.length));
    }
  });

  it('draws a companion with its best drawing on a first page', async () => {
    for (const [prompt, id] of [
      ['a girl with a sheep', 'standing-sheep'],
      ['a hen and a cow', 'standing-cow'],
    ] as const) {
      expect(findDrawings(id.replace('standing-', ''))[0]?.id, prompt).toBe(id);
      const page = await renderOfflinePage(prompt, { seed: 0, detail: 'simple' });
      expect(page.drawings, prompt).toContain(id);
    }
  });

  it('shows our own drawing of a subject holding a prop on a first page', async () => {
    // The seed chose among the drawings, so "a mouse eating cheese" drew Open Clip Art's ragged mouse.
    for (const prompt of ['a mouse eating cheese', 'a mouse holding cheese']) {
      const page = await renderOfflinePage(prompt, { seed: 0, detail: 'simple' });
      expect(page.drawings, prompt).toEqual(['sitting-mouse', 'cheese']);
    }
  });
});
