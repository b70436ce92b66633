import { TEST_MODE_PREFIX, type CheckoutConfirmBody } from '@huebook/shared/schemas/checkout';
import type { User } from '@huebook/shared/schemas/user';

import { callApi } from '../../lib/api-client.ts';
import { storeUser } from '../../lib/session.ts';

/** Whether a /payment session id is a test-mode one, which this screen confirms itself. */
export function isTestSession(sessionId: string | null): sessionId is string {
  return Boolean(sessionId?.startsWith(TEST_MODE_PREFIX));
}

/** POST /stripe/checkout/confirm (test mode): the user on their new plan. @throws ApiError */
export async function confirmTestCheckout(sessionId: string): Promise<User> {
  const body: CheckoutConfirmBody = { sessionId };
  const { user } = (await callApi('POST /stripe/checkout/confirm', { body })).data;
  storeUser(user);
  return user;
}
