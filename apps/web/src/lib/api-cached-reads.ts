import type { Credit } from '@huebook/shared/schemas/credit';
import type { Page } from '@huebook/shared/schemas/page';
import { queryOptions } from '@tanstack/react-query';

import { callApi } from './api-client.ts';
import { readCredit } from './credits.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Reads the route loaders make through the query cache, so a failure gets the app's reaction
 * (lib/api-reactions.ts: a toast, signing out, /checkout). The route table holds those loaders
 * and the landing must not download the cache (issue 12): they import this module on first use.
 */

/** GET /credits/read as one cached query (the credit counters share it). */
export const creditQuery = queryOptions({ queryKey: queryKeys.credits.all, queryFn: readCredit });

/** The credits, read fresh. @throws ApiError when the call fails (already shown). */
export function fetchFreshCredit(): Promise<Credit> {
  return queryClient.fetchQuery({ ...creditQuery, staleTime: 0 });
}

/** GET /pages/:id/read, fresh. @throws ApiError when the call fails (already shown). */
export function fetchPage(id: string): Promise<Page> {
  return queryClient.fetchQuery({
    queryKey: queryKeys.pages.detail(id),
    queryFn: async () => (await callApi('GET /pages/:id/read', { params: { id } })).data,
    staleTime: 0,
  });
}
