import { MAX_INPUT_PIXELS } from '@huebook/shared/constants';
import sharp from 'sharp';

import type { GrayImage, RgbImage } from './gray-image.ts';
import { ImageInputError } from './image-input-error.ts';

/** Formats accepted as input: the upload formats of `IMAGE_MIME_TYPES`, by sharp's names. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * Decodes a PNG, JPEG or WebP picture to one 8-bit grey
 * channel scaled to fit inside `box × box` pixels, aspect ratio kept (small pictures are
 * enlarged). EXIF orientation is applied and transparency is flattened onto white first, so
 * a transparent drawing reads as lines on paper.
 *
 * One sharp call does it all: sharp orders these steps itself (orient, flatten, resize,
 * colourspace), which is the order wanted here; later pixel work happens on the raw bytes.
 *
 * @throws ImageInputError `UNSUPPORTED_MEDIA_TYPE` when the bytes are not a readable image,
 *   `IMAGE_TOO_LARGE` when it has more than `MAX_INPUT_PIXELS` pixels.
 */
export async function decodeGray(input: Buffer, box: number): Promise<GrayImage> {
  const { data, width, height } = await decode(input, box, 'b-w');
  return { data, width, height };
}

/** Like `decodeGray`, but keeps colour: 3 bytes per pixel, sRGB, row-major. */
export async function decodeRgb(input: Buffer, box: number): Promise<RgbImage> {
  const { data, width, height } = await decode(input, box, 'srgb');
  return { data, width, height };
}

async function decode(input: Buffer, box: number, space: 'b-w' | 'srgb'): Promise<GrayImage> {
  const channels = space === 'b-w' ? 1 : 3;
  try {
    const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format))
      throw new Error(`unsupported format ${format ?? 'unknown'}`);
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize(box, box, { fit: 'inside', kernel: 'lanczos3' })
      .toColourspace(space)
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== channels) throw new Error(`expected ${channels} channels, got ${info.channels}`);
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw toInputError(error);
  }
}

/**
 * The `ImageInputError` for a picture sharp could not read: IMAGE_TOO_LARGE past the pixel
 * limit, UNSUPPORTED_MEDIA_TYPE otherwise, in words a user can act on.
 */
export function toInputError(error: unknown): ImageInputError {
  const reason = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(reason)) {
    return new ImageInputError(
      `The picture is too large: at most ${MAX_INPUT_PIXELS.toLocaleString('en')} pixels are accepted.`,
      'IMAGE_TOO_LARGE',
      { cause: error },
    );
  }
  return new ImageInputError(
    'The file is not a picture we can read (PNG, JPEG or WebP).',
    'UNSUPPORTED_MEDIA_TYPE',
    {
      cause: error,
    },
  );
}
