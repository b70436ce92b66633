import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The origin the cross-origin spec serves the web build from: the app project's server port + 2
 * (the admin project's is + 1). playwright.config.ts lists it in that server's CORS_ORIGINS, as
 * a deployment lists the origin of a SPA served elsewhere (a CDN, or a native shell's origin).
 */
export const CROSS_ORIGIN_WEB_PORT = Number(process.env.E2E_PORT ?? 3100) + 2;
export const CROSS_ORIGIN_WEB_ORIGIN = `http://localhost:${CROSS_ORIGIN_WEB_PORT}`;

const WEB_APP = fileURLToPath(new URL('../../apps/web/', import.meta.url));

/**
 * Builds the web app into `outDir` the way a native build does, with every API call and picture
 * on `apiOrigin` (VITE_API_ORIGIN). Takes a few seconds.
 */
export async function buildWebFor(apiOrigin: string, outDir: string): Promise<void> {
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: WEB_APP,
      env: { ...process.env, VITE_API_ORIGIN: apiOrigin },
    },
  );
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * A static file server for a built SPA on `port` (localhost), like a CDN or a native shell's
 * web view: files as they are, index.html for app routes, 404 for a missing file, nothing else
 * (no `/api`, no `/uploads`: those must go to the API's origin).
 */
export async function serveStatic(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, path.normalize(pathname));
    const isAppRoute = !path.extname(pathname);
    const target = isAppRoute ? path.join(root, 'index.html') : file;
    if (!target.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    stat(target)
      .then(async (info) => {
        if (!info.isFile()) throw new Error('not a file');
        const body = await readFile(target);
        response.writeHead(200, {
          'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
        });
        response.end(body);
      })
      .catch(() => response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  return server;
}
