import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { expectDrawnFirstInRange, expectPageInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * "A cowboy", "a cowgirl" and "a cowboy on a horse" reported the cowboy missing (the last drew
 * the horse alone), "a treehouse" and "kids in a treehouse" the treehouse, and "a tree house"
 * drew a tree and a house: Huebook's own child cowboy and treehouse
 * (scripts/own-drawings/cowboy-and-treehouse.ts).
 */
describe('the cowboy and the treehouse', () => {
  for (const [prompt, id] of [
    ['a cowboy', 'cowboy'],
    ['a cowgirl', 'cowboy'],
    ['a treehouse', 'treehouse'],
    ['a tree house', 'treehouse'],
  ] as const)
    it(`"${prompt}" draws ${id} first, reports nothing missing, and keeps every level in range`, async () => {
      await expectDrawnFirstInRange(prompt, id);
    });

  it('seats the cowboy on the horse’s back, the horse large in front of him', async () => {
    for (const prompt of ['a cowboy on a horse', 'a cowgirl riding a horse'])
      for (const seed of [0, 1, 2]) {
        const label = `${prompt} #${seed}`;
        const page = await renderOfflinePage(prompt, { detail: 'medium', seed });
        expect(page.drawings, label).toEqual(['cowboy', 'horse']);
        expect(page.missing, label).toBeUndefined();
        const scene = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        const rider = scene.placements.find((p) => p.role === 'main') as Placement;
        const horse = scene.placements.find((p) => p.role === 'under') as Placement;
        expect(rider.entry.id, label).toBe('cowboy');
        expect(horse.entry.id, label).toBe('horse');
        // Astride: over the horse's body, cut at the hips on its back, pasted behind it.
        expect(Math.abs(rider.x - horse.x), label).toBeLessThan(0.35 * horse.height);
        expect(rider.waterline, label).toBeLessThan(horse.bottom - 0.3 * horse.height);
        expect(rider.bottom - rider.height, label).toBeLessThan(horse.bottom - horse.height);
        expect(scene.placements.indexOf(rider), label).toBeLessThan(scene.placements.indexOf(horse));
      }
  });

  it('draws the kids and their treehouse, nothing missing, at every level', async () => {
    for (const seed of [0, 1, 2])
      for (const detail of DETAIL_LEVELS) {
        const label = `kids in a treehouse (${detail}, #${seed})`;
        const page = await renderOfflinePage('kids in a treehouse', { detail, seed });
        expect(page.drawings, label).toContain('treehouse');
        expect(page.drawings.filter((id) => id !== 'treehouse').length, label).toBeGreaterThanOrEqual(2);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('counts the lasso, the hat and the rope ladder as parts shown, not missing', async () => {
    for (const [prompt, id] of [
      ['a cowboy with a lasso', 'cowboy'],
      ['a cowgirl with a hat', 'cowboy'],
      ['a treehouse with a rope ladder', 'treehouse'],
    ] as const) {
      const page = await renderOfflinePage(prompt, { detail: 'medium', seed: 0 });
      expect(page.drawings, prompt).toEqual([id]);
      expect(page.missing, prompt).toBeUndefined();
    }
  });
});
