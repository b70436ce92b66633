import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { findDrawings, libraryEntry } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * A farmer, a cardboard box, a wicker basket and a ball of yarn drawn for the page
 * (scripts/own-drawings/farmer-box-yarn.ts): "a farmer with a cow" reported the farmer missing,
 * "a cat in a box" the box, and "a cat with a ball of yarn" drew a beach ball. `subject` is a
 * keyword of the page's main drawing (a seed may step to another cat), `drawn` a drawing the
 * page must show besides.
 */
const CASES = [
  { prompt: 'a farmer', subject: 'farmer', drawn: 'farmer' },
  { prompt: 'farmers', subject: 'farmer', drawn: 'farmer' },
  { prompt: 'a farmer with a cow', subject: 'farmer', drawn: 'farmer' },
  { prompt: 'a farmer on a tractor', subject: 'farmer', drawn: 'farm-tractor' },
  { prompt: 'a cat in a box', subject: 'cat', drawn: 'cardboard-box' },
  { prompt: 'a kitten in a box', subject: 'cat', drawn: 'cardboard-box' },
  { prompt: 'a puppy in a box', subject: 'dog', drawn: 'cardboard-box' },
  { prompt: 'a dog in a box', subject: 'dog', drawn: 'cardboard-box' },
  { prompt: 'a kitten in a basket', subject: 'cat', drawn: 'wicker-basket' },
  { prompt: 'a cat with a ball of yarn', subject: 'cat', drawn: 'ball-of-yarn' },
  { prompt: 'a kitten playing with yarn', subject: 'cat', drawn: 'ball-of-yarn' },
] as const;

/** Top and bottom of a placement's box on the page, px. */
function rows(p: Placement): { top: number; bottom: number } {
  return { top: p.bottom - p.height, bottom: p.bottom };
}

describe('a farmer, a box, a basket and a ball of yarn', () => {
  for (const { prompt, subject, drawn } of CASES)
    it(`draws "${prompt}" with the new drawing, nothing missing, every level in range and black and white`, async () => {
      for (const detail of DETAIL_LEVELS)
        for (const seed of [0, 1, 2]) {
          const label = `${prompt} (${detail}, #${seed})`;
          const page = await renderOfflinePage(prompt, { detail, seed });
          expect(libraryEntry(page.drawings[0] ?? '')?.keywords, label).toContain(subject);
          expect(page.drawings, label).toContain(drawn);
          expect(page.missing, label).toBeUndefined();
          await expectPageInRange(page.image, detail, label);
        }
    });

  it('sits the pet in its box or basket at home, its lower body behind the front', async () => {
    for (const [prompt, container] of [
      ['a cat in a box', 'cardboard-box'],
      ['a puppy in a box', 'cardboard-box'],
      ['a kitten in a basket', 'wicker-basket'],
    ] as const)
      for (const seed of [0, 1, 2]) {
        const label = `${prompt} #${seed}`;
        const scene = await composeOfflineScene(prompt, { seed });
        expect(scene.setting, label).toBe('room');
        const pet = scene.placements.find((p) => p.role === 'main') as Placement;
        const boxes = scene.placements.filter((p) => p.entry.id === container);
        // Pasted twice: whole behind the pet, its front (below the rim) again in front of it.
        expect(boxes, label).toHaveLength(2);
        const [whole, front] = boxes as [Placement, Placement];
        expect(scene.placements.indexOf(whole), label).toBeLessThan(scene.placements.indexOf(pet));
        expect(scene.placements.indexOf(front), label).toBeGreaterThan(scene.placements.indexOf(pet));
        const rim = front.topline as number;
        // The pet's bottom is inside the box, below its rim and above its floor; its head above.
        expect(rows(pet).bottom, label).toBeGreaterThan(rim);
        expect(rows(pet).bottom, label).toBeLessThan(rows(whole).bottom);
        expect(rows(pet).top, label).toBeLessThan(rim - 0.4 * pet.height);
        // The pet fits between the box's sides.
        const half = (p: Placement) => (p.height * p.entry.width) / p.entry.height / 2;
        expect(half(pet), label).toBeLessThan(half(whole));
      }
  });

  it('puts the ball of yarn in front of the cat, small, on the ground at its feet as a ball', async () => {
    for (const seed of [0, 1, 2]) {
      const scene = await composeOfflineScene('a cat with a ball of yarn', { seed });
      const cat = scene.placements.find((p) => p.role === 'main') as Placement;
      const yarn = scene.placements.find((p) => p.entry.id === 'ball-of-yarn') as Placement;
      expect(yarn.role, `#${seed}`).toBe('held');
      expect(yarn.height, `#${seed}`).toBeLessThan(0.5 * cat.height);
      expect(Math.abs(yarn.bottom - cat.bottom), `#${seed}`).toBeLessThan(0.05 * cat.height);
      expect(scene.placements.indexOf(yarn), `#${seed}`).toBeGreaterThan(scene.placements.indexOf(cat));
    }
  });

  it('keeps the farmer’s face at Simple and sets him on the farm', async () => {
    for (const prompt of ['a farmer', 'a farmer on a tractor'])
      for (const seed of [0, 1, 2]) {
        const faces = await facePartsOnSimplePage(prompt, seed);
        expect(faces.length, `${prompt} #${seed}`).toBeGreaterThanOrEqual(1);
        for (const { subject, parts } of faces)
          expect(parts, `${prompt} #${seed}: ${subject.entry.id}`).toBeGreaterThanOrEqual(2);
      }
    expect((await composeOfflineScene('a farmer')).setting).toBe('farm');
  });

  it('finds them by their other words, and "ball of yarn" is not a ball', () => {
    expect(findDrawings('farmers')[0]?.id).toBe('farmer');
    expect(findDrawings('cardboard box')[0]?.id).toBe('cardboard-box');
    expect(findDrawings('boxes')[0]?.id).toBe('cardboard-box');
    expect(findDrawings('baskets')[0]?.id).toBe('wicker-basket');
    expect(findDrawings('picnic basket')[0]?.id).toBe('picnic-blanket');
    expect(findDrawings('ball of wool')[0]?.id).toBe('ball-of-yarn');
    expect(findDrawings('box truck')[0]?.id).toBe('box-truck');
  });
});
