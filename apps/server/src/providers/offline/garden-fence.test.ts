import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { labelBounds, labelPaper } from './label-ops.ts';
import { FENCE_HEIGHT } from './procedural/settings-land.ts';
import { composeOfflineScene, renderOfflinePage } from './render-page.ts';

const PROMPTS = [
  'A dog playing with a ball in the garden',
  'A cat in the garden',
  'A butterfly and a bee in the garden',
];

/**
 * The garden fence as a child sees it on a Simple page: paper regions of the PNG that are whole
 * pickets (from the fence's pointed top down to its rail, no wider than a picket) and whether
 * a rail runs along the ground under them (a third of the page's width at least, in pieces
 * between the subjects standing in front of it).
 */
async function fenceParts(prompt: string, seed: number): Promise<{ pickets: number; hasRail: boolean }> {
  const page = await renderOfflinePage(prompt, { seed, detail: 'simple' });
  const { groundY } = await composeOfflineScene(prompt, { seed, detail: 'simple' });
  const { data, info } = await sharp(page.image)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { labels, width, height, regions } = labelPaper(
    { data: new Uint8Array(data), width: info.width, height: info.height },
    127,
  );
  const { left, right, top, bottom } = labelBounds({ labels, width, height }, regions);
  const fenceTop = groundY - FENCE_HEIGHT;
  let pickets = 0;
  let railWidth = 0;
  for (let l = 1; l <= regions; l++) {
    const w = (right[l] as number) - (left[l] as number) + 1;
    const t = top[l] as number;
    const b = bottom[l] as number;
    // A picket: its point at the fence's top, its foot within 40 px of the ground line.
    if (w <= 160 && t >= fenceTop - 30 && t <= fenceTop + 4 && b >= groundY - 40 && b <= groundY) pickets++;
    // The rail's pieces (subjects stand in front of it): strips along the ground line.
    if (t >= groundY - 40 && b <= groundY + 16) railWidth += w;
  }
  return { pickets, hasRail: railWidth >= width / 3 };
}

describe('the garden fence on a Simple page', () => {
  it('shows whole pickets on a rail, not pieces merged with the sky and the grass', async () => {
    for (const prompt of PROMPTS)
      for (const seed of [0, 1, 2]) {
        const { pickets, hasRail } = await fenceParts(prompt, seed);
        // Six pickets: the subjects standing in front hide at most three.
        expect(pickets, `${prompt} #${seed}`).toBeGreaterThanOrEqual(3);
        expect(hasRail, `${prompt} #${seed}`).toBe(true);
      }
  });
});
