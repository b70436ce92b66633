/**
 * The coloring screen's two API reads (the signed-in user, the page), sent from an inline script
 * in its index.html while the scripts download (issue 12, "Fill ready"). Without it they leave
 * only once the app's scripts have run: one more round trip (562 ms under Lighthouse's mobile
 * throttling) between the last script and the screen. The server cannot answer them in the page
 * itself: the bearer token lives in the browser's localStorage (`auth`, apps/web/src/lib/
 * auth-store.ts) and never comes with a page request.
 *
 * Over plain http (HTTP/1.1: browsers speak HTTP/2 only over TLS) the reads go without
 * credentials (`credentials: 'omit'`; the API reads the bearer token, never a cookie). Chrome
 * keys its connection pools by that (a request without credentials never shares a socket with
 * one that has them), so the reads get connections of their own instead of queuing behind the
 * page's scripts for one of HTTP/1.1's 6 per host: 2 round trips after the page under
 * Lighthouse's throttling instead of 3, as measured. Over https they stay in the page's one
 * HTTP/2 connection, where a second pool would cost a new connection's handshakes.
 *
 * The script wraps `window.fetch` so the app's own identical GETs (same URL, same Authorization
 * header) get these answers, each once; the wrapper removes itself once both are taken, or after
 * 30 s. Anything else, and every call when there is no token, goes to the browser's fetch as it
 * is. A CSP hash (`'sha256-…'`, CSP 3 §8.3) lets this one script run; no other inline script may.
 */
import { createHash } from 'node:crypto';

import { AUTH_STORAGE_KEY } from '@huebook/shared/constants';

/** The script's text (what goes between `<script>` and `</script>`): plain ES2020, no imports. */
export const EARLY_READS_SCRIPT = `(() => {
  const match = /^\\/pages\\/([0-9a-f-]{36})\\/color\\/?$/i.exec(location.pathname);
  let token = null;
  try {
    token = JSON.parse(localStorage.getItem(${JSON.stringify(AUTH_STORAGE_KEY)}) || 'null')?.state?.token;
  } catch {}
  if (!match || typeof token !== 'string' || !token) return;
  const authorization = 'Bearer ' + token;
  const credentials = location.protocol === 'http:' ? 'omit' : 'same-origin';
  const early = new Map();
  for (const path of ['/api/users/read', '/api/pages/' + match[1] + '/read']) {
    const url = new URL(path, location.href).href;
    const answer = fetch(url, { headers: { accept: 'application/json', authorization }, credentials });
    answer.catch(() => {});
    early.set(url, answer);
  }
  const send = window.fetch;
  const unwrap = () => {
    early.clear();
    if (window.fetch === earlyFetch) window.fetch = send;
  };
  function earlyFetch(input, init) {
    const method = (init && init.method) || 'GET';
    if (typeof input === 'string' && method.toUpperCase() === 'GET') {
      const url = new URL(input, location.href).href;
      const answer = early.get(url);
      const signal = init && init.signal;
      if (answer && new Headers(init && init.headers).get('authorization') === authorization && !(signal && signal.aborted)) {
        early.delete(url);
        if (early.size === 0) unwrap();
        if (!signal) return answer;
        return new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          answer.then(resolve, reject);
        });
      }
    }
    return send.call(window, input, init);
  }
  window.fetch = earlyFetch;
  setTimeout(unwrap, 30000);
})();`;

/** The CSP source that allows EARLY_READS_SCRIPT (and only it) to run: `'sha256-<base64>'`. */
export const EARLY_READS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}'`;

/** The script element for the served page. */
export function earlyReadsTag(): string {
  return `<script>${EARLY_READS_SCRIPT}</script>`;
}
