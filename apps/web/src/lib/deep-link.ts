/**
 * Links that open the native apps at a screen: `huebook://payment?status=success&session_id=…`
 * (the custom scheme, registered by the iOS, Android and desktop shells) and the app-link form
 * `https://<server>/payment/app-return?…` (iOS universal links, Android App Links where the
 * server answers its /.well-known files: Stripe Checkout's return for the apps, see
 * apps/server/src/modules/app-links/well-known.ts), which opens /payment like the custom link.
 * Only the screens listed here may be opened from outside, so a link cannot drive the app
 * anywhere else.
 */
export const DEEP_LINK_SCHEME = 'huebook:';

/** App paths a deep link may open (spec §2: /payment shows the payment result). */
const DEEP_LINK_PATHS = new Set(['/payment']);

/** Server pages an app link stands for, and the screen each opens (the page itself opens huebook://). */
const APP_LINK_SCREENS = new Map([['/payment/app-return', '/payment']]);

/**
 * The in-app path (`/payment?status=success&session_id=cs_1`) a deep link asks for, or null when
 * it is not one: another scheme, a host not in `appOrigins`, a path not listed, a bad URL.
 * `appOrigins`: the https origins whose links are the app's own (the server's).
 */
export function deepLinkPath(link: string, appOrigins: readonly string[] = []): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  let pathname: string;
  if (url.protocol === DEEP_LINK_SCHEME) {
    // huebook://payment?x reads "payment" as the host; huebook:///payment as the path.
    pathname = `/${[url.host, url.pathname.replace(/^\/+/, '')].filter(Boolean).join('/')}`;
  } else if (url.protocol === 'https:' && appOrigins.includes(url.origin)) {
    pathname = url.pathname.replace(/\/+$/, '');
    pathname = APP_LINK_SCREENS.get(pathname) ?? pathname;
  } else {
    return null;
  }
  pathname = pathname.replace(/\/+$/, '') || '/';
  return DEEP_LINK_PATHS.has(pathname) ? `${pathname}${url.search}` : null;
}

/**
 * Opens the screen a deep link asks for with `navigate` (the app's router); true when it was
 * one, false (nothing done) otherwise.
 */
export function handleDeepLink(
  link: string,
  navigate: (path: string) => void,
  appOrigins: readonly string[] = [],
): boolean {
  const path = deepLinkPath(link, appOrigins);
  if (!path) return false;
  navigate(path);
  return true;
}
