import type { Sort } from '@huebook/shared/constants';
import { PAGE_SIZE } from '@huebook/shared/constants';
import type { Paginated } from '@huebook/shared/schemas/api';
import { pageListQuerySchema, type Page, type PageListQuery } from '@huebook/shared/schemas/page';
import { and, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { pages, users } from '../../db/schema.ts';
import { decodeCursor, likePattern, paginate, type CursorPosition } from '../../lib/pagination.ts';

import { myColored, myFavorite, selectPages, toPageView, type PageSelectRow } from './page-view.ts';

const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000';

/** pageListQuerySchema with a message a caller can act on for a bad `page`. */
export const pageListQuery = pageListQuerySchema.extend({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(100_000, { error: PAGE_MESSAGE })
    .default(1),
});

interface SortSpec {
  column: PgColumn;
  direction: 'asc' | 'desc';
  /** The row's value as stored in a cursor. */
  valueOf: (row: PageSelectRow) => string | number;
  /** The cursor value as a SQL literal of the column's type. */
  literal: (value: string | number) => SQL;
  /** A selected column value as stored in a cursor. */
  fromColumn: (value: unknown) => string | number;
}

const counter = (
  column: PgColumn,
  key: 'coloredCount' | 'favoritedCount' | 'popularity' | 'trendingScore',
): SortSpec => ({
  column,
  direction: 'desc',
  valueOf: (row) => row.page[key],
  literal: (value) => sql`${Number(value)}::int`,
  fromColumn: Number,
});
const byCreation = (direction: 'asc' | 'desc'): SortSpec => ({
  column: pages.createdAt,
  direction,
  valueOf: (row) => row.page.createdAt.toISOString(),
  literal: (value) => sql`${String(value)}::timestamptz`,
  fromColumn: (value) => (value as Date).toISOString(),
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
 * Search: case-insensitive substring of the title, the prompt or the owner's name. Each arm is
 * indexable by a trigram GIN index (the owner arm as `user_id = ANY(ARRAY(…))`, an index
 * condition on pages_user_created_at_idx), so the planner can BitmapOr them for rare terms or
 * walk the sort index for common ones.
 */
function searchCondition(search: string): SQL | undefined {
  const pattern = likePattern(search);
  const owners = sql`ARRAY(SELECT ${users.id} FROM ${users} WHERE ${ilike(users.name, pattern)})`;
  return or(ilike(pages.title, pattern), ilike(pages.prompt, pattern), sql`${pages.userId} = ANY(${owners})`);
}

/**
 * The list statement of GET /pages/paginate, unexecuted (the bench EXPLAINs it). Scopes: public
 * (not blocked; admins also see blocked pages), owned, favorited, colored. `page` pages by
 * OFFSET; `cursor` by keyset — both give the same rows. The ORDER BY spells out the nulls
 * order of the indexes (`DESC NULLS LAST`; its backward scan is `ASC NULLS FIRST`) so the
 * planner can walk them (see STACK-NOTES).
 */
export function pageListStatement(
  db: Executor,
  me: UserWithPlan,
  query: PageListQuery,
  start: CursorPosition | null = null,
) {
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
  if (query.search) conditions.push(searchCondition(query.search));
  const cursor = start ?? (query.cursor ? decodeCursor(query.cursor) : null);
  if (cursor) {
    const op = spec.direction === 'desc' ? sql`<` : sql`>`;
    conditions.push(
      sql`(${spec.column}, ${pages.id}) ${op} (${spec.literal(cursor.value)}, ${cursor.id}::uuid)`,
    );
  }

  const order = spec.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
  const statement = selectPages(db, meId)
    .where(and(...conditions))
    .orderBy(sql`${spec.column} ${order}`, sql`${pages.id} ${order}`)
    .limit(PAGE_SIZE + 1)
    .$dynamic();
  return cursor ? statement : statement.offset((query.page - 1) * PAGE_SIZE);
}

/** Whether the list reads `pages` alone (public, not blocked, no search): see offsetPosition. */
const isPagesOnly = (me: UserWithPlan, query: PageListQuery) =>
  query.scope === 'public' && !query.search && !me.user.admin && !query.cursor;

/**
 * The keyset position of the last row before `page` of a pages-only list: an index-only scan
 * of the sort's partial index that skips (page - 1) × PAGE_SIZE entries, instead of joining
 * owners and the user's favorites and colored pages for every skipped row.
 */
export function offsetPositionStatement(db: Executor, query: PageListQuery) {
  const spec = SORT_SPECS[query.sort as Sort];
  const order = spec.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
  return db
    .select({ value: spec.column, id: pages.id })
    .from(pages)
    .where(sql`NOT ${pages.blocked}`)
    .orderBy(sql`${spec.column} ${order}`, sql`${pages.id} ${order}`)
    .offset((query.page - 1) * PAGE_SIZE - 1)
    .limit(1);
}

/**
 * GET /pages/paginate: PAGE_SIZE pages and whether more exist (one extra row, no COUNT), with
 * `next_cursor` for "Load more". A page past the end is empty with last_page = current_page.
 */
export async function listPages(
  ctx: AppContext,
  me: UserWithPlan,
  query: PageListQuery,
): Promise<Paginated<Page>> {
  const spec = SORT_SPECS[query.sort as Sort];
  let start: CursorPosition | null = null;
  if (query.page > 1 && isPagesOnly(me, query)) {
    const [before] = await offsetPositionStatement(ctx.db, query);
    if (!before) {
      return {
        data: [],
        current_page: query.page,
        last_page: query.page,
        per_page: PAGE_SIZE,
        next_cursor: null,
      };
    }
    start = { value: spec.fromColumn(before.value), id: before.id };
  }
  const rows = await pageListStatement(ctx.db, me, query, start);
  return paginate(
    rows,
    query.page,
    (row) => toPageView(ctx, row, me.user.id),
    (row) => ({ value: spec.valueOf(row), id: row.page.id }),
  );
}
