import { describe, expect, it } from 'vitest';

import { readPrompt } from './read-prompt.ts';
import { renderOfflinePage } from './render-page.ts';

// None of these has a library drawing (hedgehog, zebra, axolotl, skateboard); a cat, a dragon,
// a book, an apple tree and a giraffe have.
describe('what a prompt names that the library cannot draw', () => {
  it('names an unknown subject in the prompt’s words, and nothing for known ones', () => {
    expect(readPrompt('a hedgehog').missing).toEqual(['a hedgehog']);
    expect(readPrompt('An axolotl in the sea').missing).toEqual(['an axolotl']);
    expect(readPrompt('two zebras in the savanna').missing).toEqual(['zebras']);
    expect(readPrompt('a sleepy hedgehog on a skateboard').missing).toEqual([
      'a sleepy hedgehog',
      'a skateboard',
    ]);
    expect(readPrompt('a coloring page of a hedgehog for kids').missing).toEqual(['a hedgehog']);
    expect(readPrompt('a cat').missing).toEqual([]);
    expect(readPrompt('a giraffe').missing).toEqual([]);
    expect(readPrompt('A friendly dragon reading a book under an apple tree').missing).toEqual([]);
  });

  it('takes no adjective, setting, time or page word for a subject', () => {
    for (const prompt of [
      'A cheerful magic lamp on the moon',
      'a sunny day at the beach',
      'a purple cat in the savanna',
      'a cat dancing happily at night',
      'a simple mandala for toddlers',
      'once upon a time a cat',
      '',
    ])
      expect(readPrompt(prompt).missing, prompt).toEqual([]);
  });

  it('reports it with what the page shows instead, and only for scenes', async () => {
    const hedgehog = await renderOfflinePage('a hedgehog');
    expect(hedgehog.missing?.subjects).toEqual(['a hedgehog']);
    // A thing at home in a meadow, or the meadow alone.
    expect(hedgehog.missing?.shows).toMatch(/^(an? [a-z ]+ in a meadow|a meadow)$/);
    expect((await renderOfflinePage('a cat')).missing).toBeUndefined();
    expect((await renderOfflinePage('a hedgehog mandala')).missing).toBeUndefined();
    const castle = await renderOfflinePage('a zebra in a castle');
    expect(castle.missing).toEqual({ subjects: ['a zebra'], shows: 'a castle' });
  });
});
