import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { cspHeaderValue, SPA_CSP_DIRECTIVES } from '@huebook/shared/csp';

/**
 * Content types of the files a Vite build emits (apps/web/dist), by extension; anything else
 * is sent as bytes. `nosniff` below keeps the renderer from guessing.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * The SPA's Content Security Policy, the one the server sends (@huebook/shared/csp), so a page
 * cannot load scripts from elsewhere here either (Electron security checklist, "Define a Content
 * Security Policy"). 'self' is app://huebook, where /api and /uploads are proxied.
 */
export const CONTENT_SECURITY_POLICY = cspHeaderValue(SPA_CSP_DIRECTIVES);

/** The content type of a file name, by its extension (case-insensitive). */
export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Answers a GET or HEAD for one file of the SPA folder: 200 with its bytes, or 404 when it is
 * missing or a folder. Nothing is cached: the files are on this disk, and a rebuilt app must
 * never run an old index.html. Any other method is 405.
 * @throws the file system's error for anything but a missing file (the caller answers 500).
 */
export async function serveFile(file: string, method: string): Promise<Response> {
  if (method !== 'GET' && method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  }
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch (error) {
    if (isMissing(error)) return notFound();
    throw error;
  }
  const isDocument = path.extname(file).toLowerCase() === '.html';
  const headers: Record<string, string> = {
    'content-type': contentTypeOf(file),
    'content-length': String(body.byteLength),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  };
  if (isDocument) headers['content-security-policy'] = CONTENT_SECURITY_POLICY;
  return new Response(method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

export function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}
