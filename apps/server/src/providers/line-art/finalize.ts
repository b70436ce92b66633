import { CANVAS_SIZE, THUMBNAIL_SIZE } from '@huebook/shared/constants';
import sharp from 'sharp';

import { binarize, DEFAULT_INK_THRESHOLD, encodeGrayPng, frameOnPage } from './binary-image.ts';
import { decodeGray } from './decode.ts';
import type { GrayImage } from './gray-image.ts';

/** A finished page: what the pages table stores and the grids show. */
export interface FinalPage {
  /** PNG, `CANVAS_SIZE × CANVAS_SIZE` (1024), one grey channel holding only 0 and 255. */
  illustration: Buffer;
  /** WebP, `THUMBNAIL_SIZE × THUMBNAIL_SIZE` (512), the illustration scaled down. */
  thumbnail: Buffer;
}

export interface FinalizeOptions {
  /** Grey level (0–255) at or below which a pixel becomes black; default 128. */
  threshold?: number;
}

/**
 * The last step of every page (AI, offline, upload, line-art conversion): decodes the
 * picture (pixel limit `MAX_INPUT_PIXELS`, EXIF orientation, alpha flattened onto white),
 * scales it to fit 1024×1024 and centres it on white (never stretched), thresholds it to pure
 * black and white, and makes the 512-pixel WebP thumbnail.
 *
 * Idempotent: a page it produced comes back byte for byte the same.
 *
 * @throws ImageInputError when `input` is not a readable PNG, JPEG or WebP, or is too large.
 */
export async function finalizePage(input: Buffer, options: FinalizeOptions = {}): Promise<FinalPage> {
  const gray = await decodeGray(input, CANVAS_SIZE);
  const page = frameOnPage(binarize(gray, options.threshold ?? DEFAULT_INK_THRESHOLD), CANVAS_SIZE);
  const [illustration, thumbnail] = await Promise.all([encodeGrayPng(page), makeThumbnail(page)]);
  return { illustration, thumbnail };
}

/** Scales a page down to `THUMBNAIL_SIZE` (grey anti-aliasing kept, it reads better small). */
export function makeThumbnail(page: GrayImage): Promise<Buffer> {
  return sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } })
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'contain', background: '#ffffff' })
    .webp({ quality: 80 })
    .toBuffer();
}
