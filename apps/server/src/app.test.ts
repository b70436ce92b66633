import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { body, setupTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), 'huebook-web-'));
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Huebook</title><div id="root"></div>');
  await writeFile(path.join(web, 'assets', 'app.js'), 'console.log("hi")');
  t = await setupTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t?.close();
  await rm(web, { recursive: true, force: true });
});

describe('HTTP shell', () => {
  it('serves the SPA, its files, and index.html for client routes', async () => {
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const asset = await t.app.inject({ url: '/assets/app.js' });
    expect(asset.body).toContain('console.log');
    const route = await t.app.inject({ url: '/pages/public?sort=latest' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    expect(route.body).toContain('<div id="root">');
  });

  it('makes the uploads folder of a fresh DATA_DIR at start, so nothing warns on a first run', () => {
    expect(existsSync(path.join(t.dataDir, 'uploads'))).toBe(true);
  });

  it('answers unknown /api routes and missing uploads with 404 JSON', async () => {
    for (const url of [
      '/api/nope',
      '/api',
      '/uploads/missing.png',
      '/assets/stale-1a2b3c.js',
      '/robots.txt',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(body(response)).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/pages/public' });
    expect(post.statusCode).toBe(404);
  });

  it('sends API answers a CSP that allows nothing, with nosniff and HSTS', async () => {
    const response = await t.app.inject({ url: '/api/plans/list' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('sends a CSP that lets the SPA run', async () => {
    const response = await t.app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    // The landing's video player: YouTube embeds come from the no-cookie domain, and Vimeo.
    const frames = /frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(frames).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']),
    );
  });
});
