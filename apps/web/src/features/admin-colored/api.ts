import type { Colored } from '@huebook/shared/schemas/colored';

import { usePagedList } from '../../lib/use-paged-list.ts';

/**
 * GET /coloreds/paginate as an admin: every user's colored pages for a search (page title, user
 * name or email), page after page ('Load more' continues from `next_cursor`).
 */
export function useAdminColoreds(search: string) {
  return usePagedList<Colored>({
    queryKey: ['coloreds', 'admin', search],
    path: '/coloreds/paginate',
    query: { search },
    errorMessage: 'Failed to load colored pages',
  });
}
