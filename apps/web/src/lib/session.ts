import type { ConfirmEmailBody, UpdateUserBody, User, UserUpdateResult } from '@huebook/shared/schemas/user';

import { api } from './api-client.ts';
import { useAuthStore } from './auth-store.ts';
import { queryClient } from './query-client.ts';

export const currentUserKey = ['users', 'me'] as const;

/**
 * The signed-in user: null without a token, else GET /users/read (cached for a minute) kept in
 * the auth store. A rejected token answers 401, which the API client turns into a sign-out.
 */
export async function loadCurrentUser(): Promise<User | null> {
  if (!useAuthStore.getState().token) return null;
  const user = await queryClient.fetchQuery({
    queryKey: currentUserKey,
    queryFn: () => api.get<User>('/users/read'),
    staleTime: 60_000,
  });
  if (user) useAuthStore.getState().replaceUser(user);
  else queryClient.removeQueries({ queryKey: currentUserKey });
  return user;
}

/** Stores a fresh session after verification. */
export function startSession(token: string, user: User): void {
  queryClient.clear();
  const store = useAuthStore.getState();
  store.setToken(token);
  store.replaceUser(user);
  queryClient.setQueryData(currentUserKey, user);
}

/** Forgets the token, the user and every cached answer. */
export function signOut(): void {
  useAuthStore.getState().clearToken();
  queryClient.clear();
}

/** Keeps a fresh user everywhere (auth store, current-user cache) and re-reads credits. */
export function storeUser(user: User): void {
  useAuthStore.getState().replaceUser(user);
  queryClient.setQueryData(currentUserKey, user);
  void queryClient.invalidateQueries({ queryKey: ['credits'] });
}

/** GET /users/read past the cache (after a plan or account change), stored; null on failure. */
export async function readFreshUser(): Promise<User | null> {
  const user = await api.get<User>('/users/read');
  if (user) storeUser(user);
  return user;
}

/**
 * PATCH /users/update of the signed-in user, stored; null after a failure. A new email is not
 * applied yet: `emailChange` says where its code went (confirm it with confirmEmailChange).
 */
export async function updateOwnAccount(body: UpdateUserBody): Promise<UserUpdateResult | null> {
  const result = await api.patch<UserUpdateResult>('/users/update', body);
  if (result?.user) storeUser(result.user);
  return result;
}

/** POST /users/email/confirm: the code mailed to the new address applies it; the user, stored. */
export async function confirmEmailChange(body: ConfirmEmailBody): Promise<User | null> {
  const result = await api.post<UserUpdateResult>('/users/email/confirm', body);
  if (result?.user) storeUser(result.user);
  return result?.user ?? null;
}
