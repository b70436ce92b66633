import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPage, createUser, setupTestApp, type TestApp } from '../test/app.ts';

import { chunkFiles, withScreenChunks, type ViteManifest } from './route-preload.ts';

/** The built index.html: the entry and its own static imports. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Huebook</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A manifest as Vite writes it (dist/.vite/manifest.json), cut down to the coloring route. */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-abc.js', imports: ['_vendor-v1.js'], css: ['assets/index-c1.css'] },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  '_brush-b1.js': { file: 'assets/brush-b1.js', imports: ['_vendor-v1.js'] },
  '_undo-u1.js': { file: 'assets/undo-u1.js' },
  '_query-q1.js': { file: 'assets/query-q1.js', imports: ['_vendor-v1.js'] },
  'src/app/query-root.tsx': { file: 'assets/query-root-r1.js', imports: ['index.html', '_query-q1.js'] },
  'src/app/guards.ts': { file: 'assets/guards-g1.js', imports: ['index.html', '_query-q1.js'] },
  'src/app/layouts/signed-in-layout.tsx': {
    file: 'assets/signed-in-layout-l1.js',
    imports: ['index.html', '_vendor-v1.js', '_brush-b1.js'],
  },
  'src/features/coloring/coloring-page.tsx': {
    file: 'assets/coloring-page-p1.js',
    imports: ['index.html', '_brush-b1.js', '_undo-u1.js'],
    css: ['assets/coloring-page-c2.css'],
  },
  '_schemas-z1.js': { file: 'assets/schemas-z1.js' },
  'src/features/auth/sign-in-page.tsx': {
    file: 'assets/sign-in-page-s1.js',
    imports: ['index.html', '_schemas-z1.js'],
  },
};

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), 'huebook-web-'));
  await writeFile(path.join(web, 'index.html'), BUILT);
  await mkdir(path.join(web, '.vite'));
  await writeFile(path.join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await setupTestApp({ env: { WEB_DIST: web } });
});
afterAll(async () => {
  await t?.close();
  await rm(web, { recursive: true, force: true });
});

describe('route preloads in the served index.html', () => {
  it('preloads the coloring screen’s query cache, guards, layout, screen and their static imports, each once', async () => {
    const response = await t.app.inject({ url: '/pages/0e920aba-e971-409f-aa74-088492332e6c/color?x=1' });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual([
      '/assets/vendor-v1.js',
      '/assets/query-root-r1.js',
      '/assets/query-q1.js',
      '/assets/guards-g1.js',
      '/assets/signed-in-layout-l1.js',
      '/assets/brush-b1.js',
      '/assets/coloring-page-p1.js',
      '/assets/undo-u1.js',
    ]);
    expect(response.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/coloring-page-c2.css">',
    );
    expect(response.body.indexOf('undo-u1.js')).toBeLessThan(response.body.indexOf('</head>'));
    // A page that does not exist has no picture to preload (nor does the page say so).
    expect(response.body).not.toContain('as="image"');
  });

  it('sends the coloring screen’s API reads from an inline script that its CSP hash alone allows', async () => {
    const response = await t.app.inject({ url: '/pages/0e920aba-e971-409f-aa74-088492332e6c/color' });
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain("'/api/users/read'");
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", hash]);
    // First in the head: after a stylesheet link it would wait for the stylesheet. The built
    // stylesheet follows it, requested before the scripts (one in the first 6 on HTTP/1.1), once.
    const stylesheet = '<link rel="stylesheet" crossorigin href="/assets/index-c1.css">';
    expect(response.body.indexOf('<script>')).toBeLessThan(response.body.indexOf(stylesheet));
    expect(response.body.indexOf(stylesheet)).toBeLessThan(response.body.indexOf('<script type="module"'));
    expect(response.body.split(stylesheet)).toHaveLength(2);
    // Nowhere else.
    expect((await t.app.inject({ url: '/pages/public' })).body).not.toContain('<script>');
  });

  it('preloads the picture of a page anyone may see on its coloring screen, never of a blocked page', async () => {
    const owner = await createUser(t);
    const page = await createPage(t, owner);
    const html = (await t.app.inject({ url: `/pages/${page.id}/color` })).body;
    // Beside the scripts, at high priority, the very URL the page's read gives the screen and
    // without crossorigin, as the screen loads it: one download, not two.
    expect(html.match(/<link rel="preload" as="image"[^>]*>/g)).toEqual([
      `<link rel="preload" as="image" href="${page.illustration}" fetchpriority="high">`,
    ]);
    const read = await t.app.inject({ url: `/api/pages/${page.id}/read`, headers: owner.headers });
    expect(read.json().data.illustration).toBe(page.illustration);
    expect((await t.app.inject({ url: page.illustration })).statusCode).toBe(200);

    // A blocked page (its owner's delete) is its owner's alone, and a page request carries no
    // session to tell the owner: the page served for it names no picture.
    const hidden = await createPage(t, owner);
    const block = await t.app.inject({
      method: 'PATCH',
      url: `/api/pages/${hidden.id}/blocked/toggle`,
      headers: owner.headers,
    });
    expect(block.statusCode).toBe(200);
    const served = await t.app.inject({ url: `/pages/${hidden.id}/color` });
    expect(served.statusCode).toBe(200);
    expect(served.body).not.toContain('as="image"');
    expect(served.body).not.toContain(hidden.illustration);
  });

  it('preloads the sign-in screen and its form schemas on /sign-in', async () => {
    const response = await t.app.inject({ url: '/sign-in?next=/pages/public' });
    // The entry's own preload (vendor) as built, then the screen's chunks.
    expect(preloads(response.body)).toEqual([
      '/assets/vendor-v1.js',
      '/assets/query-root-r1.js',
      '/assets/query-q1.js',
      '/assets/guards-g1.js',
      '/assets/sign-in-page-s1.js',
      '/assets/schemas-z1.js',
    ]);
  });

  it('adds nothing to the landing or a route without preloads, and never serves the manifest', async () => {
    for (const url of ['/', '/pages/public']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(BUILT);
    }
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
});

describe('chunkFiles', () => {
  it('skips modules the manifest does not have (a renamed screen)', () => {
    expect(chunkFiles(MANIFEST, ['src/features/gone.tsx', '_undo-u1.js'])).toEqual({
      scripts: ['assets/undo-u1.js'],
      styles: [],
    });
  });
});

describe('withScreenChunks', () => {
  it('finds a module the build grouped into a shared chunk as that chunk', () => {
    // As apps/web/build/screen-chunks.ts builds it: the layout and guards in `shell`, no entry of
    // their own in Vite's manifest.
    const manifest: ViteManifest = {
      'index.html': { file: 'assets/index-abc.js', imports: ['_vendor-v1.js'] },
      '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
      '_shell-s1.js': { file: 'assets/shell-s1.js', imports: ['index.html'], css: ['assets/shell-c1.css'] },
      'src/features/coloring/coloring-page.tsx': {
        file: 'assets/coloring-page-p1.js',
        imports: ['index.html', '_shell-s1.js'],
      },
    };
    const grouped = withScreenChunks(manifest, {
      'src/app/guards.ts': 'assets/shell-s1.js',
      'src/app/layouts/signed-in-layout.tsx': 'assets/shell-s1.js',
      'src/features/coloring/coloring-page.tsx': 'assets/coloring-page-p1.js',
      'src/features/gone.tsx': 'assets/gone-g1.js',
    });
    expect(chunkFiles(grouped, ['src/app/guards.ts', 'src/app/layouts/signed-in-layout.tsx'])).toEqual({
      scripts: ['assets/shell-s1.js', 'assets/index-abc.js', 'assets/vendor-v1.js'],
      styles: ['assets/shell-c1.css'],
    });
    expect(grouped['src/features/coloring/coloring-page.tsx']).toBe(
      manifest['src/features/coloring/coloring-page.tsx'],
    );
    expect(grouped['src/features/gone.tsx']).toBeUndefined();
  });
});
