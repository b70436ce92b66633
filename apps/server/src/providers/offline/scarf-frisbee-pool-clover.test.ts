import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange, expectPageInRange } from './page-checks.test-support.ts';
import { readPrompt } from './read-prompt.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * A scarf, a frisbee, a swimming pool and a four-leaf clover (scarf-frisbee-clover.ts,
 * settings-pool.ts): "a girl wearing a scarf" and "a cat in a scarf" reported the scarf
 * missing, "a dog catching a frisbee" the frisbee, "kids swimming in a pool" the pool, and "a
 * four leaf clover" drew the three-leaf shamrock.
 */

/** Left, right, top of a placement as pasted, px (the width follows the drawing's aspect). */
function box(p: Placement): { left: number; right: number; top: number } {
  const width = (p.height * p.entry.width) / p.entry.height;
  return { left: p.x - width / 2, right: p.x + width / 2, top: p.bottom - p.height };
}

describe('a scarf', () => {
  it('is worn round the neck: under the head, over the chest, smaller than its wearer', async () => {
    for (const prompt of ['a girl wearing a scarf', 'a cat in a scarf', 'a dog wearing a scarf'])
      for (const seed of [0, 1]) {
        const label = `${prompt} #${seed}`;
        const { placements } = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        const wearer = placements.find((p) => p.role === 'main') as Placement;
        const scarf = placements.find((p) => p.entry.id === 'scarf');
        expect(scarf, label).toBeDefined();
        const worn = box(scarf as Placement);
        const body = box(wearer);
        // Its loop below the wearer's top fifth (the head), its tails ending above its feet.
        expect(worn.top, label).toBeGreaterThan(body.top + wearer.height / 5);
        expect((scarf as Placement).bottom, label).toBeLessThan(wearer.bottom);
        expect((scarf as Placement).x, label).toBeGreaterThan(body.left);
        expect((scarf as Placement).x, label).toBeLessThan(body.right);
        expect((scarf as Placement).height, label).toBeLessThan(0.6 * wearer.height);
      }
  });

  it('reports no scarf missing; the snowman shows its own; alone it is drawn', async () => {
    for (const prompt of ['a girl wearing a scarf', 'a cat in a scarf'])
      for (const detail of DETAIL_LEVELS) {
        const page = await renderOfflinePage(prompt, { detail });
        expect(page.drawings, prompt).toContain('scarf');
        expect(page.missing, prompt).toBeUndefined();
        await expectPageInRange(page.image, detail, `${prompt} (${detail})`);
      }
    const snowman = await renderOfflinePage('a snowman with a scarf');
    expect(snowman.drawings).toEqual(['snowman']);
    expect(snowman.missing).toBeUndefined();
    const bear = await renderOfflinePage('a polar bear in a scarf');
    expect(bear.drawings).toEqual(['polar-bear']);
    expect(bear.missing).toBeUndefined();
    await expectDrawnFirstInRange('a scarf', 'scarf');
  });
});

describe('a frisbee', () => {
  it('is caught by a dog up at its head, not lying at its feet', async () => {
    for (const seed of [0, 1]) {
      const label = `a dog catching a frisbee #${seed}`;
      const scene = await composeOfflineScene('a dog catching a frisbee', { seed, detail: 'medium' });
      const { placements, drawings } = scene;
      expect(drawings[1], label).toBe('frisbee');
      const dog = placements.find((p) => p.role === 'main') as Placement;
      const frisbee = placements.find((p) => p.entry.id === 'frisbee') as Placement;
      expect(frisbee.bottom, label).toBeLessThan(dog.bottom - dog.height / 2);
    }
  });

  it('reports no frisbee missing, and keeps every level in range', async () => {
    for (const detail of DETAIL_LEVELS) {
      const page = await renderOfflinePage('a dog catching a frisbee', { detail });
      expect(page.missing).toBeUndefined();
      await expectPageInRange(page.image, detail, `a dog catching a frisbee (${detail})`);
    }
    await expectDrawnFirstInRange('a frisbee', 'frisbee');
  });
});

describe('a swimming pool', () => {
  it('is the setting, with its swimmers in the water, and nothing missing', async () => {
    for (const prompt of ['kids swimming in a pool', 'a duck in a pool', 'a swimming pool'])
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const scene = await composeOfflineScene(prompt, { detail });
        expect(scene.setting, label).toBe('pool');
        expect(scene.features, label).toContain('pool');
        for (const p of scene.placements.filter((q) => q.role === 'main' || q.role === 'beside'))
          expect(p.waterline, label).toBeDefined();
        const page = await renderOfflinePage(prompt, { detail });
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });
});

describe('a four-leaf clover', () => {
  it('is drawn for its names, while a shamrock keeps three leaves', async () => {
    for (const prompt of ['a four leaf clover', 'a four-leaf clover', 'lucky clover'])
      await expectDrawnFirstInRange(prompt, 'four-leaf-clover');
    expect(findDrawings('shamrock')[0]?.id).toBe('shamrock');
    expect((await renderOfflinePage('a shamrock')).drawings).toEqual(['shamrock']);
  });
});

describe('a rock pool', () => {
  it('is on the shore, not a big rock beside a swimming pool', () => {
    for (const prompt of ['a crab in a rock pool', 'a starfish in a rockpool', 'a crab in a tide pool']) {
      const reading = readPrompt(prompt);
      expect(reading.setting, prompt).toBe('beach');
      expect(
        reading.mentions.map((m) => m.entries[0]?.id),
        prompt,
      ).not.toContain('big-rock');
    }
    expect(readPrompt('kids swimming in a pool').setting).toBe('pool');
  });
});
