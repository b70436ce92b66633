/**
 * The trending recompute (DESIGN.md "Sorts"): a page's trending_score is the number of its
 * favorites and colorings made in the last 7 days; a page is `trending` when its score is at
 * least TRENDING_MIN_SCORE and among the TRENDING_TOP highest. Scores are recomputed every
 * TRENDING_INTERVAL_MS by one instance at a time, never aggregated per request.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import { TRENDING_MIN_SCORE, TRENDING_TOP } from '../modules/pages/page-view.ts';

/** Key of the transaction-level advisory lock that lets one instance recompute at a time. */
export const TRENDING_LOCK_KEY = 7_262_736; // "huebook trending"
export const TRENDING_WINDOW = '7 days';

export type TrendingRun =
  | { status: 'done'; threshold: number; updated: number; reset: number }
  /** Another instance holds the lock, or the last recompute is younger than `minAgeMs`. */
  | { status: 'skipped' };

/** Both drivers (node-postgres, PGlite) answer `execute` with `rows` and a changed-row count. */
interface ExecuteResult<Row> {
  rows: Row[];
  rowCount?: number | null;
  affectedRows?: number;
}
const rowsOf = <Row>(result: unknown): Row[] => (result as ExecuteResult<Row>).rows;
const count = (result: unknown): number =>
  (result as ExecuteResult<never>).rowCount ?? (result as ExecuteResult<never>).affectedRows ?? 0;

/**
 * Recomputes every trending score in one transaction, set-based: one UPDATE from the
 * aggregated favorites and colorings of the window (only rows whose score changes), one that
 * resets the pages that dropped out (found through the trending index), then stores the
 * threshold (the TRENDING_TOP-th score, floored at TRENDING_MIN_SCORE) in trending_state.
 * Blocked pages are skipped (blocking zeroes their score). Another instance already running
 * makes this return `skipped` at once (pg_try_advisory_xact_lock: released at commit, so a
 * pooled connection never keeps it). `minAgeMs` skips when the last run is younger than that,
 * so N instances on the same timer do the work about once per interval.
 */
export async function recomputeTrending(db: Db, options: { minAgeMs?: number } = {}): Promise<TrendingRun> {
  const minAgeMs = options.minAgeMs ?? 0;
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean; fresh: boolean }>(
      await tx.execute(sql`
        SELECT pg_try_advisory_xact_lock(${TRENDING_LOCK_KEY}) AS locked,
          EXISTS (SELECT 1 FROM trending_state
                  WHERE computed_at > now() - make_interval(secs => ${minAgeMs / 1000})) AS fresh`),
    );
    if (!lock?.locked || lock.fresh) return { status: 'skipped' } as const;

    const recent = sql`
      SELECT page_id, count(*)::int AS score FROM (
        SELECT page_id FROM favorites WHERE created_at > now() - ${TRENDING_WINDOW}::interval
        UNION ALL
        SELECT page_id FROM coloreds WHERE created_at > now() - ${TRENDING_WINDOW}::interval
      ) AS activity GROUP BY page_id`;
    const updated = await tx.execute(sql`
      UPDATE pages SET trending_score = recent.score
      FROM (${recent}) AS recent
      WHERE pages.id = recent.page_id AND NOT pages.blocked AND pages.trending_score <> recent.score`);
    const reset = await tx.execute(sql`
      UPDATE pages SET trending_score = 0
      WHERE NOT blocked AND trending_score > 0
        AND NOT EXISTS (
          SELECT 1 FROM favorites f
          WHERE f.page_id = pages.id AND f.created_at > now() - ${TRENDING_WINDOW}::interval)
        AND NOT EXISTS (
          SELECT 1 FROM coloreds c
          WHERE c.page_id = pages.id AND c.created_at > now() - ${TRENDING_WINDOW}::interval)`);
    const [top] = rowsOf<{ threshold: number }>(
      await tx.execute(sql`
        INSERT INTO trending_state (id, threshold, computed_at)
        SELECT 1, GREATEST(${TRENDING_MIN_SCORE}::int, coalesce((
          SELECT trending_score FROM pages WHERE NOT blocked
          ORDER BY trending_score DESC NULLS LAST, id DESC NULLS LAST
          OFFSET ${TRENDING_TOP - 1} LIMIT 1), 0)), now()
        ON CONFLICT (id) DO UPDATE SET threshold = excluded.threshold, computed_at = excluded.computed_at
        RETURNING threshold`),
    );
    return {
      status: 'done',
      threshold: Number(top?.threshold ?? TRENDING_MIN_SCORE),
      updated: count(updated),
      reset: count(reset),
    } as const;
  });
}

export interface TrendingJob {
  /** Stops the timer and waits for a recompute in progress. */
  stop(): Promise<void>;
}

/**
 * Runs {@link recomputeTrending} now and then every `intervalMs` milliseconds (0: never). A
 * failure is logged and retried at the next tick; the timer never keeps the process alive.
 */
export function startTrendingJob(db: Db, intervalMs: number, log: FastifyBaseLogger): TrendingJob {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  const recompute = async () => {
    try {
      const run = await recomputeTrending(db, { minAgeMs: intervalMs / 2 });
      log.debug({ run }, 'trending recompute');
    } catch (error) {
      log.error({ err: error }, 'trending recompute failed');
    } finally {
      running = null;
    }
  };
  const tick = () => {
    running ??= recompute();
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
