import sharp from 'sharp';

import type { GrayImage, InkMask } from './gray-image.ts';

/** Grey level at or below which a pixel counts as ink when binarising, 0–255. */
export const DEFAULT_INK_THRESHOLD = 128;

/** Marks as ink every pixel whose grey level is at most `threshold`. */
export function binarize(image: GrayImage, threshold = DEFAULT_INK_THRESHOLD): InkMask {
  const { data, width, height } = image;
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = (data[i] as number) <= threshold ? 1 : 0;
  return { ink, width, height };
}

/**
 * Centres a mask on a white `size × size` page (letter- or pillar-boxed, never stretched) and
 * returns its pixels: 0 for ink, 255 for paper. The mask must fit inside the page.
 */
export function frameOnPage(mask: InkMask, size: number): GrayImage {
  const { ink, width, height } = mask;
  if (width > size || height > size)
    throw new RangeError(`mask ${width}×${height} does not fit in ${size}×${size}`);
  const data = new Uint8Array(size * size).fill(255);
  const left = Math.floor((size - width) / 2);
  const top = Math.floor((size - height) / 2);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const out = (top + y) * size + left;
    for (let x = 0; x < width; x++) if (ink[row + x] === 1) data[out + x] = 0;
  }
  return { data, width: size, height: size };
}

/** Encodes a grey image as an 8-bit greyscale PNG, which every browser reads. */
export function encodeGrayPng(image: GrayImage): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .toColourspace('b-w')
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}
