import { MAX_INPUT_PIXELS } from '@huebook/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import OpenAI, { toFile } from 'openai';
import sharp from 'sharp';

import { AppError } from '../../errors.ts';
import { toInputError } from '../line-art/decode.ts';

import { PROVIDER_MESSAGES, toProviderError } from './errors.ts';
import { OPENAI_IMAGE_SIZE } from './images.ts';

/** The instructions sent with a photo: redraw it as a coloring page, same rules as prompts. */
export const PHOTO_TO_COLORING_PAGE_PROMPT = [
  'Redraw this photo as a printable coloring page for children.',
  'Keep the main subject recognizable, in the same pose and framing; simplify the background.',
  'Black line art on a plain white background, like a page from a coloring book.',
  'Thick, uniform black outlines; every shape closed; large open areas to color in.',
  'No shading, no hatching, no grey tones, no solid black fills, no color.',
  'No text, letters, numbers or signatures.',
].join(' ');

/** Longest side of the photo sent to OpenAI, pixels: the page is 1024², more is wasted upload. */
const SENT_SIDE = 1024;

/** Models that can edit a photo; a DALL·E model set for prompts falls back to this one. */
const EDIT_MODEL_FALLBACK = 'gpt-image-1';

/**
 * The photo as a PNG at most 1024 pixels on its long side (EXIF orientation applied), ready to
 * send. Done before anything is paid for, so an unreadable file is refused as an upload error.
 * @throws ImageInputError UNSUPPORTED_MEDIA_TYPE or IMAGE_TOO_LARGE.
 */
export async function photoForOpenAi(photo: Buffer): Promise<Buffer> {
  try {
    const { format } = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !['png', 'jpeg', 'webp'].includes(format))
      throw new Error(`format ${format ?? 'unknown'}`);
    return await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize(SENT_SIDE, SENT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (error) {
    throw toInputError(error);
  }
}

/**
 * Asks OpenAI's image edit call (`images.edit`) to redraw a photo (PNG from `photoForOpenAi`)
 * as a coloring page, 1024×1024; returns the picture's bytes (PNG) for `finalizePage`.
 * `model` is the `openai_model` setting; DALL·E 3 cannot edit, so DALL·E models use gpt-image-1.
 * @throws AppError mapped by `toProviderError` (INVALID_INPUT for a refused photo,
 *   RATE_LIMITED, PROVIDER_ERROR).
 */
export async function openAiPhotoLineArt(
  client: OpenAI,
  model: string,
  photo: Buffer,
  log: FastifyBaseLogger,
  options: { signal?: AbortSignal; endUser?: string } = {},
): Promise<Buffer> {
  const editModel = model.startsWith('dall-e') ? EDIT_MODEL_FALLBACK : model;
  let b64: string | undefined;
  try {
    const response = await client.images.edit(
      {
        model: editModel,
        image: await toFile(photo, 'photo.png', { type: 'image/png' }),
        prompt: PHOTO_TO_COLORING_PAGE_PROMPT,
        n: 1,
        size: OPENAI_IMAGE_SIZE,
        ...(options.endUser ? { user: options.endUser } : {}),
      },
      { signal: options.signal ?? null },
    );
    b64 = response.data?.[0]?.b64_json;
  } catch (error) {
    throw toProviderError(error, log);
  }
  if (!b64) {
    log.warn({ provider: 'openai', model: editModel }, 'image edit answered without b64_json');
    throw new AppError('PROVIDER_ERROR', PROVIDER_MESSAGES.noPicture);
  }
  return Buffer.from(b64, 'base64');
}
