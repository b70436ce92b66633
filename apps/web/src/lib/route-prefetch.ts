import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads a screen's code before the user asks for it: hovering or focusing a link (intent) starts
 * the download of its lazy route modules, so the click finds them cached and the screen shows
 * at once. The router registers its route table at start; until then (and in tests) nothing
 * is fetched.
 */
let routes: RouteObject[] = [];
const started = new Set<RouteObject>();

export function registerPrefetchRoutes(table: RouteObject[]): void {
  routes = table;
  started.clear();
}

/** Starts loading the lazy modules of every route `to` (a path like '/pages/x/color') matches. */
export function prefetchRoute(to: string): void {
  for (const { route } of matchRoutes(routes, to) ?? []) {
    if (typeof route.lazy !== 'function' || started.has(route)) continue;
    started.add(route);
    // A failed download is retried by the navigation itself, which shows the error if any.
    route.lazy().catch(() => started.delete(route));
  }
}

/** Link props that prefetch `to` on intent: pointer over, keyboard focus, or a touch starting. */
export function prefetchOnIntent(to: string) {
  const prefetch = () => prefetchRoute(to);
  return { onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}
