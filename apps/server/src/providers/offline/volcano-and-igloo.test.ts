import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { expectDrawnFirstInRange, expectPageInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * "A volcano", "an erupting volcano" and "a dinosaur and a volcano" reported the volcano missing,
 * "an igloo" and "a penguin and an igloo" the igloo: Huebook's own erupting volcano and igloo
 * (scripts/own-drawings/volcano-and-igloo.ts).
 */
describe('the volcano and the igloo', () => {
  for (const [prompt, id] of [
    ['a volcano', 'volcano'],
    ['an erupting volcano', 'volcano'],
    ['an igloo', 'igloo'],
    ['an igloo in the snow', 'igloo'],
  ] as const)
    it(`"${prompt}" draws ${id} first, reports nothing missing, and keeps every level in range`, async () => {
      await expectDrawnFirstInRange(prompt, id);
    });

  it('raises the volcano large behind the dinosaur, in front of it, whichever is named first', async () => {
    for (const prompt of ['a dinosaur and a volcano', 'a volcano and a dinosaur'])
      for (const seed of [0, 1, 2]) {
        const label = `${prompt} #${seed}`;
        const scene = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        expect(scene.placements.find((p) => p.role === 'main')?.entry.keywords, label).toContain('dinosaur');
        const volcano = scene.placements.find((p) => p.entry.id === 'volcano') as Placement;
        const dinosaur = scene.placements.find((p) => p.role === 'main') as Placement;
        expect(volcano.role, label).toBe('over');
        expect(volcano.height, label).toBeGreaterThan(dinosaur.height);
        // Back to front: the volcano is pasted before the dinosaur, so the dinosaur is in front.
        expect(scene.placements.indexOf(volcano), label).toBeLessThan(scene.placements.indexOf(dinosaur));
      }
  });

  it('shows both the subject and the volcano or the igloo, in the snow for the igloo, at every level', async () => {
    for (const [prompt, id, setting] of [
      ['a dinosaur and a volcano', 'volcano', undefined],
      ['a penguin and an igloo', 'igloo', 'snow'],
    ] as const)
      for (const seed of [0, 1, 2])
        for (const detail of DETAIL_LEVELS) {
          const label = `${prompt} (${detail}, #${seed})`;
          const page = await renderOfflinePage(prompt, { detail, seed });
          expect(page.drawings, label).toHaveLength(2);
          expect(page.drawings[1], label).toBe(id);
          expect(page.missing, label).toBeUndefined();
          await expectPageInRange(page.image, detail, label);
          if (setting && detail === 'medium') {
            const scene = await composeOfflineScene(prompt, { seed, detail });
            expect(scene.setting, label).toBe(setting);
          }
        }
  });

  it('counts the lava, the smoke and the doorway as parts shown, not missing', async () => {
    for (const [prompt, id] of [
      ['a volcano with lava and smoke', 'volcano'],
      ['an igloo with a door', 'igloo'],
    ] as const) {
      const page = await renderOfflinePage(prompt, { detail: 'medium', seed: 0 });
      expect(page.drawings, prompt).toEqual([id]);
      expect(page.missing, prompt).toBeUndefined();
    }
  });
});
