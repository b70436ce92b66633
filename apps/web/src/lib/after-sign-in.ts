import type { User } from '@huebook/shared/schemas/user';

import { homePathFor, safeNextPath } from './navigation.ts';

/** What a visitor meant to do before signing in: a deep link's `next`, a landing plan's name. */
export interface SignInIntent {
  next?: string | null;
  plan?: string | null;
}

/**
 * Where a user goes once signed in: the `next` path they were sent from (same-origin relative
 * paths only), else a plan picked on the landing (via /pages/public?plan=, spec §2) for
 * non-admins, else home.
 */
export function afterSignInPath(user: Pick<User, 'admin'>, intent: SignInIntent = {}): string {
  const next = safeNextPath(intent.next);
  if (next) return next;
  if (intent.plan && !user.admin) return `/pages/public?plan=${encodeURIComponent(intent.plan)}`;
  return homePathFor(user);
}
