import { z } from 'zod';

/** How many users, pages, colored pages and subscriptions (spec §3 "Dashboard counters"). */
export const counterSetSchema = z.object({
  users: z.number().int(),
  pages: z.number().int(),
  coloreds: z.number().int(),
  subscriptions: z.number().int(),
});
export type CounterSet = z.infer<typeof counterSetSchema>;

/** GET /analytics/counters: rows created in the last 7 days (`week`) and in all (`total`). */
export const countersSchema = z.object({ week: counterSetSchema, total: counterSetSchema });
export type Counters = z.infer<typeof countersSchema>;

/** One point of a monthly chart: the month's name ('Jan 2026') and the rows created in it. */
export const chartRowSchema = z.object({ name: z.string(), count: z.number().int() });
export type ChartRow = z.infer<typeof chartRowSchema>;

/**
 * GET /analytics/charts: per series, the last 12 calendar months (UTC), oldest first, the
 * current month last; months without rows count 0.
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
