import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';

/**
 * Huebook's own pegasus and child angel (scripts/own-drawings/pegasus-and-angel.ts): "a
 * pegasus", "a pegasus in the clouds", "an angel" and "a little angel with a halo" reported the
 * thing missing over a tree in a meadow (or a Ferris wheel, or a helicopter), "a flying horse"
 * and "a winged horse" drew a plain horse, "a christmas angel" a present.
 */
const CASES = [
  { prompt: 'a pegasus', id: 'pegasus' },
  { prompt: 'a flying horse', id: 'pegasus' },
  { prompt: 'a winged horse', id: 'pegasus' },
  { prompt: 'a pegasus in the clouds', id: 'pegasus' },
  { prompt: 'an angel', id: 'angel' },
  { prompt: 'a christmas angel', id: 'angel' },
  { prompt: 'a little angel with a halo', id: 'angel' },
] as const;

describe('a pegasus and an angel', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('finds them by their other names, and leaves "horse" to the horse and "unicorn" to the unicorn', () => {
    for (const word of ['pegasi', 'pegasuses', 'flying horses', 'winged horses'])
      expect(findDrawings(word)[0]?.id, word).toBe('pegasus');
    for (const word of ['angels', 'guardian angel', 'christmas angels', 'cherub'])
      expect(findDrawings(word)[0]?.id, word).toBe('angel');
    expect(findDrawings('horse')[0]?.id).toBe('horse');
    expect(findDrawings('unicorn')[0]?.id).toBe('unicorn');
    expect(findDrawings('santa')[0]?.id).toBe('santa');
  });

  it('stands both among the clouds; the Christmas angel holds her star, not a present, and is no Santa', async () => {
    for (const seed of [0, 1, 2])
      for (const prompt of ['a pegasus', 'an angel', 'a christmas angel'])
        expect((await composeOfflineScene(prompt, { seed })).setting, `${prompt} #${seed}`).toBe('sky');
    for (const prompt of ['a christmas angel', 'two christmas angels']) {
      const page = await renderOfflinePage(prompt, { seed: 0 });
      expect(page.drawings, prompt).toEqual(['angel']);
      expect(page.missing, prompt).toBeUndefined();
    }
    // A Christmas tree still brings its presents.
    expect((await renderOfflinePage('a christmas tree', { seed: 0 })).drawings).toContain('present');
  });

  it('counts the wings, the halo, the mane and the star as shown', async () => {
    for (const [prompt, id] of [
      ['a pegasus with big wings', 'pegasus'],
      ['a pegasus with a flowing mane', 'pegasus'],
      ['an angel with a halo', 'angel'],
      ['an angel with wings holding a star', 'angel'],
    ] as const) {
      const page = await renderOfflinePage(prompt, { seed: 0 });
      expect(page.drawings, prompt).toEqual([id]);
      expect(page.missing, prompt).toBeUndefined();
    }
  });

  it('keeps their faces at Simple', async () => {
    for (const [prompt, id, least] of [
      ['a pegasus', 'pegasus', 2],
      ['a winged horse', 'pegasus', 2],
      ['an angel', 'angel', 3],
      ['a christmas angel', 'angel', 3],
    ] as const)
      for (const seed of [0, 1, 2]) {
        const faces = await facePartsOnSimplePage(prompt, seed);
        const face = faces.find((f) => f.subject.entry.id === id);
        expect(face?.parts, `${prompt} #${seed}`).toBeGreaterThanOrEqual(least);
      }
  });
});
