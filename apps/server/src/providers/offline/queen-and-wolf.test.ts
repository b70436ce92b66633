import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { findDrawings } from './library/library.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';

/**
 * A queen and a howling wolf drawn for the page (scripts/own-drawings/queen-and-wolf.ts): "a
 * queen" drew the child princess, and "a wolf howling at the moon" a wolf standing.
 */
const CASES = {
  queen: [
    { prompt: 'a queen', id: 'queen' },
    { prompt: 'the queen', id: 'queen' },
    { prompt: 'a queen with a crown', id: 'queen' },
    { prompt: 'a princess', id: 'princess' },
  ],
  wolf: [
    { prompt: 'a wolf howling at the moon', id: 'howling-wolf' },
    { prompt: 'a howling wolf', id: 'howling-wolf' },
    { prompt: 'a wolf', id: 'standing-wolf' },
  ],
} as const;

describe('a queen and a howling wolf', () => {
  for (const [subject, cases] of Object.entries(CASES))
    it(`draws the ${subject} first, reports nothing missing, and keeps every level in range and black and white`, async () => {
      for (const { prompt, id } of cases) await expectDrawnFirstInRange(prompt, id);
    });

  it('gives the queen her own crown, and the king his queen', async () => {
    expect((await renderOfflinePage('a queen with a crown', { seed: 0 })).drawings).toEqual(['queen']);
    expect((await renderOfflinePage('a king and a queen', { seed: 0 })).drawings).toEqual(['king', 'queen']);
  });

  it('sets the howling wolf under the night sky’s moon', async () => {
    for (const prompt of ['a wolf howling at the moon', 'a howling wolf at night']) {
      const scene = await composeOfflineScene(prompt, { seed: 0 });
      expect(scene.placements[0]?.entry.id, prompt).toBe('howling-wolf');
      expect(scene.features, prompt).toContain('moon');
      expect(scene.features, prompt).not.toContain('sun');
    }
  });

  it('keeps each one’s face at Simple', async () => {
    // Other seeds step to the subject's other drawings ("a queen" #1 is the princess): only
    // pages of ours are checked, seed 0 always one.
    for (const [prompt, id] of [
      ['a queen', 'queen'],
      ['a howling wolf', 'howling-wolf'],
    ] as const)
      for (const seed of [0, 1, 2, 3]) {
        const faces = (await facePartsOnSimplePage(prompt, seed)).filter((f) => f.subject.entry.id === id);
        if (seed === 0) expect(faces.length, `${prompt} #${seed}`).toBe(1);
        for (const { parts } of faces) expect(parts, `${prompt} #${seed}`).toBeGreaterThanOrEqual(2);
      }
  });

  it('finds them by their words, the princess keeping hers', () => {
    expect(findDrawings('queen')[0]?.id).toBe('queen');
    expect(findDrawings('queens')[0]?.id).toBe('queen');
    expect(findDrawings('princess')[0]?.id).toBe('princess');
    expect(findDrawings('howling wolf')[0]?.id).toBe('howling-wolf');
    // "Wolf" keeps the standing wolf first and the clip art's for "Try another", then ours howling.
    expect(findDrawings('wolves').map((e) => e.id)).toEqual(['standing-wolf', 'wolf', 'howling-wolf']);
  });
});
