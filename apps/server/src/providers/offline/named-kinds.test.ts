import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';

/**
 * Breeds and other names of a thing the library draws (SPELLINGS' `kindsOf`): "a corgi", "a
 * tabby" and "a taxi" were reported missing and drew an apple tree in a meadow.
 */
const CASES = [
  { prompt: 'a corgi', drawn: 'dog' },
  { prompt: 'two pugs in the park', drawn: 'dog' },
  { prompt: 'a german shepherd puppy', drawn: 'dog' },
  { prompt: 'a great dane and a chihuahua', drawn: 'dog' },
  { prompt: 'a tabby', drawn: 'cat' },
  { prompt: 'a siamese kitten', drawn: 'cat' },
  { prompt: 'a taxi', drawn: 'car' },
  { prompt: 'three taxis', drawn: 'car' },
] as const;

describe('breeds and other names of a drawn thing', () => {
  it('draws the thing they are a kind of, with nothing missing', async () => {
    for (const { prompt, drawn } of CASES) {
      const page = await renderOfflinePage(prompt, { detail: 'simple' });
      const ids = new Set(findDrawings(drawn).map((entry) => entry.id));
      expect(ids.has(page.drawings[0] ?? ''), `${prompt}: ${page.drawings.join(', ')}`).toBe(true);
      expect(page.missing, prompt).toBeUndefined();
    }
  });

  it('leaves a word that only looks like a breed to its own drawing', async () => {
    const page = await renderOfflinePage('a bengal tiger', { detail: 'simple' });
    expect(findDrawings('tiger').map((entry) => entry.id)).toContain(page.drawings[0]);
  });
});

describe('snowflakes', () => {
  it('alone are a snowflake page; with a subject, its winter weather', async () => {
    // "A snowflake" drew an apple tree in a meadow and reported the snowflake missing.
    const page = await renderOfflinePage('a snowflake', { detail: 'simple' });
    expect(page.kind).toBe('pattern');
    expect(page.title).toBe('A snowflake');
    expect(page.missing).toBeUndefined();
    const penguin = await renderOfflinePage('a penguin with snowflakes', { detail: 'simple' });
    expect(penguin.kind).toBe('scene');
    expect(findDrawings('penguin').map((entry) => entry.id)).toContain(penguin.drawings[0]);
    expect(penguin.missing).toBeUndefined();
  });
});

describe('plurals a drawing lists as keywords', () => {
  it('draw more than one', async () => {
    // "Hot air balloons", "axolotls", "ufos" drew one: the plural, listed beside the singular,
    // was read as the thing's name.
    for (const [prompt, id] of [
      ['hot air balloons', 'hot-air-balloon'],
      ['axolotls', 'axolotl'],
      ['ufos', 'ufo'],
    ] as const) {
      const { placements } = await composeOfflineScene(prompt, { seed: 0, detail: 'medium' });
      expect(placements.filter((p) => p.entry.id === id).length, prompt).toBeGreaterThanOrEqual(2);
    }
    const one = await composeOfflineScene('a hot air balloon', { seed: 0, detail: 'medium' });
    expect(one.placements.filter((p) => p.entry.id === 'hot-air-balloon')).toHaveLength(1);
  });
});
