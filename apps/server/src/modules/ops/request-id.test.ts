import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/db.ts';

import { requestIdFor } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  reqId?: string;
  msg?: string;
  req?: { url?: string };
}

let app: FastifyInstance;
let database: Database;
let dataDir: string;
/** Every line the app logged, parsed. */
const lines: LogLine[] = [];

beforeAll(async () => {
  // The harness's app logs nothing (LOG_LEVEL silent under test): this one logs into `lines`.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'huebook-test-'));
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  app = await buildApp({
    config,
    db: database.db,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('requestIdFor', () => {
  it('keeps a short id of safe characters', () => {
    for (const id of [
      'abc-123',
      'f0e1d2c3b4a5968778695a4b3c2d1e0f',
      'Root=1-67891233-abcdef012345678912345678',
    ]) {
      expect(requestIdFor({ headers: { 'x-request-id': id } })).toBe(id);
    }
  });

  it('makes a new UUID for a missing, long or unsafe id', () => {
    for (const id of [undefined, '', 'x'.repeat(65), 'has space', 'line\nbreak', '<script>', 'é']) {
      expect(requestIdFor({ headers: { 'x-request-id': id } })).toMatch(UUID);
    }
  });
});

describe('x-request-id', () => {
  it('echoes a valid incoming id', async () => {
    const response = await app.inject({ url: '/api/plans/list', headers: { 'x-request-id': 'lb-42.a' } });
    expect(response.headers['x-request-id']).toBe('lb-42.a');
  });

  it('answers a new UUID when none or a bad one comes, on errors too', async () => {
    const plain = await app.inject({ url: '/api/plans/list' });
    const bad = await app.inject({ url: '/api/nothing-here', headers: { 'x-request-id': 'a b' } });
    expect(bad.statusCode).toBe(404);
    for (const response of [plain, bad]) expect(response.headers['x-request-id']).toMatch(UUID);
    expect(plain.headers['x-request-id']).not.toBe(bad.headers['x-request-id']);
  });

  it('is on every log line of its request', async () => {
    for (const url of ['/api/plans/list', '/api/users/read']) {
      const response = await app.inject({ url });
      const id = String(response.headers['x-request-id']);
      const own = lines.filter((line) => line.reqId === id);
      expect(own.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(own[0]?.req?.url).toBe(url);
    }
  });

  it('leaves the probes and /metrics out of the request logs', async () => {
    const before = lines.length;
    for (const url of ['/healthz', '/readyz', '/metrics']) {
      expect((await app.inject({ url })).statusCode).toBe(200);
    }
    expect(lines.slice(before)).toEqual([]);
  });
});
