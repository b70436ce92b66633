import {
  TEST_MODE_PREFIX,
  type CheckoutConfirmBody,
  type CheckoutConfirmation,
} from '@huebook/shared/schemas/checkout';
import type { User } from '@huebook/shared/schemas/user';

import { api } from '../../lib/api-client.ts';
import { storeUser } from '../../lib/session.ts';

/** Whether a /payment session id is a test-mode one, which this screen confirms itself. */
export function isTestSession(sessionId: string | null): sessionId is string {
  return Boolean(sessionId?.startsWith(TEST_MODE_PREFIX));
}

/** POST /stripe/checkout/confirm (test mode): the user on their new plan, or null. */
export async function confirmTestCheckout(sessionId: string): Promise<User | null> {
  const body: CheckoutConfirmBody = { sessionId };
  const confirmation = await api.post<CheckoutConfirmation>('/stripe/checkout/confirm', body);
  if (confirmation) storeUser(confirmation.user);
  return confirmation?.user ?? null;
}
