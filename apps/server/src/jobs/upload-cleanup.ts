/**
 * The upload cleanup: pictures sent to POST /storage/upload that nothing references are deleted,
 * row and file, once unused for UNUSED_UPLOAD_TTL. Every UPLOAD_CLEANUP_INTERVAL_MS, one
 * instance at a time (an advisory lock).
 *
 * What references an upload (every place that takes an upload URL or key, lib/uploads.ts
 * callers): a user's photo (users.photo, `/uploads/<key>`), a colored page's drawing layer
 * (coloreds.photo_key), and the settings — the favicon and the website's pictures and rich
 * text (any `/uploads/<key>` in a non-secret setting). Pages' pictures and colored previews
 * are stored by the server under keys of their own, never rows of `uploads`, so this job never
 * sees them: it only ever deletes keys it takes from `uploads`.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db, Executor } from '../db/client.ts';
import { countJobRun } from '../lib/metrics.ts';
import type { Storage } from '../lib/storage.ts';
import { UPLOADS_PREFIX } from '../lib/storage.ts';
import { uploadKeysIn } from '../lib/uploads.ts';

/** Key of the advisory lock each batch takes (a holder elsewhere makes the run stop). */
export const UPLOAD_CLEANUP_LOCK_KEY = 7_262_739;
/** How long an upload stays, unused and unreferenced, before it is deleted. */
export const UNUSED_UPLOAD_TTL = '1 day';
/** Uploads deleted per transaction. */
export const UPLOAD_CLEANUP_BATCH = 100;
/** Files deleted at once within a batch. */
const DELETE_CONCURRENCY = 8;

export type UploadCleanupRun =
  | { status: 'done'; deleted: number; failed: number }
  /** Another instance holds the lock. */
  | { status: 'skipped' };

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** The upload keys the settings show (favicon, website pictures and rich text). */
async function keysInSettings(tx: Executor): Promise<string[]> {
  const rows = rowsOf<{ value: string }>(await tx.execute(sql`SELECT value FROM settings WHERE NOT secret`));
  return rows.flatMap((row) => uploadKeysIn(row.value));
}

/** Deletes `keys` from storage, a few at a time; the keys whose file is gone. */
async function deleteFiles(storage: Storage, keys: string[], log?: FastifyBaseLogger): Promise<string[]> {
  const gone: string[] = [];
  for (let i = 0; i < keys.length; i += DELETE_CONCURRENCY) {
    const chunk = keys.slice(i, i + DELETE_CONCURRENCY);
    const results = await Promise.allSettled(chunk.map((key) => storage.delete(key)));
    results.forEach((result, j) => {
      if (result.status === 'fulfilled') gone.push(chunk[j]!);
      else log?.warn({ err: result.reason, key: chunk[j] }, 'deleting an unused upload failed');
    });
  }
  return gone;
}

/**
 * One batch in one transaction: takes the advisory lock (or answers null), locks up to
 * UPLOAD_CLEANUP_BATCH uploads unused since before UNUSED_UPLOAD_TTL that nothing references
 * (FOR UPDATE SKIP LOCKED: a row being marked used right now is left alone, and a mark waiting
 * on a locked row then finds it gone), deletes their files, then the rows whose file is gone.
 * A file that fails to go keeps its row, so it is tried again next run; no file outlives its row.
 */
async function cleanBatch(
  db: Db,
  storage: Storage,
  log?: FastifyBaseLogger,
): Promise<{ deleted: number; failed: number } | null> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${UPLOAD_CLEANUP_LOCK_KEY}) AS locked`),
    );
    if (!lock?.locked) return null;
    const inSettings = await keysInSettings(tx);
    const candidates = rowsOf<{ key: string }>(
      await tx.execute(sql`
        SELECT u.key FROM uploads u
        WHERE u.used_at < now() - ${UNUSED_UPLOAD_TTL}::interval
          AND NOT EXISTS (SELECT 1 FROM users WHERE users.photo = ${UPLOADS_PREFIX} || u.key)
          AND NOT EXISTS (SELECT 1 FROM coloreds WHERE coloreds.photo_key = u.key)
          AND u.key <> ALL(${sql.param(inSettings)}::text[])
        ORDER BY u.used_at
        LIMIT ${UPLOAD_CLEANUP_BATCH}
        FOR UPDATE OF u SKIP LOCKED`),
    ).map((row) => row.key);
    if (candidates.length === 0) return { deleted: 0, failed: 0 };
    const gone = await deleteFiles(storage, candidates, log);
    if (gone.length > 0) {
      await tx.execute(sql`DELETE FROM uploads WHERE key = ANY(${sql.param(gone)}::text[])`);
    }
    return { deleted: gone.length, failed: candidates.length - gone.length };
  });
}

/**
 * Deletes every upload unused for UNUSED_UPLOAD_TTL that nothing references, batch by batch,
 * until a batch finds nothing more (or only files that failed to go). Skipped when another
 * instance holds the lock.
 */
export async function cleanUpUploads(
  db: Db,
  storage: Storage,
  options: { log?: FastifyBaseLogger } = {},
): Promise<UploadCleanupRun> {
  let deleted = 0;
  let failed = 0;
  for (;;) {
    const batch = await cleanBatch(db, storage, options.log);
    if (!batch) return deleted + failed === 0 ? { status: 'skipped' } : { status: 'done', deleted, failed };
    deleted += batch.deleted;
    failed += batch.failed;
    if (batch.deleted === 0 || batch.deleted + batch.failed < UPLOAD_CLEANUP_BATCH) {
      return { status: 'done', deleted, failed };
    }
  }
}

export interface UploadCleanupJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs {@link cleanUpUploads} now and then every `intervalMs` milliseconds (0: never). A failure
 * is logged and retried at the next tick; the timer never keeps the process alive. Each run and
 * failure is counted (huebook_job_runs_total, huebook_job_failures_total).
 */
export function startUploadCleanupJob(
  db: Db,
  storage: Storage,
  intervalMs: number,
  log: FastifyBaseLogger,
): UploadCleanupJob {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      const result = await countJobRun('upload-cleanup', () => cleanUpUploads(db, storage, { log }));
      log.debug({ run: result }, 'upload cleanup');
    } catch (error) {
      log.error({ err: error }, 'upload cleanup failed');
    } finally {
      running = null;
    }
  };
  const tick = () => {
    running ??= run();
  };
  const first = setTimeout(tick, 0);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
