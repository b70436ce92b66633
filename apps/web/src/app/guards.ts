import type { User } from '@huebook/shared/schemas/user';
import { redirect, type LoaderFunctionArgs } from 'react-router';

import { loadCurrentUser } from '../lib/session.ts';

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

/** Loader of both signed-in layouts: reads the current user and applies the guard. */
export async function signedInLoader({ request }: LoaderFunctionArgs): Promise<User> {
  const user = await loadCurrentUser();
  const to = guardRedirect(user, new URL(request.url).pathname);
  if (to || !user) throw redirect(to ?? '/sign-in');
  return user;
}

/** /pages/public?plan=… comes from the landing pricing: go to /checkout keeping the query (spec §2). */
export function publicPagesLoader({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  if (url.searchParams.has('plan')) return redirect(`/checkout${url.search}`);
  return null;
}
