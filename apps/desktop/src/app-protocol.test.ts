import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createAppProtocolHandler } from './app-protocol.ts';
import { CONTENT_SECURITY_POLICY } from './static-files.ts';

/** What the fake Huebook server received. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let folder: string;
let webRoot: string;
let server: Server;
let serverOrigin: string;
let received: Received[] = [];
let handle: (request: Request) => Promise<Response>;

const INDEX = '<!doctype html><title>Huebook</title><div id="root"></div>';

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'huebook-desktop-'));
  webRoot = path.join(folder, 'web');
  await mkdir(path.join(webRoot, 'assets', 'fonts'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  await writeFile(path.join(webRoot, 'assets', 'index-B4x1.js'), 'console.log("app")');
  await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Beside the SPA folder: no request may read it.
  await writeFile(path.join(folder, 'secret.txt'), 'TOP SECRET');

  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/api/compressed') {
        response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        response.end(gzipSync(JSON.stringify({ data: 'x'.repeat(2000) })));
        return;
      }
      if (request.method === 'DELETE') {
        response.writeHead(204, { 'x-deleted': 'yes' });
        response.end();
        return;
      }
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'r-1' });
      response.end(JSON.stringify({ data: { echoed: request.url } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  handle = createAppProtocolHandler({ webRoot, serverOrigin, fetch: (url, init) => fetch(url, init) });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

beforeEach(() => {
  received = [];
});

const get = (requestPath: string, init?: RequestInit) =>
  handle(new Request(`app://huebook${requestPath}`, init));

describe('app protocol: the SPA folder', () => {
  it('serves index.html at the root with the content security policy, never cached', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('serves a file with its content type, whatever the query string', async () => {
    const script = await get('/assets/index-B4x1.js?v=2');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await script.text()).toBe('console.log("app")');
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers index.html for routes of the SPA', async () => {
    for (const route of ['/splash', '/pages/42?sort=latest', '/admin/users/']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(await response.text(), route).toBe(INDEX);
    }
  });

  it('answers 404, not index.html, for a missing file or a folder', async () => {
    for (const missing of ['/assets/index-OLD.js', '/favicon.ico', '/assets/fonts', '/assets/fonts/']) {
      const response = await get(missing);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).not.toContain('<!doctype html>');
    }
  });

  it('never reads a file outside the folder', async () => {
    for (const attack of ['/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e%2fsecret.txt']) {
      const response = await get(attack);
      expect(response.status, attack).toBe(403);
      expect(await response.text(), attack).not.toContain('TOP SECRET');
    }
    // Dot segments are resolved by the URL parser, inside the folder: the file is not there.
    const dotted = await get('/../secret.txt');
    expect(dotted.status).toBe(404);
    expect(await dotted.text()).not.toContain('TOP SECRET');
  });

  it('answers HEAD without a body and refuses other methods on files', async () => {
    const head = await get('/assets/index-B4x1.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('console.log("app")'.length));
    expect(await head.text()).toBe('');
    const post = await get('/assets/index-B4x1.js', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 404 for another host of the scheme', async () => {
    const response = await handle(new Request('app://elsewhere/'));
    expect(response.status).toBe(404);
  });
});

describe('app protocol: forwarding to the server', () => {
  it('forwards an API call with its path, query and Authorization, and passes the answer back', async () => {
    const response = await get('/api/pages?sort=latest&page=2', {
      headers: { authorization: 'Bearer token-123', accept: 'application/json' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('r-1');
    expect(await response.json()).toEqual({ data: { echoed: '/api/pages?sort=latest&page=2' } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'GET', url: '/api/pages?sort=latest&page=2' });
    expect(received[0]?.headers.authorization).toBe('Bearer token-123');
    expect(received[0]?.headers.accept).toBe('application/json');
    // The server sees itself as the host, not the app's origin.
    expect(received[0]?.headers.host).toBe(new URL(serverOrigin).host);
  });

  it('forwards the method and the body, byte for byte', async () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    const response = await get('/api/pages/upload', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: 'Bearer t' },
      body: bytes,
    });
    expect(response.status).toBe(201);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.headers['content-type']).toBe('application/octet-stream');
    expect([...(received[0]?.body ?? [])]).toEqual([...bytes]);

    await get('/api/users/me', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Ann"}',
    });
    expect(received[1]).toMatchObject({ method: 'PATCH', url: '/api/users/me' });
    expect(received[1]?.body.toString()).toBe('{"name":"Ann"}');
  });

  it('forwards uploads with the path and query kept', async () => {
    await get('/uploads/pages/ab12.webp?v=3');
    expect(received[0]).toMatchObject({ method: 'GET', url: '/uploads/pages/ab12.webp?v=3' });
  });

  it('passes back a compressed answer decoded, without its stale encoding headers', async () => {
    const response = await get('/api/compressed');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.json()).toEqual({ data: 'x'.repeat(2000) });
  });

  it('passes back an answer without a body', async () => {
    const response = await get('/api/pages/7', { method: 'DELETE', headers: { authorization: 'Bearer t' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('x-deleted')).toBe('yes');
    expect(await response.text()).toBe('');
  });

  it('answers 502 in the API error shape when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const offline = createAppProtocolHandler({
      webRoot,
      serverOrigin: deadOrigin,
      fetch: (url, init) => fetch(url, init),
    });

    const response = await offline(new Request('app://huebook/api/plans'));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: `Cannot reach the Huebook server at ${deadOrigin}. Check your connection and try again.`,
      code: 'SERVER_UNREACHABLE',
    });
  });
});
