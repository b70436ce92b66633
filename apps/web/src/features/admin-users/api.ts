import type { CreateUserBody, UpdateUserBody, User } from '@huebook/shared/schemas/user';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { callApi } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';

import { replaceUserInList, type UserListData } from './user-list-cache.ts';

const listsKey = queryKeys.users.lists();

/**
 * GET /users/paginate for a search, page after page (spec §4: a search reloads from page 1;
 * 'Load more' appends). A failed call is the query's error (already shown by the query cache).
 */
export function useUserList(search: string) {
  return usePagedList({
    queryKey: queryKeys.users.list(search),
    fetchPage: ({ page, cursor }, signal) =>
      callApi('GET /users/paginate', { query: { page, cursor, search: search || undefined }, signal }),
  });
}

/** GET /users/:id/read: the user; the query's error when the call failed (unknown id included). */
export function useUser(id: string) {
  return useQuery({
    queryKey: queryKeys.users.detail(id),
    queryFn: async ({ signal }) => (await callApi('GET /users/:id/read', { params: { id }, signal })).data,
    staleTime: 0,
  });
}

/** Puts a changed user into every cached list and marks the lists stale. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueriesData<UserListData>({ queryKey: listsKey }, (data) => replaceUserInList(data, user));
    queryClient.setQueryData(queryKeys.users.detail(user.id), user);
    void queryClient.invalidateQueries({ queryKey: listsKey, refetchType: 'none' });
  };
}

/** PATCH /users/:id/blocked/toggle (spec §4 "User blocked"); resolves to the updated user. */
export function useToggleUserBlocked() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async (user: User) =>
      (await callApi('PATCH /users/:id/blocked/toggle', { params: { id: user.id } })).data,
    onSuccess: storeUser,
  });
}

/** POST /users/create; the new user (a failure is shown by the query cache). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateUserBody) => (await callApi('POST /users/create', { body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listsKey }),
  });
}

/** PATCH /users/:id/update; the updated user (a failure is shown by the query cache). */
export function useUpdateUser(id: string) {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async (body: UpdateUserBody) =>
      (await callApi('PATCH /users/:id/update', { params: { id }, body })).data.user,
    onSuccess: storeUser,
  });
}
