import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { finalizePage } from './finalize.ts';
import { ImageInputError } from './image-input-error.ts';
import { isPureBlackAndWhite, readPixels, type Pixels } from './pixel-census.ts';
import { closeLineArtPool } from './pool.ts';

afterAll(closeLineArtPool);

function svgPicture(width: number, height: number, body: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Bounding box of the black pixels. */
function inkBox(p: Pixels): { left: number; top: number; right: number; bottom: number } {
  let left = p.width;
  let top = p.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      if (p.gray[y * p.width + x] !== 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return { left, top, right, bottom };
}

describe('finalizePage', () => {
  it('makes a 1024×1024 PNG of pure black and white from a grey photo-like picture', async () => {
    const gradient = await svgPicture(
      600,
      600,
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect width="600" height="600" fill="url(#g)"/>',
    );
    const { illustration } = await finalizePage(gradient);
    const meta = await sharp(illustration).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    expect(isPureBlackAndWhite(await readPixels(illustration))).toBe(true);
  });

  it('letterboxes a wide picture on white without stretching it: a circle stays round', async () => {
    const wide = await svgPicture(
      800,
      400,
      '<rect width="800" height="400" fill="#fff"/><circle cx="400" cy="200" r="150" fill="#000"/>',
    );
    const pixels = await readPixels((await finalizePage(wide)).illustration);
    // 800×400 scales by 1.28 to 1024×512, centred: white bands of 256 rows above and below.
    for (const y of [0, 100, 255, 768, 900, 1023]) {
      expect(pixels.gray.subarray(y * 1024, (y + 1) * 1024).every((v) => v === 255)).toBe(true);
    }
    const box = inkBox(pixels);
    const width = box.right - box.left + 1;
    const height = box.bottom - box.top + 1;
    expect(Math.abs(width - height)).toBeLessThanOrEqual(2);
    expect(width).toBeGreaterThan(380); // 300 × 1.28 = 384
    expect(width).toBeLessThan(390);
    expect(Math.abs((box.top + box.bottom) / 2 - 511.5)).toBeLessThanOrEqual(1);
  });

  it('makes a 512×512 WebP thumbnail', async () => {
    const { thumbnail } = await finalizePage(
      await svgPicture(300, 500, '<circle cx="150" cy="250" r="100" fill="#000"/>'),
    );
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('flattens transparency onto white', async () => {
    const transparent = await svgPicture(
      400,
      400,
      '<circle cx="200" cy="200" r="100" fill="none" stroke="#000" stroke-width="20"/>',
    );
    const pixels = await readPixels((await finalizePage(transparent)).illustration);
    expect(pixels.gray[0]).toBe(255);
    expect(pixels.gray[512 * 1024 + 512]).toBe(255); // inside the ring
    expect(pixels.gray[512 * 1024 + 512 - 256]).toBe(0); // on the ring (radius 100 × 2.56)
  });

  it('applies the EXIF orientation', async () => {
    // Black left half, stored landscape with orientation 6 (shown turned 90° clockwise).
    const landscape = await sharp(
      await svgPicture(
        400,
        200,
        '<rect width="400" height="200" fill="#fff"/><rect width="200" height="200" fill="#000"/>',
      ),
    )
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const pixels = await readPixels((await finalizePage(landscape)).illustration);
    expect(pixels.gray[256 * 1024 + 512]).toBe(0); // upright: black on top
    expect(pixels.gray[768 * 1024 + 512]).toBe(255);
    expect(pixels.gray[512 * 1024 + 50]).toBe(255); // pillar-boxed: white side bands
  });

  it('gives back a page it made byte for byte', async () => {
    const first = await finalizePage(
      await svgPicture(500, 300, '<rect x="50" y="50" width="200" height="100" fill="#000"/>'),
    );
    const again = await finalizePage(first.illustration);
    expect(again.illustration.equals(first.illustration)).toBe(true);
  });

  it.each([
    ['random bytes', Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 256))],
    ['a text file', Buffer.from('Hello, this is not a picture.\n')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])('rejects %s with ImageInputError UNSUPPORTED_MEDIA_TYPE', async (_name, bytes) => {
    const error = await finalizePage(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageInputError);
    expect(error).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringMatching(/not a picture/),
    });
  });

  it('rejects a picture over the pixel limit with IMAGE_TOO_LARGE', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(finalizePage(huge)).rejects.toMatchObject({
      name: 'ImageInputError',
      code: 'IMAGE_TOO_LARGE',
    });
  });
});
