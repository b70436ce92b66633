import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { MAX_REPLAY_LOG_BYTES } from '@huebook/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  body,
  createPage,
  createUser,
  setupTestApp,
  uploadPicture,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';
import { crossLineArt, solidPng } from '../../test/images.ts';

let t: TestApp;
let owner: TestUser;
let pageId: string;
let layer: Buffer;

beforeAll(async () => {
  t = await setupTestApp();
  owner = await createUser(t, { name: 'Owner' });
  pageId = (await createPage(t, owner, { title: 'Cross', picture: await crossLineArt(1024, 500, 24) })).id;
  layer = await solidPng(1024, 1024, '#ff0000');
});
afterAll(async () => {
  await t?.close();
});

/** A log as the web app writes it: "HBR1" and then bytes (the server does not read them). */
const logOf = (size: number, fill = 7) => {
  const bytes = Buffer.alloc(size, fill);
  bytes.write('HBR1', 0, 'latin1');
  return bytes.toString('base64');
};

const upsert = (user: TestUser, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/coloreds/upsert', headers: user.headers, payload });
const readLog = (user: TestUser, id = pageId) =>
  t.app.inject({ url: `/api/coloreds/${id}/log`, headers: user.headers });
const storedFiles = () => readdir(path.join(t.dataDir, 'uploads'));

describe('the replay log of a colored page', () => {
  it('is saved with the layer and read back by its owner only', async () => {
    const me = await createUser(t);
    const log = logOf(5000);
    const saved = await upsert(me, { pageId, photo: await uploadPicture(t, me, layer), log });
    expect(saved.statusCode, saved.body).toBe(200);

    const read = await readLog(me);
    expect(read.statusCode).toBe(200);
    expect(body(read).data).toEqual({ log });

    // Another user (who has not colored it) and the page's owner read nothing of it.
    expect(body(await readLog(await createUser(t))).data).toEqual({ log: null });
    expect(body(await readLog(owner)).data).toEqual({ log: null });
    // Not served under a name derived in the open from the layer's.
    const files = await storedFiles();
    const logFile = files.find((name) => name.startsWith('replay-'));
    expect(logFile).toBeDefined();
    const photoKey = path.basename(new URL(saved.json().data.photo, 'http://x').pathname);
    expect(logFile).not.toContain(photoKey.replace(/\.png$/, ''));
  });

  it('a new save replaces it; a save without a log removes it (it no longer leads to the layer)', async () => {
    const me = await createUser(t);
    await upsert(me, { pageId, photo: await uploadPicture(t, me, layer), log: logOf(100, 1) });
    const second = logOf(200, 2);
    await upsert(me, { pageId, photo: await uploadPicture(t, me, layer), log: second });
    expect(body(await readLog(me)).data).toEqual({ log: second });
    const before = (await storedFiles()).filter((name) => name.startsWith('replay-')).length;

    await upsert(me, { pageId, photo: await uploadPicture(t, me, layer) });
    expect(body(await readLog(me)).data).toEqual({ log: null });
    const after = (await storedFiles()).filter((name) => name.startsWith('replay-')).length;
    expect(after).toBe(before - 1);
  });

  it('refuses a log past 1 MiB with 413, and one that is not a replay log or not base64 with 400', async () => {
    const me = await createUser(t);
    const photo = await uploadPicture(t, me, layer);
    const tooLarge = await upsert(me, { pageId, photo, log: logOf(MAX_REPLAY_LOG_BYTES + 1) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'TOO_LARGE', message: expect.stringContaining('1 MiB') });

    // Exactly 1 MiB is allowed.
    expect((await upsert(me, { pageId, photo, log: logOf(MAX_REPLAY_LOG_BYTES) })).statusCode).toBe(200);

    const notALog = await upsert(me, { pageId, photo, log: Buffer.from('PNG-ish bytes').toString('base64') });
    expect(notALog.statusCode).toBe(400);
    expect(notALog.json()).toMatchObject({ code: 'INVALID_INPUT', issues: [{ path: 'log' }] });

    const notBase64 = await upsert(me, { pageId, photo, log: 'not base64 at all!' });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().issues[0].path).toBe('log');
    // The refused saves kept the 1 MiB log.
    expect(body(await readLog(me)).data.log).toHaveLength(Math.ceil(MAX_REPLAY_LOG_BYTES / 3) * 4);
  });

  it('answers null for a page id that is not one, and 401 to a visitor', async () => {
    const me = await createUser(t);
    expect(body(await readLog(me, 'nope')).data).toEqual({ log: null });
    expect((await t.app.inject({ url: `/api/coloreds/${pageId}/log` })).statusCode).toBe(401);
  });
});
