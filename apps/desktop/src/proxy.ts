/**
 * Forwarding of `/api` and `/uploads` requests from the renderer to the Huebook server, so the
 * SPA's relative calls work unchanged and the renderer sees a single origin. The fetch is
 * Electron's `net.fetch` in the app (Chromium's network stack: system proxy settings and
 * certificates) and Node's fetch in tests.
 */

/** Fetch as both Electron's `net.fetch` and Node's `fetch` take it. */
export type FetchLike = (url: string, init: RequestInit & { duplex?: 'half' }) => Promise<Response>;

/**
 * Headers the network layer sets itself or that concern one connection only (RFC 9110 §7.6.1,
 * and the fetch spec's forbidden request headers): forwarding them would describe the wrong hop.
 */
const HOP_HEADERS = new Set([
  'connection',
  'content-length',
  'expect',
  'host',
  'keep-alive',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The request's headers minus the hop-by-hop ones; Authorization, Content-Type, Range… stay. */
export function forwardedHeaders(headers: Headers): Headers {
  const out = new Headers();
  headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name.toLowerCase())) out.append(name, value);
  });
  return out;
}

/**
 * Sends `request` on to `target` (method, headers and streamed body kept) and hands back the
 * server's response (see {@link passBack}). A server that cannot be reached answers 502 in the
 * API's error shape (`{ message, code }`), so the SPA shows the message like any other error.
 */
export async function forwardRequest(request: Request, target: string, fetch: FetchLike): Promise<Response> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers: forwardedHeaders(request.headers),
      body: hasBody ? request.body : null,
      // A streamed body must say so (fetch spec); an upload is then never held in memory whole.
      ...(hasBody ? { duplex: 'half' as const } : {}),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    return unreachableResponse(new URL(target).origin);
  }
  return passBack(response);
}

/**
 * The server's response for the renderer: status, headers and body, minus the hop-by-hop
 * headers and the encoding ones. The fetch has already decompressed a gzip or brotli body (a
 * server behind nginx or a CDN sends one), so `Content-Encoding` and `Content-Length` would
 * describe bytes that are no longer there, and the renderer would fail to decode them.
 */
export function passBack(response: Response): Response {
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (!HOP_HEADERS.has(lower) && lower !== 'content-encoding') headers.append(name, value);
  });
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The 502 answered when the Huebook server is down or unreachable. */
export function unreachableResponse(serverOrigin: string): Response {
  const body = {
    message: `Cannot reach the Huebook server at ${serverOrigin}. Check your connection and try again.`,
    code: 'SERVER_UNREACHABLE',
  };
  return Response.json(body, { status: 502 });
}
