import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { convertToLineArt } from './convert.ts';
import { finalizePage } from './finalize.ts';
import { ImageInputError } from './image-input-error.ts';
import { componentSizes, inkShare, isPureBlackAndWhite, readPixels } from './pixel-census.ts';
import { closeLineArtPool } from './pool.ts';

afterAll(closeLineArtPool);

const photo = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../../e2e/fixtures/photos/${name}`, import.meta.url)));

describe.each(['red-flower.jpg', 'ladybird.jpg'])('convertToLineArt on the photo %s', (name) => {
  it('makes clean, colourable black-on-white line art on a 1024×1024 page', async () => {
    const art = await convertToLineArt(photo(name));
    expect(await sharp(art).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    const pixels = await readPixels(art);
    expect(isPureBlackAndWhite(pixels)).toBe(true);

    // Lines, not blots: some ink, mostly paper.
    expect(inkShare(pixels)).toBeGreaterThan(0.02);
    expect(inkShare(pixels)).toBeLessThan(0.3);
    // Hardly any specks of ink under 20 pixels.
    expect(componentSizes(pixels, 0, 8).filter((size) => size < 20).length).toBeLessThanOrEqual(3);
    // Several closed regions big enough to fill (the letterbox bands count as one or two).
    expect(componentSizes(pixels, 255, 4).filter((size) => size >= 500).length).toBeGreaterThanOrEqual(5);
    // No pinholes too small to colour.
    expect(componentSizes(pixels, 255, 4).filter((size) => size < 50).length).toBeLessThanOrEqual(3);
  });

  it('is letterboxed like finalizePage frames it, which then leaves it unchanged', async () => {
    const art = await convertToLineArt(photo(name));
    const pixels = await readPixels(art);
    // 800×500 → 1024×640 centred: 192 white rows above and below.
    expect(pixels.gray.subarray(0, 190 * 1024).every((v) => v === 255)).toBe(true);
    expect(pixels.gray.subarray(834 * 1024).every((v) => v === 255)).toBe(true);
    expect((await finalizePage(art)).illustration.equals(art)).toBe(true);
  });
});

describe('convertToLineArt', () => {
  it('draws no noise on a flat colour: only the frame', async () => {
    const flat = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7bd5' } })
      .jpeg()
      .toBuffer();
    const pixels = await readPixels(await convertToLineArt(flat));
    expect(componentSizes(pixels, 0, 8)).toHaveLength(1);
  });

  it('finds an edge between two colours of the same lightness', async () => {
    // Red and green of nearly equal luma: a grey-only edge detector would miss it.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="rgb(0,128,0)"/><circle cx="200" cy="200" r="110" fill="rgb(255,20,0)"/></svg>';
    const pixels = await readPixels(await convertToLineArt(await sharp(Buffer.from(svg)).png().toBuffer()));
    const regions = componentSizes(pixels, 255, 4).filter((size) => size >= 500);
    expect(regions.length).toBeGreaterThanOrEqual(2); // inside and outside the circle
  });

  it('rejects bytes that are not a picture with ImageInputError', async () => {
    await expect(convertToLineArt(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(
      ImageInputError,
    );
    await expect(convertToLineArt(Buffer.alloc(4096, 0xab))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
