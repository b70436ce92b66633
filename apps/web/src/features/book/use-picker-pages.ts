import type { Scope } from '@huebook/shared/constants';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { queryKeys } from '../../lib/query-keys.ts';
import { mergeById, nextPageParam, type PageParam } from '../../lib/use-paged-list.ts';

import { fetchPickerPages } from './book-api.ts';

/**
 * The pages the book picker shows: the user's `scope` list (own, favorite or colored) matching
 * `search`, page after page ('Load more' continues from the server's cursor). A new scope or
 * search lists again from the first page, keeping the old cards until it answers.
 * @returns the infinite query and its pages merged in order (each page once).
 */
export function usePickerPages(scope: Scope, search: string) {
  const list = useInfiniteQuery({
    queryKey: queryKeys.pages.picker(scope, search),
    initialPageParam: { page: 1 } as PageParam,
    queryFn: ({ pageParam, signal }) =>
      fetchPickerPages({ scope, search, page: pageParam.page, cursor: pageParam.cursor }, signal),
    getNextPageParam: nextPageParam,
    placeholderData: keepPreviousData,
  });
  const pages = useMemo(() => mergeById(list.data?.pages ?? []), [list.data]);
  return { list, pages };
}
