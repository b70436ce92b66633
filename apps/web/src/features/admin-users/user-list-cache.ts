import type { User } from '@huebook/shared/schemas/user';

import type { PagedListData } from '../../lib/use-paged-list.ts';

/** A user list as TanStack Query caches it. */
export type UserListData = PagedListData<User>;

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
