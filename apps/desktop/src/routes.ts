import path from 'node:path';

import { isAppUrl, isServerPath } from './app-url.ts';

/**
 * What the `app://huebook/` protocol does with one request:
 * - `proxy`: `/api`, `/api/…` and `/uploads/…` go to the Huebook server at `url`, path and query kept;
 * - `app-route`: any other path without a file extension is a route of the SPA: index.html;
 * - `file`: a path with an extension, or under `/assets/`, is a file of the SPA folder at `path`
 *   (a missing one is a 404, never index.html: the browser would run HTML as a script);
 * - `forbidden`: a file path that would leave the SPA folder (`..`, encoded slashes, `\`, NUL, `:`);
 * - `not-found`: another host, or a path that is not valid percent-encoding.
 * The same split as the server's not-found handler (apps/server/src/app.ts).
 */
export type AppRoute =
  | { kind: 'proxy'; url: string }
  | { kind: 'app-route' }
  | { kind: 'file'; path: string }
  | { kind: 'forbidden' }
  | { kind: 'not-found' };

export interface RouteOptions {
  /** Absolute path of the built SPA folder. */
  webRoot: string;
  /** Origin of the Huebook server, e.g. `http://localhost:3000`. */
  serverOrigin: string;
  /** Path flavour of the running OS; tests pass `path.win32` to check Windows paths on Linux. */
  pathImpl?: path.PlatformPath;
}

/** Classifies the URL of a request to the app protocol (see {@link AppRoute}). */
export function routeRequest(requestUrl: string, options: RouteOptions): AppRoute {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'not-found' };
  }
  if (!isAppUrl(url)) return { kind: 'not-found' };
  // The encoded path is forwarded as it came: the server decodes it once, as for a browser.
  if (isServerPath(url.pathname))
    return { kind: 'proxy', url: `${options.serverOrigin}${url.pathname}${url.search}` };
  if (!isFilePath(url.pathname)) return { kind: 'app-route' };
  return resolveFile(url.pathname, options.webRoot, options.pathImpl ?? path);
}

/** A file request, after the server's rule: under /assets/, or a last segment with an extension. */
function isFilePath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The file a URL path names inside `root`, decoded once. The resolved path must stay inside
 * `root`: checking the result (not the input) covers `..`, `%2e%2e`, `..%2f` and absolute paths.
 */
function resolveFile(pathname: string, root: string, pathImpl: path.PlatformPath): AppRoute {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'not-found' };
  }
  // A backslash is a separator on Windows, a colon names a drive or an NTFS stream, NUL ends a
  // C string: no file of the SPA has them in its name.
  if (/[\\:\0]/.test(decoded)) return { kind: 'forbidden' };
  const base = pathImpl.resolve(root);
  const file = pathImpl.resolve(base, `.${pathImpl.sep}${decoded}`);
  if (!file.startsWith(base + pathImpl.sep)) return { kind: 'forbidden' };
  return { kind: 'file', path: file };
}
