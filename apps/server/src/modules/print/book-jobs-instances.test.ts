/**
 * Book jobs across instances: two apps on one database and one storage folder (as two
 * instances behind a load balancer share the database and the bucket), so a poll or a download
 * may reach another instance than the one that started the book.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { Page } from '@huebook/shared/schemas/page';
import type { BookJob } from '@huebook/shared/schemas/print';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../../db/client.ts';
import { bookJobs } from '../../db/schema.ts';
import { LocalStorage } from '../../lib/storage.ts';
import {
  body,
  createPage,
  createUser,
  setupTestApp,
  subscribe,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';
import { crossLineArt } from '../../test/images.ts';

import { BOOK_MAX_MAKERS } from './book-job-rows.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';

let database: Database;
let storageDir: string;
let storage: LocalStorage;
let a: TestApp;
let b: TestApp;
let owner: TestUser;
let stranger: TestUser;
let pages: Page[];
let sharedEnv: Record<string, string>;

const start = (app: TestApp, user: TestUser, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/api/books', headers: user.headers, payload });
const read = (app: TestApp, user: TestUser, id: string) =>
  app.app.inject({ url: `/api/books/${id}`, headers: user.headers });
const download = (app: TestApp, user: TestUser, id: string) =>
  app.app.inject({ url: `/api/books/${id}/pdf`, headers: user.headers });

/** Polls the job on `app` until it is ready or failed; every state seen, in order. */
async function follow(app: TestApp, user: TestUser, id: string): Promise<BookJob[]> {
  const seen: BookJob[] = [];
  for (;;) {
    const response = await read(app, user, id);
    expect(response.statusCode, response.body).toBe(200);
    const job: BookJob = body(response).data;
    seen.push(job);
    if (job.state === 'ready' || job.state === 'failed') return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A job row as an instance that died while making it leaves it: no update for two minutes. */
async function insertAbandonedJob(request: { title: string; pageIds: string[] }, makers: number) {
  const [row] = await a.db
    .insert(bookJobs)
    .values({
      userId: owner.user.id,
      key: `abandoned-${request.title}`,
      request: { ...request, paper: 'a4', blankBacks: false },
      status: 'making',
      done: 1,
      total: request.pageIds.length,
      maker: 'an-instance-that-died',
      makers,
      updatedAt: new Date(Date.now() - 2 * 60_000),
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'huebook-book-storage-'));
  storage = new LocalStorage(storageDir);
  // Like instances, they share the app secret: a session signed by one is good on the other.
  sharedEnv = { APP_SECRET: randomBytes(24).toString('base64url') };
  a = await setupTestApp({ database, storage, env: sharedEnv });
  b = await setupTestApp({ database, storage, env: sharedEnv });
  owner = await subscribe(a, await createUser(a, { name: 'Ivy Instances' }));
  stranger = await subscribe(a, await createUser(a, { name: 'Sol Stranger' }));
  pages = [];
  for (const [index, offset] of [150, 450, 750].entries()) {
    pages.push(
      await createPage(a, owner, {
        title: `Cross ${index + 1}`,
        picture: await crossLineArt(1024, offset, 20),
      }),
    );
  }
}, 180_000);

afterAll(async () => {
  // B first, then A, which closes the shared database.
  await b?.app.close();
  if (b) await rm(b.dataDir, { recursive: true, force: true });
  await a?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('book jobs on two instances of one database and storage', () => {
  it('a book started on A is polled to ready and downloaded on B; a stranger gets 404 on both', async () => {
    const started = await start(a, owner, { title: 'Across', pageIds: pages.map((page) => page.id) });
    expect(started.statusCode, started.body).toBe(200);
    const job: BookJob = body(started).data;

    const seen = await follow(b, owner, job.id);
    expect(seen.at(-1)).toMatchObject({
      id: job.id,
      state: 'ready',
      done: 3,
      total: 3,
      fileName: 'Across.pdf',
    });
    const fromB = await download(b, owner, job.id);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('application/pdf');
    expect(fromB.headers['content-disposition']).toContain('filename="Across.pdf"');
    expect((await inspectPdf(fromB.rawPayload)).sheets).toHaveLength(4);
    const fromA = await download(a, owner, job.id);
    expect(fromA.rawPayload.equals(fromB.rawPayload)).toBe(true);

    for (const app of [a, b]) {
      expect((await read(app, stranger, job.id)).statusCode).toBe(404);
      expect((await download(app, stranger, job.id)).statusCode).toBe(404);
    }
    // The file is in storage under a name that is not the job's id.
    const [row] = await a.db.select().from(bookJobs).where(eq(bookJobs.id, job.id));
    expect(row?.pdfKey).toMatch(/^book-[\w-]{24}\.pdf$/);
    expect(row?.pdfKey).not.toContain(job.id);
  }, 120_000);

  it('the same book asked on A and B at once is one job, made once', async () => {
    const request = { title: 'Both at once', pageIds: [pages[2]!.id, pages[0]!.id], paper: 'letter' };
    const [onA, onB] = await Promise.all([start(a, owner, request), start(b, owner, request)]);
    expect(onA.statusCode, onA.body).toBe(200);
    expect(onB.statusCode, onB.body).toBe(200);
    const id = body(onA).data.id as string;
    expect(body(onB).data.id).toBe(id);
    const [row] = await a.db.select().from(bookJobs).where(eq(bookJobs.id, id));
    expect(
      await a.db.select({ id: bookJobs.id }).from(bookJobs).where(eq(bookJobs.key, row!.key)),
    ).toHaveLength(1);
    expect((await follow(a, owner, id)).at(-1)?.state).toBe('ready');
    // Asked again on B once made: the same job, ready at once; POST /books/pdf there gives its file.
    expect(body(await start(b, owner, request)).data).toMatchObject({ id, state: 'ready' });
    const waited = await b.app.inject({
      method: 'POST',
      url: '/api/books/pdf',
      headers: owner.headers,
      payload: request,
    });
    expect(waited.statusCode).toBe(200);
    expect(waited.rawPayload.equals((await download(a, owner, id)).rawPayload)).toBe(true);
  }, 120_000);

  it('a job whose maker died is taken over by the instance that reads it next', async () => {
    const abandoned = await insertAbandonedJob({ title: 'Orphan', pageIds: [pages[1]!.id, pages[2]!.id] }, 1);
    const seen = await follow(b, owner, abandoned.id);
    expect(seen.at(-1)).toMatchObject({ state: 'ready', done: 2, total: 2, message: null });
    const [row] = await a.db.select().from(bookJobs).where(eq(bookJobs.id, abandoned.id));
    expect(row).toMatchObject({ status: 'ready', makers: 2 });
    expect(row?.maker).not.toBe('an-instance-that-died');
    const file = await download(a, owner, abandoned.id);
    expect(file.statusCode).toBe(200);
    expect((await inspectPdf(file.rawPayload)).sheets).toHaveLength(3);
  }, 120_000);

  it('an instance shut down while making a book hands it back, and another makes it at once', async () => {
    const c = await setupTestApp({ database, storage, env: sharedEnv });
    const pageIds = Array.from({ length: 24 }, (_, i) => pages[i % pages.length]!.id);
    const job: BookJob = body(await start(c, owner, { title: 'Handed back', pageIds })).data;
    await expect
      .poll(async () => body(await read(c, owner, job.id)).data.done, { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(0);
    // C stops at its next page; its job has no update for 30 s in the database's eyes.
    await c.app.close();
    await rm(c.dataDir, { recursive: true, force: true });
    const seen = await follow(b, owner, job.id);
    expect(seen.at(-1)).toMatchObject({ state: 'ready', done: 24, total: 24 });
    const [row] = await a.db.select().from(bookJobs).where(eq(bookJobs.id, job.id));
    expect(row?.makers).toBe(2);
    expect((await inspectPdf((await download(a, owner, job.id)).rawPayload)).sheets).toHaveLength(25);
  }, 180_000);

  it(`a job that lost ${BOOK_MAX_MAKERS} makers is failed, and asking again makes it anew`, async () => {
    const request = { title: 'Cursed', pageIds: [pages[0]!.id] };
    const abandoned = await insertAbandonedJob(request, BOOK_MAX_MAKERS);
    const polled = await read(a, owner, abandoned.id);
    expect(body(polled).data).toMatchObject({
      state: 'failed',
      message: 'The book could not be made. Try again.',
    });
    const file = await download(b, owner, abandoned.id);
    expect(file.statusCode).toBe(500);
    expect(body(file).message).toBe('The book could not be made. Try again.');
  });

  it('an ended job is gone after its time, and its file with it when the book is asked again', async () => {
    const request = { title: 'Short-lived', pageIds: [pages[0]!.id] };
    const job: BookJob = body(await start(a, owner, request)).data;
    expect((await follow(b, owner, job.id)).at(-1)?.state).toBe('ready');
    const [row] = await a.db.select().from(bookJobs).where(eq(bookJobs.id, job.id));
    expect(await storage.get(row!.pdfKey!)).toBeInstanceOf(Buffer);

    // Ten minutes later (its expiry moved into the past).
    await a.db
      .update(bookJobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookJobs.id, job.id));
    for (const app of [a, b]) {
      const gone = await read(app, owner, job.id);
      expect(gone.statusCode).toBe(404);
      expect(body(gone).message).toBe('This book is no longer here. Make it again.');
    }
    const again: BookJob = body(await start(b, owner, request)).data;
    expect(again.id).not.toBe(job.id);
    expect(await a.db.select().from(bookJobs).where(eq(bookJobs.id, job.id))).toHaveLength(0);
    await expect(storage.get(row!.pdfKey!)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await follow(a, owner, again.id)).at(-1)?.state).toBe('ready');
  }, 120_000);
});
