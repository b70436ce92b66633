/**
 * The daily upload cap: the bytes (as stored, after re-encoding) of the pictures one user
 * uploaded in the last 24 hours, whether used or not, stay under UPLOAD_DAILY_MB. All uploads
 * count, not only the unused ones: a picture can be used and dropped again (a photo set, then
 * replaced), so "unused" would not bound what one account stores, and counting bytes bounds the
 * disk directly. A drawing-layer save is a few hundred kilobytes, so the default 50 MB leaves
 * hundreds of saves a day; admins, who dress the landing site, have no cap.
 */
import { and, eq, gt, sql } from 'drizzle-orm';

import type { Db, Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** First key of the advisory lock that makes one user's capped inserts take turns. */
const DAILY_CAP_LOCK_KEY = 7_262_738;

const DAY_FULL = 'You have uploaded too many pictures today. Try again tomorrow.';

/** Bytes `userId` uploaded in the last 24 hours (uploads_user_created_at_idx). */
async function bytesToday(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.bytes}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, sql`now() - interval '24 hours'`)));
  return Number(row?.bytes ?? 0);
}

/**
 * Refuses early, before a picture is decoded, when `userId`'s day is already full (`cap` bytes;
 * 0 = no cap). @throws AppError RATE_LIMITED
 */
export async function assertDailyUploadRoom(db: Executor, userId: string, cap: number): Promise<void> {
  if (cap > 0 && (await bytesToday(db, userId)) >= cap) throw new AppError('RATE_LIMITED', DAY_FULL);
}

/**
 * Records an upload if it fits in its user's day (`cap` bytes; 0 = no cap). The user's inserts
 * take turns (an advisory lock on the user), so two uploads at once cannot both take the last room.
 * @throws AppError RATE_LIMITED when it does not fit; nothing is recorded then.
 */
export async function insertWithinDailyCap(
  db: Db,
  row: typeof uploads.$inferInsert,
  cap: number,
): Promise<void> {
  if (cap <= 0) {
    await db.insert(uploads).values(row);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DAILY_CAP_LOCK_KEY}::int, hashtext(${row.userId}))`);
    if ((await bytesToday(tx, row.userId)) + row.bytes > cap) throw new AppError('RATE_LIMITED', DAY_FULL);
    await tx.insert(uploads).values(row);
  });
}
