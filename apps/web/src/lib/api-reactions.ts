import { MESSAGES } from '@huebook/shared/messages';
import { isCancelledError } from '@tanstack/react-query';

import { ApiError } from './api-error.ts';
import { useAuthStore } from './auth-store.ts';
import { currentPath, navigateTo, signInPath } from './navigation.ts';
import { notify } from './notification-store.ts';

/** What a query or mutation tells the cache-level reactions in its `meta`. */
export interface FailureMeta extends Record<string, unknown> {
  /**
   * Failures the caller shows itself, so no toast, sign-out or redirect happens for them: every
   * one ('all'), or those answered with one of these HTTP statuses (e.g. [404], [400]).
   */
  handlesErrors?: 'all' | readonly number[];
}

/** An aborted fetch (a DOMException, not always an Error) or a query TanStack cancelled. */
function isAbort(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'AbortError' || isCancelledError(error);
}

/**
 * The app's reaction to a failed call (spec §6, §8), run by the query cache for every failed
 * query and mutation (lib/query-client.ts): the message as a danger toast; 401, or 403 BLOCKED,
 * on a call made with a token signs out (once for calls made side by side) and goes to /sign-in,
 * with `next` on a 401 so an expired session comes back where it was; 403 NO_PAID_PLAN or
 * NO_CREDITS goes to /checkout. Both keep the toast up. Aborted calls are ignored.
 */
export function reactToFailure(error: unknown, meta?: FailureMeta): void {
  if (isAbort(error)) return;
  const handled = meta?.handlesErrors;
  if (handled === 'all' || (error instanceof ApiError && handled?.includes(error.status))) return;
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong;
    notify({ message, variant: 'danger' });
    return;
  }
  const { status, code, message, sentToken } = error;
  if (sentToken && (status === 401 || (status === 403 && code === 'BLOCKED'))) {
    // Calls made side by side with that token (a guard and a screen's loader) sign out once.
    if (useAuthStore.getState().token !== sentToken) return;
    notify({ message, variant: 'danger', persist: true });
    useAuthStore.getState().clearToken();
    // An expired session comes back where it was after signing in again; a blocked one cannot.
    const here = `${window.location.pathname}${window.location.search}`;
    const back = status === 401 && here !== '/' ? signInPath(here) : '/sign-in';
    if (currentPath() !== '/sign-in') navigateTo(back);
    return;
  }
  if (status === 403 && (code === 'NO_PAID_PLAN' || code === 'NO_CREDITS')) {
    notify({ message, variant: 'danger', persist: true });
    if (currentPath() !== '/checkout') navigateTo('/checkout');
    return;
  }
  notify({ message, variant: 'danger' });
}
