import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * A tractor and a coconut palm drawn for the page (scripts/own-drawings/farm-and-beach.ts): the
 * clip-art tractor's wheels came in fragments and its palm tree was a bare bent trunk.
 */
const CASES = [
  { prompt: 'a tractor', id: 'farm-tractor' },
  { prompt: 'a tractor on the farm', id: 'farm-tractor' },
  { prompt: 'a palm tree', id: 'beach-palm' },
  { prompt: 'a palm tree on the beach', id: 'beach-palm' },
] as const;

/** Whether a page is pure black and white with a region count in its level's range. */
async function expectColorable(image: Buffer, detail: (typeof DETAIL_LEVELS)[number], label: string) {
  await expectPageInRange(image, detail, label);
}

describe('farm and beach: a tractor, a palm tree', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES)
      for (const detail of DETAIL_LEVELS) {
        const label = `${prompt} (${detail})`;
        const page = await renderOfflinePage(prompt, { detail, seed: 0 });
        expect(page.drawings[0], label).toBe(id);
        expect(page.missing, label).toBeUndefined();
        await expectColorable(page.image, detail, label);
      }
  });

  it('draws our tractor beside a farmer and our palm with a monkey', async () => {
    for (const detail of DETAIL_LEVELS) {
      // Our farmer (farmer-box-yarn.ts) stands beside our tractor; nothing is missing.
      const farmer = await renderOfflinePage('a farmer with a tractor', { detail, seed: 0 });
      expect(farmer.drawings, detail).toEqual(['farmer', 'farm-tractor']);
      expect(farmer.missing, detail).toBeUndefined();
      await expectColorable(farmer.image, detail, `a farmer with a tractor (${detail})`);
      const monkey = await renderOfflinePage('a monkey in a palm tree', { detail, seed: 0 });
      expect(monkey.drawings, detail).toContain('beach-palm');
      expect(monkey.drawings, detail).not.toContain('palm-tree');
      expect(monkey.missing, detail).toBeUndefined();
      await expectColorable(monkey.image, detail, `a monkey in a palm tree (${detail})`);
    }
  });

  it('comes first for its names, the clip art after it, and leaves plain "tree" to the leafy tree', () => {
    expect(findDrawings('tractor').map((e) => e.id)).toEqual(['farm-tractor', 'tractor']);
    expect(findDrawings('tractors')[0]?.id).toBe('farm-tractor');
    expect(findDrawings('farm tractor')[0]?.id).toBe('farm-tractor');
    expect(
      findDrawings('palm tree')
        .slice(0, 2)
        .map((e) => e.id),
    ).toEqual(['beach-palm', 'palm-tree']);
    for (const word of ['palm', 'palms', 'palm trees', 'coconut tree'])
      expect(findDrawings(word)[0]?.id, word).toBe('beach-palm');
    const trees = findDrawings('tree').map((e) => e.id);
    expect(trees[0]).toBe('leafy-tree');
    expect(trees).not.toContain('beach-palm');
  });
});
