import type { User } from '@huebook/shared/schemas/user';

/**
 * Lets code outside React (the API client) navigate with the app's router. The router registers
 * itself at start; until then (and in tests) navigation falls back to a full page load.
 */
type Navigator = (to: string) => void;

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}

/** The path the browser shows now, e.g. '/sign-in'. */
export function currentPath(): string {
  return window.location.pathname;
}

/** Paths a `next` never points at: the auth screens would send the user round in a loop. */
const AUTH_PATHS = /^\/(sign-in|sign-up|verify)(\/|$)/;

/**
 * The in-app path a `next` query parameter asks for, or null when it is not a same-origin
 * relative path (`/pages/x?y=1`): absolute URLs, protocol-relative `//host`, backslashes and
 * control characters are refused, so a link cannot send a fresh session to another site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // Browsers read '\' as '/' in URLs ('/\evil.test'), and no app path holds a control character.
  if ([...next].some((char) => char === '\\' || char <= '\u001f' || char === '\u007f')) return null;
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || AUTH_PATHS.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * /sign-in carrying the path to come back to after signing in, e.g.
 * '/sign-in?next=/pages/public%3Fplan%3Dstarter' ('/' may stay as is in a query, RFC 3986 §3.4).
 */
export function signInPath(next: string): string {
  const safe = safeNextPath(next);
  return safe ? `/sign-in?next=${encodeURIComponent(safe).replace(/%2F/g, '/')}` : '/sign-in';
}

/** Where a user lands after signing in, and what the app name links to (spec §2). */
export function homePathFor(user: Pick<User, 'admin'>): string {
  return user.admin ? '/admin' : '/pages/public';
}
