import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. The API client already notifies failures, so queries do not retry
 * (a retry would show the same error again).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
