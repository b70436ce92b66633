import {
  TEST_MODE_PREFIX,
  type CheckoutConfirmBody,
  type CheckoutConfirmation,
} from '@huebook/shared/schemas/checkout';
import type { User } from '@huebook/shared/schemas/user';

import { api } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { queryClient } from '../../lib/query-client.ts';
import { currentUserKey } from '../../lib/session.ts';

/** Whether a /payment session id is a test-mode one, which this screen confirms itself. */
export function isTestSession(sessionId: string | null): sessionId is string {
  return Boolean(sessionId?.startsWith(TEST_MODE_PREFIX));
}

/** Keeps a fresh user everywhere: auth store, current-user cache; credits are re-read. */
export function storeUser(user: User): void {
  useAuthStore.getState().replaceUser(user);
  queryClient.setQueryData(currentUserKey, user);
  void queryClient.invalidateQueries({ queryKey: ['credits'] });
}

/** POST /stripe/checkout/confirm (test mode): the user on their new plan, or null. */
export async function confirmTestCheckout(sessionId: string): Promise<User | null> {
  const body: CheckoutConfirmBody = { sessionId };
  const confirmation = await api.post<CheckoutConfirmation>('/stripe/checkout/confirm', body);
  if (confirmation) storeUser(confirmation.user);
  return confirmation?.user ?? null;
}

/** GET /users/read, bypassing the cache: with Stripe the plan changes when the webhook lands. */
export async function readFreshUser(): Promise<User | null> {
  const user = await api.get<User>('/users/read');
  if (user) storeUser(user);
  return user;
}
