import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createUser, insertPages, setupTestApp, type TestApp, type TestUser } from '../test/app.ts';

import { COMPRESS_THRESHOLD } from './static-assets.ts';

const SCRIPT = `export const colors = [${Array.from({ length: 400 }, (_, i) => `"#${i}"`).join(',')}];\n`;
const STYLE = `.page{color:red}\n`.repeat(200);

/** A built web app as `vite build` leaves it: hashed assets with their .br/.gz copies and maps. */
async function writeFakeDist(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Huebook</title><div id="root"></div>');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const [name, text] of [
    ['index-abc123.js', SCRIPT],
    ['index-abc123.css', STYLE],
  ] as const) {
    const file = path.join(dir, 'assets', name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  await writeFile(path.join(dir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
}

let t: TestApp;
let web: string;
let user: TestUser;
beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), 'huebook-web-'));
  await writeFakeDist(web);
  t = await setupTestApp({ env: { WEB_DIST: web } });
  user = await createUser(t);
  await insertPages(t, user.user.id, 12);
});
afterAll(async () => {
  await t?.close();
  await rm(web, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('the built web app', () => {
  it('sends the brotli copy of scripts and styles to a browser that takes it, else gzip', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.css', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/text\/css/);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(STYLE);
  });

  it('sends the file as it is when the browser asks for no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get('/assets/index-abc123.js', acceptEncoding);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('caches hashed assets as immutable for a year, other files and index.html never blindly', async () => {
    for (const url of ['/assets/index-abc123.js', '/assets/index-abc123.css']) {
      for (const encoding of [undefined, 'br']) {
        expect((await get(url, encoding)).headers['cache-control']).toBe(
          'public, max-age=31536000, immutable',
        );
      }
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const index = await get('/', 'br');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.body).toContain('<title>Huebook</title>');
  });

  it('never serves sourcemaps, nor the compressed copies by name', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/assets/index-abc123.js.br',
      '/assets/index-abc123.js.gz',
    ]) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    }
  });
});

describe('API answers', () => {
  const list = '/api/pages/paginate?scope=owned';

  it('are compressed above the threshold when asked, brotli first', async () => {
    const br = await get(list, 'gzip, br', user.headers);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(br.rawPayload).toString();
    expect(json.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(JSON.parse(json).data).toHaveLength(12);

    const gzip = await get(list, 'gzip', user.headers);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(json));
  });

  it('are sent as they are when not asked, or when small', async () => {
    const plain = await get(list, undefined, user.headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(12);

    const small = await get('/api/users/read', 'br', user.headers);
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
