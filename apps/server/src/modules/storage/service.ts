import { randomUUID } from 'node:crypto';

import { MAX_UPLOAD_BYTES } from '@huebook/shared/constants';
import { z } from 'zod';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { inspectImage, reencodeImage } from '../../lib/images.ts';

import { assertDailyUploadRoom, insertWithinDailyCap } from './daily-cap.ts';

const EXTENSION_FORMAT: Record<string, 'png' | 'jpeg' | 'webp'> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
};

/** The optional limits a caller may send with a file (spec §5 "Upload"). */
export const uploadLimitsSchema = z.object({
  /** Comma list of accepted extensions, e.g. "png,jpg". */
  extensions: z
    .string()
    .max(100)
    .transform((list) =>
      list
        .split(',')
        .map((ext) => ext.trim().replace(/^\./, '').toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((ext) => ext in EXTENSION_FORMAT),
      'Only png, jpg, jpeg and webp can be asked for',
    )
    .optional(),
  /** Largest accepted file, bytes (at most MAX_UPLOAD_BYTES). */
  max: z.coerce.number().int().positive().max(MAX_UPLOAD_BYTES).optional(),
  /** Largest picture, "WxH" pixels: bigger pictures are scaled down to fit inside. */
  dimensions: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/i, 'Use WIDTHxHEIGHT, e.g. 512x512')
    .transform((value) => {
      const [width, height] = value.toLowerCase().split('x').map(Number) as [number, number];
      return { width, height };
    })
    .refine((size) => size.width > 0 && size.height > 0, 'Width and height must be above 0')
    .optional(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

/**
 * Checks, re-encodes and stores a user's picture, records it in `uploads`, and returns its URL.
 * A user other than an admin may store at most `config.uploadDailyBytes` in any 24 hours
 * (daily-cap.ts): refused before the picture is decoded when the day is already full, and
 * after re-encoding when this picture would overfill it (nothing is kept then).
 * @throws AppError UNSUPPORTED_MEDIA_TYPE (not an accepted picture), TOO_LARGE (bytes or pixels),
 *   RATE_LIMITED (the daily cap).
 */
export async function storeUpload(
  ctx: AppContext,
  me: UserWithPlan,
  data: Buffer,
  limits: UploadLimits,
): Promise<{ url: string; key: string }> {
  if (limits.max !== undefined && data.length > limits.max) {
    throw new AppError('TOO_LARGE', `The file is too large (at most ${limits.max} bytes).`);
  }
  const cap = me.user.admin ? 0 : ctx.config.uploadDailyBytes;
  const userId = me.user.id;
  await assertDailyUploadRoom(ctx.db, userId, cap);
  const decoded = await inspectImage(data);
  if (limits.extensions && !limits.extensions.some((ext) => EXTENSION_FORMAT[ext] === decoded.format)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Only ${limits.extensions.join(', ')} files are accepted.`);
  }
  const image = await reencodeImage(data, limits.dimensions ? { maxSize: limits.dimensions } : {});
  const key = `${randomUUID()}.${image.format}`;
  await ctx.storage.put(key, image.data, image.contentType);
  try {
    const row = { key, userId, contentType: image.contentType, bytes: image.data.length };
    await insertWithinDailyCap(ctx.db, row, cap);
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  return { url: ctx.storage.url(key), key };
}
