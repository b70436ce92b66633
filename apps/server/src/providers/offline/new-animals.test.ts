import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';

/** Prompts for the own drawings of subjects the library lacked, and the drawing each must show. */
const ASKED: readonly (readonly [prompt: string, id: string])[] = [
  ['a hedgehog in the garden', 'hedgehog'],
  ['a zebra', 'zebra'],
  ['a hippo in the river', 'hippo'],
  ['a koala', 'koala'],
  ['a crocodile', 'crocodile'],
  ['a parrot', 'parrot'],
  ['a tortoise', 'tortoise'],
  ['a pumpkin', 'pumpkin'],
  ["a halloween jack-o'-lantern", 'jack-o-lantern'],
  ['a friendly ghost', 'ghost'],
  ['a reindeer in the snow', 'reindeer'],
];

describe('animals and things children ask for that the library lacked', () => {
  it('draws each as the main subject, with nothing missing, at Simple and Medium', async () => {
    for (const detail of ['simple', 'medium'] as const)
      for (const [prompt, id] of ASKED) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail });
        expect(page.drawings[0], label).toBe(id);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('puts each where it lives when the prompt names no place', async () => {
    for (const [prompt, setting] of [
      ['a hedgehog', 'garden'],
      ['a zebra', 'meadow'],
      ['a hippo', 'pond'],
      ['a crocodile', 'pond'],
      ['a koala', 'forest'],
      ['a parrot', 'jungle'],
      ['a jack-o-lantern', 'night'],
      ['a ghost', 'night'],
      ['a reindeer', 'snow'],
    ] as const) {
      const scene = await composeOfflineScene(prompt, { seed: 0 });
      expect(scene.setting, prompt).toBe(setting);
    }
  });

  it('stands the big ones taller than a child and keeps the small ones large enough to color', async () => {
    /** Drawn height of drawing `id` and of the girl on the page of "a girl and a <id>", px. */
    const heights = async (id: string): Promise<[number, number]> => {
      const scene = await composeOfflineScene(`a girl and a ${id}`, { seed: 0 });
      const of = (which: string) => scene.placements.find((p) => p.entry.id === which)?.height ?? 0;
      return [of(id), of('girl')];
    };
    for (const id of ['zebra', 'hippo', 'reindeer']) {
      const [it, girl] = await heights(id);
      expect(it, id).toBeGreaterThan(girl);
    }
    // Their size class, not a hedgehog's 20 cm: half the girl's height or more, its face kept.
    for (const id of ['hedgehog', 'tortoise', 'parrot']) {
      const [it, girl] = await heights(id);
      expect(it, id).toBeGreaterThanOrEqual(0.5 * girl);
    }
  });

  it('knows their synonyms and plurals', () => {
    for (const [word, id] of [
      ['hedgehogs', 'hedgehog'],
      ['zebras', 'zebra'],
      ['hippos', 'hippo'],
      ['hippopotamus', 'hippo'],
      ['koalas', 'koala'],
      ['crocodiles', 'crocodile'],
      ['alligator', 'crocodile'],
      ['croc', 'crocodile'],
      ['parrots', 'parrot'],
      ['macaw', 'parrot'],
      ['tortoises', 'tortoise'],
      ['pumpkins', 'pumpkin'],
      ['jack-o-lantern', 'jack-o-lantern'],
      ['halloween', 'jack-o-lantern'],
      ['ghosts', 'ghost'],
      ['reindeer', 'reindeer'],
      ['rudolph', 'reindeer'],
    ] as const)
      expect(findDrawings(word)[0]?.id, word).toBe(id);
  });

  it('keeps "turtle" the sea turtle and "tortoise" the tortoise, on every seed', async () => {
    expect(findDrawings('turtle').map((e) => e.id)).not.toContain('tortoise');
    expect(findDrawings('tortoise').map((e) => e.id)).toEqual(['tortoise']);
    for (const seed of [0, 1, 2, 3]) {
      expect((await renderOfflinePage('a turtle in the sea', { seed })).drawings[0]).toBe('sea-turtle');
      expect((await renderOfflinePage('a tortoise', { seed })).drawings[0]).toBe('tortoise');
    }
  });
});
