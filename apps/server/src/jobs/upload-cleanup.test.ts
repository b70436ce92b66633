import { existsSync } from 'node:fs';
import path from 'node:path';

import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { uploads } from '../db/schema.ts';
import type { Storage } from '../lib/storage.ts';
import {
  body,
  createPage,
  createUser,
  setupTestApp,
  uploadPicture,
  type TestApp,
  type TestUser,
} from '../test/app.ts';
import { solidPng } from '../test/images.ts';

import { cleanUpUploads, startUploadCleanupJob, UPLOAD_CLEANUP_LOCK_KEY } from './upload-cleanup.ts';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await createUser(t, { admin: true });
  alice = await createUser(t, { name: 'Alice' });
});
afterAll(async () => {
  await t?.close();
});

const keyOf = (url: string) => url.slice('/uploads/'.length);
const upload = async (user: TestUser) => uploadPicture(t, user, await solidPng(8, 8, 'transparent'));
/** Makes uploads look stored and last used `hours` ago. */
const age = (urls: string[], hours = 48) =>
  t.db
    .update(uploads)
    .set({
      createdAt: sql`now() - make_interval(hours => ${hours})`,
      usedAt: sql`now() - make_interval(hours => ${hours})`,
    })
    .where(inArray(uploads.key, urls.map(keyOf)));
/** Which of `urls` still have their row and their file. */
async function kept(urls: string[]): Promise<string[]> {
  const rows = await t.db
    .select({ key: uploads.key })
    .from(uploads)
    .where(inArray(uploads.key, urls.map(keyOf)));
  const withRow = new Set(rows.map((row) => row.key));
  return urls.filter((url) => {
    const hasFile = existsSync(path.join(t.dataDir, 'uploads', keyOf(url)));
    expect(hasFile, `${url}: row and file go together`).toBe(withRow.has(keyOf(url)));
    return hasFile;
  });
}
const call = (method: 'PATCH', url: string, user: TestUser, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: user.headers, payload });
async function ok(response: Promise<{ statusCode: number; body: string }>) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer;
}

describe('cleanUpUploads', () => {
  it('deletes uploads unused for a day that nothing references, row and file, and keeps the rest', async () => {
    const [orphan, fresh, firstPhoto, photo, drawing, favicon, websiteImage, legalImage, usedLate] =
      await Promise.all([
        upload(alice),
        upload(alice),
        upload(alice),
        upload(alice),
        upload(alice),
        upload(admin),
        upload(admin),
        upload(admin),
        upload(alice),
      ]);
    await ok(call('PATCH', '/users/update', alice, { photo: firstPhoto }));
    await ok(call('PATCH', '/users/update', alice, { photo }));
    const page = await createPage(t, alice);
    await ok(call('PATCH', '/coloreds/upsert', alice, { pageId: page.id, photo: drawing }));
    await ok(call('PATCH', '/settings/favicon/update', admin, { value: favicon }));
    const website = JSON.parse(
      body(await t.app.inject({ url: '/api/settings/list' })).data.find(
        (row: { name: string }) => row.name === 'website',
      ).value,
    );
    await ok(
      call('PATCH', '/settings/website/update', admin, {
        value: JSON.stringify({
          contact: { ...website.contact, image: websiteImage },
          terms: { ...website.terms, content: `<p>Our team</p><p><img src="${legalImage}"></p>` },
        }),
      }),
    );
    const all = [
      orphan!,
      fresh!,
      firstPhoto!,
      photo!,
      drawing!,
      favicon!,
      websiteImage!,
      legalImage!,
      usedLate!,
    ];
    await age(all.filter((url) => url !== fresh));
    // Unused for two days, then used: the use counts from now.
    await ok(call('PATCH', '/users/update', alice, { photo: usedLate }));

    expect(await cleanUpUploads(t.db, t.app.storage)).toEqual({ status: 'done', deleted: 3, failed: 0 });
    expect(await kept(all)).toEqual([fresh, drawing, favicon, websiteImage, legalImage, usedLate]);
    // The replaced photo (second) went too; the current one (usedLate) is referenced.
    expect(await kept([photo!])).toEqual([]);
    expect(await cleanUpUploads(t.db, t.app.storage)).toEqual({ status: 'done', deleted: 0, failed: 0 });

    // Once nothing references them and they are a day old, they go.
    await ok(call('PATCH', '/users/update', alice, { photo: null }));
    await age([usedLate!]);
    expect(await cleanUpUploads(t.db, t.app.storage)).toMatchObject({ deleted: 1 });
    expect(await kept([usedLate!])).toEqual([]);
  });

  it('keeps the row of a file that failed to go, and tries it again next run', async () => {
    const [a, b] = [await upload(alice), await upload(alice)];
    await age([a!, b!]);
    const failing: Storage = {
      put: (...args) => t.app.storage.put(...args),
      get: (key) => t.app.storage.get(key),
      url: (key) => t.app.storage.url(key),
      delete: async (key) => {
        if (key === keyOf(a!)) throw new Error('storage is down');
        await t.app.storage.delete(key);
      },
    };
    expect(await cleanUpUploads(t.db, failing)).toEqual({ status: 'done', deleted: 1, failed: 1 });
    expect(await kept([a!, b!])).toEqual([a]);
    expect(await cleanUpUploads(t.db, t.app.storage)).toEqual({ status: 'done', deleted: 1, failed: 0 });
    expect(await kept([a!])).toEqual([]);
  });

  it('runs in one instance at a time: a run skips while the lock is held elsewhere', async () => {
    const orphan = await upload(alice);
    await age([orphan]);
    if (t.database.driver === 'pg') {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_CLEANUP_LOCK_KEY})`);
        expect(await cleanUpUploads(t.db, t.app.storage)).toEqual({ status: 'skipped' });
      });
    }
    expect(await cleanUpUploads(t.db, t.app.storage)).toEqual({ status: 'done', deleted: 1, failed: 0 });
  });

  it('runs from its job at start and on its timer, and stops', async () => {
    const orphan = await upload(alice);
    await age([orphan]);
    const job = startUploadCleanupJob(t.db, t.app.storage, 60_000, t.app.log);
    await expect.poll(async () => (await kept([orphan])).length, { timeout: 5000 }).toBe(0);
    await job.stop();
    const rows = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, keyOf(orphan)));
    expect(rows).toEqual([]);
  });
});
