/**
 * The replay log of a colored page (issue 15): a file the web app writes (operations of the
 * coloring, "HBR1" + deflate-raw), kept in storage beside the drawing layer under a key derived
 * from the layer's key. Never served under /uploads by a guessable name: the key is an HMAC of
 * the layer's key with the app secret, so only GET /coloreds/:id/log (the owner's) reads it.
 * The server checks its magic and size; it does not read the operations.
 */
import { createHmac } from 'node:crypto';

import { isUuid } from '@huebook/shared/api/contract';
import { MAX_REPLAY_LOG_BYTES, REPLAY_LOG_MAGIC } from '@huebook/shared/constants';
import { and, eq } from 'drizzle-orm';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { coloreds } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** Body cap of PATCH /coloreds/upsert: a 1 MiB log in base64 (4/3) with room for the rest. */
export const UPSERT_BODY_LIMIT = Math.ceil((MAX_REPLAY_LOG_BYTES * 4) / 3) + 64 * 1024;

/** Storage key of the log of the layer stored under `photoKey`. */
export function replayLogKey(ctx: Pick<AppContext, 'appSecret'>, photoKey: string): string {
  const digest = createHmac('sha256', ctx.appSecret).update(`replay-log:${photoKey}`).digest('hex');
  return `replay-${digest.slice(0, 40)}.bin`;
}

/**
 * The bytes of a log sent in base64 (already checked as base64 by the contract).
 * @throws AppError TOO_LARGE past MAX_REPLAY_LOG_BYTES, INVALID_INPUT when it is not a log.
 */
export function decodeReplayLog(base64: string): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_REPLAY_LOG_BYTES) {
    throw new AppError(
      'TOO_LARGE',
      `The replay log is larger than ${MAX_REPLAY_LOG_BYTES / 1024 / 1024} MiB.`,
    );
  }
  if (bytes.subarray(0, REPLAY_LOG_MAGIC.length).toString('latin1') !== REPLAY_LOG_MAGIC) {
    const message = 'The replay log is not one Huebook wrote.';
    throw new AppError('INVALID_INPUT', message, [{ path: 'log', message }]);
  }
  return bytes;
}

/** GET /coloreds/:id/log: the caller's own log of page `pageId` in base64, or null. */
export async function readReplayLog(
  ctx: AppContext,
  me: UserWithPlan,
  pageId: string,
): Promise<{ log: string | null }> {
  if (!isUuid(pageId)) return { log: null };
  const [row] = await ctx.db
    .select({ photoKey: coloreds.photoKey })
    .from(coloreds)
    .where(and(eq(coloreds.userId, me.user.id), eq(coloreds.pageId, pageId)));
  if (!row) return { log: null };
  try {
    const bytes = await ctx.storage.get(replayLogKey(ctx, row.photoKey));
    return { log: bytes.toString('base64') };
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return { log: null };
    throw error;
  }
}
