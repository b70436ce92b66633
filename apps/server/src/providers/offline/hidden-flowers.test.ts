import { describe, expect, it } from 'vitest';

import { labelBounds } from './label-ops.ts';
import { composeOfflineScene } from './render-page.ts';

/** Widest a backdrop flower's stem is on the composed page, px (a 10 px rect and its outline). */
const STEM_WIDTH = 16;

/**
 * Backdrop stems left standing under a drawing: regions of the setting below its ground line at
 * most `STEM_WIDTH` wide, taller than wide, whose top row meets a drawing pasted over them (the
 * stem of a flower whose head is hidden behind a subject).
 */
async function stemsUnderDrawings(
  prompt: string,
  seed: number,
  detail: 'simple' | 'medium',
): Promise<number> {
  const scene = await composeOfflineScene(prompt, { seed, detail });
  const { map, groups, regions } = scene.labels;
  const { labels, width } = map;
  const { left, right, top, bottom } = labelBounds(map, regions);
  let stems = 0;
  for (let l = 1; l <= regions; l++) {
    if (groups[l] !== 0 || (top[l] as number) <= scene.groundY) continue;
    const w = (right[l] as number) - (left[l] as number) + 1;
    const h = (bottom[l] as number) - (top[l] as number) + 1;
    if (w > STEM_WIDTH || h <= w) continue;
    const y = top[l] as number;
    let isUnderDrawing = false;
    for (let x = left[l] as number; x <= (right[l] as number); x++)
      if (labels[y * width + x] === l && groups[labels[(y - 1) * width + x] as number] !== 0)
        isUnderDrawing = true;
    if (isUnderDrawing) stems++;
  }
  return stems;
}

describe('backdrop flowers behind subjects', () => {
  it('leaves out a flower whose head a subject hides, rather than show its stem under the subject', async () => {
    for (const prompt of [
      'a cat in the garden',
      'A princess in a castle',
      'a cat and a dog',
      'a dog in the meadow',
    ])
      for (const detail of ['simple', 'medium'] as const)
        for (const seed of [0, 1, 2])
          expect(await stemsUnderDrawings(prompt, seed, detail), `${prompt} ${detail} #${seed}`).toBe(0);
  });
});
