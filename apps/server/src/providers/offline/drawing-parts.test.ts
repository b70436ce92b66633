import { describe, expect, it } from 'vitest';

import { foldShownParts } from './drawing-parts.ts';
import { readPrompt } from './read-prompt.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * Things a drawing already shows ("a snowman with a hat and scarf") were drawn a second time
 * beside it (a clip-art cap next to the snowman in its own top hat) or reported as missing (the
 * scarf it wears).
 */
describe('things a drawing already shows', () => {
  it('draws the snowman in its own hat and scarf: no second hat, nothing reported missing', async () => {
    const page = await renderOfflinePage('A snowman with a hat and scarf', { seed: 0 });
    expect(page.drawings).toEqual(['snowman']);
    expect(page.missing).toBeUndefined();
  });

  it('keeps "Try another" to the drawings that show what was asked', () => {
    // A subject with several drawings keeps only those that show the part asked for, so another
    // seed never steps to one without it.
    const [snowman] = readPrompt('a snowman').mentions;
    const [cat] = readPrompt('a cat').mentions;
    const [hat] = readPrompt('a hat').mentions;
    if (!snowman || !cat || !hat) throw new Error('the library lost a drawing');
    const folded = foldShownParts([{ ...snowman, entries: [...snowman.entries, ...cat.entries] }, hat]);
    expect(folded).toHaveLength(1);
    expect(folded[0]?.entries.map((e) => e.id)).toEqual(['snowman']);
  });

  it('still draws a hat on a subject that has none, and reads the panda’s bamboo as its own', () => {
    const cat = readPrompt('a cat with a hat');
    expect(cat.mentions.map((m) => m.entries[0]?.id)).toEqual(['cat', 'cap']);
    const panda = readPrompt('a panda eating bamboo');
    expect(panda.mentions.map((m) => m.entries[0]?.id)).toEqual(['panda']);
    expect(panda.missing).toEqual([]);
  });

  it('reads the farmer’s pitchfork, the scarecrow’s hat and the balloon’s basket as their own', () => {
    // The pitchfork was reported missing; the scarecrow got a clip-art cap beside its straw hat.
    for (const [prompt, id] of [
      ['a farmer with a pitchfork', 'farmer'],
      ['a scarecrow with a hat', 'scarecrow'],
      ['a hot air balloon with a basket', 'hot-air-balloon'],
    ] as const) {
      const reading = readPrompt(prompt);
      expect(
        reading.mentions.map((m) => m.entries[0]?.id),
        prompt,
      ).toEqual([id]);
      expect(reading.missing, prompt).toEqual([]);
    }
  });

  it('makes the whole the subject when its part is named first', () => {
    const reading = readPrompt('a snowman with a scarf');
    const [snowman] = reading.mentions;
    // Folding a part named before the whole: the whole is then beside nothing, the subject.
    const folded = foldShownParts([
      {
        word: 'hat',
        entries: readPrompt('a hat').mentions[0]?.entries ?? [],
        count: 1,
        relation: 'beside',
        isImplied: false,
      },
      { ...(snowman as NonNullable<typeof snowman>), relation: 'under' },
    ]);
    expect(folded.map((m) => [m.entries[0]?.id, m.relation])).toEqual([['snowman', 'beside']]);
  });

  it('draws one drawing for a thing in the container or on the cake that shows it', async () => {
    const cases = [
      { prompt: 'a fish in a bowl', drawings: ['fishbowl'] },
      { prompt: 'a goldfish in a fishbowl', drawings: ['fishbowl'] },
      { prompt: 'flowers in a vase', drawings: ['flower-vase'] },
      { prompt: 'a vase of flowers', drawings: ['flower-vase'] },
      { prompt: 'a bird in a nest', drawings: ['bird-nest'] },
      { prompt: 'a birthday cake with candles', drawings: ['birthday-cake'] },
      { prompt: 'a princess with a crown', drawings: ['princess'] },
      { prompt: 'a sloth hanging from a tree', drawings: ['sloth'] },
      { prompt: 'a clown with balloons', drawings: ['clown'] },
      { prompt: 'a burger and fries', drawings: ['burger'] },
      { prompt: 'a christmas elf with a present', drawings: ['elf'] },
      { prompt: 'santa with his sack of presents', drawings: ['santa'] },
      { prompt: 'a wizard casting a spell', drawings: ['wizard'] },
      { prompt: 'a witch casting a spell', drawings: ['witch'] },
      { prompt: 'a king with a crown', drawings: ['king'] },
      { prompt: 'a doctor with a stethoscope in the hospital', drawings: ['doctor'] },
    ];
    for (const { prompt, drawings } of cases) {
      const page = await renderOfflinePage(prompt, { seed: 0 });
      expect(page.drawings, prompt).toEqual(drawings);
      expect(page.missing, prompt).toBeUndefined();
    }
  });
});
