import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';

/**
 * Huebook's own shamrock, Hanukkah menorah and dreidel (scripts/own-drawings/holiday-symbols.ts):
 * "a shamrock", "a menorah", "hanukkah" and "a dreidel" reported the thing missing over a tree,
 * a Ferris wheel or a carousel, "st patricks day" drew a tree and "a clover" a leaf. "A four
 * leaf clover" has its own four leaves (scarf-frisbee-pool-clover.test.ts).
 */
const CASES = [
  { prompt: 'a shamrock', id: 'shamrock' },
  { prompt: 'a clover', id: 'shamrock' },
  { prompt: 'a four leaf clover', id: 'four-leaf-clover' },
  { prompt: 'st patricks day', id: 'shamrock' },
  { prompt: 'a menorah', id: 'menorah' },
  { prompt: 'a hanukkah menorah', id: 'menorah' },
  { prompt: 'hanukkah', id: 'menorah' },
  { prompt: 'a dreidel', id: 'dreidel' },
] as const;

describe('a shamrock, a menorah and a dreidel', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('finds them by their other names', () => {
    expect(findDrawings('shamrocks')[0]?.id).toBe('shamrock');
    expect(findDrawings('clover')[0]?.id).toBe('shamrock');
    expect(findDrawings('saint patrick')[0]?.id).toBe('shamrock');
    expect(findDrawings('menorahs')[0]?.id).toBe('menorah');
    expect(findDrawings('chanukah')[0]?.id).toBe('menorah');
    expect(findDrawings('dreidels')[0]?.id).toBe('dreidel');
    expect(findDrawings('spinning top')[0]?.id).toBe('dreidel');
  });

  it('grows the shamrock in a meadow and keeps the menorah and the dreidel indoors', async () => {
    for (const seed of [0, 1, 2]) {
      expect((await composeOfflineScene('a shamrock', { seed })).setting, `shamrock #${seed}`).toBe('meadow');
      expect((await composeOfflineScene('a menorah', { seed })).setting, `menorah #${seed}`).toBe('room');
      expect((await composeOfflineScene('a dreidel', { seed })).setting, `dreidel #${seed}`).toBe('room');
    }
  });

  it('sets the holiday thing beside a subject named with it, on the ground, not on top or in a paw', async () => {
    for (const [prompt, id] of [
      ['a cat with a menorah', 'menorah'],
      ['a cat on hanukkah', 'menorah'],
      ['a dog on st patricks day', 'shamrock'],
      ['a girl with a dreidel', 'dreidel'],
    ] as const)
      for (const seed of [0, 1, 2]) {
        const label = `${prompt} #${seed}`;
        const page = await renderOfflinePage(prompt, { seed });
        expect(page.drawings.slice(1), label).toEqual([id]);
        expect(page.missing, label).toBeUndefined();
        const scene = await composeOfflineScene(prompt, { seed });
        const thing = scene.placements.find((p) => p.entry.id === id);
        expect(thing?.role, label).toBe('beside');
      }
  });

  it('counts the candles, the leaves and the handle as shown', async () => {
    for (const [prompt, id] of [
      ['a menorah with candles', 'menorah'],
      ['a menorah with flames', 'menorah'],
      ['a shamrock with three leaves', 'shamrock'],
      ['a dreidel with a handle', 'dreidel'],
    ] as const) {
      const page = await renderOfflinePage(prompt, { seed: 0 });
      expect(page.drawings, prompt).toEqual([id]);
      expect(page.missing, prompt).toBeUndefined();
    }
  });
});
