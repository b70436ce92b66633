import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { InkMask } from './gray-image.ts';
import { erode } from './morphology.ts';
import { measurePage } from './page-quality.ts';
import { fillPinholesAndCount } from './paper-regions.ts';
import { openPockets } from './pockets.ts';
import { labelOpenPixels } from './run-labels.ts';
import { renderLineArt } from './trace.ts';

const photo = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../../e2e/fixtures/photos/${name}`, import.meta.url)));

/**
 * A 200×200 page framed 4 px wide, cut in two by a line down x = 100, with a ring of line
 * (4 px wide) round (50, 100) whose inside, radius 4, is paper too small to colour.
 */
function pageWithPocket(): InkMask {
  const width = 200;
  const height = 200;
  const ink = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const r = Math.hypot(x - 50, y - 100);
      const isFrame = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
      if (isFrame || Math.abs(x - 100) < 2 || (r > 4 && r <= 8)) ink[y * width + x] = 1;
    }
  return { ink, width, height };
}

/** The photo's L* at half the page's size: `light` everywhere, `dark` inside radius 5 of (50, 100). */
function lightness(light: number, dark: number): Float32Array {
  const l = new Float32Array(100 * 100).fill(light);
  for (let y = 0; y < 100; y++)
    for (let x = 0; x < 100; x++) if (Math.hypot(x - 25, y - 50) <= 2.5) l[y * 100 + x] = dark;
  return l;
}

/**
 * Solid blobs of ink: pieces of ink still there after an erosion of 5 px (over 11 px thick,
 * nearly three Medium outlines side by side), away from the page's frame.
 */
function solidBlobs(gray: Uint8Array, width: number, height: number): number {
  const ink = gray.map((v) => (v < 128 ? 1 : 0));
  const core = erode({ ink, width, height }, 5).ink;
  const { labels, count } = labelOpenPixels(
    core.map((v) => 1 - v),
    width,
    height,
  );
  const isFrame = new Uint8Array(count);
  for (let i = 0; i < labels.length; i++) {
    const k = labels[i] as number;
    const x = i % width;
    const y = (i - x) / width;
    if (k >= 0 && (x < 16 || y < 16 || x >= width - 16 || y >= height - 16)) isFrame[k] = 1;
  }
  let blobs = 0;
  for (let k = 0; k < count; k++) if (!isFrame[k]) blobs++;
  return blobs;
}

/** The page's own area (the picture, without the white bands round it) as grey bytes. */
async function pageGray(png: Buffer): Promise<{ gray: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { gray: new Uint8Array(data), width: info.width, height: info.height };
}

describe('pockets of paper too small to colour', () => {
  it('open into their neighbour where the photo is light: no black blob, the page stays closed', () => {
    const page = pageWithPocket();
    openPockets(page, lightness(70, 70), 2, 4, 150);
    const regions = fillPinholesAndCount(page, 150);
    const gray = page.ink.map((v) => (v ? 0 : 255));
    expect(regions).toBe(2);
    expect(solidBlobs(gray, 200, 200)).toBe(0);
    // The ring's centre is paper again and joins the left half, not the right one.
    expect(page.ink[100 * 200 + 50]).toBe(0);
    expect(measurePage(gray, 200, 200)).toMatchObject({ regions: 2, specks: 0, closedWhiteShare: 1 });
    // The line between the halves and the frame are whole.
    for (let y = 4; y < 196; y++) expect(page.ink[y * 200 + 100]).toBe(1);
  });

  it('stay inked where the photo is dark inside them, as a pupil', () => {
    const page = pageWithPocket();
    openPockets(page, lightness(70, 15), 2, 4, 150);
    fillPinholesAndCount(page, 150);
    expect(page.ink[100 * 200 + 50]).toBe(1);
    expect(page.ink[100 * 200 + 57]).toBe(1);
  });

  it.each(['sheep.jpg', 'red-flower.jpg', 'boats.jpg'])(
    'leave no solid black blob on the Medium page of %s (outlines meeting at a sharp angle, curls of wool)',
    async (name) => {
      const { gray, width, height } = await pageGray(await renderLineArt(photo(name), 'medium'));
      expect(solidBlobs(gray, width, height)).toBe(0);
    },
  );
});
