import { APP_ORIGIN } from './app-url.ts';

/**
 * The `huebook://` links the desktop app is registered for (`app.setAsDefaultProtocolClient`,
 * and `protocols` in electron-builder.yml): `huebook://payment?status=success&session_id=…`
 * opens the app's /payment screen with that query. Only the screens listed here can be opened
 * from outside (the same list as apps/web/src/lib/deep-link.ts).
 */
export const DEEP_LINK_SCHEME = 'huebook';

const DEEP_LINK_PATHS = new Set(['/payment']);

/**
 * The app URL (`app://huebook/payment?…`) a deep link opens, or null when `link` is not a
 * `huebook://` link to one of the screens above.
 */
export function deepLinkToAppUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return null;
  // huebook://payment?x reads "payment" as the host; huebook:///payment as the path.
  const pathname = `/${[url.host, url.pathname.replace(/^\/+/, '')].filter(Boolean).join('/')}`.replace(
    /(.)\/+$/,
    '$1',
  );
  return DEEP_LINK_PATHS.has(pathname) ? `${APP_ORIGIN}${pathname}${url.search}` : null;
}

/**
 * The deep link among a command line's arguments (Windows and Linux start the app, or hand the
 * running one through `second-instance`, with the link as an argument), or null.
 */
export function findDeepLink(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}://`)) ?? null;
}
