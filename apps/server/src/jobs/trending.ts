/**
 * The trending recompute (DESIGN.md "Sorts"): a page's trending_score is the number of its
 * favorites and colorings made in the last 7 days; a page is `trending` when its score is at
 * least TRENDING_MIN_SCORE and among the TRENDING_TOP highest. Scores are recomputed every
 * TRENDING_INTERVAL_MS by one instance at a time, never aggregated per request.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import { countJobRun } from '../lib/metrics.ts';
import { TRENDING_MIN_SCORE, TRENDING_TOP } from '../modules/pages/page-view.ts';

/** Key of the advisory lock a run's claim takes (a holder elsewhere makes the run skip). */
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

/** Pages updated per statement: each batch is its own short transaction. */
export const TRENDING_BATCH = 5000;
/** How long a run may hold the lease before another instance may take over (a crashed run). */
const LEASE = '10 minutes';

/**
 * Takes the run's lease in trending_state, unless another run holds it, holds the advisory
 * lock right now, or the last run is younger than `minAgeMs`. One short transaction: the row
 * lock makes concurrent claims wait and then see the lease taken.
 */
async function claim(db: Db, minAgeMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${TRENDING_LOCK_KEY}) AS locked`),
    );
    if (!lock?.locked) return false;
    const claimed = await tx.execute(sql`
      INSERT INTO trending_state (id, threshold, computed_at, running_until)
      VALUES (1, ${TRENDING_MIN_SCORE}, 'epoch', now() + ${LEASE}::interval)
      ON CONFLICT (id) DO UPDATE SET running_until = excluded.running_until
      WHERE (trending_state.running_until IS NULL OR trending_state.running_until < now())
        AND trending_state.computed_at <= now() - make_interval(secs => ${minAgeMs / 1000})
      RETURNING id`);
    return rowsOf(claimed).length === 1;
  });
}

/**
 * Recomputes every trending score without holding row locks for long: the window's scores
 * (favorites and colorings of the last TRENDING_WINDOW, through their created_at indexes) and
 * the current non-zero scores (the trending index) are read first, outside any write; the
 * pages whose score changes are then updated in id order, TRENDING_BATCH per statement, each
 * statement its own transaction, so a favorite toggle waits at most for one batch. An update
 * skips blocked pages (blocking zeroes their score) and rows already at their score. Finally
 * the threshold (the TRENDING_TOP-th score, floored at TRENDING_MIN_SCORE) is stored in
 * trending_state and the lease released. One run at a time across instances: a lease in
 * trending_state (see claim) plus the advisory lock TRENDING_LOCK_KEY; `minAgeMs` skips when
 * the last run is younger than that, so N instances on the same timer do the work about once
 * per interval. Activity made during a run shows at the next run.
 */
export async function recomputeTrending(db: Db, options: { minAgeMs?: number } = {}): Promise<TrendingRun> {
  if (!(await claim(db, options.minAgeMs ?? 0))) return { status: 'skipped' };
  try {
    const recent = rowsOf<{ page_id: string; score: number }>(
      await db.execute(sql`
        SELECT page_id, count(*)::int AS score FROM (
          SELECT page_id FROM favorites WHERE created_at > now() - ${TRENDING_WINDOW}::interval
          UNION ALL
          SELECT page_id FROM coloreds WHERE created_at > now() - ${TRENDING_WINDOW}::interval
        ) AS activity GROUP BY page_id`),
    );
    const current = rowsOf<{ id: string; score: number }>(
      await db.execute(
        sql`SELECT id, trending_score AS score FROM pages WHERE NOT blocked AND trending_score > 0`,
      ),
    );
    const scores = new Map(recent.map((row) => [row.page_id, Number(row.score)]));
    const now = new Map(current.map((row) => [row.id, Number(row.score)]));
    const changes: [string, number][] = [];
    for (const [id, score] of scores) if (now.get(id) !== score) changes.push([id, score]);
    for (const id of now.keys()) if (!scores.has(id)) changes.push([id, 0]);
    changes.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

    let updated = 0;
    let reset = 0;
    for (let i = 0; i < changes.length; i += TRENDING_BATCH) {
      const batch = changes.slice(i, i + TRENDING_BATCH);
      const ids = batch.map(([id]) => id);
      const values = batch.map(([, score]) => score);
      const result = await db.execute(sql`
        UPDATE pages SET trending_score = v.score
        FROM unnest(${sql.param(ids)}::uuid[], ${sql.param(values)}::int[]) AS v(id, score)
        WHERE pages.id = v.id AND NOT pages.blocked AND pages.trending_score <> v.score
        RETURNING v.score`);
      const changed = rowsOf<{ score: number }>(result);
      reset += changed.filter((row) => Number(row.score) === 0).length;
      updated += changed.length;
    }
    const [top] = rowsOf<{ threshold: number }>(
      await db.execute(sql`
        UPDATE trending_state SET running_until = NULL, computed_at = now(),
          threshold = GREATEST(${TRENDING_MIN_SCORE}::int, coalesce((
            SELECT trending_score FROM pages WHERE NOT blocked
            ORDER BY trending_score DESC NULLS LAST, id DESC NULLS LAST
            OFFSET ${TRENDING_TOP - 1} LIMIT 1), 0))
        WHERE id = 1
        RETURNING threshold`),
    );
    return {
      status: 'done',
      threshold: Number(top?.threshold ?? TRENDING_MIN_SCORE),
      updated: updated - reset,
      reset,
    } as const;
  } catch (error) {
    await db.execute(sql`UPDATE trending_state SET running_until = NULL WHERE id = 1`);
    throw error;
  }
}

export interface TrendingJob {
  /** Stops the timer and waits for a recompute in progress. */
  stop(): Promise<void>;
}

/**
 * Runs {@link recomputeTrending} now and then every `intervalMs` milliseconds (0: never). A
 * failure is logged and retried at the next tick; the timer never keeps the process alive. Each
 * run and failure is counted (huebook_job_runs_total, huebook_job_failures_total).
 */
export function startTrendingJob(db: Db, intervalMs: number, log: FastifyBaseLogger): TrendingJob {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  const recompute = async () => {
    try {
      const run = await countJobRun('trending', () => recomputeTrending(db, { minAgeMs: intervalMs / 2 }));
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
