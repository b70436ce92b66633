import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { expectPageInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * Prompts whose named things were silently dropped or drawn wrong: honey, easter eggs and
 * presents were left out, "baby" drew a clip-art lady in a gown, and "on the road" drew a city
 * and reported the road as missing.
 */
const CASES = [
  { prompt: 'a bear eating honey', drawings: ['bear', 'honey-pot'], setting: null },
  { prompt: 'a bunny with easter eggs', drawings: ['rabbit', 'easter-eggs'], setting: null },
  { prompt: 'a christmas tree with presents', drawings: ['christmas-tree', 'present'], setting: null },
  { prompt: 'a mother and her baby', drawings: ['woman', 'sitting-baby'], setting: null },
  { prompt: 'a car on the road', drawings: ['small-car'], setting: 'road' },
  { prompt: 'a truck on the road', drawings: ['box-truck'], setting: 'road' },
] as const;

function placed(placements: readonly Placement[], id: string): Placement {
  const found = placements.find((p) => p.entry.id === id);
  expect(found, id).toBeDefined();
  return found as Placement;
}

function span(p: Placement): { left: number; right: number; top: number } {
  const half = (p.height * p.entry.width) / p.entry.height / 2;
  return { left: p.x - half, right: p.x + half, top: p.bottom - p.height };
}

describe('things a prompt names beside its subject', () => {
  it('draws each named thing, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, drawings, setting } of CASES)
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect([...page.drawings].sort(), label).toEqual([...drawings].sort());
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
        if (setting)
          expect((await composeOfflineScene(prompt, { detail, seed: 0 })).setting, label).toBe(setting);
      }
  });

  it('puts the honey in the bear’s lap, the eggs on the ground by the bunny, the presents at the tree’s foot', async () => {
    for (const seed of [0, 1, 2]) {
      const bear = (await composeOfflineScene('a bear eating honey', { seed })).placements;
      const honey = placed(bear, 'honey-pot');
      const bearBox = span(placed(bear, 'bear'));
      expect(honey.x, `#${seed}`).toBeGreaterThan(bearBox.left);
      expect(honey.x, `#${seed}`).toBeLessThan(bearBox.right);
      expect(span(honey).top, `#${seed}`).toBeGreaterThan(bearBox.top);

      const bunny = (await composeOfflineScene('a bunny with easter eggs', { seed })).placements;
      const rabbit = placed(bunny, 'rabbit');
      const eggs = placed(bunny, 'easter-eggs');
      // Standing on the same ground, not held up in the air.
      expect(Math.abs(eggs.bottom - rabbit.bottom), `#${seed}`).toBeLessThan(0.05 * rabbit.height);
      expect(eggs.height, `#${seed}`).toBeGreaterThan(0.3 * rabbit.height);

      const christmas = (await composeOfflineScene('a christmas tree with presents', { seed })).placements;
      const tree = placed(christmas, 'christmas-tree');
      const present = placed(christmas, 'present');
      expect(Math.abs(present.bottom - tree.bottom), `#${seed}`).toBeLessThan(0.15 * tree.height);
      expect(present.height, `#${seed}`).toBeLessThan(0.6 * tree.height);
    }
  });

  it('brings a holiday’s things when the prompt names the holiday', async () => {
    for (const [prompt, id] of [
      ['an easter bunny', 'easter-eggs'],
      ['a christmas tree', 'present'],
      ['a cat at christmas', 'present'],
    ] as const) {
      const page = await renderOfflinePage(prompt, { seed: 0 });
      expect(page.drawings, prompt).toContain(id);
      expect(page.missing, prompt).toBeUndefined();
    }
  });

  it('sets a cake a word implies beside a present, which holds nothing', async () => {
    for (const seed of [0, 1, 2]) {
      const { placements } = await composeOfflineScene('a birthday present', { seed });
      const present = placed(placements, 'present');
      const cake = placements.find((p) => p.entry.keywords.includes('cake')) as Placement;
      expect(cake.role, `#${seed}`).toBe('beside');
      const [a, b] = [span(present), span(cake)];
      expect(Math.min(a.right, b.right) - Math.max(a.left, b.left), `#${seed}`).toBeLessThan(
        0.25 * (b.right - b.left),
      );
    }
  });

  it('draws a baby a good deal smaller than its mother, beside her, also when she holds it', async () => {
    for (const prompt of ['a mother and her baby', 'a mother holding her baby'])
      for (const seed of [0, 1, 2]) {
        const { placements } = await composeOfflineScene(prompt, { seed });
        const mother = placed(placements, 'woman');
        const baby = placed(placements, 'sitting-baby');
        // A companion, not a prop in her hand: it keeps a companion's regions, so its face.
        expect(baby.role, `${prompt} #${seed}`).toBe('beside');
        expect(baby.height / mother.height, `${prompt} #${seed}`).toBeGreaterThan(0.25);
        expect(baby.height / mother.height, `${prompt} #${seed}`).toBeLessThan(0.65);
        // Beside her: their boxes barely overlap.
        const [m, b] = [span(mother), span(baby)];
        const overlap = Math.min(m.right, b.right) - Math.max(m.left, b.left);
        expect(overlap, `${prompt} #${seed}`).toBeLessThan(0.25 * (b.right - b.left));
      }
  });
});
