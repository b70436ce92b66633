import { MESSAGES } from '@huebook/shared/messages';
import type { Subscription } from '@huebook/shared/schemas/subscription';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';

interface PageParam {
  page: number;
  cursor?: string;
}

/**
 * GET /subscriptions/paginate for a search, page after page ('Load more' continues from
 * `next_cursor`). Throws 'Failed to load subscriptions' after a failed call (spec §8).
 */
export function useSubscriptions(search: string) {
  return useInfiniteQuery({
    queryKey: ['subscriptions', 'list', search],
    initialPageParam: { page: 1 } as PageParam,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api.paginate<Subscription>(
        '/subscriptions/paginate',
        { page: pageParam.page, cursor: pageParam.cursor, search: search || undefined },
        { signal },
      );
      if (!result) throw new Error(MESSAGES.failedToLoadSubscriptions);
      return result;
    },
    getNextPageParam: (last): PageParam | undefined =>
      last.current_page < last.last_page
        ? { page: last.current_page + 1, ...(last.next_cursor ? { cursor: last.next_cursor } : {}) }
        : undefined,
    placeholderData: keepPreviousData,
  });
}

/** Spec §4: active while canceled_at is empty, otherwise canceled. */
export function subscriptionStatus(subscription: Pick<Subscription, 'canceled_at'>): 'active' | 'canceled' {
  return subscription.canceled_at ? 'canceled' : 'active';
}
