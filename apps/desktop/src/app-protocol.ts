import path from 'node:path';

import { forwardRequest, type FetchLike } from './proxy.ts';
import { routeRequest } from './routes.ts';
import { notFound, serveFile } from './static-files.ts';

export interface AppProtocolOptions {
  /** Absolute path of the built SPA folder (holding index.html). */
  webRoot: string;
  /** Origin of the Huebook server, e.g. `http://localhost:3000`. */
  serverOrigin: string;
  /** How proxied requests reach the server: Electron's `net.fetch` in the app. */
  fetch: FetchLike;
}

/**
 * The handler of the `app://huebook/` protocol (`protocol.handle`): SPA files from `webRoot`,
 * SPA routes answered with index.html, `/api` and `/uploads` forwarded to the server (see
 * routes.ts). It never throws: a failure answers 500, so the renderer sees an HTTP error.
 */
export function createAppProtocolHandler(
  options: AppProtocolOptions,
): (request: Request) => Promise<Response> {
  const indexFile = path.join(options.webRoot, 'index.html');
  return async (request) => {
    const route = routeRequest(request.url, options);
    try {
      switch (route.kind) {
        case 'proxy':
          return await forwardRequest(request, route.url, options.fetch);
        case 'app-route':
          return await serveFile(indexFile, request.method);
        case 'file':
          return await serveFile(route.path, request.method);
        case 'forbidden':
          return new Response('Forbidden', { status: 403 });
        case 'not-found':
          return notFound();
      }
    } catch (error) {
      // The renderer gave up on this request (it left the page): nobody reads the answer.
      if (request.signal.aborted) return new Response(null, { status: 503 });
      // A file that cannot be read, or an aborted upload: the main process log says which.
      console.error(`app protocol: ${request.method} ${request.url} failed`, error);
      return new Response('Internal error', { status: 500 });
    }
  };
}
