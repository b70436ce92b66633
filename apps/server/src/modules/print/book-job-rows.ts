/**
 * The `book_jobs` rows (db/schema.ts) as book-jobs.ts uses them: the times that rule them, what
 * a caller sees of one, and the statements that must be one step on a table every instance
 * writes (taking over a job whose maker died, deleting expired jobs with their files).
 */
import type { BookJob } from '@huebook/shared/schemas/print';
import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { bookJobs } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage.ts';

import { pdfFileName } from './file-name.ts';

/** How long an ended book stays downloadable and answers the same request, milliseconds. */
export const BOOK_CACHE_MS = 10 * 60_000;
/** A queued or making job without an update this long has lost its maker, milliseconds. */
export const BOOK_STALE_MS = 30_000;
/** Makers a job may have (the first and those taking over) before it is failed. */
export const BOOK_MAX_MAKERS = 3;
/** Expired jobs deleted per transaction. */
export const SWEEP_BATCH = 50;
/** What a failed job says (the cause goes to the log, not to the user). */
export const FAILED_MESSAGE = 'The book could not be made. Try again.';
/** The states of a job that is not over. */
export const LIVE = ['queued', 'making'] as const;

/** A book job as stored (one row of `book_jobs`). */
export type BookJobRow = typeof bookJobs.$inferSelect;

/** `ms` milliseconds as a PostgreSQL interval. */
export const inMs = (ms: number): SQL => sql`${ms} * interval '1 millisecond'`;

/** What the caller sees of a job (POST /books, GET /books/:id). */
export function viewOf(job: BookJobRow): BookJob {
  return {
    id: job.id,
    state: job.status,
    done: job.done,
    total: job.total,
    fileName: pdfFileName(job.request.title),
    message: job.status === 'failed' ? (job.error ?? FAILED_MESSAGE) : null,
  };
}

/** Whether a job has ended (its row no longer changes). */
export const hasEnded = (job: BookJobRow): boolean => job.status === 'ready' || job.status === 'failed';

/** Jobs not past their time (still live, or ended less than BOOK_CACHE_MS ago). */
export function notExpired(): SQL {
  return or(isNull(bookJobs.expiresAt), gt(bookJobs.expiresAt, sql`now()`))!;
}

/**
 * Takes job `id` over for `instance` when it is queued or making and has had no update for
 * BOOK_STALE_MS (in the database's clock): queued again from page one, its makers counted; or
 * fails it when it has had BOOK_MAX_MAKERS already. One statement, so of several instances
 * reading it at once one alone changes it.
 * @returns the changed row, or undefined when it was not stale (or not live).
 */
export async function takeOverOrFail(db: Db, id: string, instance: string): Promise<BookJobRow | undefined> {
  const canTake = sql`${bookJobs.makers} < ${BOOK_MAX_MAKERS}`;
  const [changed] = await db
    .update(bookJobs)
    .set({
      status: sql`CASE WHEN ${canTake} THEN 'queued' ELSE 'failed' END`,
      maker: sql`CASE WHEN ${canTake} THEN ${instance} ELSE ${bookJobs.maker} END`,
      makers: sql`CASE WHEN ${canTake} THEN ${bookJobs.makers} + 1 ELSE ${bookJobs.makers} END`,
      done: sql`CASE WHEN ${canTake} THEN 0 ELSE ${bookJobs.done} END`,
      error: sql`CASE WHEN ${canTake} THEN NULL ELSE ${FAILED_MESSAGE} END`,
      expiresAt: sql`CASE WHEN ${canTake} THEN NULL ELSE now() + ${inMs(BOOK_CACHE_MS)} END`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(bookJobs.id, id),
        inArray(bookJobs.status, [...LIVE]),
        lte(bookJobs.updatedAt, sql`now() - ${inMs(BOOK_STALE_MS)}`),
      ),
    )
    .returning();
  return changed;
}

/**
 * One transaction: locks up to SWEEP_BATCH expired jobs (matching `where`) that no one else is
 * deleting (FOR UPDATE SKIP LOCKED), deletes their files, then the rows whose file went (a file
 * that fails to go keeps its row, to be tried again; `log` hears why).
 * @returns the rows deleted.
 */
export function removeExpiredJobs(
  db: Db,
  storage: Storage,
  log: (error: unknown, message: string) => void,
  where: SQL | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: bookJobs.id, pdfKey: bookJobs.pdfKey })
      .from(bookJobs)
      .where(and(lte(bookJobs.expiresAt, sql`now()`), where))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const gone: string[] = [];
    for (const job of expired) {
      try {
        if (job.pdfKey) await storage.delete(job.pdfKey);
        gone.push(job.id);
      } catch (error) {
        log(error, 'Deleting an expired book failed');
      }
    }
    if (gone.length > 0) await tx.delete(bookJobs).where(inArray(bookJobs.id, gone));
    return gone.length;
  });
}
