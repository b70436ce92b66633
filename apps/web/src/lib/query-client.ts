import type { Setting } from '@huebook/shared/schemas/setting';
import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { reactToFailure, type FailureMeta } from './api-reactions.ts';
import { queryKeys } from './query-keys.ts';
import { publicSettings } from './settings.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/**
 * A query cache as the app's: every failed query and mutation gets the app's reaction
 * (lib/api-reactions.ts: a toast, signing out, /checkout) unless its `meta.handlesErrors` says
 * the screen shows it; the API client only throws. Queries do not retry (a retry would show the
 * same error again). Tests make their own with it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reactToFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reactToFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one query cache. Loaded with the first signed-in or auth screen, never by the
 * landing site (issue 12: its first download has no TanStack Query).
 */
export const queryClient = createQueryClient();

// Every newer settings list (a refetch, an admin's save) also refreshes the landing's copy, so
// the site shows it after signing out without waiting for that copy to expire.
const settingsHash = hashKey(queryKeys.settings.list());
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryHash !== settingsHash) return;
  const rows = event.query.state.data as Setting[] | undefined;
  if (rows && event.action.type === 'success') publicSettings.remember(rows);
});
