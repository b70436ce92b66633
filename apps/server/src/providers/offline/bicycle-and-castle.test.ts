import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange, expectPageInRange } from './page-checks.test-support.ts';
import { PAGE } from './procedural/svg-kit.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * "A bike" drew a ragged clip-art bicycle whose spoked wheels filled into dark blobs, "a boy
 * riding a bike" stood the boy above it, and "a castle" drew a small clip-art castle like a
 * sandcastle: Huebook's own bicycle, children riding it, and fairy-tale castle
 * (scripts/own-drawings/bicycle-riders.ts, fairy-castle.ts).
 */
describe('the bicycle and the castle', () => {
  for (const [prompt, id] of [
    ['a bike', 'red-bicycle'],
    ['a castle', 'fairy-castle'],
  ] as const)
    it(`"${prompt}" draws ${id} first, reports nothing missing, and keeps every level in range`, async () => {
      await expectDrawnFirstInRange(prompt, id);
    });

  it('keeps the clip art after ours for Try another, and the sand castle for the beach', () => {
    expect(findDrawings('bicycle').map((e) => e.id)).toEqual(['red-bicycle', 'bicycle']);
    expect(
      findDrawings('castle')
        .map((e) => e.id)
        .slice(0, 2),
    ).toEqual(['fairy-castle', 'castle']);
    expect(findDrawings('sand castle')[0]?.id).toBe('sand-castle');
  });

  it('draws a child riding a bicycle as one drawing of the child seated on it, at every level', async () => {
    for (const [prompt, ids] of [
      ['a boy riding a bike', ['boy-on-bicycle']],
      ['a girl on a bicycle', ['girl-on-bicycle']],
      ['a kid riding a bicycle', ['girl-on-bicycle', 'boy-on-bicycle']],
    ] as const)
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings, label).toHaveLength(1);
        expect(ids, label).toContain(page.drawings[0]);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('sets a flying dragon in the sky above a castle standing large at the foot of the page', async () => {
    for (const seed of [0, 1, 2]) {
      const label = `a dragon flying over a castle #${seed}`;
      const scene = await composeOfflineScene('a dragon flying over a castle', { seed, detail: 'medium' });
      const dragon = scene.placements.find((p) => p.role === 'main') as Placement;
      const castle = scene.placements.find((p) => p.entry.id === 'fairy-castle') as Placement;
      expect(dragon.entry.keywords, label).toContain('dragon');
      expect(castle.height, label).toBeGreaterThan(0.45 * PAGE);
      expect(castle.bottom, label).toBeGreaterThan(0.95 * PAGE);
      expect(dragon.bottom, label).toBeLessThanOrEqual(castle.bottom - castle.height);
      expect(dragon.height, label).toBeGreaterThan(0.3 * PAGE);
    }
  });

  it('raises the castle behind a knight on the hills, not a second castle behind it', async () => {
    for (const seed of [0, 1]) {
      const label = `a knight and a castle #${seed}`;
      const scene = await composeOfflineScene('a knight and a castle', { seed, detail: 'medium' });
      expect(scene.drawings, label).toEqual(['knight', 'fairy-castle']);
      expect(scene.setting, label).toBe('hills');
      const castle = scene.placements.find((p) => p.entry.id === 'fairy-castle') as Placement;
      const knight = scene.placements.find((p) => p.role === 'main') as Placement;
      expect(castle.role, label).toBe('over');
      expect(castle.height, label).toBeGreaterThan(knight.height);
    }
  });
});
