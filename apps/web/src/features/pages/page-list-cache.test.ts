import type { Paginated } from '@huebook/shared/schemas/api';
import type { ListedPage } from '@huebook/shared/schemas/page';
import { describe, expect, it } from 'vitest';

import {
  afterBlockedToggle,
  toggledFavorite,
  updatePageInList,
  withFavoriteOf,
  type PageListData,
} from './page-list-cache.ts';
import { makePage } from './testing.tsx';

function result(data: ListedPage[], current_page: number, last_page: number): Paginated<ListedPage> {
  return { data, current_page, last_page, per_page: 24, next_cursor: null };
}

function list(...pages: ListedPage[][]): PageListData {
  return {
    pages: pages.map((data, index) => result(data, index + 1, pages.length)),
    pageParams: pages.map((_, index) => ({ page: index + 1 })),
  };
}

describe('updatePageInList', () => {
  it('replaces the page wherever it is, leaving the other pages as they were', () => {
    const [a, b, c] = [makePage(), makePage(), makePage()];
    const data = list([a, b], [c]);
    const next = updatePageInList(data, c.id, (page) => ({ ...page, title: 'New' }))!;
    expect(next.pages[1]!.data[0]!.title).toBe('New');
    expect(next.pages[0]).toBe(data.pages[0]);
    expect(next.pageParams).toBe(data.pageParams);
  });

  it('removes the page when the update answers null', () => {
    const [a, b] = [makePage(), makePage()];
    const next = updatePageInList(list([a, b]), a.id, () => null)!;
    expect(next.pages[0]!.data).toEqual([b]);
  });

  it('returns the same list when it does not hold the page', () => {
    const data = list([makePage()]);
    expect(updatePageInList(data, 'elsewhere', () => null)).toBe(data);
    expect(updatePageInList(undefined, 'elsewhere', () => null)).toBeUndefined();
  });
});

describe('favorite toggle', () => {
  it('flips is_favorited and moves the count by one', () => {
    const page = makePage({ is_favorited: false, favorited_count: 4 });
    const on = toggledFavorite(page);
    expect(on).toMatchObject({ is_favorited: true, favorited_count: 5 });
    expect(toggledFavorite(on)).toMatchObject({ is_favorited: false, favorited_count: 4 });
  });

  it('never shows a negative count', () => {
    expect(toggledFavorite(makePage({ is_favorited: true, favorited_count: 0 })).favorited_count).toBe(0);
  });

  it('rolls back to the fields of the page before the toggle', () => {
    const before = makePage({ is_favorited: false, favorited_count: 2 });
    expect(withFavoriteOf(toggledFavorite(before), before)).toEqual(before);
  });
});

describe('afterBlockedToggle', () => {
  it("keeps a blocked page in an admin's list with its flag flipped", () => {
    const blocked = makePage({ blocked: true });
    expect(afterBlockedToggle(blocked, true)).toBe(blocked);
  });

  it("drops a deleted (blocked) page from a user's list", () => {
    expect(afterBlockedToggle(makePage({ blocked: true }), false)).toBeNull();
  });
});
