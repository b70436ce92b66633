import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { MAX_UPLOAD_BYTES } from '@huebook/shared/constants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { uploads } from '../../db/schema.ts';
import { body, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { solidJpeg, solidPng } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';

let t: TestApp;
let me: TestUser;
beforeAll(async () => {
  t = await setupTestApp();
  me = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});

async function upload(form: ReturnType<typeof multipart>, headers = me.headers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
async function storedFiles(): Promise<string[]> {
  return readdir(path.join(t.dataDir, 'uploads')).catch(() => []);
}
async function uploadRows() {
  return t.db.select().from(uploads).where(eq(uploads.userId, me.user.id));
}

describe('POST /api/storage/upload', () => {
  it('re-encodes a PNG as PNG with alpha, records it and serves it', async () => {
    const response = await upload(multipart({}, { data: await solidPng(30, 20, 'transparent') }));
    expect(response.statusCode).toBe(200);
    const { url } = body(response).data;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 30, height: 20, hasAlpha: true });
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, url.slice('/uploads/'.length)));
    expect(row).toMatchObject({ userId: me.user.id, contentType: 'image/png' });
  });

  it('turns a JPEG into WebP and scales it down to the asked dimensions', async () => {
    const response = await upload(
      multipart(
        { dimensions: '50x50', extensions: 'jpg,png' },
        { data: await solidJpeg(200, 100), filename: 'a.jpg', contentType: 'image/jpeg' },
      ),
    );
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ url: body(response).data.url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 50,
      height: 25,
    });
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const filesBefore = await storedFiles();
    const rowsBefore = await uploadRows();
    const notAPicture = Buffer.from('hello, I am a text file pretending to be a picture');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const png = await solidPng(10, 10);
    const cases: [ReturnType<typeof multipart>, number, string][] = [
      [multipart({}, { data: notAPicture, filename: 'notes.png' }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [
        multipart({}, { data: gif, filename: 'a.gif', contentType: 'image/gif' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        multipart({}, { data: svg, filename: 'a.svg', contentType: 'image/svg+xml' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [multipart({}, { data: png.subarray(0, 40) }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [multipart({ extensions: 'jpg' }, { data: png }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [multipart({}, { data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1) }), 413, 'TOO_LARGE'],
      [multipart({ max: '20' }, { data: png }), 413, 'TOO_LARGE'],
      [multipart({}), 400, 'INVALID_INPUT'],
      [multipart({ dimensions: 'big' }, { data: png }), 400, 'INVALID_INPUT'],
      [multipart({ max: 'lots' }, { data: png }), 400, 'INVALID_INPUT'],
    ];
    for (const [form, status, code] of cases) {
      const response = await upload(form);
      expect(response.statusCode, response.body).toBe(status);
      expect(body(response).code).toBe(code);
      expect(body(response).message.length).toBeGreaterThan(5);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/storage/upload',
      headers: me.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await uploadRows()).toEqual(rowsBefore);
  });

  it('refuses a decompression bomb (too many pixels) with 413', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(multipart({}, { data: huge }));
    expect(response.statusCode).toBe(413);
    expect(body(response).code).toBe('TOO_LARGE');
  });

  it('answers 401 when not signed in', async () => {
    const response = await upload(multipart({}, { data: await solidPng(5, 5) }), { authorization: '' });
    expect(response.statusCode).toBe(401);
  });
});
