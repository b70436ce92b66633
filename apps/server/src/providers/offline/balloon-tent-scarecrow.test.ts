import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * A hot-air balloon, a camping tent and a scarecrow drawn for the page
 * (scripts/own-drawings/balloon-tent-scarecrow.ts): "a hot air balloon over the hills" drew party
 * balloons, "a tent in the woods" an apple tree, "a scarecrow in a field" an apple tree with the
 * scarecrow reported missing.
 */
const CASES = [
  { prompt: 'a hot air balloon over the hills', id: 'hot-air-balloon' },
  { prompt: 'a hot-air balloon', id: 'hot-air-balloon' },
  { prompt: 'an air balloon in the sky', id: 'hot-air-balloon' },
  { prompt: 'a bear in a hot air balloon', id: 'bear' },
  { prompt: 'a tent in the woods', id: 'tent' },
  { prompt: 'camping', id: 'tent' },
  { prompt: 'a bear camping in the forest', id: 'bear' },
  { prompt: 'a scarecrow in a field', id: 'scarecrow' },
  { prompt: 'a scarecrow on the farm', id: 'scarecrow' },
] as const;

/** Whether the page's drawings are the ones drawn for it: the balloon, the tent, the scarecrow. */
const OWN = new Set(['hot-air-balloon', 'tent', 'scarecrow']);

describe('a hot-air balloon, a tent and a scarecrow', () => {
  for (const { prompt, id } of CASES)
    it(`draws "${prompt}" with ours, reports nothing missing, and keeps every level in range`, async () => {
      for (const detail of DETAIL_LEVELS)
        for (const seed of [0, 1, 2]) {
          const label = `${prompt} (${detail} #${seed})`;
          const page = await renderOfflinePage(prompt, { detail, seed });
          expect(page.drawings[0], label).toBe(id);
          expect(
            page.drawings.some((d) => OWN.has(d)),
            label,
          ).toBe(true);
          expect(page.missing, label).toBeUndefined();
          await expectPageInRange(page.image, detail, label);
        }
    });

  it('finds the balloon for "hot air balloon" and keeps party balloons for "balloon"', () => {
    expect(findDrawings('hot air balloon')[0]?.id).toBe('hot-air-balloon');
    expect(findDrawings('hot air balloons')[0]?.id).toBe('hot-air-balloon');
    expect(findDrawings('air balloon')[0]?.id).toBe('hot-air-balloon');
    expect(findDrawings('balloon')[0]?.id).not.toBe('hot-air-balloon');
    expect(findDrawings('balloons').map((e) => e.id)).not.toContain('hot-air-balloon');
    expect(findDrawings('tents')[0]?.id).toBe('tent');
    expect(findDrawings('scarecrows')[0]?.id).toBe('scarecrow');
  });

  it('flies the balloon up over the hills and sets the tent down beside the camper', async () => {
    for (const seed of [0, 1, 2]) {
      const balloon = await composeOfflineScene('a hot air balloon', { seed });
      expect(balloon.setting, `balloon #${seed}`).toBe('hills');
      const camping = await composeOfflineScene('a bear camping in the forest', { seed });
      const tent = camping.placements.find((p) => p.entry.id === 'tent') as Placement;
      expect(tent.role, `camping #${seed}`).toBe('beside');
      expect(camping.setting, `camping #${seed}`).toBe('forest');
    }
  });

  it('stands the rider in the balloon’s basket, the basket’s front hiding its legs', async () => {
    for (const prompt of ['a bear in a hot air balloon', 'a girl in a hot air balloon'])
      for (const seed of [0, 1, 2]) {
        const label = `${prompt} #${seed}`;
        const scene = await composeOfflineScene(prompt, { seed });
        expect(scene.setting, label).toBe('hills');
        const rider = scene.placements.find((p) => p.role === 'main') as Placement;
        const balloons = scene.placements.filter((p) => p.entry.id === 'hot-air-balloon');
        const whole = balloons.find((p) => p.topline === undefined) as Placement;
        const front = balloons.find((p) => p.topline !== undefined) as Placement;
        const rim = front.topline as number;
        const basketWidth = ((0.764 - 0.238) * whole.height * whole.entry.width) / whole.entry.height;
        // Its feet down in the basket, below the rim and above the basket's bottom, its middle
        // over the basket's, its head above the rim.
        expect(rider.bottom, label).toBeGreaterThan(rim);
        expect(rider.bottom, label).toBeLessThanOrEqual(whole.bottom);
        expect(Math.abs(rider.x - whole.x), label).toBeLessThan(basketWidth / 2);
        expect(rider.bottom - rider.height, label).toBeLessThan(rim);
        // The balloon whole behind the rider, the basket's front again in front of it.
        const order = (p: Placement) => scene.placements.indexOf(p);
        expect(order(whole), label).toBeLessThan(order(rider));
        expect(order(front), label).toBeGreaterThan(order(rider));
      }
  });

  it('keeps the scarecrow’s face and the balloon rider’s at Simple', async () => {
    for (const prompt of ['a scarecrow in a field', 'a bear in a hot air balloon'])
      for (const seed of [0, 1, 2]) {
        const faces = await facePartsOnSimplePage(prompt, seed);
        expect(faces.length, `${prompt} #${seed}`).toBeGreaterThanOrEqual(1);
        for (const { subject, parts } of faces)
          expect(parts, `${prompt} #${seed}: ${subject.entry.id}`).toBeGreaterThanOrEqual(2);
      }
  });
});
