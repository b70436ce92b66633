import type { Setting } from '@huebook/shared/schemas/setting';
import { hashKey, QueryClient } from '@tanstack/react-query';

import { publicSettings } from './settings.ts';

/**
 * The app's one query cache. The API client already notifies failures, so queries do not retry
 * (a retry would show the same error again). Loaded with the first signed-in or auth screen,
 * never by the landing site (issue 12: its first download has no TanStack Query).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Every newer settings list (a refetch, an admin's save) also refreshes the landing's copy, so
// the site shows it after signing out without waiting for that copy to expire.
const settingsHash = hashKey(['settings', 'list']);
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryHash !== settingsHash) return;
  const rows = event.query.state.data as Setting[] | undefined;
  if (rows && event.action.type === 'success') publicSettings.remember(rows);
});
