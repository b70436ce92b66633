import { describe, expect, it } from 'vitest';

import { libraryEntry } from './library/library.ts';
import { renderOfflinePage } from './render-page.ts';

describe('the stand-in for an animal the library cannot draw', () => {
  it('is one of our own drawings where one fits the setting, not clip art', async () => {
    // Clip art used to stand in: a leaf as big as the page in the garden, a house in
    // perspective or a ragged tree in a meadow.
    for (const prompt of ['a quokka in the garden', 'an okapi', 'an aardvark', 'a dugong in the sea'])
      for (const seed of [0, 1, 2]) {
        const page = await renderOfflinePage(prompt, { seed, detail: 'simple' });
        expect(page.missing?.subjects, `${prompt} #${seed}`).toHaveLength(1);
        const shown = libraryEntry(page.drawings[0] as string);
        expect(shown?.source.package, `${prompt} #${seed}: ${shown?.id}`).toBe('huebook');
      }
  });

  it('is never a toy: a skateboard or a kite stood in for "a triceratops" and "a smiling cloud"', async () => {
    for (const prompt of ['a quokka in the meadow', 'an okapi', 'a smiling cloud', 'a dugong in the sky'])
      for (const seed of [0, 1, 2]) {
        const page = await renderOfflinePage(prompt, { seed, detail: 'medium' });
        const shown = libraryEntry(page.drawings[0] as string);
        expect(shown?.category, `${prompt} #${seed}: ${shown?.id}`).not.toBe('toys');
      }
  });
});

describe('kinds of a thing the library draws as the thing', () => {
  it('draws a triceratops or a stegosaurus as the dinosaur, a velociraptor as the T. rex', async () => {
    for (const [prompt, id] of [
      ['a triceratops', 'dinosaur'],
      ['a stegosaurus in the jungle', 'dinosaur'],
      ['a velociraptor', 'dinosaur-2'],
    ] as const) {
      const page = await renderOfflinePage(prompt, { seed: 0, detail: 'medium' });
      expect(page.drawings[0], prompt).toBe(id);
      expect(page.missing, prompt).toBeUndefined();
    }
  });

  it('draws a gingerbread house as a house outdoors, not a house inside a room beside a gingerbread man', async () => {
    const page = await renderOfflinePage('a gingerbread house', { seed: 0, detail: 'medium' });
    expect(page.drawings).toEqual(['cottage']);
  });
});
