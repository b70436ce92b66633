import { monitorEventLoopDelay } from 'node:perf_hooks';

import type { Page } from '@huebook/shared/schemas/page';
import type { BookJob } from '@huebook/shared/schemas/print';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  body,
  createPage,
  createUser,
  subscribe,
  uploadPicture,
  type TestApp,
  type TestUser,
  setupTestApp,
} from '../../test/app.ts';
import { crossLineArt, solidPng } from '../../test/images.ts';

import { inspectPdf } from './pdf-inspect.test-support.ts';

let t: TestApp;
let owner: TestUser;
let reader: TestUser;
let pages: Page[];

const start = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/books', headers: user.headers, payload });
const jobOf = async (user: TestUser, id: string): Promise<BookJob> =>
  body(await t.app.inject({ url: `/api/books/${id}`, headers: user.headers })).data;

/** Polls the job until it is ready or failed; returns every state seen, in order. */
async function follow(user: TestUser, id: string): Promise<BookJob[]> {
  const seen: BookJob[] = [];
  for (;;) {
    const job = await jobOf(user, id);
    seen.push(job);
    if (job.state === 'ready' || job.state === 'failed') return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Saves a colored layer for `page` as `user` (PATCH /coloreds/upsert). */
async function color(user: TestUser, page: Page, hex: string) {
  const photo = await uploadPicture(t, user, await solidPng(1024, 1024, hex));
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/coloreds/upsert',
    headers: user.headers,
    payload: { pageId: page.id, photo },
  });
  expect(saved.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await setupTestApp();
  owner = await subscribe(t, await createUser(t, { name: 'Bea Bookmaker' }));
  reader = await subscribe(t, await createUser(t, { name: 'Rae Reader' }));
  pages = [];
  for (const [index, start] of [100, 300, 500, 700].entries()) {
    pages.push(
      await createPage(t, owner, {
        title: `Cross ${index + 1}`,
        picture: await crossLineArt(1024, start, 20),
      }),
    );
  }
  await color(owner, pages[0]!, '#5fbf72');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /books (a book as a job)', () => {
  it('makes a 24-page book off the request path: other requests answer while it is made', async () => {
    const pageIds = Array.from({ length: 24 }, (_, i) => pages[i % pages.length]!.id);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const began = performance.now();
    const started = await start(owner, { title: 'Twenty-four crosses', pageIds, paper: 'a4' });
    expect(started.statusCode).toBe(200);
    const job: BookJob = body(started).data;
    expect(job).toMatchObject({ total: 24, fileName: 'Twenty-four crosses.pdf', message: null });
    expect(['queued', 'making']).toContain(job.state);

    // While the book is made, someone reads a page and its picture.
    const readStart = performance.now();
    const read = await t.app.inject({ url: `/api/pages/${pages[1]!.id}/read`, headers: reader.headers });
    const readMs = performance.now() - readStart;
    expect(read.statusCode).toBe(200);
    expect((await jobOf(owner, job.id)).state).not.toBe('ready');
    expect(readMs).toBeLessThan(1000);

    const seen = await follow(owner, job.id);
    const bookMs = performance.now() - began;
    delay.disable();
    expect(seen.at(-1)).toMatchObject({ state: 'ready', done: 24 });
    // Real progress: pages counted up as they were made, never back.
    const dones = seen.map((state) => state.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(dones.some((done) => done > 0 && done < 24)).toBe(true);
    // The event loop never stopped for long (a book made in one go would stop it for seconds).
    expect(delay.max / 1e6).toBeLessThan(Math.max(500, bookMs / 4));

    const file = await t.app.inject({ url: `/api/books/${job.id}/pdf`, headers: owner.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="Twenty-four crosses.pdf"');
    expect((await inspectPdf(file.rawPayload)).sheets).toHaveLength(25);
  }, 120_000);

  it('makes the same book asked twice once, and a recolored page makes it again', async () => {
    const request = { title: 'Twice', pageIds: [pages[2]!.id, pages[3]!.id], paper: 'letter' };
    const [first, second] = await Promise.all([start(owner, request), start(owner, request)]);
    const id = body(first).data.id as string;
    expect(body(second).data.id).toBe(id);
    // The waiting download joins the same job: the same bytes.
    const [waited] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/books/pdf', headers: owner.headers, payload: request }),
      follow(owner, id),
    ]);
    const file = await t.app.inject({ url: `/api/books/${id}/pdf`, headers: owner.headers });
    expect(waited.rawPayload.equals(file.rawPayload)).toBe(true);
    // Once made, asked again shortly after: still the same job, ready at once.
    expect(body(await start(owner, request)).data).toMatchObject({ id, state: 'ready' });

    // Another option, another user or new colors are another book.
    expect(body(await start(owner, { ...request, paper: 'a4' })).data.id).not.toBe(id);
    expect(body(await start(reader, request)).data.id).not.toBe(id);
    await color(owner, pages[3]!, '#f6a5c0');
    expect(body(await start(owner, request)).data.id).not.toBe(id);
  }, 120_000);

  it('adds a blank back after the cover and after each page when asked', async () => {
    const request = {
      title: 'One side',
      pageIds: [pages[0]!.id, pages[1]!.id, pages[2]!.id],
      blankBacks: true,
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/books/pdf',
      headers: owner.headers,
      payload: request,
    });
    expect(response.statusCode).toBe(200);
    // Cover and 3 pages, each with its back: 8 sheets (4 without the option).
    expect((await inspectPdf(response.rawPayload)).sheets).toHaveLength(8);
  }, 60_000);

  it("makes one book at a time; a job is its maker's, its PDF there once ready", async () => {
    const big = body(
      await start(owner, { title: 'Big', pageIds: Array.from({ length: 24 }, () => pages[1]!.id) }),
    ).data;
    const small = body(await start(owner, { title: 'Small', pageIds: [pages[2]!.id] })).data;
    // The small book waits for the big one: its file is not there yet.
    expect(small.state).toBe('queued');
    const early = await t.app.inject({ url: `/api/books/${small.id}/pdf`, headers: owner.headers });
    expect(early.statusCode).toBe(409);
    expect(body(early).message).toBe('The book is still being made. Wait for it to be ready.');
    const stranger = await t.app.inject({ url: `/api/books/${small.id}`, headers: reader.headers });
    expect(stranger.statusCode).toBe(404);
    expect(body(stranger).message).toBe('This book is no longer here. Make it again.');
    expect((await follow(owner, small.id)).at(-1)?.state).toBe('ready');
    expect((await jobOf(owner, big.id)).state).toBe('ready');
  }, 120_000);
});
