import path from 'node:path';

import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Files of the built SPA that are never served as they are: index.html is filled in by
 * index-html.ts, sourcemaps stay on the server (for error reports, not for browsers: a request
 * for one falls through to the 404), and the precompressed copies are picked by
 * `preCompressed` from the request's Accept-Encoding, never asked for by name.
 */
const NOT_SERVED = ['index.html', '**/*.map', '**/*.br', '**/*.gz'];

/** Vite names everything under /assets/ by its content hash: a changed file has a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Smallest JSON answer worth compressing (bytes): below it the headers cost more than they save. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Serves the built SPA in `webDist` (but index.html): the brotli or gzip copy the build made
 * beside each file when the browser accepts one, hashed /assets/* cached for a year as immutable,
 * other files (favicon, robots.txt) revalidated.
 */
export async function registerWebAssets(app: FastifyInstance, webDist: string): Promise<void> {
  const hashedDir = path.resolve(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    globIgnore: NOT_SERVED,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', path.resolve(filePath).startsWith(hashedDir) ? IMMUTABLE : 'no-cache');
    },
  });
}

/**
 * Compresses the JSON answers of the scope it is registered in (brotli, else gzip) when the
 * client accepts it and the body is at least COMPRESS_THRESHOLD bytes. Only types mime-db marks
 * compressible: pictures (already compressed) pass through as they are.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
}
