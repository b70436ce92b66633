import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { readPrompt } from './read-prompt.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/** The placement of drawing `id` on a scene; fails the test when it is not there. */
function placed(placements: readonly Placement[], id: string): Placement {
  const found = placements.find((p) => p.entry.id === id);
  expect(found, id).toBeDefined();
  return found as Placement;
}

/** A placement's box, page px. */
function box(p: Placement): { left: number; right: number; top: number; bottom: number } {
  const half = (p.height * p.entry.width) / p.entry.height / 2;
  return { left: p.x - half, right: p.x + half, top: p.bottom - p.height, bottom: p.bottom };
}

/** Prompts of this file's fixes and the drawings each page must record, main subject first. */
const PAGES: readonly (readonly [prompt: string, drawings: readonly string[]])[] = [
  ['Rudolph the reindeer', ['reindeer']],
  ['a cat on halloween', ['cat', 'jack-o-lantern']],
  ['a hippo in the swamp', ['hippo']],
  ['a reindeer pulling a sleigh', ['reindeer', 'sled']],
  ['a dragon breathing fire', ['dragon', 'fire-breath']],
  ['a campfire', ['campfire']],
  ['a truck on the road', ['box-truck']],
  ['a bus on the road', ['school-bus']],
];

describe('holiday, fire and traffic prompts', () => {
  it('draws what each names, nothing missing, pure black and white and in range at every level', async () => {
    for (const [prompt, drawings] of PAGES)
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings, label).toEqual(drawings);
        expect(page.missing, label).toBeUndefined();
        await expectPageInRange(page.image, detail, label);
      }
  });

  it('draws a name and a noun for the same drawing once ("Rudolph the reindeer")', async () => {
    for (const prompt of [
      'Rudolph the reindeer',
      'the reindeer Rudolph',
      'Rudolph, the red-nosed reindeer',
    ]) {
      const scene = await composeOfflineScene(prompt, { seed: 0 });
      expect(
        scene.placements.filter((p) => p.entry.id === 'reindeer'),
        prompt,
      ).toHaveLength(1);
    }
    // Two nouns joined by "and" stay two subjects.
    const two = await composeOfflineScene('a reindeer and a caribou', { seed: 0 });
    expect(two.placements.filter((p) => p.entry.id === 'reindeer')).toHaveLength(2);
  });

  it('sets halloween, spooky and haunted pages at night; a plain pumpkin stays in daylight', async () => {
    for (const prompt of ['a cat on halloween', 'a halloween pumpkin', 'a spooky owl', 'a haunted house'])
      expect(readPrompt(prompt).isNight, prompt).toBe(true);
    expect(readPrompt('a pumpkin').isNight).toBe(false);
    const scene = await composeOfflineScene('a cat on halloween', { seed: 0 });
    expect(scene.features).not.toContain('sun');
    // "On halloween" is a day: the cat sits beside its jack-o'-lantern, not on top of it.
    expect(placed(scene.placements, 'jack-o-lantern').role).toBe('beside');
    expect((await composeOfflineScene('a pumpkin', { seed: 0 })).features).toContain('sun');
  });

  it('reads a swamp or a marsh as the pond and a sleigh as the sled', async () => {
    for (const prompt of ['a hippo in the swamp', 'a frog in the marsh']) {
      const scene = await composeOfflineScene(prompt, { seed: 0 });
      expect(scene.setting, prompt).toBe('pond');
      expect(readPrompt(prompt).missing, prompt).toEqual([]);
    }
    expect(findDrawings('sleigh')[0]?.id).toBe('sled');
    expect((await renderOfflinePage("santa's sleigh", { seed: 0 })).drawings[0]).toBe('sled');
  });

  it('draws the reindeer large and the sleigh it pulls beside it, lower than it', async () => {
    for (const prompt of ['a reindeer pulling a sleigh', 'a reindeer pulling a sled'])
      for (const seed of [0, 1, 2]) {
        const label = `${prompt} (seed ${seed})`;
        const scene = await composeOfflineScene(prompt, { seed });
        const reindeer = placed(scene.placements, 'reindeer');
        const sled = placed(scene.placements, 'sled');
        expect(reindeer.role, label).toBe('main');
        expect(reindeer.height, label).toBeGreaterThan(0.4 * 1024);
        // A sleigh stands about to a reindeer's shoulder, no longer than about its body.
        expect(sled.height, label).toBeLessThan(0.6 * reindeer.height);
        const [r, s] = [box(reindeer), box(sled)];
        expect(s.right - s.left, label).toBeLessThan(1.3 * (r.right - r.left));
      }
  });

  it("sends a dragon's fire out of its mouth, beside its head and clear of its body", async () => {
    for (const seed of [0, 1, 2, 3]) {
      const label = `seed ${seed}`;
      const scene = await composeOfflineScene('a dragon breathing fire', { seed });
      const dragon = placed(scene.placements, 'dragon');
      const fire = placed(scene.placements, 'fire-breath');
      expect(dragon.height, label).toBeGreaterThan(0.45 * 1024);
      const [d, f] = [box(dragon), box(fire)];
      // Level with the head: the breath's middle in the dragon's upper half.
      expect((f.top + f.bottom) / 2, label).toBeLessThan(d.top + 0.5 * dragon.height);
      // Beside it: the breath's middle beyond the dragon's side, little of it over the dragon.
      const overlap = Math.max(0, Math.min(d.right, f.right) - Math.max(d.left, f.left));
      expect(overlap, label).toBeLessThan(0.25 * (f.right - f.left));
      expect(f.right - f.left, label).toBeGreaterThan(0.3 * (d.right - d.left));
    }
    expect((await renderOfflinePage('a fire', { seed: 0 })).drawings).toEqual(['campfire']);
    expect((await composeOfflineScene('a campfire', { seed: 0 })).setting).toBe('forest');
  });

  it('draws our own truck and bus on every page, the clip art only for a semi truck or a coach', async () => {
    for (const seed of [0, 1, 2, 3]) {
      expect((await renderOfflinePage('a truck', { seed })).drawings[0], `truck ${seed}`).toBe('box-truck');
      expect((await renderOfflinePage('a bus', { seed })).drawings[0], `bus ${seed}`).toBe('school-bus');
    }
    expect(findDrawings('semi truck')[0]?.id).toBe('truck');
    expect(findDrawings('coach').map((e) => e.id)).toEqual(['bus', 'bus-2']);
  });

  it('picks our own truck and bus first, the fire truck only for a fire truck', () => {
    for (const [word, id] of [
      ['truck', 'box-truck'],
      ['lorry', 'box-truck'],
      ['trucks', 'box-truck'],
      ['bus', 'school-bus'],
      ['school bus', 'school-bus'],
      ['fire truck', 'fire-truck'],
      ['flame', 'flame'],
      ['campfire', 'campfire'],
    ] as const)
      expect(findDrawings(word)[0]?.id, word).toBe(id);
  });
});
