import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { labelOpenPixels } from './run-labels.ts';
import { renderLineArt } from './trace.ts';

const photo = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../../e2e/fixtures/photos/${name}`, import.meta.url)));

/** Paper regions of at least 300 px of the page that reach into the box `[x0, y0, x1, y1)`. */
async function regionsInBox(png: Buffer, [x0, y0, x1, y1]: readonly number[]): Promise<number> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const ink = new Uint8Array(info.width * info.height);
  for (let i = 0; i < ink.length; i++) ink[i] = (data[i] as number) < 128 ? 1 : 0;
  const { labels } = labelOpenPixels(ink, info.width, info.height);
  const inBox = new Map<number, number>();
  for (let y = y0 as number; y < (y1 as number); y++)
    for (let x = x0 as number; x < (x1 as number); x++) {
      const k = labels[y * info.width + x] as number;
      if (k >= 0) inBox.set(k, (inBox.get(k) ?? 0) + 1);
    }
  return [...inBox.values()].filter((pixels) => pixels >= 300).length;
}

describe('merging the regions of a photo', () => {
  it('merges light and shade of one hue before outlines: the sheep’s body at Medium is a few shapes, not bands', async () => {
    // sheep.jpg (800×500) on the page: 1024×640 from y = 192; its woolly body fills this box.
    const body = [300, 400, 600, 580] as const;
    const input = photo('sheep.jpg');
    const simple = await regionsInBox(await renderLineArt(input, 'simple'), body);
    const medium = await regionsInBox(await renderLineArt(input, 'medium'), body);
    // Before, Medium cut the body into 10 bands of light and shadow (Simple: 4).
    expect(medium).toBeLessThanOrEqual(6);
    expect(medium).toBeGreaterThanOrEqual(simple);
  });
});
