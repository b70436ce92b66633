import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';

import { useAuthStore } from '../lib/auth-store.ts';

/**
 * The route guards as the route table holds them: each loads guards.ts (with the query cache
 * and the session) on first use, so the landing's first download carries neither (issue 12).
 */
const guards = () => import('./guards.ts');

/** Loader of both signed-in layouts: the current user, or a redirect (guards.ts). */
export async function signedInLoader(args: LoaderFunctionArgs) {
  return (await guards()).signedInLoader(args);
}

/** Loader of /sign-in and /sign-up: a signed-in user goes on (guards.ts). */
export async function signedOutLoader(args: LoaderFunctionArgs) {
  return (await guards()).signedOutLoader(args);
}

/** Loader of /pages/public: ?plan=… goes to /checkout (guards.ts). */
export async function publicPagesLoader(args: LoaderFunctionArgs) {
  return (await guards()).publicPagesLoader(args);
}

/**
 * The routes of a signed-in layout with each loader run only when the guard lets the user in.
 * The router runs a layout's loader and its child's in parallel, so without this a signed-out
 * visit to /pages/:id/color would call the API (and get 401s) before the redirect. Without a
 * token the guard redirects before any child loader; with one, the child's reads start beside
 * the guard's (one round trip instead of two on a deep link) and their result is used only once
 * the guard has let the user in. The user is read once: both wait on the same cached
 * GET /users/read.
 */
export function behindGuard(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const loader = route.loader;
    if (typeof loader !== 'function') return route;
    const guarded: LoaderFunction = async (args) => {
      const guard = guards().then((module) => module.requireUser(args.request));
      if (!useAuthStore.getState().token) {
        await guard;
        return loader(args);
      }
      const data = Promise.resolve(loader(args));
      // A redirect from the guard wins; the child's answer (or failure) is then dropped.
      data.catch(() => undefined);
      await guard;
      return data;
    };
    return { ...route, loader: guarded } as RouteObject;
  });
}
