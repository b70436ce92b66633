import type { Subscription } from '@huebook/shared/schemas/subscription';

import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';

/**
 * GET /subscriptions/paginate for a search, page after page ('Load more' continues from
 * `next_cursor`). A failed call is the query's error (already shown by the query cache).
 */
export function useSubscriptions(search: string) {
  return usePagedList({
    queryKey: queryKeys.subscriptions.list(search),
    fetchPage: ({ page, cursor }, signal) =>
      callApi('GET /subscriptions/paginate', {
        query: { page, cursor, search: search || undefined },
        signal,
      }),
  });
}

/** Spec §4: active while canceled_at is empty, otherwise canceled. */
export function subscriptionStatus(subscription: Pick<Subscription, 'canceled_at'>): 'active' | 'canceled' {
  return subscription.canceled_at ? 'canceled' : 'active';
}
