/**
 * The Content Security Policy of the SPA's documents, one list for the server (helmet) and the
 * desktop shell (apps/desktop), so both let the same things run: own scripts, inline styles,
 * data:/blob: images, https images (the landing site's pictures may be web addresses, and the
 * website schema accepts exactly https ones: schemas/website.ts isSafeImage), the landing video
 * players (YouTube's no-cookie domain and Vimeo, see apps/web/src/features/landing/video.ts),
 * nothing else. Keys as helmet names them.
 */
export const SPA_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  // blob: lets Print open a PDF the app made in a hidden frame and print it at once. A blob: URL
  // is made by a script of this origin and loads only here (browsers refuse other origins'
  // blob: URLs), and a blob: document runs under this same policy (CSP 3, local schemes inherit
  // it): no outside page can be framed through it, and script-src 'self' still decides what runs.
  frameSrc: ["'self'", 'blob:', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** A directives object as a header value: `default-src 'self'; script-src 'self'; …`. */
export function cspHeaderValue(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...sources].join(' '))
    .join('; ');
}
