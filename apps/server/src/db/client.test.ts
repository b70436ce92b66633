import { randomBytes } from 'node:crypto';

import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resolveAppSecret } from '../auth/app-secret.ts';
import { signAccessToken } from '../auth/tokens.ts';
import { insertPages, setupTestApp, type TestApp } from '../test/app.ts';

import { fromPostgres } from './client.ts';
import { favorites, pages, plans, subscriptions, users } from './schema.ts';
import { seed } from './seed.ts';

const baseUrl = process.env.DATABASE_URL;

// Several instances starting together on one PostgreSQL: only meaningful on a real server.
describe.skipIf(!baseUrl)('PostgreSQL start-up by several instances at once', () => {
  const name = `huebook_test_${randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: baseUrl });

  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('migrates and seeds once when four instances start together on an empty database', async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;

    const instances = Array.from({ length: 4 }, () => fromPostgres(url.toString()));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      await Promise.all(instances.map((instance) => seed(instance.db)));
      const [row] = await instances[0]!.db.select({ n: count() }).from(plans);
      expect(row?.n).toBe(3);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});

// The default database (PGlite, or PostgreSQL when DATABASE_URL is set) under many writers at once.
describe('the database under concurrent writers', () => {
  const secret = 'writers-test-secret-writers-test-secret';
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp({ env: { APP_SECRET: secret } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('completes 200 concurrent favorite toggles by distinct paid users with the counters right', async () => {
    const [starter] = await t.db.select().from(plans).where(eq(plans.name, 'starter'));
    const made = await t.db
      .insert(users)
      .values(
        Array.from({ length: 201 }, (_, i) => ({
          name: `Writer ${i}`,
          email: `writer-${i}-${Date.now().toString(36)}@example.com`,
          planId: starter!.id,
        })),
      )
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    const [owner, ...writers] = made;
    // A paid plan holds while a live subscription does (lib/credits.ts).
    const expireAt = new Date(Date.now() + 30 * 86_400_000);
    await t.db
      .insert(subscriptions)
      .values(writers.map((w) => ({ userId: w.id, planId: starter!.id, priceCents: 499, expireAt })));
    const [pageId] = await insertPages(t, owner!.id, 1);
    const secret = await resolveAppSecret(t.db, { fromEnv: t.config.appSecret, dataDir: t.config.dataDir });
    const tokens = await Promise.all(writers.map((w) => signAccessToken(secret, w.id, w.tokenVersion)));
    const toggleAll = () =>
      Promise.all(
        tokens.map((token) =>
          t.app.inject({
            method: 'PATCH',
            url: `/api/pages/${pageId}/favorited/toggle`,
            headers: { authorization: `Bearer ${token}` },
          }),
        ),
      );
    const counters = async () => {
      const [page] = await t.db.select().from(pages).where(eq(pages.id, pageId!));
      const [rows] = await t.db.select({ n: count() }).from(favorites).where(eq(favorites.pageId, pageId!));
      return { favorited: page!.favoritedCount, popularity: page!.popularity, rows: rows!.n };
    };

    const on = await toggleAll();
    expect(
      on.map((r) => r.statusCode),
      on[0]?.body,
    ).toEqual(tokens.map(() => 200));
    expect(await counters()).toEqual({ favorited: 200, popularity: 200, rows: 200 });
    const off = await toggleAll();
    expect(off.map((r) => r.statusCode)).toEqual(tokens.map(() => 200));
    expect(await counters()).toEqual({ favorited: 0, popularity: 0, rows: 0 });
  });
});
