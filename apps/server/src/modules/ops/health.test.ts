import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { body, setupTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /healthz', () => {
  it('answers 200 ok while the process runs', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database and the uploads folder work', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 naming storage when the uploads folder cannot be written to', async () => {
    // Run as root, a folder's mode does not stop writes: a file where the folder was does.
    const uploads = path.join(t.dataDir, 'uploads');
    await rm(uploads, { recursive: true, force: true });
    await writeFile(uploads, 'not a folder');
    try {
      const response = await t.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(body(response)).toEqual({
        status: 'unavailable',
        message: 'Not ready: storage (the uploads folder cannot be written to).',
        checks: { database: 'ok', storage: 'the uploads folder cannot be written to' },
      });
    } finally {
      await rm(uploads, { force: true });
    }
  });

  it('answers 503 naming the database when it is closed', async () => {
    const other = await setupTestApp();
    try {
      await other.database.close();
      const response = await other.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(body(response)).toMatchObject({
        status: 'unavailable',
        message: 'Not ready: database (the database does not answer).',
        checks: { database: 'the database does not answer', storage: 'ok' },
      });
    } finally {
      await other.app.close();
      await rm(other.dataDir, { recursive: true, force: true });
    }
  });
});
