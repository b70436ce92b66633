import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';

/**
 * GET /coloreds/paginate as an admin: every user's colored pages for a search (page title, user
 * name or email), page after page ('Load more' continues from `next_cursor`).
 */
export function useAdminColoreds(search: string) {
  return usePagedList({
    queryKey: queryKeys.coloreds.list(search),
    fetchPage: ({ page, cursor }, signal) =>
      callApi('GET /coloreds/paginate', { query: { page, cursor, search: search || undefined }, signal }),
  });
}
