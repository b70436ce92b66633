import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { body, createUser, setupTestApp, type TestApp } from '../../test/app.ts';
import { multipart } from '../../test/multipart.ts';

import { convertToLineArt } from './convert.ts';
import { finalizePage } from './finalize.ts';
import { ImageInputError } from './image-input-error.ts';
import { makeNumberPalette } from './number-palette.ts';
import { renderPage } from './page-image.ts';
import { computePhotoPalette } from './photo-palette.ts';
import { renderLineArt } from './trace.ts';

/** A real photo (see e2e/fixtures/photos/SOURCES.md), cropped to 1024² as the benchmark does. */
const PHOTO = path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/photos/ladybird.jpg');
const NOT_A_PICTURE = Buffer.from('plain text, not a picture');

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await setupTestApp();
  photo = await sharp(await readFile(PHOTO))
    .resize(1024, 1024, { fit: 'cover' })
    .jpeg({ quality: 90 })
    .toBuffer();
  await convertToLineArt(photo, 'medium'); // the worker has started: later timings are the work alone
});
afterAll(async () => {
  await t?.close();
});

/**
 * Turns the event loop (a chain of setImmediate callbacks) until `work` settles. Returns how
 * many turns ran before it did, the longest time between two turns and the whole time, in
 * milliseconds: pixel work on the event loop shows as one stall nearly as long as the whole.
 */
async function turnWhile(
  work: Promise<unknown>,
): Promise<{ turns: number; stallMs: number; totalMs: number }> {
  let isDone = false;
  const settled = work.finally(() => {
    isDone = true;
  });
  const start = performance.now();
  let last = start;
  let stallMs = 0;
  let turns = 0;
  while (!isDone) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
    turns += 1;
  }
  await settled;
  return { turns, stallMs, totalMs: performance.now() - start };
}

describe('the line-art worker pool', () => {
  it('keeps the event loop turning while a photo converts', async () => {
    const { turns, stallMs, totalMs } = await turnWhile(convertToLineArt(photo, 'medium'));
    expect(turns).toBeGreaterThan(1);
    // On the event loop the tracing alone was ~80% of the conversion, in one piece.
    expect(stallMs).toBeLessThan(totalMs / 2);
  });

  it('keeps the event loop turning while a photo palette is computed, with the palette of the work on this thread', async () => {
    const { illustration } = await finalizePage(await convertToLineArt(photo, 'medium'));
    const inThread = await computePhotoPalette(photo, illustration);
    const pooled = makeNumberPalette(photo, illustration);
    const { turns, stallMs, totalMs } = await turnWhile(pooled);
    expect(await pooled).toEqual(inThread);
    expect(inThread?.seeds.length).toBeGreaterThan(10);
    expect(turns).toBeGreaterThan(1);
    // On the event loop its pixel loops were one stall of 80–95% of the whole.
    expect(stallMs).toBeLessThan(totalMs / 2);
  });

  it('answers a light request while an upload is converted, before the conversion ends', async () => {
    const me = await createUser(t);
    const finished: string[] = [];
    const form = multipart(
      { lineArt: 'true' },
      { data: photo, filename: 'ladybird.jpg', contentType: 'image/jpeg' },
    );
    const upload = t.app
      .inject({
        method: 'POST',
        url: '/api/pages/upload',
        headers: { ...me.headers, ...form.headers },
        payload: form.payload,
      })
      .then((response) => {
        finished.push('upload');
        return response;
      });
    const plans = await t.app.inject({ url: '/api/plans/list' });
    finished.push('plans');
    expect(plans.statusCode).toBe(200);
    const uploaded = await upload;
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(finished).toEqual(['plans', 'upload']);
  });

  it('gives back the caller’s buffers untouched and the same bytes as the work on this thread', async () => {
    const copy = Buffer.from(photo);
    const [pooled, inThread] = await Promise.all([
      convertToLineArt(photo, 'medium'),
      renderLineArt(photo, 'medium'),
    ]);
    expect(photo.equals(copy)).toBe(true);
    expect(pooled.equals(inThread)).toBe(true);
    const page = await finalizePage(pooled);
    const pageInThread = await renderPage(pooled);
    expect(page.illustration.equals(pageInThread.illustration)).toBe(true);
    expect(page.thumbnail.equals(pageInThread.thumbnail)).toBe(true);
  });

  it('throws ImageInputError from the worker with the code and message of the work on this thread', async () => {
    const expected = await renderLineArt(NOT_A_PICTURE, 'medium').catch((error: unknown) => error);
    expect(expected).toBeInstanceOf(ImageInputError);
    for (const run of [convertToLineArt, finalizePage]) {
      const error = await run(NOT_A_PICTURE).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ImageInputError);
      expect(error).toMatchObject({
        name: 'ImageInputError',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: (expected as ImageInputError).message,
      });
    }
    const huge = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    await expect(convertToLineArt(huge, 'medium')).rejects.toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('still answers an unreadable upload 415 with the reader’s message, for both kinds of upload', async () => {
    const me = await createUser(t);
    for (const lineArt of ['true', 'false']) {
      const form = multipart({ lineArt }, { data: NOT_A_PICTURE, filename: 'fake.png' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/pages/upload',
        headers: { ...me.headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(415);
      expect(body(response)).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'The file is not a picture we can read (PNG, JPEG or WebP).',
      });
    }
  });
});
