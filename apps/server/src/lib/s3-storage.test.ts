import { existsSync } from 'node:fs';
import path from 'node:path';

import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config.ts';
import { uploads } from '../db/schema.ts';
import { cleanUpUploads } from '../jobs/upload-cleanup.ts';
import { body, createPage, createUser, setupTestApp, type TestApp, uploadPicture } from '../test/app.ts';
import { solidPng } from '../test/images.ts';
import { startLocalS3, type LocalS3 } from '../test/s3rver.ts';

import { S3Storage } from './s3-storage.ts';
import { LocalStorage } from './storage.ts';

const BUCKET = 'huebook-test';

let s3: LocalS3;
let env: Record<string, string>;
let storage: S3Storage;
let t: TestApp;

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  env = s3.env();
  const settings = loadConfig(env).s3;
  if (!settings) throw new Error('S3_BUCKET did not enable S3');
  storage = new S3Storage(settings);
  t = await setupTestApp({ env });
});

afterAll(async () => {
  await t?.close();
  storage?.destroy();
  await s3?.close();
});

/** The object as the official client reads it straight from the bucket. */
async function readObject(key: string): Promise<{ bytes: Buffer; contentType: string | undefined }> {
  const out = await storage.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  const bytes = Buffer.from((await out.Body?.transformToByteArray()) ?? []);
  return { bytes, contentType: out.ContentType };
}

async function exists(key: string): Promise<boolean> {
  try {
    await storage.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return false;
    throw error;
  }
}

describe('S3Storage', () => {
  it('puts, gets and deletes bytes with their content type', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await storage.put('roundtrip.png', bytes, 'image/png');
    expect(await readObject('roundtrip.png')).toEqual({ bytes, contentType: 'image/png' });
    expect((await storage.get('roundtrip.png')).equals(bytes)).toBe(true);

    await storage.put('roundtrip.png', Buffer.from('second'), 'image/webp');
    expect(await readObject('roundtrip.png')).toEqual({
      bytes: Buffer.from('second'),
      contentType: 'image/webp',
    });

    await storage.delete('roundtrip.png');
    expect(await exists('roundtrip.png')).toBe(false);
    await expect(storage.delete('roundtrip.png')).resolves.toBeUndefined();
    expect(storage.url('roundtrip.png')).toBe('/uploads/roundtrip.png');
  });

  it('rejects a missing key with ENOENT and a bad key with "bad storage key", like LocalStorage', async () => {
    const local = new LocalStorage(path.join(s3.directory, 'local-uploads'));
    for (const store of [local, storage]) {
      await expect(store.get('missing.png')).rejects.toMatchObject({ code: 'ENOENT' });
      for (const key of ['../etc/passwd', '.hidden', 'a/b.png', '']) {
        await expect(async () => store.get(key)).rejects.toThrow(/bad storage key/);
        await expect(async () => store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
          /bad storage key/,
        );
        await expect(async () => store.delete(key)).rejects.toThrow(/bad storage key/);
      }
    }
  });
});

describe('GET /uploads/:key from S3', () => {
  it('streams the object with its headers, answers HEAD and If-None-Match', async () => {
    const png = await solidPng(20, 10);
    await storage.put('served.png', png, 'image/png');

    const response = await t.app.inject({ url: '/uploads/served.png' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const etag = response.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['last-modified']).toBeTruthy();

    const head = await t.app.inject({ method: 'HEAD', url: '/uploads/served.png' });
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
    });
    expect(head.rawPayload.length).toBe(0);

    const cached = await t.app.inject({ url: '/uploads/served.png', headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('answers 404 NOT_FOUND for a missing key and for keys that are not storage keys', async () => {
    for (const url of [
      '/uploads/missing.png',
      '/uploads/.hidden',
      '/uploads/a..b',
      '/uploads/a/b.png',
      '/uploads/',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(body(response), url).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/uploads/missing.png' });
    expect(head.statusCode).toBe(404);
  });
});

describe('uploads through the API with S3_BUCKET set', () => {
  it('store pictures and pages in the bucket, served back under /uploads/', async () => {
    const me = await createUser(t);
    const url = await uploadPicture(t, me, await solidPng(30, 20, 'transparent'));
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const stored = await readObject(url.slice('/uploads/'.length));
    expect(stored.contentType).toBe('image/png');
    expect(await sharp(stored.bytes).metadata()).toMatchObject({ format: 'png', width: 30, height: 20 });
    const served = await t.app.inject({ url });
    expect(served.rawPayload.equals(stored.bytes)).toBe(true);

    const page = await createPage(t, me);
    for (const [pictureUrl, contentType] of [
      [page.illustration, 'image/png'],
      [page.thumbnail, 'image/webp'],
    ] as const) {
      expect(pictureUrl).toMatch(/^\/uploads\//);
      expect((await readObject(pictureUrl.slice('/uploads/'.length))).contentType).toBe(contentType);
    }
    // Nothing went to the local folder.
    expect(existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
  });
});

describe('the upload cleanup with S3_BUCKET set', () => {
  it('deletes unused, unreferenced uploads from the bucket and keeps referenced ones', async () => {
    const me = await createUser(t);
    const [unused, photo] = [
      await uploadPicture(t, me, await solidPng(8, 8)),
      await uploadPicture(t, me, await solidPng(9, 9)),
    ];
    const photoSet = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: me.headers,
      payload: { photo },
    });
    expect(photoSet.statusCode, photoSet.body).toBe(200);
    const keys = [unused, photo].map((url) => url.slice('/uploads/'.length));
    await t.db
      .update(uploads)
      .set({ usedAt: sql`now() - interval '2 days'` })
      .where(inArray(uploads.key, keys));

    expect(await cleanUpUploads(t.db, t.app.storage)).toEqual({ status: 'done', deleted: 1, failed: 0 });
    expect(await exists(keys[0]!)).toBe(false);
    expect(await exists(keys[1]!)).toBe(true);
    expect((await t.app.inject({ url: unused })).statusCode).toBe(404);
    const rows = await t.db.select({ key: uploads.key }).from(uploads).where(inArray(uploads.key, keys));
    expect(rows).toEqual([{ key: keys[1] }]);
  });
});
