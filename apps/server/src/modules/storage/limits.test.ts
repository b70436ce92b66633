import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { uploads } from '../../db/schema.ts';
import { body, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { solidPng } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';

const RATE = 4;
let t: TestApp;
beforeAll(async () => {
  // RATE uploads per 10 minutes; 64 KB a day.
  t = await setupTestApp({ env: { UPLOAD_RATE_LIMIT: String(RATE), UPLOAD_DAILY_MB: '0.0625' } });
});
afterAll(async () => {
  await t?.close();
});

/** A PNG of random pixels: `side`² pixels that do not compress (about 3 bytes each). */
async function noisePng(side: number): Promise<Buffer> {
  const pixels = Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256)));
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

const upload = async (user: TestUser, data: Buffer, authorization = user.headers.authorization) => {
  const form = multipart({}, { data });
  return t.app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    headers: { authorization, ...form.headers },
    payload: form.payload,
  });
};
const rowsOf = (user: TestUser) => t.db.select().from(uploads).where(eq(uploads.userId, user.user.id));
const storedFiles = async () => (await readdir(path.join(t.dataDir, 'uploads')).catch(() => [])).length;

describe('POST /api/storage/upload limits', () => {
  it('takes UPLOAD_RATE_LIMIT pictures per user per 10 minutes, however the token is sent', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const picture = await solidPng(8, 8);
    for (let i = 0; i < RATE; i++) expect((await upload(me, picture)).statusCode).toBe(200);
    const files = await storedFiles();
    for (const authorization of [me.headers.authorization, `Bearer   ${me.token}`]) {
      const limited = await upload(me, picture, authorization);
      expect(limited.statusCode).toBe(429);
      expect(body(limited)).toEqual({
        code: 'RATE_LIMITED',
        message: 'You have uploaded too many pictures. Try again in 10 minutes.',
      });
    }
    expect(await rowsOf(me)).toHaveLength(RATE);
    expect(await storedFiles()).toBe(files);
    expect((await upload(other, picture)).statusCode).toBe(200);
  });

  it('caps the bytes one user stores in 24 hours, and stores nothing past it', async () => {
    const me = await createUser(t);
    const picture = await noisePng(96); // ~28 KB as stored: two fit in 64 KB, three do not
    expect((await upload(me, picture)).statusCode).toBe(200);
    expect((await upload(me, picture)).statusCode).toBe(200);
    const files = await storedFiles();
    const full = await upload(me, picture);
    expect(full.statusCode).toBe(429);
    expect(body(full)).toEqual({
      code: 'RATE_LIMITED',
      message: 'You have uploaded too many pictures today. Try again tomorrow.',
    });
    expect(await rowsOf(me)).toHaveLength(2);
    expect(await storedFiles()).toBe(files);

    // A day later the room is back.
    await t.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(uploads.userId, me.user.id));
    expect((await upload(me, picture)).statusCode).toBe(200);
  });

  it('does not cap admins, who dress the landing site', async () => {
    const admin = await createUser(t, { admin: true });
    const picture = await noisePng(96);
    for (let i = 0; i < 3; i++) expect((await upload(admin, picture)).statusCode).toBe(200);
  });
});
