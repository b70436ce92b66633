import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { body, setupTestApp, type TestApp } from '../../test/app.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3rver.ts';

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

describe('GET /readyz with an S3 bucket', () => {
  const BUCKET = 'huebook-ready';
  let s3: LocalS3;
  const apps: TestApp[] = [];

  /** An app on the shared database whose uploads go to `bucket`. */
  async function appWithBucket(bucket: string): Promise<TestApp> {
    const app = await setupTestApp({
      database: t.database,
      env: s3.env(bucket),
    });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    s3 = await startLocalS3(BUCKET);
  });
  afterAll(async () => {
    // The database is the file's: only the apps and their folders go here.
    for (const app of apps) {
      await app.app.close();
      await rm(app.dataDir, { recursive: true, force: true });
    }
    await s3?.close();
  });

  it('answers 200 when the bucket answers', async () => {
    const response = await (await appWithBucket(BUCKET)).app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(body(response).checks).toEqual({ database: 'ok', storage: 'ok' });
  });

  it('answers 503 naming storage when the bucket is missing', async () => {
    const response = await (await appWithBucket('no-such-bucket')).app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(body(response)).toEqual({
      status: 'unavailable',
      message: 'Not ready: storage (the S3 bucket cannot be reached).',
      checks: { database: 'ok', storage: 'the S3 bucket cannot be reached' },
    });
  });
});
