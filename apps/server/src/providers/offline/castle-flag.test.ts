import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { composeOfflineScene, renderOfflinePage } from './render-page.ts';

/** Where `settings-castle.ts` draws the keep: its top 450 px above the ground, centred. */
const KEEP_HEIGHT = 450;
/** The pennant's tip: 80 px to one side of the pole, 100 px above the keep's top. */
const TIP_DX = 80;
const TIP_RISE = 100;
/** The keep's merlons rise this far above its top. */
const MERLON = 34;

/**
 * How far down the ink joined to the castle pennant's tip reaches (page px, 8-connected ink
 * within the keep's middle), or undefined when the page shows no pennant.
 */
async function pennantFoot(
  prompt: string,
  seed: number,
  detail: 'simple' | 'medium',
): Promise<number | undefined> {
  const scene = await composeOfflineScene(prompt, { seed, detail });
  if (!scene.features.includes('castle')) return undefined;
  const page = await renderOfflinePage(prompt, { seed, detail });
  const { data, info } = await sharp(page.image)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const width = info.width;
  const keepTop = scene.groundY - KEEP_HEIGHT;
  const tipY = keepTop - TIP_RISE;
  const isInk = (x: number, y: number) => (data[y * width + x] as number) < 128;
  let start: [number, number] | undefined;
  for (const side of [-1, 1])
    for (let dy = -6; dy <= 6 && !start; dy++)
      for (let dx = -6; dx <= 6 && !start; dx++) {
        const x = width / 2 + side * TIP_DX + dx;
        if (isInk(x, tipY + dy)) start = [x, tipY + dy];
      }
  if (!start) return undefined;
  // Ink within the keep's middle, from above the pennant to just below the keep's top.
  const left = width / 2 - TIP_DX - 20;
  const right = width / 2 + TIP_DX + 20;
  const top = tipY - 40;
  const bottom = keepTop + 20;
  const seen = new Set<number>([start[1] * width + start[0]]);
  const queue = [start];
  let foot = start[1];
  while (queue.length > 0) {
    const [x, y] = queue.pop() as [number, number];
    foot = Math.max(foot, y);
    for (let ny = y - 1; ny <= y + 1; ny++)
      for (let nx = x - 1; nx <= x + 1; nx++) {
        if (nx < left || nx > right || ny < top || ny > bottom || seen.has(ny * width + nx)) continue;
        if (!isInk(nx, ny)) continue;
        seen.add(ny * width + nx);
        queue.push([nx, ny]);
      }
  }
  return foot - keepTop;
}

describe('the castle’s flag', () => {
  it('flies from a pole standing on the keep, whichever way it flies', async () => {
    let shown = 0;
    for (const prompt of ['A princess in a castle', 'a princess riding a horse'])
      for (const detail of ['simple', 'medium'] as const)
        for (const seed of [0, 1, 2, 3]) {
          const foot = await pennantFoot(prompt, seed, detail);
          if (foot === undefined) continue;
          shown++;
          // The pennant's outline runs down its pole to the keep's merlons (or a subject's
          // outline in front of them), not ending in the sky.
          expect(foot, `${prompt} ${detail} #${seed}`).toBeGreaterThanOrEqual(-MERLON - 2);
        }
    expect(shown).toBeGreaterThanOrEqual(12);
  });
});
