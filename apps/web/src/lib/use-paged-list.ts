import type { Paginated } from '@huebook/shared/schemas/api';
import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';

import { api } from './api-client.ts';
import type { QueryParams } from './query-string.ts';

/** Where 'Load more' continues: the next page number and the server's keyset cursor. */
export interface PageParam {
  page: number;
  cursor?: string;
}

/** A paged list as TanStack Query caches it: the pages fetched so far and their params. */
export type PagedListData<T> = InfiniteData<Paginated<T>, PageParam>;

/** The next page to ask for, or undefined on the last page (current_page equals last_page). */
export function nextPageParam(last: Paginated<unknown>): PageParam | undefined {
  if (last.current_page >= last.last_page) return undefined;
  return { page: last.current_page + 1, cursor: last.next_cursor ?? undefined };
}

/**
 * GET `path` ({data, current_page, last_page, next_cursor}) page after page: a new `queryKey`
 * (a new search) lists again from page 1, keeping the old rows on screen until it answers;
 * 'Load more' appends, continuing from `next_cursor`. `query` goes along with every call
 * (an empty `search` is left out). Throws `errorMessage` after a failed call (the API client
 * has already told the user).
 */
export function usePagedList<T>({
  queryKey,
  path,
  query,
  errorMessage,
}: {
  queryKey: QueryKey;
  path: string;
  query: QueryParams & { search: string };
  errorMessage: string;
}) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: { page: 1 } as PageParam,
    queryFn: async ({ pageParam, signal }) => {
      const result = await api.paginate<T>(
        path,
        { page: pageParam.page, cursor: pageParam.cursor, ...query, search: query.search || undefined },
        { signal },
      );
      if (!result) throw new Error(errorMessage);
      return result;
    },
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
  });
}

/** Every fetched page appended in order (spec §4 'Load more'); a row seen twice is shown once. */
export function mergeById<T extends { id: string }>(pages: readonly Paginated<T>[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const result of pages) {
    for (const row of result.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      merged.push(row);
    }
  }
  return merged;
}
