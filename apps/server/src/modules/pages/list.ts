import type { Sort } from '@huebook/shared/constants';
import { PAGE_SIZE } from '@huebook/shared/constants';
import type { Paginated } from '@huebook/shared/schemas/api';
import type { ListedPage, PageListQuery } from '@huebook/shared/schemas/page';
import { and, eq, fillPlaceholders, getTableColumns, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import { assertSession, findSignedInUser } from '../../auth/current-user.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { coloreds, favorites, pages, users } from '../../db/schema.ts';
import { decodeCursor, likePattern, paginate, type CursorOrder } from '../../lib/pagination.ts';

import { storedThreshold } from './page-view.ts';
import type { MarkedColored, ViewerMarks } from './viewer-marks.ts';

/** The signed-in user's row, read by the list statement to check the session: see listPages. */
const viewer = alias(users, 'viewer');

/**
 * The session check of a list statement: true when the viewer (placeholder `me`) exists, is not
 * blocked, is an admin exactly when the statement is in admin form, and still has the token's
 * version (placeholder `tv`); in the form that takes the viewer's marks from the instance's
 * cache, also when the viewer's marks_version is still the cached one (placeholder `mv`). Free
 * of the rows, so PostgreSQL evaluates it once, before anything else, as a One-Time Filter: a
 * statement whose session (or cached marks) does not hold returns no rows.
 */
const sessionGate = (db: Executor, shape: ListShape) => {
  const who = and(
    eq(viewer.id, sql.placeholder('me')),
    sql`NOT ${viewer.blocked}`,
    shape.admin ? sql`${viewer.admin}` : sql`NOT ${viewer.admin}`,
  );
  return shape.cachedMarks
    ? sql`(${db
        .select({ version: viewer.marksVersion })
        .from(viewer)
        .where(
          and(who, sql`${viewer.tokenVersion} = ${sql.placeholder('tv')}::int`),
        )}) = ${sql.placeholder('mv')}::int`
    : sql`(${db.select({ version: viewer.tokenVersion }).from(viewer).where(who)}) = ${sql.placeholder('tv')}::int`;
};

type SortKey = 'createdAt' | 'coloredCount' | 'favoritedCount' | 'popularity' | 'trendingScore';

interface SortSpec {
  /** The pages column (and its field name) sorted on, with id as tie-break. */
  key: SortKey;
  direction: 'asc' | 'desc';
  /** The SQL type of the column, for a cursor value bound as a parameter. */
  type: SQL;
  /** The column of a list row (ListRow) holding the sort value, as stored in a cursor. */
  at: number;
}

/**
 * A list row as the driver returns it in array mode, in the order of the list select
 * (buildListStatement): read by position, with no per-row objects or Date parsing, since the
 * list is the app's hottest read. created_at comes as the ISO 8601 text the API sends.
 */
type ListRow = [
  id: string,
  isOwner: boolean,
  title: string,
  illustrationKey: string,
  thumbnailKey: string,
  blocked: boolean,
  coloredCount: number,
  favoritedCount: number,
  /** The popularity or trending score for those sorts (a cursor's value), else null. */
  sortValue: number | null,
  trending: boolean,
  createdAt: string,
  ownerName: string,
  ownerStripeId: string | null,
  /** The viewer's marks: null in the form that takes them from the cache (ListShape.cachedMarks). */
  coloredId: string | null,
  coloredPreviewKey: string | null,
  coloredPhotoKey: string | null,
  isFavorited: boolean | null,
];

/** Positions in ListRow of the sortable columns. */
const LIST_COLUMN = { coloredCount: 6, favoritedCount: 7, popularity: 8, trendingScore: 8, createdAt: 10 };

/** `Date.prototype.toISOString()` in SQL: UTC, milliseconds, `Z`. */
const isoText = (column: SQL.Aliased | SQL | AnyColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The API shape of a listed page (listedPageSchema); see toPageView for a single page. The
 * viewer's marks come from `marks` when the statement took them from the cache, else from the row.
 */
function toListedPage(ctx: AppContext, row: ListRow, marks: ViewerMarks | undefined): ListedPage {
  const id = row[0];
  const mine: MarkedColored | undefined = marks
    ? marks.coloreds.get(id)
    : row[13] && row[14] && row[15]
      ? { id: row[13], previewKey: row[14], photoKey: row[15] }
      : undefined;
  return {
    id,
    title: row[2],
    illustration: ctx.storage.url(row[3]),
    thumbnail: ctx.storage.url(row[4]),
    colored: mine
      ? { id: mine.id, preview: ctx.storage.url(mine.previewKey), photo: ctx.storage.url(mine.photoKey) }
      : null,
    user: { name: row[11], stripe_id: row[12] },
    colored_count: row[6],
    favorited_count: row[7],
    is_colored: mine !== undefined,
    is_favorited: marks ? marks.favorites.has(id) : row[16] === true,
    is_owner: row[1],
    blocked: row[5],
    trending: row[9],
    created_at: row[10],
  };
}

const counter = (key: Exclude<SortKey, 'createdAt'>): SortSpec => ({
  key,
  direction: 'desc',
  type: sql.raw('int'),
  at: LIST_COLUMN[key],
});
const byCreation = (direction: 'asc' | 'desc'): SortSpec => ({
  key: 'createdAt',
  direction,
  type: sql.raw('timestamptz'),
  at: LIST_COLUMN.createdAt,
});

/** Each sort is a column with id as tie-break, matching a `(col DESC, id DESC)` index. */
const SORT_SPECS: Record<Sort, SortSpec> = {
  latest: byCreation('desc'),
  oldest: byCreation('asc'),
  mostFavorited: counter('favoritedCount'),
  mostColored: counter('coloredCount'),
  popularity: counter('popularity'),
  trending: counter('trendingScore'),
};

/**
 * A LIMIT written into the statement, not bound: a generic plan of a prepared statement with
 * `LIMIT $n` assumes 10% of the rows are wanted and loses the index walk (PostgreSQL's
 * preprocess_limit). Drizzle inlines an SQL object given as the limit.
 */
const literalLimit = (rows: number) => sql.raw(String(rows)) as unknown as number;

/**
 * Past this many matching owners a search counts as common: it walks the sort's index instead
 * of sorting every page of the owners.
 */
export const SEARCH_FEW_OWNERS = 200;

/**
 * The owners whose name matches the search (placeholder `pattern`): a CTE, read by the trigram
 * index of users.name once and shared by the probe and the search condition of each arm.
 */
const searchOwners = (db: Executor) =>
  db.$with('search_owners').as(
    db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.name} ILIKE ${sql.placeholder('pattern')}`),
  );

/**
 * Whether more than SEARCH_FEW_OWNERS owners match: reads at most that many + 1 rows of
 * search_owners. Free of the row, so PostgreSQL runs it once and gates an arm on it (a
 * One-Time Filter): only one of the two forms of a search arm (see searchCondition) runs.
 */
const manyOwners = sql`(SELECT 1 FROM "search_owners" OFFSET ${sql.raw(String(SEARCH_FEW_OWNERS))} LIMIT 1) IS NOT NULL`;

/**
 * Search: case-insensitive substring of the title, the prompt or the owner's name, in two forms
 * with the same rows, one run per request (gated on manyOwners):
 * - `few` owners: each arm indexable by a trigram GIN index (the owner arm as
 *   `user_id = ANY(ARRAY(…))`, an index condition on pages_user_created_at_idx, at most
 *   SEARCH_FEW_OWNERS owners' pages), so the planner can BitmapOr them for rare terms and sort
 *   the few matches, or walk the sort index for a common title or prompt term;
 * - `many` owners: the owner arm as a hashed `user_id IN (…)` filter, which no index serves, so
 *   the statement walks the sort's index and stops at its LIMIT — matches are common, so the
 *   walk is short — instead of sorting every page of thousands of owners.
 */
function searchCondition(form: 'few' | 'many'): SQL | undefined {
  const pattern = sql.placeholder('pattern');
  const owners = sql`SELECT "id" FROM "search_owners"`;
  return and(
    form === 'many' ? manyOwners : sql`NOT ${manyOwners}`,
    or(
      sql`${pages.title} ILIKE ${pattern}`,
      sql`${pages.prompt} ILIKE ${pattern}`,
      form === 'many' ? sql`${pages.userId} IN (${owners})` : sql`${pages.userId} = ANY(ARRAY(${owners}))`,
    ),
  );
}

/** The shape of a list statement: everything that changes its SQL text (not its values). */
interface ListShape {
  sort: Sort;
  scope: PageListQuery['scope'];
  admin: boolean;
  hasSearch: boolean;
  hasCursor: boolean;
  /** A pages-only list past page 1 without a cursor: starts after offsetPosition's row. */
  hasPosition: boolean;
  hasOffset: boolean;
  /**
   * The viewer's favorites and colored pages come from the instance's cache (viewer-marks.ts),
   * valid while their marks_version is the cached one (placeholder `mv`, checked by
   * sessionGate), instead of being probed for each row.
   */
  cachedMarks: boolean;
}

const shapeName = (s: ListShape) =>
  `pages_${s.sort}_${s.scope}${s.admin ? '_admin' : ''}${s.hasSearch ? '_search' : ''}${s.hasCursor ? '_cursor' : ''}${s.hasPosition ? '_position' : ''}${s.hasOffset ? '_offset' : ''}${s.cachedMarks ? '_marks' : ''}`;

/**
 * The list statement of one shape, with placeholders `me`, `value` and `id` (cursor), `skip`
 * (position: see offsetPosition), `offset` (rows skipped) and `pattern` (search). Two steps: a narrow select of the
 * PAGE_SIZE + 1 page rows on `pages` alone (walking the sort's index, joined to the user's
 * favorites or colored pages for those scopes; the owner's name and payment id are columns of
 * pages, kept by triggers), then the user's favorite and colored page probed for just those
 * rows by their unique keys. An admin's public list has no
 * partial index (blocked pages count too): it merges the NOT blocked and the blocked index
 * walks (UNION ALL of two index scans, each with its LIMIT), never sorting the table.
 * The ORDER BY spells out the nulls order of the indexes (`DESC NULLS LAST`; its backward scan
 * is `ASC NULLS FIRST`) so the planner can walk them (see STACK-NOTES).
 */
function buildListStatement(db: Executor, shape: ListShape) {
  const spec = SORT_SPECS[shape.sort];
  const me = sql.placeholder('me');
  const order = spec.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
  const column = pages[spec.key];
  const take = PAGE_SIZE + 1;
  const offset = sql.placeholder('offset');

  const arm = (blocked: boolean, form: 'few' | 'many') => {
    const conditions: (SQL | undefined)[] = [blocked ? sql`${pages.blocked}` : sql`NOT ${pages.blocked}`];
    if (shape.scope === 'owned') conditions.push(eq(pages.userId, me));
    if (shape.hasSearch) conditions.push(searchCondition(form));
    const op = spec.direction === 'desc' ? sql`<` : sql`>`;
    if (shape.hasCursor) {
      conditions.push(
        sql`(${column}, ${pages.id}) ${op} (${sql.placeholder('value')}::${spec.type}, ${sql.placeholder('id')}::uuid)`,
      );
    }
    // A row subquery: PostgreSQL runs it once (an InitPlan) and walks the index from its row.
    if (shape.hasPosition)
      conditions.push(sql`(${column}, ${pages.id}) ${op} ${offsetPosition(db, shape.sort, shape.admin)}`);
    const from =
      shape.scope === 'favorited'
        ? db
            .select(getTableColumns(pages))
            .from(pages)
            .innerJoin(favorites, and(eq(favorites.pageId, pages.id), eq(favorites.userId, me)))
        : shape.scope === 'colored'
          ? db
              .select(getTableColumns(pages))
              .from(pages)
              .innerJoin(coloreds, and(eq(coloreds.pageId, pages.id), eq(coloreds.userId, me)))
          : db.select(getTableColumns(pages)).from(pages);
    return from
      .where(and(...conditions))
      .orderBy(sql`${column} ${order}`, sql`${pages.id} ${order}`)
      .$dynamic();
  };

  // One arm per index walk: an admin's public list merges the NOT blocked and blocked walks; a
  // search has both its forms (searchCondition), only one of which runs.
  const blockedArms = shape.scope === 'public' && shape.admin ? [false, true] : [false];
  const forms = shape.hasSearch ? (['few', 'many'] as const) : (['few'] as const);
  const arms = blockedArms.flatMap((blocked) => forms.map((form) => arm(blocked, form)));
  let top;
  if (arms.length > 1) {
    // Each arm keeps offset + take rows; the merge then skips `offset`.
    const armLimit = shape.hasOffset
      ? (sql`${offset}::int + ${sql.raw(String(take))}` as unknown as number)
      : literalLimit(take);
    const [first, ...rest] = arms.map((a) => a.limit(armLimit));
    const merged = rest
      .reduce((union, next) => union.unionAll(next), first!.$dynamic())
      .orderBy(sql`${sql.identifier(column.name)} ${order}`, sql`${sql.identifier(pages.id.name)} ${order}`)
      .limit(literalLimit(take))
      .$dynamic();
    top = (shape.hasOffset ? merged.offset(offset) : merged).as('top');
  } else {
    const narrow = arms[0]!.limit(literalLimit(take));
    top = (shape.hasOffset ? narrow.offset(offset) : narrow).as('top');
  }

  // The viewer's colored page and favorite of each row, unless they come from the cache: one
  // probe of their unique (user_id, page_id) index per row (a LIMIT 1 lateral and a scalar
  // subquery PostgreSQL cannot flatten into a hash join), so a list costs the same for a user
  // with 10 or 10,000 of them. A page nobody colored or favorited is not probed: its counter
  // moves in the same transaction as its rows (coloreds/service.ts, favorite.ts), so 0 means
  // there are none.
  const myColored = db
    .select({ id: coloreds.id, previewKey: coloreds.previewKey, photoKey: coloreds.photoKey })
    .from(coloreds)
    .where(and(sql`${top.coloredCount} > 0`, eq(coloreds.userId, me), eq(coloreds.pageId, top.id)))
    .limit(1)
    .as('my_colored');

  const probed = !shape.cachedMarks;
  // The order of ListRow.
  const statement = (shape.hasSearch ? db.with(searchOwners(db)) : db)
    .select({
      id: top.id,
      isOwner: sql<boolean>`${top.userId} = ${me}`,
      title: top.title,
      illustrationKey: top.illustrationKey,
      thumbnailKey: top.thumbnailKey,
      blocked: top.blocked,
      coloredCount: top.coloredCount,
      favoritedCount: top.favoritedCount,
      sortValue:
        spec.key === 'popularity' || spec.key === 'trendingScore' ? top[spec.key] : sql<null>`NULL::int`,
      trending: sql<boolean>`NOT ${top.blocked} AND ${top.trendingScore} >= ${storedThreshold}`,
      createdAt: isoText(top.createdAt),
      ownerName: top.ownerName,
      ownerStripeId: top.ownerStripeId,
      coloredId: probed ? myColored.id : sql<null>`NULL::uuid`,
      coloredPreviewKey: probed ? myColored.previewKey : sql<null>`NULL::text`,
      coloredPhotoKey: probed ? myColored.photoKey : sql<null>`NULL::text`,
      isFavorited: probed
        ? sql<boolean>`CASE WHEN ${top.favoritedCount} > 0 THEN coalesce((${db
            .select({ yes: sql`true` })
            .from(favorites)
            .where(and(eq(favorites.userId, me), eq(favorites.pageId, top.id)))
            .limit(1)}), false) ELSE false END`
        : sql<null>`NULL::boolean`,
    })
    .from(top)
    .$dynamic();
  return (probed ? statement.leftJoinLateral(myColored, sql`true`) : statement)
    .where(sessionGate(db, shape))
    .orderBy(sql`${top[spec.key]} ${order}`, sql`${top.id} ${order}`);
}

/** A list statement run in array mode, its rows returned as the driver reads them. */
interface ListQuery {
  execute(values: Record<string, unknown>): Promise<ListRow[]>;
}

/**
 * A list statement as a driver query (named, so prepared once per connection, when `name` is
 * given) whose rows skip drizzle's mapping into nested objects: see ListRow.
 */
function listQuery(db: Executor, shape: ListShape, name?: string): ListQuery {
  return db._.session.prepareQuery(
    buildListStatement(db, shape).toSQL(),
    undefined,
    name,
    true,
    (rows) => rows as ListRow[],
  ) as ListQuery;
}

/** Prepared list statements per database and shape name (PostgreSQL plans each once per connection). */
const preparedLists = new WeakMap<Executor, Map<string, ListQuery>>();

function preparedList(db: Executor, shape: ListShape): ListQuery {
  let byName = preparedLists.get(db);
  if (!byName) preparedLists.set(db, (byName = new Map()));
  const name = shapeName(shape);
  let prepared = byName.get(name);
  if (!prepared) byName.set(name, (prepared = listQuery(db, shape, name)));
  return prepared;
}

/** What a cursor of `sort` holds: its name, and a creation time or a counter as its value. */
const cursorOrder = (sort: Sort): CursorOrder => ({
  sort,
  kind: SORT_SPECS[sort].key === 'createdAt' ? 'timestamp' : 'count',
});

/** Who a list is for: the signed-in user's id, whether they are an admin, their token's version. */
export interface Viewer {
  id: string;
  admin: boolean;
  tokenVersion: number;
}

/**
 * A list request resolved to its statement shape and placeholder values; `marks`: the viewer's
 * cached marks, if any (then the statement checks their version instead of probing).
 */
export function listRequest(me: Viewer, query: PageListQuery, marks?: ViewerMarks) {
  const cursor = query.cursor ? decodeCursor(query.cursor, cursorOrder(query.sort as Sort)) : null;
  const hasPosition = !cursor && query.page > 1 && isPagesOnly(query);
  const offset = cursor || hasPosition ? 0 : (query.page - 1) * PAGE_SIZE;
  const shape: ListShape = {
    sort: query.sort as Sort,
    scope: query.scope,
    admin: me.admin,
    hasSearch: Boolean(query.search),
    hasCursor: cursor !== null,
    hasPosition,
    hasOffset: offset > 0,
    cachedMarks: marks !== undefined,
  };
  const values: Record<string, unknown> = { me: me.id, tv: me.tokenVersion };
  if (marks) values.mv = marks.version;
  if (hasPosition) values.skip = (query.page - 1) * PAGE_SIZE - 1;
  if (query.search) values.pattern = likePattern(query.search);
  if (cursor) Object.assign(values, { value: cursor.value, id: cursor.id });
  if (offset > 0) values.offset = offset;
  return { shape, values };
}

/**
 * The list statement of GET /pages/paginate as SQL text and bound values (the bench EXPLAINs
 * it). Scopes: public (not blocked; admins also see blocked pages), owned, favorited, colored.
 * `page` pages by OFFSET; `cursor` by keyset — both give the same rows.
 */
export function pageListStatement(
  db: Executor,
  me: Viewer,
  query: PageListQuery,
  marks?: ViewerMarks,
): { sql: string; params: unknown[] } {
  const { shape, values } = listRequest(me, query, marks);
  const built = buildListStatement(db, shape).toSQL();
  return { sql: built.sql, params: fillPlaceholders(built.params, values) };
}

/**
 * Runs a list statement: prepared (planned once per connection, then a generic plan) except
 * for searches, whose best plan depends on how common the term is (a BitmapOr of the trigram
 * indexes for a rare term, a walk of the sort index for a common one), so each is planned
 * for its own pattern. Whether the owner name is common (more than SEARCH_FEW_OWNERS owners)
 * is settled inside the statement, when it runs: see searchCondition.
 */
function runList(db: Executor, me: Viewer, query: PageListQuery, marks?: ViewerMarks) {
  const { shape, values } = listRequest(me, query, marks);
  if (shape.hasSearch) return listQuery(db, shape).execute(values);
  return preparedList(db, shape).execute(values);
}

/**
 * Whether the list reads `pages` alone (the public scope, no search), so a page number can
 * start from a keyset position: see offsetPosition.
 */
const isPagesOnly = (query: PageListQuery) => query.scope === 'public' && !query.search;

/**
 * The keyset position (sort value, id) of the last row before a page of a pages-only list, as
 * a subquery with placeholder `skip` = (page - 1) × PAGE_SIZE - 1: an index-only scan of the
 * sort's partial index that skips entries, instead of reading every skipped page row (and the
 * viewer's marks of each). An admin's list, which shows blocked pages too, merges the
 * index-only walks of the not-blocked and blocked indexes. Part of the list statement, so
 * `page=N` costs one round trip like a cursor; past the end it has no row and the list is empty.
 */
function offsetPosition(db: Executor, sort: Sort, admin: boolean) {
  const spec = SORT_SPECS[sort];
  const order = spec.direction === 'desc' ? sql`DESC NULLS LAST` : sql`ASC NULLS FIRST`;
  const skip = sql.placeholder('skip');
  const keys = (blocked: boolean) =>
    db
      .select({ value: pages[spec.key], id: pages.id })
      .from(pages)
      .where(blocked ? sql`${pages.blocked}` : sql`NOT ${pages.blocked}`)
      .orderBy(sql`${pages[spec.key]} ${order}`, sql`${pages.id} ${order}`)
      .$dynamic();
  if (!admin) return keys(false).offset(skip).limit(literalLimit(1));
  // Each walk keeps skip + 1 keys; the merge then skips `skip`.
  const each = sql`${skip}::int + 1` as unknown as number;
  return keys(false)
    .limit(each)
    .unionAll(keys(true).limit(each))
    .orderBy(
      sql`${sql.identifier(pages[spec.key].name)} ${order}`,
      sql`${sql.identifier(pages.id.name)} ${order}`,
    )
    .offset(skip)
    .limit(literalLimit(1));
}

/**
 * GET /pages/paginate for the holder of a verified token: PAGE_SIZE pages and whether more exist
 * (one extra row, no COUNT), with `next_cursor` for "Load more". A page past the end is empty
 * with last_page = current_page.
 *
 * The list's hottest path takes one round trip: the statement checks the session itself
 * (sessionGate: the user exists, is not blocked, has the token's version) in its non-admin
 * form, and takes the viewer's favorites and colored pages from this instance's cache
 * (ctx.viewerMarks) while their marks_version is still the cached one. Rows prove both hold, as
 * strictly as requireUser, on every request and every instance. Without cached marks the
 * statement probes them for each row, and the cache is filled in the background for the next
 * request. No rows (an empty list, a session that fails the gate, stale marks, or an admin)
 * read the user on their own: that refuses a bad session with requireUser's error, reruns a
 * list with stale marks probing them, and runs an admin's list (which also shows blocked
 * pages) in admin form.
 * @throws AppError UNAUTHORIZED when the user is gone or blocked or the token was revoked.
 */
export async function listPages(
  ctx: AppContext,
  claims: AccessClaims,
  query: PageListQuery,
): Promise<Paginated<ListedPage>> {
  const spec = SORT_SPECS[query.sort as Sort];
  const viewer: Viewer = { id: claims.userId, admin: false, tokenVersion: claims.tokenVersion };
  let marks = ctx.viewerMarks.get(viewer.id);
  let rows = await runList(ctx.db, viewer, query, marks);
  if (rows.length === 0) {
    const found = await findSignedInUser(ctx.db, viewer.id);
    assertSession(claims, found?.user ?? null);
    if (found?.user.admin) {
      marks = undefined;
      rows = await runList(ctx.db, { ...viewer, admin: true }, query);
    } else if (marks && found?.user.marksVersion !== marks.version) {
      marks = undefined;
      rows = await runList(ctx.db, viewer, query);
      void ctx.viewerMarks.refresh(ctx.db, viewer.id);
    }
  } else if (!marks && !ctx.viewerMarks.tooMany(viewer.id)) {
    void ctx.viewerMarks.refresh(ctx.db, viewer.id);
  }
  return paginate(
    rows,
    query.page,
    (row) => toListedPage(ctx, row, marks),
    (row) => ({ sort: query.sort, value: row[spec.at] as string | number, id: row[0] }),
  );
}
