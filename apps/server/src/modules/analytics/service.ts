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
 * The only place besides the charts that counts whole tables (DESIGN.md "API shape").
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
 * GET /analytics/charts: per table, rows created in each of the last 12 calendar months (UTC),
 * oldest first, named like 'Jan 2026'. generate_series supplies the months with no rows (0).
 */
export async function readCharts(db: Executor): Promise<Charts> {
  const entries = await Promise.all(
    SERIES.map(async (series) => [series, await monthlyCounts(db, series)] as const),
  );
  return Object.fromEntries(entries) as Charts;
}

async function monthlyCounts(db: Executor, series: Series): Promise<ChartRow[]> {
  const table = TABLES[series];
  const createdAt = table.createdAt;
  const result = await db.execute(sql`
    WITH months AS (
      SELECT generate_series(
        date_trunc('month', now() AT TIME ZONE 'UTC') - interval '${sql.raw(String(CHART_MONTHS - 1))} months',
        date_trunc('month', now() AT TIME ZONE 'UTC'),
        interval '1 month'
      ) AS month
    ),
    counted AS (
      SELECT date_trunc('month', ${createdAt} AT TIME ZONE 'UTC') AS month, count(*)::int AS count
      FROM ${table}
      WHERE ${createdAt} >= (SELECT min(month) FROM months) AT TIME ZONE 'UTC'
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
