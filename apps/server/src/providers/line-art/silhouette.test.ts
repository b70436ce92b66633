import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { decodeRgb } from './decode.ts';
import { makeSuperpixels, SEGMENT_SETTINGS } from './segment.ts';
import { renderLineArt } from './trace.ts';

const photo = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../../e2e/fixtures/photos/${name}`, import.meta.url)));

/** The silhouette (`cutSilhouette`) of a photo at work scale: inside at (x, y)? */
async function silhouetteOf(name: string): Promise<(point: readonly [number, number]) => boolean> {
  const picture = await decodeRgb(photo(name), 512);
  const { map, silhouette } = makeSuperpixels(picture, SEGMENT_SETTINGS.simple);
  return ([x, y]) => silhouette[map.labels[y * map.width + x] as number] === 1;
}

/** Lengths of the runs of ink down column `x` of a page, between rows `from` and `to`. */
async function inkRuns(png: Buffer, x: number, from: number, to: number): Promise<number[]> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  const runs: number[] = [];
  let run = 0;
  for (let y = from; y < to; y++) {
    if ((data[y * info.width + x] as number) < 128) run++;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  return run > 0 ? [...runs, run] : runs;
}

/** Lengths of the runs of ink along row `y` of a page, between columns `from` and `to`. */
async function rowInkRuns(png: Buffer, y: number, from: number, to: number): Promise<number[]> {
  const rotated = await sharp(png).rotate(90).png().toBuffer();
  // Rotated a quarter turn clockwise, row y is column (height − 1 − y), read top to bottom.
  const { height } = await sharp(png).metadata();
  return inkRuns(rotated, (height as number) - 1 - y, from, to);
}

describe('the subject’s silhouette', () => {
  it('is the sheep, whole, and none of the grass, the sky or the mountain', async () => {
    // sheep.jpg decodes to 512×320 work pixels. The cues alone call parts of the wool in
    // shade background; the cut takes the sheep's body, head and legs.
    const inside = await silhouetteOf('sheep.jpg');
    for (const point of [
      [200, 105], // its back
      [230, 170], // its flank in shade
      [330, 230], // its head
      [148, 245], // a hind leg
    ] as const)
      expect(inside(point), `sheep at ${point.join(', ')}`).toBe(true);
    for (const point of [
      [60, 280], // the grass
      [250, 10], // the sky
      [250, 50], // the mountain
      [40, 120], // the trees
    ] as const)
      expect(inside(point), `background at ${point.join(', ')}`).toBe(false);
  });

  it('is nothing on a landscape with no subject', async () => {
    const inside = await silhouetteOf('mountains.jpg');
    for (let y = 5; y < 380; y += 20)
      for (let x = 5; x < 512; x += 20) expect(inside([x, y]), `${x}, ${y}`).toBe(false);
  });

  it('is drawn bold on the Simple page, the lines inside it and round the scenery not', async () => {
    // On the page the picture is 1024×640 from y = 192: the sheep's back crosses column 400
    // at about y = 365, the mountain's ridge at about 255, a line inside the sheep at 445.
    const page = await renderLineArt(photo('sheep.jpg'), 'simple');
    const [ridge, back, inner] = [
      await inkRuns(page, 400, 240, 280),
      await inkRuns(page, 400, 340, 400),
      await inkRuns(page, 400, 430, 460),
    ];
    expect(ridge.length, 'one line across the ridge').toBe(1);
    expect(back.length, 'one line across the back').toBe(1);
    expect(inner.length, 'one line inside the sheep').toBe(1);
    expect(back[0]).toBeGreaterThanOrEqual(8);
    expect(ridge[0]).toBeLessThanOrEqual(6);
    expect(inner[0]).toBeLessThanOrEqual(6);
  });
});

describe('a close-up’s silhouette', () => {
  it('is the whole face of a cat filling the frame, not only its eyes and nose', async () => {
    // cat.jpg decodes to 512×340 work pixels. The face reaches the picture's edge on three
    // sides, so the boundary prior ranks it background and the cues' cut finds only the eyes
    // and the nose; the face in focus round them is the subject.
    const inside = await silhouetteOf('cat.jpg');
    for (const point of [
      [200, 30], // the forehead
      [80, 160], // the left cheek
      [260, 250], // the muzzle
      [380, 150], // the right cheek
    ] as const)
      expect(inside(point), `face at ${point.join(', ')}`).toBe(true);
    for (const point of [
      [480, 100], // the blurred room behind, right
      [480, 260],
      [250, 332], // the chest below the chin
    ] as const)
      expect(inside(point), `background at ${point.join(', ')}`).toBe(false);
  });

  it('outlines the side of the cat’s head bold on the Simple page', async () => {
    // On the page the picture is 1024×680 from y = 172: the head's right side crosses row
    // 300 at about x = 845, against the blurred room (before: a 5 px line of a patch).
    const page = await renderLineArt(photo('cat.jpg'), 'simple');
    const runs = await rowInkRuns(page, 300, 600, 1010);
    expect(runs.length, 'one line across the side of the head').toBe(1);
    expect(runs[0]).toBeGreaterThanOrEqual(8);
  });
});
