import { MESSAGES } from '@huebook/shared/messages';
import type { Credit, CreditKind } from '@huebook/shared/schemas/credit';
import { redirect } from 'react-router';

import { api } from './api-client.ts';
import { notify } from './notification-store.ts';

/** GET /credits/read; throws 'Failed to read credit' when the call fails (spec §8). */
export async function readCredit(): Promise<Credit> {
  const credit = await api.get<Credit>('/credits/read');
  if (!credit) throw new Error(MESSAGES.failedToReadCredit);
  return credit;
}

/**
 * The credit gate of spec §4/§5: a redirect to /checkout, with the 'No credits available'
 * notification, when no credit of `kind` is left; null when the user may go on.
 */
export async function creditGate(kind: CreditKind): Promise<Response | null> {
  const credit = await readCredit();
  if (credit[kind] > 0) return null;
  notify({ message: MESSAGES.noCredits, variant: 'danger', persist: true });
  return redirect('/checkout');
}
