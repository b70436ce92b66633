import { MESSAGES } from '@huebook/shared/messages';
import type { Charts, Counters } from '@huebook/shared/schemas/analytics';
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

/** GET /analytics/charts; throws after a failed call (already notified). */
export function useCharts() {
  return useQuery({
    queryKey: [...analyticsKey, 'charts'],
    queryFn: async ({ signal }) => {
      const charts = await api.get<Charts>('/analytics/charts', undefined, { signal });
      if (!charts) throw new Error(MESSAGES.somethingWentWrong);
      return charts;
    },
  });
}
