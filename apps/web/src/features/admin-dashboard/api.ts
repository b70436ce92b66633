import { useQuery } from '@tanstack/react-query';

import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET /analytics/counters (a failure is the query's error, shown by the query cache). */
export function useCounters() {
  return useQuery({
    queryKey: queryKeys.analytics.counters(),
    queryFn: async ({ signal }) => (await callApi('GET /analytics/counters', { signal })).data,
  });
}

/** The browser's IANA time zone ('America/Los_Angeles'); undefined lets the server use UTC. */
function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * GET /analytics/charts with the browser's time zone as `tz`, so each month is the admin's
 * calendar month (a failure is the query's error, shown by the query cache).
 */
export function useCharts() {
  const tz = browserTimeZone();
  return useQuery({
    queryKey: queryKeys.analytics.charts(tz),
    queryFn: async ({ signal }) =>
      (await callApi('GET /analytics/charts', { query: tz ? { tz } : {}, signal })).data,
  });
}
