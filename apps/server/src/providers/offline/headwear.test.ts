import { describe, expect, it } from 'vitest';

import { expectPageInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * Headwear is worn (held-props.ts `wearOnHead`): "a dog wearing a hat" drew a cap as big as
 * the dog on the grass beside it, "a bear wearing a cap" no cap at all, and "a cat with a hat
 * on its head" reported "a head" missing.
 */
const CASES = [
  { prompt: 'a dog wearing a hat', hat: 'cap' },
  { prompt: 'a cat wearing a crown', hat: 'crown' },
  { prompt: 'a frog wearing a crown', hat: 'crown' },
  { prompt: 'a pig in a hat', hat: 'cap' },
  { prompt: 'a girl with a crown', hat: 'crown' },
  { prompt: 'a bear wearing a cap', hat: 'cap' },
  { prompt: 'a cat with a hat on its head', hat: 'cap' },
  { prompt: 'a teddy bear wearing a crown', hat: 'crown' },
] as const;

/** Left, right, top of a placement as pasted, px (the width follows the drawing's aspect). */
function box(p: Placement): { left: number; right: number; top: number } {
  const width = (p.height * p.entry.width) / p.entry.height;
  return { left: p.x - width / 2, right: p.x + width / 2, top: p.bottom - p.height };
}

describe('headwear', () => {
  it('sits on the head of whoever wears it, smaller than them', async () => {
    for (const { prompt, hat } of CASES)
      for (const seed of [0, 1]) {
        const label = `${prompt} #${seed}`;
        const { placements } = await composeOfflineScene(prompt, { seed, detail: 'medium' });
        const wearer = placements.find((p) => p.role === 'main') as Placement;
        const worn = placements.find((p) => p.entry.keywords[0] === hat);
        expect(worn, label).toBeDefined();
        const head = box(wearer);
        // Its brim low in the wearer's top third, its middle over the wearer.
        expect((worn as Placement).bottom, label).toBeGreaterThan(head.top);
        expect((worn as Placement).bottom, label).toBeLessThan(head.top + wearer.height / 3);
        expect((worn as Placement).x, label).toBeGreaterThan(head.left);
        expect((worn as Placement).x, label).toBeLessThan(head.right);
        expect((worn as Placement).height, label).toBeLessThan(0.5 * wearer.height);
      }
  });

  it('reports nothing missing and keeps every level in range', async () => {
    for (const { prompt } of CASES.slice(0, 4))
      for (const detail of ['simple', 'detailed'] as const) {
        const page = await renderOfflinePage(prompt, { detail });
        expect(page.missing, prompt).toBeUndefined();
        await expectPageInRange(page.image, detail, `${prompt} (${detail})`);
      }
    expect((await renderOfflinePage('a cat with a hat on its head')).missing).toBeUndefined();
  });
});
