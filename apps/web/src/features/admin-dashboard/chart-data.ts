import {
  ANALYTICS_SERIES,
  type AnalyticsSeries,
  type ChartRow,
  type Charts,
  type Counters,
  type CounterSet,
} from '@huebook/shared/schemas/analytics';

import { formatCompact } from './format.ts';

/** What each series is called on the dashboard (spec §2 "Dashboard"). */
export const SERIES_TITLES: Record<AnalyticsSeries, string> = {
  users: 'Users',
  pages: 'Pages',
  coloreds: 'Colored pages',
  subscriptions: 'Subscriptions',
};

/** One counter card: its label, the exact count and the compact text shown. */
export interface CounterTile {
  series: AnalyticsSeries;
  label: string;
  value: number;
  text: string;
}

/** The four counters of one block ('This week' or 'All time'), in display order. */
export function toCounterTiles(set: CounterSet): CounterTile[] {
  return ANALYTICS_SERIES.map((series) => ({
    series,
    label: SERIES_TITLES[series],
    value: set[series],
    text: formatCompact(set[series]),
  }));
}

/** The two counter blocks of the dashboard. */
export function toCounterBlocks(counters: Counters): { title: string; tiles: CounterTile[] }[] {
  return [
    { title: 'This week', tiles: toCounterTiles(counters.week) },
    { title: 'All time', tiles: toCounterTiles(counters.total) },
  ];
}

/** One line chart: its title, the points to plot (name → count) and their sum. */
export interface ChartPanel {
  series: AnalyticsSeries;
  title: string;
  rows: ChartRow[];
  total: number;
}

/** The four monthly charts, in display order; a missing series plots as empty. */
export function toChartPanels(charts: Partial<Charts>): ChartPanel[] {
  return ANALYTICS_SERIES.map((series) => {
    const rows = (charts[series] ?? []).map((row) => ({ name: row.name, count: Number(row.count) || 0 }));
    return {
      series,
      title: SERIES_TITLES[series],
      rows,
      total: rows.reduce((sum, row) => sum + row.count, 0),
    };
  });
}
