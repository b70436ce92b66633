import type { Paginated } from '@huebook/shared/schemas/api';
import { keepPreviousData, useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';

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
 * A list call ({data, current_page, last_page, next_cursor}) page after page: a new `queryKey`
 * (a new search) lists again from page 1, keeping the old rows on screen until it answers;
 * 'Load more' appends, continuing from `next_cursor`. `fetchPage` makes the call for one page
 * (an API list endpoint, lib/api-client.ts); a failure is the query's error, which the query
 * cache has shown.
 */
export function usePagedList<T>({
  queryKey,
  fetchPage,
}: {
  queryKey: QueryKey;
  fetchPage: (page: PageParam, signal: AbortSignal) => Promise<Paginated<T>>;
}) {
  return useInfiniteQuery({
    queryKey,
    initialPageParam: { page: 1 } as PageParam,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
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
