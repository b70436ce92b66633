import type { Paginated } from '@huebook/shared/schemas/api';
import type { User } from '@huebook/shared/schemas/user';
import type { InfiniteData } from '@tanstack/react-query';

/** Where "Load more" continues: the next page number and the server's keyset cursor. */
export interface UserPageParam {
  page: number;
  cursor?: string;
}

/** A user list as TanStack Query caches it. */
export type UserListData = InfiniteData<Paginated<User>, UserPageParam>;

/** The next page to ask for, or undefined on the last page (current_page equals last_page). */
export function nextUserPageParam(last: Paginated<User>): UserPageParam | undefined {
  if (last.current_page >= last.last_page) return undefined;
  return { page: last.current_page + 1, cursor: last.next_cursor ?? undefined };
}

/** Every fetched page appended in order (spec §4 'Load more'); a user seen twice is shown once. */
export function mergeUsers(pages: readonly Paginated<User>[]): User[] {
  const seen = new Set<string>();
  const merged: User[] = [];
  for (const result of pages) {
    for (const user of result.data) {
      if (seen.has(user.id)) continue;
      seen.add(user.id);
      merged.push(user);
    }
  }
  return merged;
}

/**
 * Puts `updated` in place of the user with its id wherever a cached list holds it. The list is
 * returned unchanged (same object) when it does not hold the user.
 */
export function replaceUserInList(data: UserListData | undefined, updated: User): UserListData | undefined {
  if (!data || !data.pages.some((result) => result.data.some((user) => user.id === updated.id))) return data;
  return {
    ...data,
    pages: data.pages.map((result) =>
      result.data.some((user) => user.id === updated.id)
        ? { ...result, data: result.data.map((user) => (user.id === updated.id ? updated : user)) }
        : result,
    ),
  };
}
