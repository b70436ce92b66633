/**
 * Picture checks and conversions with sharp. Every stored picture is decoded and re-encoded
 * (never stored as sent), with MAX_INPUT_PIXELS against decompression bombs (DESIGN.md "Images").
 */
import { CANVAS_SIZE, MAX_INPUT_PIXELS } from '@huebook/shared/constants';
import sharp, { type Metadata } from 'sharp';

import { AppError } from '../errors.ts';

export type ImageFormat = 'png' | 'jpeg' | 'webp';
const FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'webp'];
const NOT_A_PICTURE = 'Only PNG, JPEG or WebP pictures are accepted.';

export interface EncodedImage {
  data: Buffer;
  format: 'png' | 'webp';
  contentType: 'image/png' | 'image/webp';
  width: number;
  height: number;
}

export interface DecodedImage {
  format: ImageFormat;
  width: number;
  height: number;
  hasAlpha: boolean;
}

const sharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/** Maps a sharp failure to the caller's error: too many pixels → 413, anything else → 415. */
function decodeFailure(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) {
    return new AppError(
      'TOO_LARGE',
      `The picture has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
    );
  }
  return new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PICTURE);
}

/**
 * Reads the header of a picture and checks it is PNG, JPEG or WebP within the pixel limit.
 * @throws AppError UNSUPPORTED_MEDIA_TYPE (not one of those, or unreadable), TOO_LARGE (pixels).
 */
export async function inspectImage(input: Buffer): Promise<DecodedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, sharpOptions).metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  const format = meta.format as ImageFormat;
  if (!FORMATS.includes(format) || !meta.width || !meta.height) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PICTURE);
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw decodeFailure(new Error('pixel limit'));
  return { format, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha ?? false };
}

/**
 * Fully decodes and re-encodes an upload: PNG stays PNG (alpha kept), JPEG and WebP become
 * WebP. EXIF orientation is applied, metadata dropped; `maxSize` (pixels) shrinks it to fit.
 */
export async function reencodeImage(
  input: Buffer,
  options: { maxSize?: { width: number; height: number } } = {},
): Promise<EncodedImage> {
  const decoded = await inspectImage(input);
  try {
    let pipeline = sharp(input, sharpOptions).rotate();
    if (options.maxSize) {
      pipeline = pipeline.resize({ ...options.maxSize, fit: 'inside', withoutEnlargement: true });
    }
    const asPng = decoded.format === 'png';
    const { data, info } = await (
      asPng ? pipeline.png({ compressionLevel: 9 }) : pipeline.webp({ quality: 90 })
    ).toBuffer({
      resolveWithObject: true,
    });
    return {
      data,
      format: asPng ? 'png' : 'webp',
      contentType: asPng ? 'image/png' : 'image/webp',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw decodeFailure(error);
  }
}

/**
 * The colored page preview (DESIGN.md "Colored pages"): a white page, the drawing layer over
 * it, then the illustration multiplied on top so its black lines stay black. WebP,
 * CANVAS_SIZE². Steps pass raw buffers because sharp reorders chained operations.
 */
export async function composePreview(illustration: Buffer, drawing: Buffer): Promise<Buffer> {
  const size = { width: CANVAS_SIZE, height: CANVAS_SIZE };
  const layer = await sharp(drawing, sharpOptions)
    .resize({ ...size, fit: 'fill' })
    .ensureAlpha()
    .png()
    .toBuffer();
  const lines = await sharp(illustration, sharpOptions)
    .resize({ ...size, fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .png()
    .toBuffer();
  const painted = await sharp({ create: { ...size, channels: 3, background: '#ffffff' } })
    .composite([{ input: layer, blend: 'over' }])
    .png()
    .toBuffer();
  return sharp(painted)
    .composite([{ input: lines, blend: 'multiply' }])
    .webp({ quality: 90 })
    .toBuffer();
}
