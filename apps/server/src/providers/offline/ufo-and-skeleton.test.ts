import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';
import { readPrompt } from './read-prompt.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * Huebook's own flying saucer and friendly skeleton (scripts/own-drawings/ufo-and-skeleton.ts):
 * "a ufo" and "an alien in a ufo" reported the UFO missing, "a flying saucer" drew a helicopter,
 * "a skeleton" drew a tree and reported the skeleton missing, "a halloween skeleton" drew the
 * jack-o'-lantern alone.
 */
const CASES = [
  { prompt: 'a ufo', id: 'ufo' },
  { prompt: 'a flying saucer', id: 'ufo' },
  { prompt: 'an alien in a ufo', id: 'friendly-alien' },
  { prompt: 'a skeleton', id: 'skeleton' },
  { prompt: 'a friendly skeleton', id: 'skeleton' },
  { prompt: 'a halloween skeleton', id: 'skeleton' },
] as const;

describe('a flying saucer and a skeleton', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('finds them by their other names, and leaves "spaceship" to the rocket and "bones" to the dog bone', () => {
    expect(findDrawings('ufos')[0]?.id).toBe('ufo');
    expect(findDrawings('flying saucers')[0]?.id).toBe('ufo');
    expect(findDrawings('skeletons')[0]?.id).toBe('skeleton');
    expect(findDrawings('spaceship')[0]?.id).toBe('rocket');
    expect(findDrawings('bones')[0]?.id).toBe('bone');
  });

  it('flies the saucer over the hills at night, and stands the skeleton on a Halloween night by its jack-o’-lantern', async () => {
    for (const seed of [0, 1, 2]) {
      expect((await composeOfflineScene('a ufo', { seed })).setting, `ufo #${seed}`).toBe('night');
      expect((await composeOfflineScene('a skeleton', { seed })).setting, `skeleton #${seed}`).toBe('night');
    }
    const page = await renderOfflinePage('a halloween skeleton', { seed: 0 });
    expect(page.drawings).toEqual(['skeleton', 'jack-o-lantern']);
  });

  it('seats the alien in the saucer’s dome, the disc in front of its legs', async () => {
    // Named with the saucer ("a flying saucer with an alien") the alien rides in it too: it stood
    // small on the grass beside the saucer.
    for (const prompt of [
      'an alien in a ufo',
      'a cat in a flying saucer',
      'a flying saucer with an alien',
      'a ufo with an alien',
    ])
      for (const seed of [0, 1, 2]) {
        const label = `${prompt} #${seed}`;
        const page = await renderOfflinePage(prompt, { seed });
        expect(page.drawings, label).toContain('ufo');
        expect(page.missing, label).toBeUndefined();
        const scene = await composeOfflineScene(prompt, { seed });
        const rider = scene.placements.find((p) => p.role === 'main') as Placement;
        const saucers = scene.placements.filter((p) => p.entry.id === 'ufo');
        const whole = saucers.find((p) => p.topline === undefined) as Placement;
        const front = saucers.find((p) => p.topline !== undefined) as Placement;
        const rim = front.topline as number;
        const domeWidth = ((0.706 - 0.294) * whole.height * whole.entry.width) / whole.entry.height;
        // Feet below the disc's top, head above it, under the dome's top, in the dome's middle.
        expect(rider.bottom, label).toBeGreaterThan(rim);
        expect(rider.bottom - rider.height, label).toBeLessThan(rim);
        expect(rider.bottom - rider.height, label).toBeGreaterThan(whole.bottom - whole.height);
        expect(Math.abs(rider.x - whole.x), label).toBeLessThan(domeWidth / 2);
        const order = (p: Placement) => scene.placements.indexOf(p);
        expect(order(whole), label).toBeLessThan(order(rider));
        expect(order(front), label).toBeGreaterThan(order(rider));
      }
  });

  it('counts the dome, the tractor beam, the skull and the ribs as shown', async () => {
    for (const [prompt, id] of [
      ['a ufo with a glass dome', 'ufo'],
      ['a ufo with a tractor beam', 'ufo'],
      ['a skeleton with a skull', 'skeleton'],
      ['a skeleton with ribs', 'skeleton'],
    ] as const) {
      const page = await renderOfflinePage(prompt, { seed: 0 });
      expect(page.drawings, prompt).toEqual([id]);
      expect(page.missing, prompt).toBeUndefined();
    }
  });

  it('keeps the skeleton’s eye sockets, nose and smile at Simple', async () => {
    for (const prompt of ['a skeleton', 'a friendly skeleton', 'a halloween skeleton'])
      for (const seed of [0, 1, 2]) {
        const label = `${prompt} #${seed}`;
        const faces = await facePartsOnSimplePage(prompt, seed);
        const skeleton = faces.find((f) => f.subject.entry.id === 'skeleton');
        expect(skeleton?.parts, label).toBeGreaterThanOrEqual(3);
      }
  });

  it('puts a bear named with a hot air balloon in its basket, and a cow named beside a ufo beside it', () => {
    const balloon = readPrompt('a hot air balloon with a bear');
    expect(balloon.mentions[balloon.main]?.word).toBe('bear');
    expect(balloon.mentions.find((m) => m.word === 'hot air balloon')?.relation).toBe('under');
    const cow = readPrompt('a ufo and a cow');
    expect(cow.mentions[cow.main]?.word).toBe('ufo');
  });
});
