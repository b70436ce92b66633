import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';
import { composeOfflineScene } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * An upright piano with its stool and a Dutch windmill drawn for the page
 * (scripts/own-drawings/piano-and-windmill.ts): "a piano", "a boy playing the piano" reported the
 * piano missing, and "a windmill", "a dutch windmill" the windmill.
 */
const CASES = [
  { prompt: 'a piano', id: 'piano' },
  { prompt: 'a boy playing the piano', id: 'boy' },
  { prompt: 'a girl playing piano', id: 'girl' },
  { prompt: 'a windmill', id: 'windmill' },
  { prompt: 'a windmill in a field', id: 'windmill' },
  { prompt: 'a dutch windmill', id: 'windmill' },
] as const;

describe('a piano and a windmill', () => {
  for (const { prompt, id } of CASES)
    it(`draws "${prompt}" first with ${id}, reports nothing missing, and keeps every level in range`, async () => {
      await expectDrawnFirstInRange(prompt, id);
    });

  it('finds ours for the plurals and other spellings', () => {
    expect(findDrawings('pianos')[0]?.id).toBe('piano');
    expect(findDrawings('windmills')[0]?.id).toBe('windmill');
    expect(findDrawings('wind mill')[0]?.id).toBe('windmill');
  });

  it('stands the player beside the piano in a room, not holding it', async () => {
    for (const prompt of ['a boy playing the piano', 'a girl playing piano'])
      for (const seed of [0, 1, 2]) {
        const label = `${prompt} #${seed}`;
        const scene = await composeOfflineScene(prompt, { seed });
        expect(scene.setting, label).toBe('room');
        const player = scene.placements.find((p) => p.role === 'main') as Placement;
        const piano = scene.placements.find((p) => p.entry.id === 'piano') as Placement;
        expect(piano.role, label).toBe('beside');
        // Both on the floor, the upright piano a little taller than the child.
        expect(Math.abs(piano.bottom - player.bottom), label).toBeLessThan(60);
        expect(piano.height, label).toBeGreaterThan(player.height);
      }
  });

  it('sits a cat on the piano’s lid and puts the windmill out of doors', async () => {
    for (const seed of [0, 1, 2]) {
      const cat = await composeOfflineScene('a cat on a piano', { seed });
      expect(cat.setting, `cat #${seed}`).toBe('room');
      const rider = cat.placements.find((p) => p.role === 'main') as Placement;
      const piano = cat.placements.find((p) => p.entry.id === 'piano') as Placement;
      const lid = piano.bottom - piano.height;
      expect(Math.abs(rider.bottom - lid), `cat #${seed}`).toBeLessThan(0.1 * piano.height);
      const windmill = await composeOfflineScene('a windmill', { seed });
      expect(windmill.setting, `windmill #${seed}`).toBe('meadow');
    }
  });

  it('seats a child on the piano’s bench or stool at its keys on the floor, not on its lid', async () => {
    for (const prompt of [
      'a girl on a piano bench',
      'a boy sitting on the piano stool',
      'a boy sitting at the piano',
      'a girl playing piano',
    ])
      for (const seed of [0, 1, 2]) {
        const label = `${prompt} #${seed}`;
        const scene = await composeOfflineScene(prompt, { seed });
        expect(scene.setting, label).toBe('room');
        const player = scene.placements.find((p) => p.role === 'main') as Placement;
        const piano = scene.placements.find((p) => p.entry.id === 'piano') as Placement;
        expect(piano.role, label).toBe('beside');
        // On the floor with the piano, side by side, the stool between them or under her.
        expect(Math.abs(piano.bottom - player.bottom), label).toBeLessThan(60);
        const reach = (piano.height * piano.entry.width) / piano.entry.height / 2;
        const half = (player.height * player.entry.width) / player.entry.height / 2;
        expect(Math.abs(piano.x - player.x), label).toBeLessThan(reach + half + 80);
        // The stool, on the drawing's right, on the child's side of the piano.
        const stoolSide = piano.isMirrored ? -1 : 1;
        expect(Math.sign(player.x - piano.x), label).toBe(stoolSide);
      }
  });

  it('keeps the windmill whole on the page beside a child', async () => {
    for (const prompt of ['a girl and a windmill', 'a boy with a windmill'])
      for (const seed of [0, 1, 2]) {
        const scene = await composeOfflineScene(prompt, { seed });
        for (const p of scene.placements) {
          const half = (p.height * p.entry.width) / p.entry.height / 2;
          expect(p.bottom - p.height, `${prompt} #${seed} ${p.entry.id}`).toBeGreaterThanOrEqual(0);
          expect(p.x - half, `${prompt} #${seed} ${p.entry.id}`).toBeGreaterThanOrEqual(0);
          expect(p.x + half, `${prompt} #${seed} ${p.entry.id}`).toBeLessThanOrEqual(1024);
        }
      }
  });
});
