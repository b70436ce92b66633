import type { User } from '@huebook/shared/schemas/user';
import { redirect, type LoaderFunctionArgs } from 'react-router';

import { afterSignInPath } from '../lib/after-sign-in.ts';
import { ApiError } from '../lib/api-error.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { signInPath } from '../lib/navigation.ts';
import { queryClient } from '../lib/query-client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { loadCurrentUser, readMe, signOut } from '../lib/session.ts';

function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The route guard of spec §2 as a pure decision: where to send `user` visiting `pathname`,
 * or null to let the page load. No user → /sign-in; an admin outside /admin → /admin;
 * a non-admin under /admin → /pages/public.
 */
export function guardRedirect(user: Pick<User, 'admin'> | null, pathname: string): string | null {
  if (!user) return '/sign-in';
  if (user.admin && !isAdminPath(pathname)) return '/admin';
  if (!user.admin && isAdminPath(pathname)) return '/pages/public';
  return null;
}

/**
 * The signed-in user allowed on `request`'s path. @throws a redirect: to /sign-in with the
 * path (and query) to come back to as `next`, or to the user's own area.
 */
export async function requireUser(request: Request): Promise<User> {
  const url = new URL(request.url);
  const user = await loadCurrentUser();
  const to = guardRedirect(user, url.pathname);
  if (!user || to === '/sign-in') throw redirect(signInPath(`${url.pathname}${url.search}`));
  if (to) throw redirect(to);
  return user;
}

/** Loader of both signed-in layouts: reads the current user and applies the guard. */
export async function signedInLoader({ request }: LoaderFunctionArgs): Promise<User> {
  return requireUser(request);
}

/**
 * The current user for the auth screens, without the app's reaction to a failure: a stale token
 * is forgotten quietly and the screen stays (a 401 would otherwise send /sign-up to /sign-in).
 */
async function readUserQuietly(): Promise<User | null> {
  if (!useAuthStore.getState().token) return null;
  try {
    return await queryClient.fetchQuery({
      queryKey: queryKeys.users.me(),
      queryFn: readMe,
      staleTime: 60_000,
      meta: { handlesErrors: 'all' },
    });
  } catch (error) {
    queryClient.removeQueries({ queryKey: queryKeys.users.me() });
    if (error instanceof ApiError && error.status === 401) signOut();
    return null;
  }
}

/**
 * Loader of /sign-in and /sign-up: a signed-in user has nothing to do there and goes where the
 * link meant (`next`, or a landing plan's checkout) or home.
 */
export async function signedOutLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const user = await readUserQuietly();
  if (!user) return null;
  const query = new URL(request.url).searchParams;
  throw redirect(afterSignInPath(user, { next: query.get('next'), plan: query.get('plan') }));
}

/**
 * /pages/public?plan=… comes from the landing pricing: go to /checkout keeping the query
 * (spec §2). The free plan has nothing to buy: its visitors stay on the public pages.
 */
export function publicPagesLoader({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  const plan = url.searchParams.get('plan');
  if (plan === null) return null;
  if (plan === 'free' || plan === '') {
    url.searchParams.delete('plan');
    return redirect(`${url.pathname}${url.search}`);
  }
  return redirect(`/checkout${url.search}`);
}
