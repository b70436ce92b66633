import type { Sort } from '@huebook/shared/constants';
import { PAGE_SIZE } from '@huebook/shared/constants';
import type { Paginated } from '@huebook/shared/schemas/api';
import type { Page, PageListQuery } from '@huebook/shared/schemas/page';
import { and, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { pages, users } from '../../db/schema.ts';
import { decodeCursor, likePattern, paginate, type CursorPosition } from '../../lib/pagination.ts';

import {
  myColored,
  myFavorite,
  selectPages,
  toPageView,
  trendingThreshold,
  type PageSelectRow,
} from './page-view.ts';

interface SortSpec {
  column: PgColumn;
  direction: 'asc' | 'desc';
  /** The row's value as stored in a cursor. */
  valueOf: (row: PageSelectRow) => string | number;
  /** The cursor value as a SQL literal of the column's type. */
  literal: (value: string | number) => SQL;
}

const counter = (
  column: PgColumn,
  key: 'coloredCount' | 'favoritedCount' | 'popularity' | 'trendingScore',
): SortSpec => ({
  column,
  direction: 'desc',
  valueOf: (row) => row.page[key],
  literal: (value) => sql`${Number(value)}::int`,
});
const byCreation = (direction: 'asc' | 'desc'): SortSpec => ({
  column: pages.createdAt,
  direction,
  valueOf: (row) => row.page.createdAt.toISOString(),
  literal: (value) => sql`${String(value)}::timestamptz`,
});

/** Each sort is a column with id as tie-break, matching a `(col DESC, id DESC)` index. */
const SORT_SPECS: Record<Sort, SortSpec> = {
  latest: byCreation('desc'),
  oldest: byCreation('asc'),
  mostFavorited: counter(pages.favoritedCount, 'favoritedCount'),
  mostColored: counter(pages.coloredCount, 'coloredCount'),
  popularity: counter(pages.popularity, 'popularity'),
  trending: counter(pages.trendingScore, 'trendingScore'),
};

/**
 * GET /pages/paginate. Scopes: public (not blocked; admins also see blocked pages), owned,
 * favorited, colored. `page` pages by OFFSET; `cursor` by keyset — both give the same rows.
 * The ORDER BY spells out the nulls order of the indexes (`DESC NULLS LAST`; its backward
 * scan is `ASC NULLS FIRST`) so the planner can walk them (see STACK-NOTES).
 */
export async function listPages(
  ctx: AppContext,
  me: UserWithPlan,
  query: PageListQuery,
): Promise<Paginated<Page>> {
  const meId = me.user.id;
  const spec = SORT_SPECS[query.sort as Sort];
  const conditions: (SQL | undefined)[] = [];
  const notBlocked = sql`NOT ${pages.blocked}`;

  if (query.scope === 'public') {
    if (!me.user.admin) conditions.push(notBlocked);
  } else if (query.scope === 'owned') {
    conditions.push(eq(pages.userId, meId), notBlocked);
  } else if (query.scope === 'favorited') {
    conditions.push(isNotNull(myFavorite.userId), notBlocked);
  } else {
    conditions.push(isNotNull(myColored.id), notBlocked);
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(pages.title, pattern), ilike(pages.prompt, pattern), ilike(users.name, pattern)),
    );
  }
  let cursor: CursorPosition | null = null;
  if (query.cursor) {
    cursor = decodeCursor(query.cursor);
    const op = spec.direction === 'desc' ? sql`<` : sql`>`;
    conditions.push(
      sql`(${spec.column}, ${pages.id}) ${op} (${spec.literal(cursor.value)}, ${cursor.id}::uuid)`,
    );
  }

  const order = spec.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
  let statement = selectPages(ctx.db, meId)
    .where(and(...conditions))
    .orderBy(sql`${spec.column} ${order}`, sql`${pages.id} ${order}`)
    .limit(PAGE_SIZE + 1)
    .$dynamic();
  if (!cursor) statement = statement.offset((query.page - 1) * PAGE_SIZE);

  const [rows, threshold] = await Promise.all([statement, trendingThreshold(ctx.db)]);
  return paginate(
    rows,
    query.page,
    (row) => toPageView(ctx, row, meId, threshold),
    (row) => ({ value: spec.valueOf(row), id: row.page.id }),
  );
}
