import { DETAIL_LEVELS } from '@huebook/shared/constants';
import { describe, expect, it } from 'vitest';

import { findDrawings } from './library/library.ts';
import { expectPageInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';
import type { Placement } from './scene-plan.ts';

/**
 * A friendly spider in its web, a basketball and a wedge of cheese drawn for the page
 * (scripts/own-drawings/ball-cheese-spider.ts): "a spider" drew a big ragged clip-art spider,
 * "a spider in a web" reported the web missing, "a girl playing basketball" and "basketball" the
 * basketball, and "a mouse eating cheese" the cheese.
 */
const SPIDER_PROMPTS = ['a spider', 'a spider in a web', 'a spider on its web'] as const;

describe('a spider in its web', () => {
  it('draws our spider once, first, reports no web missing, and keeps every level in range', async () => {
    for (const prompt of SPIDER_PROMPTS)
      for (const seed of [0, 1, 2])
        for (const detail of DETAIL_LEVELS) {
          const label = `${prompt} #${seed} (${detail})`;
          const page = await renderOfflinePage(prompt, { detail, seed });
          if (seed === 0 || prompt !== 'a spider') {
            expect(page.drawings, label).toEqual(['spider-in-web']);
          }
          expect(page.missing, label).toBeUndefined();
          await expectPageInRange(page.image, detail, label);
        }
  });

  it('is the first spider and the first web', () => {
    expect(findDrawings('spider')[0]?.id).toBe('spider-in-web');
    expect(findDrawings('cobweb')[0]?.id).toBe('spider-in-web');
  });
});

/** Prompts with a holder (`subject`, a keyword of the main drawing) and the prop it gets. */
const PROP_CASES = [
  { prompt: 'a girl playing basketball', subject: 'girl', prop: 'basketball' },
  { prompt: 'a boy with a basketball', subject: 'boy', prop: 'basketball' },
  { prompt: 'a mouse eating cheese', subject: 'mouse', prop: 'cheese' },
  { prompt: 'a mouse with cheese', subject: 'mouse', prop: 'cheese' },
] as const;

describe('a basketball and a wedge of cheese', () => {
  it('draws each alone, reports nothing missing, and keeps every level in range', async () => {
    for (const seed of [0, 1, 2])
      for (const detail of DETAIL_LEVELS)
        for (const id of ['basketball', 'cheese']) {
          const label = `${id} #${seed} (${detail})`;
          const page = await renderOfflinePage(id, { detail, seed });
          if (seed === 0) expect(page.drawings[0], label).toBe(id);
          expect(page.missing, label).toBeUndefined();
          await expectPageInRange(page.image, detail, label);
        }
  });

  it('gives them to the player and the mouse, reports nothing missing, and keeps every level in range', async () => {
    for (const seed of [0, 1, 2])
      for (const detail of DETAIL_LEVELS)
        for (const { prompt, subject, prop } of PROP_CASES) {
          const label = `${prompt} #${seed} (${detail})`;
          const page = await renderOfflinePage(prompt, { detail, seed });
          expect(page.drawings.slice(1), label).toContain(prop);
          expect(page.missing, label).toBeUndefined();
          await expectPageInRange(page.image, detail, label);
          const scene = await composeOfflineScene(prompt, { detail, seed });
          expect(scene.placements[0]?.entry.keywords, label).toContain(subject);
        }
  });

  it('puts the basketball at the player’s feet, small, as the soccer ball', async () => {
    for (const prompt of ['a girl playing basketball', 'a boy with a basketball'])
      for (const seed of [0, 1, 2]) {
        const scene = await composeOfflineScene(prompt, { seed });
        const child = scene.placements.find((p) => p.role === 'main') as Placement;
        const ball = scene.placements.find((p) => p.entry.id === 'basketball') as Placement;
        expect(ball.role, `${prompt} #${seed}`).toBe('held');
        expect(ball.height, `${prompt} #${seed}`).toBeLessThan(0.5 * child.height);
        expect(Math.abs(ball.bottom - child.bottom), `${prompt} #${seed}`).toBeLessThan(0.05 * child.height);
      }
  });

  it('puts the cheese in the mouse’s lap, smaller than the mouse, in front of it', async () => {
    for (const seed of [0, 1, 2]) {
      const scene = await composeOfflineScene('a mouse eating cheese', { seed });
      const mouse = scene.placements.find((p) => p.role === 'main') as Placement;
      const cheese = scene.placements.find((p) => p.entry.id === 'cheese') as Placement;
      const middle = cheese.bottom - cheese.height / 2;
      expect(cheese.role, `#${seed}`).toBe('held');
      expect(cheese.height, `#${seed}`).toBeLessThan(0.5 * mouse.height);
      expect(middle, `#${seed}`).toBeGreaterThan(mouse.bottom - 0.6 * mouse.height);
      expect(middle, `#${seed}`).toBeLessThan(mouse.bottom);
      expect(scene.placements.indexOf(cheese), `#${seed}`).toBeGreaterThan(scene.placements.indexOf(mouse));
    }
  });

  it('leaves "ball" the beach ball and finds them by their words', () => {
    expect(findDrawings('basketball')[0]?.id).toBe('basketball');
    expect(findDrawings('cheese')[0]?.id).toBe('cheese');
    expect(findDrawings('ball')[0]?.id).not.toBe('basketball');
  });
});
