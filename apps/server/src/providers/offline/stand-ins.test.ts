import { describe, expect, it } from 'vitest';

import { libraryEntry } from './library/library.ts';
import { renderOfflinePage } from './render-page.ts';

describe('the stand-in for an animal the library cannot draw', () => {
  it('is one of our own drawings where one fits the setting, not clip art', async () => {
    // Clip art used to stand in: a leaf as big as the page in the garden, a house in
    // perspective or a ragged tree in a meadow.
    for (const prompt of ['a quokka in the garden', 'an okapi', 'an axolotl', 'a narwhal in the sea'])
      for (const seed of [0, 1, 2]) {
        const page = await renderOfflinePage(prompt, { seed, detail: 'simple' });
        expect(page.missing?.subjects, `${prompt} #${seed}`).toHaveLength(1);
        const shown = libraryEntry(page.drawings[0] as string);
        expect(shown?.source.package, `${prompt} #${seed}: ${shown?.id}`).toBe('huebook');
      }
  });
});
