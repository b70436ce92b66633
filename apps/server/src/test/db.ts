/**
 * A migrated, seeded database per test file: a PGlite clone of one cached template (creating a
 * PGlite takes seconds, loading a dump under one), or, when DATABASE_URL is set, a fresh
 * PostgreSQL database created for the file and dropped afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import {
  fromPglite,
  fromPostgres,
  MIGRATIONS_FOLDER,
  PGLITE_EXTENSIONS,
  type Database,
} from '../db/client.ts';
import { seed } from '../db/seed.ts';

/** Hash of everything that shapes the template, so a changed migration or seed makes a new one. */
function templateHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  for (const file of ['../db/seed.ts', '../db/website-defaults.ts']) {
    hash.update(readFileSync(new URL(file, import.meta.url)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `huebook-pglite-template-${templateHash()}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const database = fromPglite(client);
    await database.migrate();
    await seed(database.db);
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed, so parallel test files never read a half-written template.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return new Blob([await readFile(file)]);
}

async function freshPostgres(baseUrl: string): Promise<Database> {
  const name = `huebook_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = fromPostgres(url.toString());
  await database.migrate();
  await seed(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A migrated and seeded database for one test file; always `close()` it. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return freshPostgres(url);
  const client = await PGlite.create({ loadDataDir: await pgliteTemplate(), extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
}
