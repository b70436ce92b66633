import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { PgliteQueue } from './pglite-queue.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database, whichever driver runs it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

/** Folder of the SQL migrations made by drizzle-kit. */
export const MIGRATIONS_FOLDER = new URL('../../drizzle', import.meta.url).pathname;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies pending migrations with the driver's own migrator. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Extensions the migrations create; PGlite must load them when it starts (page search). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Wraps an open PGlite instance (tests hand in clones). Drizzle reaches it through a
 * {@link PgliteQueue}, so concurrent requests never hold the event loop for more than one
 * statement at a time; `close()` lets queued statements finish first.
 */
export function fromPglite(client: PGlite): Database {
  const queue = new PgliteQueue(client);
  // Drizzle's pglite session calls only query, exec and transaction, which the queue implements.
  const db = drizzlePglite({ client: queue as unknown as PGlite, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => queue.close(),
  };
}

/** Advisory-lock key held while migrating ("huebook" in ASCII, as a bigint). */
const MIGRATION_LOCK_KEY = '448396635291243';

/**
 * Connects to PostgreSQL with a small pool. Migrations run on one connection holding a
 * session advisory lock, so several instances starting at once migrate one after another
 * (drizzle's migrator takes no lock of its own; the later ones then find nothing to do).
 */
export function fromPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, DROP … FORCE) is dropped from the
  // pool and the next query reconnects; without a listener node-postgres would crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pg',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite's own settings. PostgreSQL's 128 MB of shared buffers live in PGlite's WebAssembly
 * memory and made up half of the server's memory at start (docs/decisions.md "Print", server
 * memory); 16 MB (2,048 blocks of 8 kB) still holds a small install's hot rows and indexes,
 * and reads past it come from the files, which the OS caches. PGlite runs one backend, so
 * PostgreSQL's shared tables sized for 100 connections (its locks and process slots) need not
 * be: 10 spares about 6 MB. Measured on a reopened database: 32 -> 16 MB shared buffers,
 * 18 MB less resident; max_connections 100 -> 10, 6 MB.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'max_connections = 10'];

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, otherwise PGlite persisted in
 * `pgliteDir` (created if missing).
 */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir: string }): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl);
  mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir, {
    extensions: PGLITE_EXTENSIONS,
    postgresqlconf: PGLITE_SETTINGS,
  });
  return fromPglite(client);
}
