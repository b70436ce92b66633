/**
 * GET /payment/app-return: where Stripe Checkout sends a buyer who started in the iOS or Android
 * app (POST /stripe/checkout with `returnTo: 'app'`). Stripe takes only http(s) return
 * addresses, so this small page hands the result to the app by its registered link,
 * `huebook://payment?status=…&session_id=…` (apps/web/src/lib/deep-link.ts lands it on
 * /payment), with a button for browsers that ask first. No script: a meta refresh and a link.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export const APP_RETURN_PATH = '/payment/app-return';

/** The app's link scheme (apps/mobile/capacitor.config.ts, AndroidManifest, Info.plist). */
export const APP_SCHEME = 'huebook';

const returnQuerySchema = z.object({
  status: z.enum(['success', 'canceled']),
  session_id: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,255}$/)
    .optional(),
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page for `link` (already a safe huebook:// URL) and what it says. */
function returnPage(link: string, paid: boolean): string {
  const href = escapeHtml(link);
  const message = paid ? 'Your payment is done.' : 'The payment was canceled.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="0;url=${href}">
<title>Back to the app</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f7f6fb;color:#1f1a2e;text-align:center}a{display:inline-block;margin-top:1rem;padding:.8rem 1.4rem;border-radius:.8rem;background:#7c3aed;color:#fff;font-weight:700;text-decoration:none}</style>
</head>
<body>
<main>
<h1>${message}</h1>
<p>Opening the app…</p>
<a href="${href}">Return to the app</a>
</main>
</body>
</html>`;
}

/** Registers the page. A query it does not expect answers 400 in plain words. */
export function appReturnRoutes(app: FastifyInstance): void {
  app.get(APP_RETURN_PATH, async (request, reply) => {
    const query = returnQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply.status(400).type('text/plain; charset=utf-8').send('This return link is not valid.');
    }
    const params = new URLSearchParams({ status: query.data.status });
    if (query.data.session_id) params.set('session_id', query.data.session_id);
    const link = `${APP_SCHEME}://payment?${params.toString()}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .send(returnPage(link, query.data.status === 'success'));
  });
}
