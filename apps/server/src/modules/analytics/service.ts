import type { Charts, ChartRow, Counters, CounterSet } from '@huebook/shared/schemas/analytics';
import { sql, type SQL } from 'drizzle-orm';

import type { Executor } from '../../db/client.ts';
import { coloreds, pages, subscriptions, users } from '../../db/schema.ts';

/** Both drivers (node-postgres, PGlite) answer `execute` with `rows`. */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** The counted table of each series; every one has a `created_at` column. */
const TABLES = { users, pages, coloreds, subscriptions } as const;

type Series = keyof typeof TABLES;
const SERIES = Object.keys(TABLES) as Series[];

/** Months a chart covers, the current one included (spec §2 "Monthly performance"). */
export const CHART_MONTHS = 12;

/**
 * GET /analytics/counters (spec §3): rows created in the last 7 days and in all, per table.
 * The week is a rolling 7 × 24 hours up to now(), so it needs no time zone. The only place
 * besides the charts that counts whole tables (DESIGN.md "API shape").
 */
export async function readCounters(db: Executor): Promise<Counters> {
  const columns: SQL[] = [];
  for (const series of SERIES) {
    const table = TABLES[series];
    columns.push(
      sql`(SELECT count(*)::int FROM ${table} WHERE ${table.createdAt} >= now() - interval '7 days') AS ${sql.identifier(`week_${series}`)}`,
      sql`(SELECT count(*)::int FROM ${table}) AS ${sql.identifier(`total_${series}`)}`,
    );
  }
  const [row] = rowsOf<Record<string, number>>(await db.execute(sql`SELECT ${sql.join(columns, sql`, `)}`));
  const pick = (prefix: 'week' | 'total'): CounterSet => ({
    users: Number(row?.[`${prefix}_users`] ?? 0),
    pages: Number(row?.[`${prefix}_pages`] ?? 0),
    coloreds: Number(row?.[`${prefix}_coloreds`] ?? 0),
    subscriptions: Number(row?.[`${prefix}_subscriptions`] ?? 0),
  });
  return { week: pick('week'), total: pick('total') };
}

/**
 * GET /analytics/charts: per table, rows created in each of the last 12 calendar months of
 * `timeZone` (an IANA name PostgreSQL knows, see `requireKnownTimeZone`), oldest first, the
 * current month in that zone last, named like 'Jan 2026'. generate_series supplies the months
 * with no rows (0).
 */
export async function readCharts(db: Executor, timeZone: string): Promise<Charts> {
  const entries = await Promise.all(
    SERIES.map(async (series) => [series, await monthlyCounts(db, series, timeZone)] as const),
  );
  return Object.fromEntries(entries) as Charts;
}

async function monthlyCounts(db: Executor, series: Series, timeZone: string): Promise<ChartRow[]> {
  const table = TABLES[series];
  const createdAt = table.createdAt;
  // Bound as a parameter, never spliced into the SQL text.
  const zone = sql`${timeZone}::text`;
  // Wall-clock start (timestamp without time zone) of the first charted month in `zone`.
  const firstMonth = sql`date_trunc('month', now() AT TIME ZONE ${zone}) - interval '${sql.raw(String(CHART_MONTHS - 1))} months'`;
  // The lower bound is a stable expression, not a subquery, so the planner estimates it and
  // can range-scan the created_at index. It starts a day early in case DST makes the first
  // month's midnight ambiguous; the rows of that extra day fall out in the join.
  const result = await db.execute(sql`
    WITH months AS (
      SELECT generate_series(
        ${firstMonth},
        date_trunc('month', now() AT TIME ZONE ${zone}),
        interval '1 month'
      ) AS month
    ),
    counted AS (
      SELECT date_trunc('month', ${createdAt} AT TIME ZONE ${zone}) AS month, count(*)::int AS count
      FROM ${table}
      WHERE ${createdAt} >= (${firstMonth}) AT TIME ZONE ${zone} - interval '1 day'
      GROUP BY 1
    )
    SELECT to_char(months.month, 'Mon YYYY') AS name, COALESCE(counted.count, 0)::int AS count
    FROM months LEFT JOIN counted ON counted.month = months.month
    ORDER BY months.month
  `);
  return rowsOf<{ name: string; count: number }>(result).map((row) => ({
    name: row.name,
    count: Number(row.count),
  }));
}
