/**
 * Where the Huebook server is, seen from the SPA. On the web (and in the desktop shell, which
 * forwards `/api` and `/uploads` itself) the SPA and the server share one origin and every URL
 * stays relative. The iOS and Android shells run the SPA at `capacitor://localhost` or
 * `https://localhost`, so their build names the deployed server in `VITE_API_ORIGIN`
 * (e.g. `https://huebook.example`), and the server answers them with CORS (apps/server/src/lib/cors.ts).
 */

/**
 * The origin of a `VITE_API_ORIGIN` value: '' when unset or empty (same origin).
 * @throws Error naming the setting when the value is not an http(s) address alone.
 */
export function parseApiOrigin(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return '';
  let url: URL | undefined;
  try {
    url = new URL(trimmed);
  } catch {
    url = undefined;
  }
  const isBare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !isBare) {
    throw new Error(
      `VITE_API_ORIGIN must be the server's http:// or https:// address alone, e.g. https://huebook.example (got "${trimmed}")`,
    );
  }
  return url.origin;
}

/** The server's origin, without a trailing slash; '' means the SPA's own origin. */
export const API_ORIGIN = parseApiOrigin(import.meta.env.VITE_API_ORIGIN as string | undefined);

const UPLOADS_PREFIX = '/uploads/';

/**
 * A server path (`/uploads/…`) made absolute against `origin`; other strings are returned as
 * they are. With no origin, the path stays relative.
 */
export function serverUrl(path: string, origin: string = API_ORIGIN): string {
  return origin && path.startsWith(UPLOADS_PREFIX) ? `${origin}${path}` : path;
}

/**
 * A parsed JSON answer with every string that is a `/uploads/…` path made absolute against
 * `origin` (pictures of pages, colored pages, photos, website images), so an `<img>` or a canvas
 * of a native shell loads it from the server. The value is returned untouched (not copied)
 * when there is no origin. The server accepts such absolute URLs back (keyFromUrl).
 */
export function withAbsoluteUploads<T>(value: T, origin: string = API_ORIGIN): T {
  if (!origin) return value;
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return serverUrl(item, origin);
    if (Array.isArray(item)) return item.map(visit);
    if (item !== null && typeof item === 'object') {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, visit(entry)]));
    }
    return item;
  };
  return visit(value) as T;
}
