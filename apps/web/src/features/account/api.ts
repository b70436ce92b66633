import type { SubscriptionCancellation } from '@huebook/shared/schemas/subscription';

import { api } from '../../lib/api-client.ts';
import { readFreshUser } from '../../lib/session.ts';

/** POST /stripe/subscription/cancel, then re-reads the user; whether it was canceled. */
export async function cancelSubscription(): Promise<boolean> {
  const result = await api.post<SubscriptionCancellation>('/stripe/subscription/cancel');
  if (!result?.canceled) return false;
  await readFreshUser();
  return true;
}
