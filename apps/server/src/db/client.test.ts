import { randomBytes } from 'node:crypto';

import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { fromPostgres } from './client.ts';
import { plans } from './schema.ts';
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
