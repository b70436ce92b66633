import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { settings } from '../db/schema.ts';
import { createUser, setupTestApp, uploadPicture, type TestApp, type TestUser } from '../test/app.ts';
import { solidPng } from '../test/images.ts';

import { brandIndexHtml, createIndexHtml } from './index-html.ts';

/** The head of the built index.html (apps/web/index.html after `vite build`). */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Huebook</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const title = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
const icon = (html: string) => /<link[^>]*rel="icon"[^>]*>/.exec(html)?.[0];

describe('brandIndexHtml', () => {
  it('fills the title and the icon, HTML-escaped', () => {
    const html = brandIndexHtml(BUILT, {
      appName: `Tom & Jerry's <Crayons>`,
      favicon: '/uploads/f.png?v="1"',
    });
    expect(title(html)).toBe('Tom &amp; Jerry&#39;s &lt;Crayons&gt;');
    expect(icon(html)).toBe('<link rel="icon" href="/uploads/f.png?v=&quot;1&quot;" />');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  it('keeps the built title and icon when unset, and refuses an icon that is not a web address', () => {
    expect(brandIndexHtml(BUILT, { appName: '  ', favicon: '' })).toBe(BUILT);
    for (const favicon of ['javascript:alert(1)', '//evil.test/x.png', 'data:image/png;base64,AAAA']) {
      expect(icon(brandIndexHtml(BUILT, { favicon }))).toBe(
        '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
      );
    }
    expect(icon(brandIndexHtml(BUILT, { favicon: 'https://cdn.test/f.webp' }))).toBe(
      '<link rel="icon" href="https://cdn.test/f.webp" />',
    );
  });
});

let t: TestApp;
let web: string;
let admin: TestUser;
beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), 'huebook-web-'));
  await writeFile(path.join(web, 'index.html'), BUILT);
  t = await setupTestApp({ env: { WEB_DIST: web } });
  admin = await createUser(t, { admin: true });
});
afterAll(async () => {
  await t?.close();
  await rm(web, { recursive: true, force: true });
});

const patch = (name: string, value: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/settings/${name}/update`,
    headers: admin.headers,
    payload: { value },
  });

describe('the served index.html', () => {
  it('shows the app name and favicon an admin saved, on every SPA path, at once', async () => {
    const before = await t.app.inject({ url: '/' });
    expect(title(before.body)).toBe('Huebook');

    expect((await patch('app_name', 'Crayon <Club>')).statusCode).toBe(200);
    const favicon = await uploadPicture(t, admin, await solidPng(32, 32, '#ff0000'));
    expect((await patch('favicon', favicon)).statusCode).toBe(200);

    for (const url of ['/', '/index.html', '/pages/public?plan=starter', '/admin/account']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(title(response.body), url).toBe('Crayon &lt;Club&gt;');
      expect(icon(response.body), url).toBe(`<link rel="icon" href="${favicon}" />`);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/pages' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('reads the settings at most once per max age (another instance’s change shows after it)', async () => {
    let clock = 0;
    const serve = createIndexHtml({ db: t.db, webDist: web, maxAgeMs: 10_000, now: () => clock });
    await t.db.update(settings).set({ value: 'First' }).where(eq(settings.name, 'app_name'));
    expect(title(await serve('/'))).toBe('First');
    await t.db.update(settings).set({ value: 'Second' }).where(eq(settings.name, 'app_name'));
    clock = 9_999;
    expect(title(await serve('/'))).toBe('First');
    clock = 10_000;
    expect(title(await serve('/'))).toBe('Second');
  });

  it('serves the page as built when the settings cannot be read', async () => {
    const errors: unknown[] = [];
    const broken = {
      select: () => {
        throw new Error('database down');
      },
    } as unknown as TestApp['db'];
    const serve = createIndexHtml({ db: broken, webDist: web, onError: (error) => errors.push(error) });
    expect(await serve('/')).toBe(BUILT);
    expect(errors).toHaveLength(1);
  });
});
