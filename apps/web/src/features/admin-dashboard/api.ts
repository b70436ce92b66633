import { MESSAGES } from '@huebook/shared/messages';
import type { Charts, ChartsQuery, Counters } from '@huebook/shared/schemas/analytics';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';

const analyticsKey = ['analytics'] as const;

/** GET /analytics/counters; throws after a failed call (already notified). */
export function useCounters() {
  return useQuery({
    queryKey: [...analyticsKey, 'counters'],
    queryFn: async ({ signal }) => {
      const counters = await api.get<Counters>('/analytics/counters', undefined, { signal });
      if (!counters) throw new Error(MESSAGES.somethingWentWrong);
      return counters;
    },
  });
}

/** The browser's IANA time zone ('America/Los_Angeles'); undefined lets the server use UTC. */
function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * GET /analytics/charts with the browser's time zone as `tz`, so each month is the admin's
 * calendar month; throws after a failed call (already notified).
 */
export function useCharts() {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: [...analyticsKey, 'charts', tz],
    queryFn: async ({ signal }) => {
      const query: Partial<ChartsQuery> = tz ? { tz } : {};
      const charts = await api.get<Charts>('/analytics/charts', query, { signal });
      if (!charts) throw new Error(MESSAGES.somethingWentWrong);
      return charts;
    },
  });
}
