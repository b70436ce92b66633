import { describe, expect, it } from 'vitest';

import { facePartsOnSimplePage } from './face-parts.test-support.ts';
import { expectDrawnFirstInRange } from './page-checks.test-support.ts';
import { renderOfflinePage } from './render-page.ts';

/**
 * Little things children ask for (scripts/own-drawings/little-things.ts): a heart, a crown, a
 * donut and a pizza. The library had no drawing of any of them, so each page was a tree in a
 * meadow with the subject reported missing.
 */
const CASES = [
  { prompt: 'a heart', id: 'heart' },
  { prompt: 'a heart for mom', id: 'heart' },
  { prompt: "hearts for valentine's day", id: 'heart' },
  { prompt: 'a crown', id: 'crown' },
  { prompt: 'a princess crown', id: 'crown' },
  { prompt: "a king's crown", id: 'crown' },
  { prompt: 'a donut', id: 'donut' },
  { prompt: 'a donut with sprinkles', id: 'donut' },
  { prompt: 'a pizza', id: 'pizza' },
  { prompt: 'a pizza with pepperoni', id: 'pizza' },
] as const;

describe('little things: a heart, a crown, a donut, a pizza', () => {
  it('draws the new drawing first, reports nothing missing, and keeps every level in range and black and white', async () => {
    for (const { prompt, id } of CASES) await expectDrawnFirstInRange(prompt, id);
  });

  it('keeps the princess for "a princess" and the heart’s face at Simple', async () => {
    expect((await renderOfflinePage('a princess', { seed: 0 })).drawings[0]).toBe('princess');
    for (const seed of [0, 1, 2]) {
      const faces = await facePartsOnSimplePage('a heart', seed);
      expect(faces.length, `a heart #${seed}`).toBeGreaterThanOrEqual(1);
      for (const { subject, parts } of faces)
        expect(parts, `a heart #${seed}: ${subject.entry.id}`).toBeGreaterThanOrEqual(2);
    }
  });
});
