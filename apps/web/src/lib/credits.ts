import { MESSAGES } from '@huebook/shared/messages';
import type { Credit, CreditKind } from '@huebook/shared/schemas/credit';
import { redirect } from 'react-router';

import { callApi } from './api-client.ts';
import { notify } from './notification-store.ts';

/** GET /credits/read: the credits left this period. @throws ApiError when the call fails. */
export async function readCredit(): Promise<Credit> {
  return (await callApi('GET /credits/read')).data;
}

/**
 * The credit gate of spec §4/§5: a redirect to /checkout, with the 'No credits available'
 * notification, when no credit of `kind` is left; null when the user may go on.
 * @throws ApiError when the credits cannot be read (already shown by the query cache).
 */
export async function creditGate(kind: CreditKind): Promise<Response | null> {
  const { fetchFreshCredit } = await import('./api-cached-reads.ts');
  const credit = await fetchFreshCredit();
  if (credit[kind] > 0) return null;
  notify({ message: MESSAGES.noCredits, variant: 'danger', persist: true });
  return redirect('/checkout');
}
