import { randomUUID } from 'node:crypto';

import type { UploadLimits } from '@huebook/shared/schemas/storage';

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
