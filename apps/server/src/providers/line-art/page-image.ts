import { CANVAS_SIZE, THUMBNAIL_SIZE } from '@huebook/shared/constants';
import sharp from 'sharp';

import { binarize, DEFAULT_INK_THRESHOLD, encodeGrayPng, frameOnPage } from './binary-image.ts';
import { fillPinholes, removeSpecks } from './components.ts';
import { decodeGray } from './decode.ts';
import type { FinalizeOptions, FinalPage } from './finalize.ts';
import type { GrayImage } from './gray-image.ts';
import { close } from './morphology.ts';
import { MIN_COLORABLE_REGION_PX, SPECK_PX } from './page-quality.ts';

/**
 * `finalizePage` on the calling thread. Runs in a line-art worker (`worker.ts`); everything
 * else calls `finalizePage` (`finalize.ts`), which sends it there.
 * @throws ImageInputError when `input` is not a readable PNG, JPEG or WebP, or is too large.
 */
export async function renderPage(input: Buffer, options: FinalizeOptions = {}): Promise<FinalPage> {
  const gray = await decodeGray(input, CANVAS_SIZE);
  let mask = binarize(gray, options.threshold ?? DEFAULT_INK_THRESHOLD);
  if (options.clean) mask = fillPinholes(removeSpecks(close(mask, 1), SPECK_PX), MIN_COLORABLE_REGION_PX);
  const page = frameOnPage(mask, CANVAS_SIZE);
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
