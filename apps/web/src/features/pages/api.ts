import { DEFAULT_SORT, type Scope, type Sort } from '@huebook/shared/constants';
import type { ListedPage } from '@huebook/shared/schemas/page';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';

import {
  afterBlockedToggle,
  toggledFavorite,
  updatePageInList,
  withFavoriteOf,
  type PageListData,
} from './page-list-cache.ts';

/** Prefix of every cached page list, whatever its scope, search and sort. */
const pageListsKey = queryKeys.pages.lists();

/**
 * GET /pages/paginate for one scope, search and sort, page after page (spec §4: a search or
 * sort change reloads from page 1; 'Load more' appends, continuing from `next_cursor`).
 * A failed call is the query's error (the query cache has told the user).
 */
export function usePageList(scope: Scope, search: string, sort: Sort = DEFAULT_SORT) {
  return usePagedList({
    queryKey: queryKeys.pages.list(scope, search, sort),
    fetchPage: ({ page, cursor }, signal) =>
      callApi('GET /pages/paginate', {
        query: { page, cursor, search: search || undefined, sort, scope },
        signal,
      }),
  });
}

/** Applies `update` to the page `id` in every cached list, whatever its scope or search. */
function useUpdateCachedPage() {
  const queryClient = useQueryClient();
  return (id: string, update: (page: ListedPage) => ListedPage | null) => {
    queryClient.setQueriesData<PageListData>({ queryKey: pageListsKey }, (data) =>
      updatePageInList(data, id, update),
    );
  };
}

/**
 * PATCH /pages/:id/favorited/toggle (spec §4 "Favorited"). The card flips at once and takes the
 * server's page when it answers; a failed call (for a free plan, 403 NO_PAID_PLAN, which the
 * query cache turns into a trip to /checkout) puts the card back as it was.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const updateCachedPage = useUpdateCachedPage();
  return useMutation({
    mutationFn: async (page: ListedPage) => {
      // The wanted state travels along, so a repeated request cannot flip the favorite back.
      const updated = await callApi('PATCH /pages/:id/favorited/toggle', {
        params: { id: page.id },
        body: { favorited: !page.is_favorited },
      });
      return updated.data;
    },
    onMutate: (page) => updateCachedPage(page.id, toggledFavorite),
    onError: (_error, page) => updateCachedPage(page.id, (cached) => withFavoriteOf(cached, page)),
    onSuccess: (updated) => {
      updateCachedPage(updated.id, () => updated);
      // The favorite list and the sorts by favorites change: lists not on screen refetch when
      // next shown; the one on screen keeps its order so the card does not jump away.
      void queryClient.invalidateQueries({ queryKey: pageListsKey, refetchType: 'none' });
    },
  });
}

/**
 * PATCH /pages/:id/blocked/toggle (spec §4 "Page blocked"): an admin's lists keep the page with
 * its flag flipped; for its owner this is 'delete', and the page leaves every list at once.
 * A failed call is the mutation's error (already shown by the query cache).
 */
export function useToggleBlocked({ isAdminList }: { isAdminList: boolean }) {
  const queryClient = useQueryClient();
  const updateCachedPage = useUpdateCachedPage();
  return useMutation({
    mutationFn: async (page: ListedPage) =>
      (await callApi('PATCH /pages/:id/blocked/toggle', { params: { id: page.id } })).data,
    onSuccess: (updated, page) => {
      updateCachedPage(page.id, () => afterBlockedToggle(updated, isAdminList));
      void queryClient.invalidateQueries({ queryKey: pageListsKey, refetchType: 'none' });
    },
  });
}
