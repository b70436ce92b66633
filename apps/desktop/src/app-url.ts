/**
 * The origin the renderer runs on: the built SPA is served at `app://huebook/` by the main
 * process (app-protocol.ts), so the SPA's relative `/api` and `/uploads` calls stay on one
 * origin and need no CORS. A standard, secure scheme gets localStorage, fetch and workers like
 * https does (Electron docs, "protocol.registerSchemesAsPrivileged").
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'huebook';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** The page the window opens first. */
export const APP_START_URL = `${APP_ORIGIN}/`;

/** True when `url` is on the app's own origin (the host compared case-insensitively). */
export function isAppUrl(url: URL): boolean {
  return url.protocol === `${APP_SCHEME}:` && url.host.toLowerCase() === APP_HOST && url.port === '';
}

/** True for the paths the Huebook server answers, never the SPA: `/api`, `/api/…`, `/uploads/…`. */
export function isServerPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/uploads/');
}
