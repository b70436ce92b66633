import { z } from 'zod';

/** How many users, pages, colored pages and subscriptions (spec §3 "Dashboard counters"). */
export const counterSetSchema = z.object({
  users: z.number().int(),
  pages: z.number().int(),
  coloreds: z.number().int(),
  subscriptions: z.number().int(),
});
export type CounterSet = z.infer<typeof counterSetSchema>;

/**
 * GET /analytics/counters: rows created in the last 7 × 24 hours (`week`, rolling, so no time
 * zone) and in all (`total`).
 */
export const countersSchema = z.object({ week: counterSetSchema, total: counterSetSchema });
export type Counters = z.infer<typeof countersSchema>;

/** One point of a monthly chart: the month's name ('Jan 2026') and the rows created in it. */
export const chartRowSchema = z.object({ name: z.string(), count: z.number().int() });
export type ChartRow = z.infer<typeof chartRowSchema>;

/** Why a `tz` is refused; the server prefixes the parameter's name ('tz: …'). */
export const UNKNOWN_TIME_ZONE = 'Unknown time zone; expected an IANA name such as Europe/Paris';

/**
 * Query of GET /analytics/charts: `tz`, the IANA time zone whose calendar the months follow
 * ('America/Los_Angeles'); UTC when absent. Only the length is checked here: the server also
 * requires PostgreSQL to know the zone (pg_timezone_names), else 400 INVALID_INPUT.
 */
export const chartsQuerySchema = z.object({
  tz: z.string().min(1, UNKNOWN_TIME_ZONE).max(64, UNKNOWN_TIME_ZONE).default('UTC'),
});
export type ChartsQuery = z.infer<typeof chartsQuerySchema>;

/**
 * GET /analytics/charts: per series, the last 12 calendar months in the query's `tz`, oldest
 * first, the current month (in that zone) last; months without rows count 0.
 */
export const chartsSchema = z.object({
  users: z.array(chartRowSchema),
  pages: z.array(chartRowSchema),
  coloreds: z.array(chartRowSchema),
  subscriptions: z.array(chartRowSchema),
});
export type Charts = z.infer<typeof chartsSchema>;

/** The four series of the dashboard, in display order. */
export const ANALYTICS_SERIES = ['users', 'pages', 'coloreds', 'subscriptions'] as const;
export type AnalyticsSeries = (typeof ANALYTICS_SERIES)[number];
