import { describe, expect, it } from 'vitest';

import { readPrompt } from './read-prompt.ts';
import { renderOfflinePage } from './render-page.ts';

// None of these has a library drawing (quokka, okapi, aardvark, unicycle: things the library
// is unlikely to gain, unlike the hedgehog, the zebra and the axolotl these tests once used); a
// cat, a dragon, a book, an apple tree and a giraffe have.
describe('what a prompt names that the library cannot draw', () => {
  it('names an unknown subject in the prompt’s words, and nothing for known ones', () => {
    expect(readPrompt('a quokka').missing).toEqual(['a quokka']);
    expect(readPrompt('An aardvark in the sea').missing).toEqual(['an aardvark']);
    expect(readPrompt('two okapis in the savanna').missing).toEqual(['okapis']);
    expect(readPrompt('a sleepy quokka on a unicycle').missing).toEqual(['a sleepy quokka', 'a unicycle']);
    expect(readPrompt('a coloring page of a quokka for kids').missing).toEqual(['a quokka']);
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

  it('names a bare thing after "with" or a verb in -ing, and nothing the library draws there', () => {
    expect(readPrompt('a bear eating porridge').missing).toEqual(['porridge']);
    expect(readPrompt('a dog with sunglasses').missing).toEqual(['sunglasses']);
    expect(readPrompt('a cat with a hat and sunglasses').missing).toEqual(['sunglasses']);
    expect(readPrompt('a cat wearing boots').missing).toEqual(['boots']);
    // Drawn now: honey, easter eggs, presents; a hat and bananas were drawn before.
    for (const prompt of [
      'a bear eating honey',
      'a bunny with easter eggs',
      'a christmas tree with presents',
      'a cat with a hat',
      'a monkey eating bananas',
      // The panda drawing holds a bamboo stalk.
      'a panda eating bamboo',
    ])
      expect(readPrompt(prompt).missing, prompt).toEqual([]);
  });

  it('takes no part or look of the subject, no company and no manner after "with" or a verb', () => {
    for (const prompt of [
      'a cat with big eyes',
      'a unicorn with wings',
      'a girl with long hair',
      'a girl with pigtails',
      'a dog playing with friends',
      'a boy running fast',
      'a bird flying high',
      'a dog playing fetch',
      'a cat in the morning sunshine',
      'a cat playing happily',
    ])
      expect(readPrompt(prompt).missing, prompt).toEqual([]);
  });

  it('reports it with what the page shows instead, and only for scenes', async () => {
    const quokka = await renderOfflinePage('a quokka');
    expect(quokka.missing?.subjects).toEqual(['a quokka']);
    // A thing at home in a meadow, or the meadow alone.
    expect(quokka.missing?.shows).toMatch(/^(an? [a-z ]+ in a meadow|a meadow)$/);
    expect((await renderOfflinePage('a cat')).missing).toBeUndefined();
    expect((await renderOfflinePage('a quokka mandala')).missing).toBeUndefined();
    const castle = await renderOfflinePage('an okapi in a castle');
    expect(castle.missing).toEqual({ subjects: ['an okapi'], shows: 'a castle' });
  });

  it('says "a" or "an" by the sound of the word, not its first letter', async () => {
    // "A ufo" was reported as "an ufo".
    for (const [prompt, said] of [
      ['a ukulele', 'a ukulele'],
      ['an hourglass', 'an hourglass'],
      ['the unicycle', 'a unicycle'],
      ['the ocarina', 'an ocarina'],
    ] as const) {
      expect((await renderOfflinePage(prompt)).missing?.subjects, prompt).toEqual([said]);
    }
  });
});
