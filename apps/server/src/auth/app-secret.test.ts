import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { encryptSecret } from '../lib/secrets.ts';
import { bearer, body, createUser, setupTestApp } from '../test/app.ts';
import { createTestDatabase } from '../test/db.ts';

import { APP_SECRET_FILE, resolveAppSecret } from './app-secret.ts';
import { signAccessToken } from './tokens.ts';

let database: Database;
const dirs: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
afterEach(async () => {
  await database.db.delete(settings).where(eq(settings.name, 'app_secret'));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'huebook-secret-'));
  dirs.push(dir);
  return dir;
}

const storedSecretRows = () => database.db.select().from(settings).where(eq(settings.name, 'app_secret'));

describe('resolveAppSecret', () => {
  it('generates the secret once into DATA_DIR/app-secret (mode 0600), never into the database', async () => {
    const dir = await dataDir();
    const secret = await resolveAppSecret(database.db, { fromEnv: undefined, dataDir: dir });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, APP_SECRET_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveAppSecret(database.db, { fromEnv: undefined, dataDir: dir })).toBe(secret);
    const values = await database.db.select({ value: settings.value }).from(settings);
    expect(values.some((row) => row.value.includes(secret))).toBe(false);
  });

  it('gives processes starting together the same secret', async () => {
    const dir = await dataDir();
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => resolveAppSecret(database.db, { fromEnv: undefined, dataDir: dir })),
    );
    expect(new Set(secrets).size).toBe(1);
  });

  it('uses APP_SECRET when set, and writes no file', async () => {
    const dir = await dataDir();
    const fromEnv = 'an-app-secret-from-the-environment';
    expect(await resolveAppSecret(database.db, { fromEnv, dataDir: dir })).toBe(fromEnv);
    await expect(stat(path.join(dir, APP_SECRET_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('moves the secret of an older install out of the settings table', async () => {
    const dir = await dataDir();
    const legacy = 'legacy-secret-kept-in-the-database';
    await database.db.insert(settings).values({ name: 'app_secret', value: legacy, secret: true });
    expect(await resolveAppSecret(database.db, { fromEnv: undefined, dataDir: dir })).toBe(legacy);
    expect((await readFile(path.join(dir, APP_SECRET_FILE), 'utf8')).trim()).toBe(legacy);
    expect(await storedSecretRows()).toEqual([]);
    expect(await resolveAppSecret(database.db, { fromEnv: undefined, dataDir: dir })).toBe(legacy);
  });

  it('deletes the old row when APP_SECRET is set', async () => {
    const dir = await dataDir();
    await database.db.insert(settings).values({ name: 'app_secret', value: 'x'.repeat(40), secret: true });
    await resolveAppSecret(database.db, { fromEnv: 'an-app-secret-from-the-environment', dataDir: dir });
    expect(await storedSecretRows()).toEqual([]);
  });

  it('refuses a file too short to be a secret', async () => {
    const dir = await dataDir();
    await writeFile(path.join(dir, APP_SECRET_FILE), 'short\n');
    await expect(resolveAppSecret(database.db, { fromEnv: undefined, dataDir: dir })).rejects.toThrow(
      /app-secret holds no secret of 16\+ characters/,
    );
  });
});

describe('an install upgraded from a secret in the database', () => {
  it('keeps its sessions and stored keys working', async () => {
    const upgraded = await createTestDatabase();
    const legacy = 'legacy-secret-kept-in-the-database';
    await upgraded.db.insert(settings).values([
      { name: 'app_secret', value: legacy, secret: true },
      { name: 'openai_key', value: encryptSecret(legacy, 'openai_key', 'sk-kept'), secret: true },
    ]);
    const t = await setupTestApp({ database: upgraded });
    try {
      const admin = await createUser(t, { admin: true });
      const oldToken = await signAccessToken(legacy, admin.user.id, 0);
      const read = await t.app.inject({ url: '/api/users/read', headers: bearer(oldToken) });
      expect(body(read).data.id).toBe(admin.user.id);
      // The stored OpenAI key still decrypts: /app/status counts only keys that do.
      const status = await t.app.inject({ url: '/api/app/status', headers: admin.headers });
      expect(body(status).data.openaiApi).toBe(true);
      expect((await readFile(path.join(t.dataDir, APP_SECRET_FILE), 'utf8')).trim()).toBe(legacy);
      expect(await t.db.select().from(settings).where(eq(settings.name, 'app_secret'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
