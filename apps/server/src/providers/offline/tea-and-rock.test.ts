import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { expectPageInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * "A teddy bear having a tea party" drew balloons and no tea ("party" implied them), and "a frog
 * on a rock" reported the rock missing: Huebook's own tea-party table (a scalloped tablecloth, a
 * teapot, two cups on saucers, a plate of cupcakes) and a big rock to sit on
 * (scripts/own-drawings/tea-and-rock.ts). `subjects` are the main drawings a seed may choose,
 * `drawn` the new one the page must show.
 */
const CASES = [
  {
    prompt: 'a teddy bear having a tea party',
    subjects: ['teddy-bear', 'teddy-bear-2'],
    drawn: 'tea-party-table',
  },
  { prompt: 'a tea party', subjects: ['girl'], drawn: 'tea-party-table' },
  { prompt: 'a girl having a tea party with her dolls', subjects: ['girl'], drawn: 'tea-party-table' },
  { prompt: 'a mermaid sitting on a rock', subjects: ['swimming-mermaid'], drawn: 'big-rock' },
  { prompt: 'a frog on a rock', subjects: ['frog'], drawn: 'big-rock' },
  { prompt: 'a lizard on a rock', subjects: ['lizard'], drawn: 'big-rock' },
  { prompt: 'a seal on a rock', subjects: ['seal'], drawn: 'big-rock' },
] as const;

/** Where the rock's flat top face is, share of its drawing's height from the top (subject-traits.ts). */
const ROCK_SURFACE = 0.2;

describe('the tea-party table and the rock', () => {
  for (const { prompt, subjects, drawn } of CASES)
    it(`"${prompt}" draws ${drawn}, reports nothing missing, draws no balloons, and keeps every level and seed 0–2 in range`, async () => {
      for (const seed of [0, 1, 2])
        for (const detail of DETAIL_LEVELS) {
          const label = `${prompt} (${detail}, #${seed})`;
          const page = await renderOfflinePage(prompt, { detail, seed });
          expect(subjects, label).toContain(page.drawings[0]);
          expect(page.drawings, label).toContain(drawn);
          expect(
            page.drawings.filter((id) => id.startsWith('balloon')),
            label,
          ).toEqual([]);
          expect(page.missing, label).toBeUndefined();
          await expectPageInRange(page.image, detail, label);
        }
    });

  it('seats the subject on the rock’s top where it lives, not in a room', async () => {
    const homes = {
      'a mermaid sitting on a rock': 'beach',
      'a frog on a rock': 'garden',
      'a lizard on a rock': 'desert',
      'a seal on a rock': 'beach',
    } as const;
    for (const [prompt, setting] of Object.entries(homes))
      for (const seed of [0, 1, 2]) {
        const label = `${prompt} #${seed}`;
        const scene = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        expect(scene.setting, label).toBe(setting);
        const rock = scene.placements.find((p) => p.entry.id === 'big-rock') as Placement;
        const rider = scene.placements.find((p) => p.role === 'main') as Placement;
        const top = rock.bottom - rock.height * (1 - ROCK_SURFACE);
        expect(Math.abs(rider.bottom - top), label).toBeLessThan(0.06 * rock.height);
        expect(Math.abs(rider.x - rock.x), label).toBeLessThan(0.1 * rock.height);
        // The rock is under the subject, smaller than it is tall, and at least as wide.
        expect(rock.height, label).toBeLessThan(rider.height);
        const width = (p: Placement) => (p.height * p.entry.width) / p.entry.height;
        expect(width(rock), label).toBeGreaterThanOrEqual(width(rider));
      }
  });

  it('sets the tea table beside its subject at about a seated child’s height', async () => {
    for (const seed of [0, 1, 2]) {
      const scene = await composeOfflineScene('a girl having a tea party', { seed, detail: 'medium' });
      const girl = scene.placements.find((p) => p.role === 'main') as Placement;
      const table = scene.placements.find((p) => p.entry.id === 'tea-party-table') as Placement;
      expect(table.role, `#${seed}`).toBe('beside');
      expect(table.height / girl.height, `#${seed}`).toBeGreaterThan(0.45);
      expect(table.height / girl.height, `#${seed}`).toBeLessThan(0.75);
    }
  });

  it('draws a teacup a girl holds smaller than her teapot', async () => {
    for (const seed of [0, 1, 2]) {
      const scene = await composeOfflineScene('a girl with a teapot and a teacup', {
        seed,
        detail: 'medium',
      });
      const girl = scene.placements.find((p) => p.role === 'main') as Placement;
      const cup = scene.placements.find((p) => p.entry.id === 'teacup') as Placement;
      const pot = scene.placements.find((p) => p.entry.id.startsWith('teapot')) as Placement;
      expect(cup.role, `#${seed}`).toBe('held');
      expect(cup.height, `#${seed}`).toBeLessThan(pot.height);
      expect(cup.height, `#${seed}`).toBeLessThan(girl.height * 0.25);
    }
  });
});
