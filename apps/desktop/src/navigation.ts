import { APP_ORIGIN, isAppUrl, isServerPath } from './app-url.ts';

/**
 * What the window does with a URL it is asked to show:
 * - `allow`: a page of the app (`app://huebook/…`), shown in place;
 * - `load-in-app`: a page of the Huebook server's own site (e.g. the test-mode checkout's
 *   return to `PUBLIC_URL/payment?…`), shown as the same path of the app instead;
 * - `open-external`: a web link (http, https) or an email address (mailto, the landing site's
 *   contact and the FAQ's support button), handed to the system browser or mail app;
 * - `deny`: anything else (javascript:, file:, data:, blob:, chrome:, custom schemes…).
 * After the Electron security checklist, "Limit navigation" and "Limit the creation of new windows".
 */
export type NavigationDecision =
  | { action: 'allow' }
  | { action: 'load-in-app'; url: string }
  | { action: 'open-external'; url: string }
  | { action: 'deny' };

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Decides a navigation of the app window to `target` (the `will-navigate` event). */
export function decideNavigation(target: string, serverOrigin: string): NavigationDecision {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { action: 'deny' };
  }
  if (isAppUrl(url)) return { action: 'allow' };
  if (url.origin === serverOrigin && !isServerPath(url.pathname))
    return { action: 'load-in-app', url: inApp(url) };
  if (EXTERNAL_PROTOCOLS.has(url.protocol)) return { action: 'open-external', url: url.href };
  return { action: 'deny' };
}

/**
 * Decides a `window.open` or `target="_blank"` link: the app never opens a second window, so a
 * page of the app loads in the one window and everything else is decided as a navigation.
 */
export function decideWindowOpen(target: string, serverOrigin: string): NavigationDecision {
  const decision = decideNavigation(target, serverOrigin);
  return decision.action === 'allow' ? { action: 'load-in-app', url: inApp(new URL(target)) } : decision;
}

/** The same path, query and fragment on the app's origin. */
function inApp(url: URL): string {
  return `${APP_ORIGIN}${url.pathname}${url.search}${url.hash}`;
}
