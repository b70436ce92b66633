import { MESSAGES } from '@huebook/shared/messages';
import type { Subscription } from '@huebook/shared/schemas/subscription';

import { usePagedList } from '../../lib/use-paged-list.ts';

/**
 * GET /subscriptions/paginate for a search, page after page ('Load more' continues from
 * `next_cursor`). Throws 'Failed to load subscriptions' after a failed call (spec §8).
 */
export function useSubscriptions(search: string) {
  return usePagedList<Subscription>({
    queryKey: ['subscriptions', 'list', search],
    path: '/subscriptions/paginate',
    query: { search },
    errorMessage: MESSAGES.failedToLoadSubscriptions,
  });
}

/** Spec §4: active while canceled_at is empty, otherwise canceled. */
export function subscriptionStatus(subscription: Pick<Subscription, 'canceled_at'>): 'active' | 'canceled' {
  return subscription.canceled_at ? 'canceled' : 'active';
}
