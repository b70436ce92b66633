import { isUuid } from '@huebook/shared/api/contract';
import { PAGE_SIZE } from '@huebook/shared/constants';
import type { Paginated } from '@huebook/shared/schemas/api';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { AppError } from '../errors.ts';

/**
 * Keyset position: the last row's sort value and id, and the list order it belongs to when a
 * list has several (the page list's sorts); a cursor of one order is refused by another.
 */
export interface CursorPosition {
  value: string | number;
  id: string;
  sort?: string;
}

/**
 * What a list expects of a cursor: the type of its sort value (`timestamp`: an ISO 8601 UTC
 * instant as toISOString writes it; `count`: a PostgreSQL `int`) and its order's name, if any.
 */
export interface CursorOrder {
  kind: 'timestamp' | 'count';
  sort?: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const INT_MAX = 2 ** 31 - 1;
const INVALID_CURSOR = 'This list link is no longer valid. Reload the list.';

/** Opaque cursor: base64url of `[value, id]`, or `[sort, value, id]` for a named order. */
export function encodeCursor(position: CursorPosition): string {
  const tuple =
    position.sort === undefined
      ? [position.value, position.id]
      : [position.sort, position.value, position.id];
  return Buffer.from(JSON.stringify(tuple)).toString('base64url');
}

/**
 * Whether a cursor's value is one PostgreSQL accepts as the order's type: a real instant in
 * years 1-9999 (a 30 February or year 0 fails the cast), or an `int`.
 */
function isSortValue(value: unknown, kind: CursorOrder['kind']): value is string | number {
  if (kind === 'count') return Number.isInteger(value) && Math.abs(value as number) <= INT_MAX;
  if (typeof value !== 'string' || !ISO_INSTANT.test(value) || value.startsWith('0000')) return false;
  const time = Date.parse(value);
  return Number.isFinite(time) && new Date(time).toISOString() === value;
}

/**
 * The keyset position of a cursor made by encodeCursor for `order`.
 * @throws AppError INVALID_INPUT for anything else: not base64url JSON, another list's or
 *   sort's cursor, a value of the wrong type or out of range, an id that is not a UUID.
 */
export function decodeCursor(cursor: string, order: CursorOrder): CursorPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const named = order.sort !== undefined;
  if (Array.isArray(parsed) && parsed.length === (named ? 3 : 2)) {
    const [value, id] = named ? parsed.slice(1) : parsed;
    if (
      (!named || parsed[0] === order.sort) &&
      isSortValue(value, order.kind) &&
      typeof id === 'string' &&
      isUuid(id)
    ) {
      return named ? { sort: order.sort, value, id } : { value, id };
    }
  }
  throw new AppError('INVALID_INPUT', INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
}

/**
 * Builds a list answer from PAGE_SIZE + 1 fetched rows: the extra row only tells that another
 * page exists (no COUNT). `positionOf` gives the keyset position of a row for `next_cursor`.
 */
export function paginate<Row, Item>(
  rows: Row[],
  page: number,
  toItem: (row: Row) => Item,
  positionOf: (row: Row) => CursorPosition,
): Paginated<Item> {
  const hasMore = rows.length > PAGE_SIZE;
  const visible = hasMore ? rows.slice(0, PAGE_SIZE) : rows;
  const last = visible[visible.length - 1];
  return {
    data: visible.map(toItem),
    current_page: page,
    last_page: hasMore ? page + 1 : page,
    per_page: PAGE_SIZE,
    next_cursor: hasMore && last ? encodeCursor(positionOf(last)) : null,
  };
}

/** Escapes `%`, `_` and `\` for a LIKE pattern and wraps it in `%…%`. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Newest-first keyset paging on `(createdAt, id)`, the order of a `(created_at DESC, id DESC)`
 * index: `after` is the condition for rows past `cursor` (undefined on the first request, when
 * the caller pages by OFFSET instead), `orderBy` the matching ORDER BY.
 * @throws AppError INVALID_INPUT for a cursor this server did not make.
 */
export function newestFirst(
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  cursor: string | undefined,
): { after: SQL | undefined; orderBy: [SQL, SQL] } {
  const position = cursor ? decodeCursor(cursor, { kind: 'timestamp' }) : null;
  return {
    after: position
      ? sql`(${createdAt}, ${id}) < (${String(position.value)}::timestamptz, ${position.id}::uuid)`
      : undefined,
    orderBy: [sql`${createdAt} DESC NULLS LAST`, sql`${id} DESC NULLS LAST`],
  };
}

/** A dynamic select (drizzle `.$dynamic()`) that can be ordered, limited and offset. */
interface WindowedSelect<T> {
  orderBy(...columns: SQL[]): T;
  limit(rows: number): T;
  offset(rows: number): T;
}

/**
 * One page of a newest-first list: `statement` (its WHERE holding `keyset.after`) in the
 * keyset's order, PAGE_SIZE + 1 rows (the extra one tells paginate there is more), skipping
 * (page - 1) × PAGE_SIZE rows when there is no cursor.
 */
export function newestFirstPage<T extends WindowedSelect<T>>(
  statement: T,
  keyset: ReturnType<typeof newestFirst>,
  page: number,
): T {
  const window = statement.orderBy(...keyset.orderBy).limit(PAGE_SIZE + 1);
  return keyset.after ? window : window.offset((page - 1) * PAGE_SIZE);
}
