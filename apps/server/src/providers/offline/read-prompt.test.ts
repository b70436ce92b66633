import { describe, expect, it } from 'vitest';

import { readPrompt, type Mention } from './read-prompt.ts';

/** The mention whose drawings show `keyword`, if any. */
function mentionOf(mentions: readonly Mention[], keyword: string): Mention | undefined {
  return mentions.find((m) => m.entries[0]?.keywords.includes(keyword));
}

describe('readPrompt', () => {
  it('reads the subject, the prop of its action and the setting', () => {
    const reading = readPrompt('a cat playing guitar on the moon');
    expect(reading.setting).toBe('moon');
    expect(reading.mentions[reading.main]?.entries[0]?.keywords).toContain('cat');
    expect(mentionOf(reading.mentions, 'guitar')?.relation).toBe('held');
    // The moon is where the cat is, not a drawing of the moon.
    expect(mentionOf(reading.mentions, 'moon')).toBeUndefined();
  });

  it('reads "apple tree" as one drawing to sit under, and the book as held', () => {
    const reading = readPrompt('A friendly dragon reading a book under an apple tree');
    expect(reading.mentions.map((m) => m.word)).toEqual(['dragon', 'book', 'apple tree']);
    expect(reading.mentions[reading.main]?.word).toBe('dragon');
    expect(mentionOf(reading.mentions, 'book')?.relation).toBe('held');
    expect(mentionOf(reading.mentions, 'apple tree')?.relation).toBe('over');
  });

  it('reads counts, plurals and carriers', () => {
    expect(readPrompt('three ducks on a pond').mentions[0]).toMatchObject({ word: 'duck', count: 3 });
    expect(readPrompt('ducks').mentions[0]?.count).toBe(0);
    expect(readPrompt('a sheep').mentions[0]?.count).toBe(1);
    const boat = readPrompt('a cat on a boat');
    expect(boat.setting).toBe('sea');
    expect(boat.mentions[1]?.relation).toBe('under');
  });

  it('reads what an animal chews or nibbles as held at its mouth, not set beside it', () => {
    for (const prompt of ['a puppy chewing a bone', 'a bunny nibbling a carrot'])
      expect(
        readPrompt(prompt).mentions.map((m) => m.relation),
        prompt,
      ).toEqual(['beside', 'held']);
  });

  it('reads the spellings children type, run together or split apart', () => {
    const cases = [
      ['a firetruck', 'fire-truck'],
      ['icecream', 'ice-cream'],
      ['a lady bug on a leaf', 'ladybug'],
      ['a choo choo train', 'steam-train'],
    ] as const;
    for (const [prompt, id] of cases) {
      const reading = readPrompt(prompt);
      expect(reading.mentions[0]?.entries[0]?.id, prompt).toBe(id);
      expect(reading.missing, prompt).toEqual([]);
    }
  });

  it('implies a prop from a verb alone', () => {
    const reading = readPrompt('a bear reading in bed');
    expect(mentionOf(reading.mentions, 'book')).toMatchObject({ relation: 'held', isImplied: true });
  });

  it('reads places that are also drawings as places only after their preposition', () => {
    expect(readPrompt('a dog in the house').setting).toBe('room');
    expect(readPrompt('a dog in the house').mentions.map((m) => m.word)).toEqual(['dog']);
    expect(readPrompt('a cat next to a house').setting).toBeNull();
    // The sky is a place, not a star or a sun to ride on.
    expect(readPrompt('a unicorn in the sky')).toMatchObject({
      setting: 'sky',
      mentions: [{ word: 'unicorn' }],
    });
    expect(readPrompt('a girl eating ice cream').setting).toBeNull();
  });

  it('lets a place the prompt names win over the place its subject calls for', () => {
    expect(readPrompt('A brave snowman playing the drum in the forest').setting).toBe('forest');
    expect(readPrompt('a snowman').setting).toBe('snow');
    // A savanna is grassland: no cacti behind a lion there.
    expect(readPrompt('a lion in the savanna').setting).toBe('meadow');
  });

  it('reads "baby" before an animal as describing it, not as a second subject', () => {
    expect(readPrompt('a baby dragon').mentions.map((m) => m.word)).toEqual(['dragon']);
    expect(readPrompt('a baby in a garden').mentions.map((m) => m.word)).toEqual(['baby']);
  });

  it('reads a noun right before another naming the same drawing as describing it', () => {
    expect(readPrompt('a birthday cake').mentions.map((m) => m.word)).toEqual(['cake']);
    expect(readPrompt('a pirate ship').mentions.map((m) => m.word)).toEqual(['ship']);
    // A possessive describes the thing after it.
    expect(readPrompt("a king's crown").mentions.map((m) => m.entries[0]?.id)).toEqual(['crown']);
  });

  it('draws what a word names, never a drawing that merely shows it, when one does', () => {
    for (const word of ['apple', 'sun', 'palm tree']) {
      const mention = readPrompt(`a ${word}`).mentions[0];
      for (const entry of mention?.entries ?? []) expect(entry.keywords.slice(0, 2), word).toContain(word);
    }
  });

  it('reads the detail level from its words, medium by default', () => {
    expect(readPrompt('a simple cat').detail).toBe('simple');
    expect(readPrompt('a cat for toddlers').detail).toBe('simple');
    expect(readPrompt('an intricate owl for adults').detail).toBe('detailed');
    expect(readPrompt('a cat').detail).toBe('medium');
  });

  it('recognises a pattern request and unknown words', () => {
    expect(readPrompt('a mandala').pattern).toBe('mandala');
    expect(readPrompt('blorf zibble').mentions).toEqual([]);
    expect(readPrompt('').main).toBe(-1);
  });

  it('reads night as a time of the place named, and a castle as a place', () => {
    expect(readPrompt('An owl in the forest at night')).toMatchObject({ setting: 'forest', isNight: true });
    expect(readPrompt('a starry sky over the city')).toMatchObject({ setting: 'city', isNight: true });
    expect(readPrompt('an owl in the forest').isNight).toBe(false);
    const princess = readPrompt('A princess in a castle');
    expect(princess.setting).toBe('castle');
    expect(princess.mentions.map((m) => m.word)).toEqual(['princess']);
  });

  it('reads a pose: the jumping horse where the library has it, else what it cannot pose', () => {
    for (const prompt of [
      'A horse jumping',
      'a jumping horse',
      'two horses leaping',
      'a cat and a horse jumping',
    ]) {
      const horse = mentionOf(readPrompt(prompt).mentions, 'horse');
      expect(horse?.entries[0]?.id, prompt).toBe('jumping-horse');
      expect(readPrompt(prompt).missing, prompt).toEqual([]);
    }
    // The jumping horse's drawing shows the fence it clears.
    expect(readPrompt('A horse jumping over a fence').missing).toEqual([]);
    expect(readPrompt('a cat jumping').missing).toEqual(['a jumping cat']);
    expect(readPrompt('frogs leaping').missing).toEqual(['jumping frogs']);
    expect(mentionOf(readPrompt('A horse on the farm').mentions, 'horse')?.word).toBe('horse');
  });

  it('reads who a page is for as its detail level, never as people to draw', () => {
    // "For adults" drew three women beside the butterfly; "for kids" a girl, a boy and a baby.
    const forAdults = readPrompt('an intricate butterfly for adults');
    expect(forAdults.mentions.map((m) => m.word)).toEqual(['butterfly']);
    expect(forAdults.detail).toBe('detailed');
    for (const prompt of [
      'a butterfly for kids',
      'an owl coloring page for children',
      'a kids coloring page with a dog',
    ])
      expect(
        readPrompt(prompt).mentions.every((m) => !m.entries[0]?.keywords.includes('person')),
        prompt,
      ).toBe(true);
    const adult = readPrompt('an adult coloring page of a lion');
    expect(adult.mentions.map((m) => m.word)).toEqual(['lion']);
    expect(adult.detail).toBe('detailed');
    expect(readPrompt('a simple cat for toddlers').detail).toBe('simple');
    // Children named as subjects are still drawn.
    expect(readPrompt('two kids playing').mentions[0]?.count).toBe(2);
  });

  it('reads "a zentangle owl" as the owl at Detailed, and "stained glass" as a geometric design', () => {
    const owl = readPrompt('a zentangle owl');
    expect(owl.pattern).toBeNull();
    expect(owl.mentions[owl.main]?.word).toBe('owl');
    expect(owl.detail).toBe('detailed');
    expect(readPrompt('a zentangle').pattern).toBe('geometric');
    expect(readPrompt('a stained glass window').pattern).toBe('geometric');
  });
});
