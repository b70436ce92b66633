import { PAGE_SIZE } from '@huebook/shared/constants';
import type { Paginated } from '@huebook/shared/schemas/api';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { AppError } from '../errors.ts';

/** Keyset position: the last row's sort value and id. */
export interface CursorPosition {
  value: string | number;
  id: string;
}

/** Opaque cursor: base64url of `[value, id]`. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.value, position.id])).toString('base64url');
}

/** @throws AppError INVALID_INPUT for a cursor this server did not make. */
export function decodeCursor(cursor: string): CursorPosition {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string' &&
      /^[0-9a-f-]{36}$/i.test(parsed[1])
    ) {
      return { value: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through
  }
  throw new AppError('INVALID_INPUT', 'Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }]);
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
  const position = cursor ? decodeCursor(cursor) : null;
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
