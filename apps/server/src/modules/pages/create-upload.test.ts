import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { DETAIL_REGION_RANGES } from '@huebook/shared/constants';
import { pageSchema } from '@huebook/shared/schemas/page';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { credits, pages } from '../../db/schema.ts';
import { countColorableRegions } from '../../providers/line-art/page-quality.ts';
import { isPureBlackAndWhite, readPixels } from '../../providers/line-art/pixel-census.ts';
import { body, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { multipart } from '../../test/multipart.ts';

/** A real photo (see e2e/fixtures/photos/SOURCES.md). */
const PHOTO = path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/photos/ladybird.jpg');

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await setupTestApp();
  photo = await readFile(PHOTO);
});
afterAll(async () => {
  await t?.close();
});

function uploadPage(user: TestUser, form: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pages/upload',
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
}
async function creditOf(userId: string) {
  const [row] = await t.db.select().from(credits).where(eq(credits.userId, userId));
  return row?.pageCreation;
}
const files = () => readdir(path.join(t.dataDir, 'uploads')).catch(() => [] as string[]);
const asJpeg = { filename: 'ladybird.jpg', contentType: 'image/jpeg' };

describe('POST /api/pages/upload with lineArt', () => {
  it('converts a photo to pure black-and-white line art, 1024², with a 512 WebP thumbnail', async () => {
    const me = await createUser(t);
    const response = await uploadPage(me, multipart({ lineArt: 'true' }, { data: photo, ...asJpeg }));
    expect(response.statusCode, response.body).toBe(200);
    const page = pageSchema.parse(body(response).data);
    expect(page).toMatchObject({
      title: 'ladybird',
      source: 'upload',
      generator: 'offline',
      generation: { method: 'photo', detail: 'medium' },
      prompt: null,
    });
    const illustration = (await t.app.inject({ url: page.illustration })).rawPayload;
    expect(await sharp(illustration).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    const pixels = await readPixels(illustration);
    expect(isPureBlackAndWhite(pixels)).toBe(true);
    const ink = pixels.gray.filter((v) => v === 0).length / pixels.gray.length;
    expect(ink).toBeGreaterThan(0.01); // lines were found…
    expect(ink).toBeLessThan(0.4); // …and it is not a black blotch
    const thumbnail = (await t.app.inject({ url: page.thumbnail })).rawPayload;
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(await creditOf(me.user.id)).toBe(2);
  });

  it('thresholds the picture as it is with lineArt=false: black and white, but no edge tracing', async () => {
    const me = await createUser(t);
    const kept = await uploadPage(me, multipart({ lineArt: 'false' }, { data: photo, ...asJpeg }));
    const traced = await uploadPage(me, multipart({ lineArt: 'true' }, { data: photo, ...asJpeg }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(traced.statusCode, traced.body).toBe(200);
    const read = async (response: typeof kept) =>
      readPixels((await t.app.inject({ url: body(response).data.illustration })).rawPayload);
    const [keptPixels, tracedPixels] = await Promise.all([read(kept), read(traced)]);
    expect(keptPixels.width).toBe(1024);
    expect(isPureBlackAndWhite(keptPixels)).toBe(true);
    expect(Buffer.compare(Buffer.from(keptPixels.gray), Buffer.from(tracedPixels.gray))).not.toBe(0);
    expect(body(kept).data).toMatchObject({ generator: null, generation: { method: 'kept' } });
  });

  it('makes fewer regions at Simple than at Detailed, each in its range, and records the level', async () => {
    const me = await createUser(t);
    const counts: Record<string, number> = {};
    for (const detail of ['simple', 'detailed'] as const) {
      const response = await uploadPage(
        me,
        multipart({ lineArt: 'true', detail }, { data: photo, ...asJpeg }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(body(response).data.generation).toEqual({ method: 'photo', detail });
      const illustration = (await t.app.inject({ url: body(response).data.illustration })).rawPayload;
      counts[detail] = await countColorableRegions(illustration);
      const [min, max] = DETAIL_REGION_RANGES[detail];
      expect(counts[detail]).toBeGreaterThanOrEqual(min);
      expect(counts[detail]).toBeLessThanOrEqual(max);
    }
    expect(counts.simple).toBeLessThan(counts.detailed as number);
    expect(await creditOf(me.user.id)).toBe(1);
  });

  it('refuses a bad lineArt value or an unreadable picture before spending: nothing stored', async () => {
    const me = await createUser(t);
    const before = await files();
    const bad = await uploadPage(me, multipart({ lineArt: 'maybe' }, { data: photo, ...asJpeg }));
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ code: 'INVALID_INPUT', issues: [{ path: 'lineArt' }] });
    const badDetail = await uploadPage(
      me,
      multipart({ lineArt: 'true', detail: 'extreme' }, { data: photo, ...asJpeg }),
    );
    expect(badDetail.statusCode).toBe(400);
    expect(body(badDetail)).toMatchObject({
      code: 'INVALID_INPUT',
      issues: [{ path: 'detail', message: 'Detail must be simple, medium or detailed' }],
    });
    const text = await uploadPage(
      me,
      multipart({ lineArt: 'true' }, { data: Buffer.from('not a picture'), filename: 'fake.jpg' }),
    );
    expect(text.statusCode).toBe(415);
    expect(body(text).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    const tooMany = await uploadPage(me, multipart({ lineArt: 'true' }, { data: huge, ...asJpeg }));
    expect(tooMany.statusCode, tooMany.body).toBe(413);
    expect(body(tooMany).code).toBe('TOO_LARGE');
    expect(await creditOf(me.user.id)).toBe(3);
    expect(await files()).toEqual(before);
    expect(await t.db.select().from(pages).where(eq(pages.userId, me.user.id))).toHaveLength(0);
  });
});
