import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { decodeRgb } from './decode.ts';
import type { RgbImage } from './gray-image.ts';
import { mergeRegions } from './region-graph.ts';
import { makeSuperpixels, SEGMENT_SETTINGS } from './segment.ts';

const photo = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../../e2e/fixtures/photos/${name}`, import.meta.url)));

/** A 200×200 picture: a red disc of radius 40 at (100, 100) on a lawn of two greens in stripes. */
function discOnLawn(): RgbImage {
  const width = 200;
  const height = 200;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = 3 * (y * width + x);
      const isDisc = (x - 100) ** 2 + (y - 100) ** 2 < 40 ** 2;
      const shade = Math.floor(x / 8) % 2 ? 20 : 0;
      data.set(isDisc ? [210, 30, 30] : [60 + shade, 140 + shade, 50], i);
    }
  return { data, width, height };
}

describe('the subject of a photo', () => {
  it('is the disc, not the lawn round it', () => {
    const superpixels = makeSuperpixels(discOnLawn(), SEGMENT_SETTINGS.medium);
    const { labels, width } = superpixels.map;
    const at = (x: number, y: number) => superpixels.subject[labels[y * width + x] as number] as number;
    expect(at(100, 100)).toBeGreaterThan(0.8);
    expect(at(85, 110)).toBeGreaterThan(0.8);
    for (const [x, y] of [
      [10, 10],
      [190, 100],
      [100, 190],
      [30, 150],
    ] as const)
      expect(at(x, y)).toBeLessThan(0.2);
  });

  it('is the small bird on the bark, not the bark or the blurred background (nuthatch.jpg)', async () => {
    // nuthatch.jpg decoded to 512×288: the bird's back, belly and head round (205–240, 110–175),
    // bark left of x ≈ 190, a blurred meadow right of it.
    const superpixels = makeSuperpixels(await decodeRgb(photo('nuthatch.jpg'), 512), SEGMENT_SETTINGS.medium);
    const { labels, width } = superpixels.map;
    const mean = (points: readonly (readonly [number, number])[]) =>
      points.reduce(
        (sum, [x, y]) => sum + (superpixels.subject[labels[y * width + x] as number] as number),
        0,
      ) / points.length;
    const bird = mean([
      [240, 150],
      [230, 175],
      [205, 110],
    ]);
    const bark = mean([
      [100, 100],
      [50, 200],
      [150, 50],
      [60, 60],
    ]);
    const meadow = mean([
      [300, 100],
      [400, 200],
    ]);
    expect(bird).toBeGreaterThan(0.8);
    expect(bark).toBeLessThan(0.5);
    expect(meadow).toBeLessThan(0.1);
  });

  it('is the boats, not the sunset glow between the clouds above them (boats.jpg)', async () => {
    // boats.jpg decoded to 512×320: a yellow-orange glow across the sky cut off from the edge
    // by dark clouds and hills (200–420, 85–105), the nearest boat's orange hull round (80, 210).
    const superpixels = makeSuperpixels(await decodeRgb(photo('boats.jpg'), 512), SEGMENT_SETTINGS.medium);
    const { labels, width } = superpixels.map;
    const mean = (points: readonly (readonly [number, number])[]) =>
      points.reduce(
        (sum, [x, y]) => sum + (superpixels.subject[labels[y * width + x] as number] as number),
        0,
      ) / points.length;
    const glow = mean([
      [200, 90],
      [250, 100],
      [300, 95],
      [420, 90],
    ]);
    const boat = mean([
      [80, 190],
      [80, 210],
      [90, 230],
    ]);
    expect(glow).toBeLessThan(0.1);
    expect(boat).toBeGreaterThan(0.8);
  });

  it('gets more of the region budget than the background: the sheep keeps more regions', async () => {
    const superpixels = makeSuperpixels(await decodeRgb(photo('sheep.jpg'), 512), SEGMENT_SETTINGS.medium);
    const { map, lab, subject } = superpixels;
    const options = {
      target: 60,
      minSize: 150,
      backgroundWeight: 0.01,
      sameColour: 3,
      texture: superpixels.texture,
      edges: superpixels.edgeMask,
    };
    // Regions lying mostly on the subject (its top-weighted pixels), with and without the weights.
    const subjectRegions = (merged: { labels: Int32Array; count: number }) => {
      const onSubject = new Float64Array(merged.count);
      const size = new Float64Array(merged.count);
      for (let i = 0; i < merged.labels.length; i++) {
        const r = merged.labels[i] as number;
        size[r] = (size[r] as number) + 1;
        if ((subject[map.labels[i] as number] as number) > 0.5) onSubject[r] = (onSubject[r] as number) + 1;
      }
      let count = 0;
      for (let r = 0; r < merged.count; r++)
        if ((onSubject[r] as number) > 0.5 * (size[r] as number)) count++;
      return count;
    };
    const weighted = subjectRegions(mergeRegions(map, lab, { ...options, subject }));
    const unweighted = subjectRegions(mergeRegions(map, lab, options));
    // Fewer than before (twice as many) since shading of one hue merges first, on the sheep too,
    // and a blurred outline in the background weighs at least 1/5: 22 against 17 (was 23).
    expect(weighted).toBeGreaterThanOrEqual(1.25 * unweighted);
    expect(weighted).toBeGreaterThan(60 / 3);
  });
});
