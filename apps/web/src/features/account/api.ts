import { callApi } from '../../lib/api-client.ts';
import { reactToFailure } from '../../lib/api-reactions.ts';
import { readFreshUser } from '../../lib/session.ts';

/**
 * POST /stripe/subscription/cancel, then re-reads the user; whether it was canceled. A failure
 * has had the app's reaction (a toast) as a query cache failure would, and answers false.
 */
export async function cancelSubscription(): Promise<boolean> {
  try {
    const result = await callApi('POST /stripe/subscription/cancel');
    if (!result.data.canceled) return false;
    await readFreshUser();
    return true;
  } catch (error) {
    reactToFailure(error);
    return false;
  }
}
