import { DEFAULT_SORT, type Scope, type Sort } from '@huebook/shared/constants';
import { MESSAGES } from '@huebook/shared/messages';
import type { Paginated } from '@huebook/shared/schemas/api';
import type { Page } from '@huebook/shared/schemas/page';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';

/** Where "Load more" continues: the next page number and the server's keyset cursor. */
export interface PageParam {
  page: number;
  cursor?: string;
}

/** The next page to ask for, or undefined on the last page (current_page equals last_page). */
export function nextPageParam(last: Paginated<unknown>): PageParam | undefined {
  if (last.current_page >= last.last_page) return undefined;
  return { page: last.current_page + 1, cursor: last.next_cursor ?? undefined };
}

export const pagesKey = ['pages'] as const;

/**
 * GET /pages/paginate for one scope, search and sort, page after page (spec §4: a search or
 * sort change reloads from page 1; 'Load more' appends). Throws 'Failed to load pages'.
 */
export function usePageList(scope: Scope, search: string, sort: Sort = DEFAULT_SORT) {
  return useInfiniteQuery({
    queryKey: [...pagesKey, 'list', scope, search, sort],
    initialPageParam: { page: 1 } as PageParam,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api.paginate<Page>(
        '/pages/paginate',
        { page: pageParam.page, cursor: pageParam.cursor, search: search || undefined, sort, scope },
        { signal },
      );
      if (!result) throw new Error(MESSAGES.failedToLoadPages);
      return result;
    },
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
  });
}
