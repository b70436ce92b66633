import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { MAX_UPLOAD_BYTES } from '@huebook/shared/constants';
import { pageSchema } from '@huebook/shared/schemas/page';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { credits, pages } from '../../db/schema.ts';
import { LocalStorage } from '../../lib/storage.ts';
import { body, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { pixelAt, solidJpeg, solidPng } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

function uploadPage(user: TestUser, form: ReturnType<typeof multipart>, app = t) {
  return app.app.inject({
    method: 'POST',
    url: '/api/pages/upload',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
}
async function creditOf(userId: string, app = t) {
  const [row] = await app.db.select().from(credits).where(eq(credits.userId, userId));
  return row?.pageCreation;
}
const files = (app = t) => readdir(path.join(app.dataDir, 'uploads')).catch(() => [] as string[]);

describe('POST /api/pages/upload', () => {
  it('makes a 1024² letterboxed illustration and a 512 WebP thumbnail, spending one credit', async () => {
    const me = await createUser(t, { name: 'Ola' });
    const response = await uploadPage(
      me,
      multipart(
        { title: 'Blue band' },
        { data: await solidJpeg(400, 200, '#0000ff'), filename: 'band.jpg', contentType: 'image/jpeg' },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = pageSchema.parse(body(response).data);
    expect(page).toMatchObject({
      title: 'Blue band',
      source: 'upload',
      prompt: null,
      generator: null,
      is_owner: true,
      is_colored: false,
      is_favorited: false,
      colored: null,
      colored_count: 0,
      favorited_count: 0,
      blocked: false,
      trending: false,
      user: { name: 'Ola', stripe_id: null },
    });
    const illustration = (await t.app.inject({ url: page.illustration })).rawPayload;
    expect(await sharp(illustration).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    // Letterboxed, never stretched, and thresholded: white bands above, the dark band black.
    const [top] = await pixelAt(illustration, 512, 10);
    const [middle] = await pixelAt(illustration, 512, 512);
    expect(top).toBe(255);
    expect(middle).toBe(0);
    const { data } = await sharp(illustration).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(data.every((value) => value === 0 || value === 255)).toBe(true);
    const thumbnail = (await t.app.inject({ url: page.thumbnail })).rawPayload;
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(await creditOf(me.user.id)).toBe(2);
  });

  it('titles the page from the file name when no title is sent', async () => {
    const me = await createUser(t);
    const response = await uploadPage(
      me,
      multipart({}, { data: await solidPng(20, 20), filename: 'my-cat_photo.png' }),
    );
    expect(body(response).data.title).toBe('my cat photo');
  });

  it('answers 403 NO_CREDITS when none is left, storing nothing', async () => {
    const me = await createUser(t);
    await t.db.update(credits).set({ pageCreation: 0 }).where(eq(credits.userId, me.user.id));
    const before = await files();
    const response = await uploadPage(me, multipart({}, { data: await solidPng(20, 20) }));
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({
      code: 'NO_CREDITS',
      message: 'No credits available. Upgrade your plan to continue.',
    });
    expect(await files()).toEqual(before);
    expect(await t.db.select().from(pages).where(eq(pages.userId, me.user.id))).toHaveLength(0);
  });

  it('answers 403 FORBIDDEN to admins', async () => {
    const admin = await createUser(t, { admin: true });
    const response = await uploadPage(admin, multipart({}, { data: await solidPng(20, 20) }));
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('FORBIDDEN');
  });

  it('refuses bad input before spending: nothing stored, credits unchanged', async () => {
    const me = await createUser(t);
    const before = await files();
    const cases: [ReturnType<typeof multipart>, number][] = [
      [multipart({}, { data: Buffer.from('plain text, not a picture'), filename: 'fake.png' }), 415],
      [multipart({}, { data: Buffer.alloc(MAX_UPLOAD_BYTES + 10, 7), filename: 'big.png' }), 413],
      [multipart({ title: 'no file' }), 400],
      [multipart({ title: 'x'.repeat(121) }, { data: await solidPng(10, 10) }), 400],
    ];
    for (const [form, status] of cases) {
      const response = await uploadPage(me, form);
      expect(response.statusCode, response.body).toBe(status);
    }
    const long = await uploadPage(
      me,
      multipart({ title: 'y'.repeat(121) }, { data: await solidPng(10, 10) }),
    );
    expect(body(long).issues).toEqual([
      { path: 'title', message: 'Title is too long (120 characters at most)' },
    ]);
    expect(await creditOf(me.user.id)).toBe(3);
    expect(await files()).toEqual(before);
    expect(await t.db.select().from(pages).where(eq(pages.userId, me.user.id))).toHaveLength(0);
  });

  it('refunds the credit and removes the files when storing fails, without leaking the cause', async () => {
    class FailingStorage extends LocalStorage {
      override async put(key: string, data: Buffer): Promise<void> {
        if (key.includes('-thumb')) throw new Error('disk on fire at /secret/path');
        await super.put(key, data);
      }
    }
    const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'huebook-failing-'));
    const broken = await setupTestApp({
      database: { ...t.database, close: async () => undefined },
      storage: new FailingStorage(uploadsDir),
    });
    try {
      const me = await createUser(broken);
      const response = await uploadPage(me, multipart({}, { data: await solidPng(20, 20) }), broken);
      expect(response.statusCode).toBe(500);
      expect(body(response)).toEqual({ code: 'INTERNAL', message: 'Something went wrong!' });
      expect(await creditOf(me.user.id, broken)).toBe(3);
      expect(await readdir(uploadsDir)).toEqual([]);
      expect(await t.db.select().from(pages).where(eq(pages.userId, me.user.id))).toHaveLength(0);
    } finally {
      await broken.close();
      await rm(uploadsDir, { recursive: true, force: true });
    }
  });
});
