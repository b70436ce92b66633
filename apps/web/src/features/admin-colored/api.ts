import type { Colored } from '@huebook/shared/schemas/colored';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';

interface PageParam {
  page: number;
  cursor?: string;
}

/**
 * GET /coloreds/paginate as an admin: every user's colored pages for a search (page title, user
 * name or email), page after page ('Load more' continues from `next_cursor`).
 */
export function useAdminColoreds(search: string) {
  return useInfiniteQuery({
    queryKey: ['coloreds', 'admin', search],
    initialPageParam: { page: 1 } as PageParam,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api.paginate<Colored>(
        '/coloreds/paginate',
        { page: pageParam.page, cursor: pageParam.cursor, search: search || undefined },
        { signal },
      );
      if (!result) throw new Error('Failed to load colored pages');
      return result;
    },
    getNextPageParam: (last): PageParam | undefined =>
      last.current_page < last.last_page
        ? { page: last.current_page + 1, ...(last.next_cursor ? { cursor: last.next_cursor } : {}) }
        : undefined,
    placeholderData: keepPreviousData,
  });
}
