import type { ConfirmEmailBody, UpdateUserBody, User, UserUpdateResult } from '@huebook/shared/schemas/user';

import { callApi } from './api-client.ts';
import { useAuthStore } from './auth-store.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /users/read: the signed-in user. @throws ApiError when the call fails. */
export async function readMe(): Promise<User> {
  return (await callApi('GET /users/read')).data;
}

/**
 * The signed-in user: null without a token, else GET /users/read (cached for a minute) kept in
 * the auth store. Null after a failure too: a rejected token answers 401, which the query cache
 * turns into a sign-out (lib/api-reactions.ts).
 */
export async function loadCurrentUser(): Promise<User | null> {
  if (!useAuthStore.getState().token) return null;
  try {
    const user = await queryClient.fetchQuery({
      queryKey: queryKeys.users.me(),
      queryFn: readMe,
      staleTime: 60_000,
    });
    useAuthStore.getState().replaceUser(user);
    return user;
  } catch {
    queryClient.removeQueries({ queryKey: queryKeys.users.me() });
    return null;
  }
}

/** Stores a fresh session after verification. */
export function startSession(token: string, user: User): void {
  queryClient.clear();
  const store = useAuthStore.getState();
  store.setToken(token);
  store.replaceUser(user);
  queryClient.setQueryData(queryKeys.users.me(), user);
}

/** Forgets the token, the user and every cached answer. */
export function signOut(): void {
  useAuthStore.getState().clearToken();
  queryClient.clear();
}

/** Keeps a fresh user everywhere (auth store, current-user cache) and re-reads credits. */
export function storeUser(user: User): void {
  useAuthStore.getState().replaceUser(user);
  queryClient.setQueryData(queryKeys.users.me(), user);
  void queryClient.invalidateQueries({ queryKey: queryKeys.credits.all });
}

/** GET /users/read past the cache (after a plan or account change), stored. @throws ApiError */
export async function readFreshUser(): Promise<User> {
  const user = await readMe();
  storeUser(user);
  return user;
}

/**
 * PATCH /users/update of the signed-in user, stored. A new email is not applied yet:
 * `emailChange` says where its code went (confirm it with confirmEmailChange). @throws ApiError
 */
export async function updateOwnAccount(body: UpdateUserBody): Promise<UserUpdateResult> {
  const result = (await callApi('PATCH /users/update', { body })).data;
  storeUser(result.user);
  return result;
}

/** POST /users/email/confirm: the code mailed to the new address applies it; the user, stored. */
export async function confirmEmailChange(body: ConfirmEmailBody): Promise<User> {
  const { user } = (await callApi('POST /users/email/confirm', { body })).data;
  storeUser(user);
  return user;
}
