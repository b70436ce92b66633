import { MESSAGES } from '@huebook/shared/messages';
import type { CreateUserBody, UpdateUserBody, User, UserUpdateResult } from '@huebook/shared/schemas/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';

import { replaceUserInList, type UserListData } from './user-list-cache.ts';

export const adminUsersKey = ['admin-users'] as const;
const listsKey = [...adminUsersKey, 'list'] as const;

/**
 * GET /users/paginate for a search, page after page (spec §4: a search reloads from page 1;
 * 'Load more' appends). Throws 'Failed to load users' after a failed call (already notified).
 */
export function useUserList(search: string) {
  return usePagedList<User>({
    queryKey: [...listsKey, search],
    path: '/users/paginate',
    query: { search },
    errorMessage: MESSAGES.failedToLoadUsers,
  });
}

/** GET /users/:id/read: the user, or null when the call failed (unknown id included). */
export function useUser(id: string) {
  return useQuery({
    queryKey: [...adminUsersKey, 'user', id],
    queryFn: ({ signal }) => api.get<User>(`/users/${encodeURIComponent(id)}/read`, undefined, { signal }),
    staleTime: 0,
  });
}

/** Puts a changed user into every cached list and marks the lists stale. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueriesData<UserListData>({ queryKey: listsKey }, (data) => replaceUserInList(data, user));
    queryClient.setQueryData([...adminUsersKey, 'user', user.id], user);
    void queryClient.invalidateQueries({ queryKey: listsKey, refetchType: 'none' });
  };
}

/** PATCH /users/:id/blocked/toggle (spec §4 "User blocked"); resolves to the user or null. */
export function useToggleUserBlocked() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (user: User) => api.patch<User>(`/users/${user.id}/blocked/toggle`),
    onSuccess: (updated) => {
      if (updated) storeUser(updated);
    },
  });
}

/** POST /users/create; the new user, or null after a failure (already notified). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => api.post<User>('/users/create', body),
    onSuccess: (created) => {
      if (created) void queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}

/** PATCH /users/:id/update; the updated user, or null after a failure (already notified). */
export function useUpdateUser(id: string) {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async (body: UpdateUserBody) => {
      const result = await api.patch<UserUpdateResult>(`/users/${id}/update`, body);
      return result?.user ?? null;
    },
    onSuccess: (updated) => {
      if (updated) storeUser(updated);
    },
  });
}
