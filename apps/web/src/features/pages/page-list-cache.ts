import type { ListedPage } from '@huebook/shared/schemas/page';

import type { PagedListData } from '../../lib/use-paged-list.ts';

/** A page list as TanStack Query caches it: the pages fetched so far and their params. */
export type PageListData = PagedListData<ListedPage>;

/**
 * Applies `update` to the page `id` wherever it is in a cached list; returning null removes
 * it. The list is returned unchanged (same object) when it does not hold the page, so
 * untouched queries do not re-render.
 */
export function updatePageInList(
  data: PageListData | undefined,
  id: string,
  update: (page: ListedPage) => ListedPage | null,
): PageListData | undefined {
  if (!data || !data.pages.some((result) => result.data.some((page) => page.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((result) => {
      if (!result.data.some((page) => page.id === id)) return result;
      const next: ListedPage[] = [];
      for (const page of result.data) {
        if (page.id !== id) next.push(page);
        else {
          const updated = update(page);
          if (updated) next.push(updated);
        }
      }
      return { ...result, data: next };
    }),
  };
}

/** The page as it will be after a favorite toggle (spec §4: flip, count ±1, never below 0). */
export function toggledFavorite(page: ListedPage): ListedPage {
  const isFavorited = !page.is_favorited;
  return {
    ...page,
    is_favorited: isFavorited,
    favorited_count: Math.max(0, page.favorited_count + (isFavorited ? 1 : -1)),
  };
}

/** The favorite fields of `from` copied onto `page`: how an optimistic toggle is undone. */
export function withFavoriteOf(
  page: ListedPage,
  from: Pick<ListedPage, 'is_favorited' | 'favorited_count'>,
): ListedPage {
  return { ...page, is_favorited: from.is_favorited, favorited_count: from.favorited_count };
}

/**
 * How a list shows a page after its blocked flag was toggled (spec §4): an admin's list keeps
 * it with the flag flipped; anyone else's drops it, since for them blocking is deleting.
 */
export function afterBlockedToggle(updated: ListedPage, isAdminList: boolean): ListedPage | null {
  return isAdminList ? updated : updated.blocked ? null : updated;
}
