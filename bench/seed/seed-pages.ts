/**
 * Seeds a PostgreSQL database for the page-list benchmark, set-based (INSERT … SELECT
 * generate_series), in a few minutes: 100,000 users, 1,000,000 pages over the last year,
 * 3,000,000 favorites and 1,000,000 colored pages, with counters equal to the rows, power-law
 * popularity (a few pages hold most favorites), ~1% blocked pages, then the trending recompute
 * and VACUUM ANALYZE. Ids are `md5(kind || n)::uuid`, so any row is addressable without a
 * lookup. The database is reused while its `bench_meta` version matches SEED_VERSION.
 *
 * Standalone: `node --import tsx bench/seed/seed-pages.ts [postgres://…/huebook_bench]`.
 */
import pg from 'pg';

import { fromPostgres } from '../../apps/server/src/db/client.ts';
import { seed } from '../../apps/server/src/db/seed.ts';
import { recomputeTrending } from '../../apps/server/src/jobs/trending.ts';

export const SEED_VERSION = 'pages-v2';
export const COUNTS = { users: 100_000, pages: 1_000_000, favorites: 3_000_000, coloreds: 1_000_000 };
export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/huebook_bench';

const FIRST = [
  'Ada',
  'Ben',
  'Cleo',
  'Dev',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivo',
  'Jade',
  'Kai',
  'Lena',
  'Milo',
  'Nora',
  'Omar',
  'Pia',
  'Quin',
  'Rosa',
  'Sami',
  'Tova',
];
const LAST = [
  'Abbott',
  'Barker',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fujita',
  'Garcia',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quigley',
  'Rossi',
  'Sato',
  'Tanaka',
  'Umar',
  'Varga',
  'Weber',
  'Xu',
  'Yilmaz',
  'Zhang',
];
const SUBJECTS = [
  'cat',
  'dragon',
  'castle',
  'unicorn',
  'robot',
  'owl',
  'sunflower',
  'dinosaur',
  'mermaid',
  'rocket',
  'fox',
  'turtle',
  'butterfly',
  'lighthouse',
  'elephant',
  'princess',
  'truck',
  'whale',
  'mushroom',
  'panda',
  'tiger',
  'treehouse',
  'penguin',
  'knight',
];
const PLACES = [
  'in a forest',
  'on the moon',
  'under the sea',
  'in a garden',
  'at the beach',
  'in the mountains',
  'in a city',
  'on a farm',
  'in space',
  'in a candy land',
];
const STYLES = ['cute', 'simple', 'detailed', 'mandala', 'cartoon', 'kawaii', 'geometric', 'storybook'];

const array = (words: string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;

/** Steps in order; each is one statement, timed. */
function steps(): [string, string][] {
  const { users: U, pages: P, favorites: F, coloreds: C } = COUNTS;
  // Page p was made at a fixed point of the last year (p = 0 oldest); activity on a page comes
  // after it. A page's popularity rank r maps to p by a permutation (7919 is prime to 10^6),
  // so popular pages are spread over the year.
  const pageAt = (p: string) => `now() - interval '365 days' * (1 - (${p})::float8 / ${P})`;
  const perm = (r: string) => `((${r})::bigint * 7919 + 13) % ${P}`;
  const activity = (table: string, count: number, extra: string, extraValues: string) => `
    INSERT INTO ${table} (user_id, page_id, created_at${extra})
    SELECT md5('u' || u)::uuid, md5('p' || p)::uuid,
      ${pageAt('p')} + (now() - (${pageAt('p')})) * random()${extraValues}
    FROM (
      SELECT u, p FROM (
        SELECT floor(${U} * power(random(), 1.5))::int AS u,
               ${perm(`floor(${P} * power(random(), 3))`)} AS p
        FROM generate_series(1, ${Math.round(count * 1.12)})
      ) AS candidates GROUP BY u, p LIMIT ${count}
    ) AS pairs`;
  return [
    ['random seed', `SELECT setseed(0.42)`],
    [
      `users (${U})`,
      `INSERT INTO users (id, name, email, plan_id, created_at)
       SELECT md5('u' || i)::uuid,
         (${array(FIRST)})[1 + i % ${FIRST.length}] || ' ' || (${array(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}],
         'user' || i || '@bench.huebook.local',
         (SELECT id FROM plans WHERE name = CASE WHEN i % 100 < 90 THEN 'free' WHEN i % 100 < 97 THEN 'starter' ELSE 'advanced' END),
         now() - interval '400 days' + interval '365 days' * i / ${U}
       FROM generate_series(0, ${U - 1}) AS i`,
    ],
    [`favorites (${F})`, activity('favorites', F, '', '')],
    [
      `colored pages (${C})`,
      activity(
        'coloreds',
        C,
        ', photo_key, preview_key, updated_at',
        `, 'bench/photo.png', 'bench/preview.webp', now()`,
      ),
    ],
    [
      'favorite counts',
      `CREATE TEMP TABLE fav_counts AS SELECT page_id, count(*)::int AS n FROM favorites GROUP BY page_id`,
    ],
    [
      'colored counts',
      `CREATE TEMP TABLE col_counts AS SELECT page_id, count(*)::int AS n FROM coloreds GROUP BY page_id`,
    ],
    [
      `pages (${P})`,
      `INSERT INTO pages (id, user_id, title, prompt, source, generator, illustration_key, thumbnail_key,
         blocked, favorited_count, colored_count, popularity, created_at, owner_name, owner_stripe_id)
       SELECT g.id, g.user_id,
         initcap((${array(STYLES)})[1 + p % ${STYLES.length}] || ' ' || (${array(SUBJECTS)})[1 + (p / 7) % ${SUBJECTS.length}]) || ' ' || p,
         CASE WHEN p % 10 < 7 THEN 'a ' || (${array(STYLES)})[1 + p % ${STYLES.length}] || ' ' || (${array(SUBJECTS)})[1 + (p / 7) % ${SUBJECTS.length}] || ' ' || (${array(PLACES)})[1 + (p / 3) % ${PLACES.length}] END,
         CASE WHEN p % 10 < 7 THEN 'ai' ELSE 'upload' END,
         CASE WHEN p % 10 < 7 THEN 'offline' END,
         'bench/illustration.png', 'bench/thumbnail.webp',
         p % 97 = 0,
         coalesce(f.n, 0), coalesce(c.n, 0), coalesce(f.n, 0) + coalesce(c.n, 0),
         ${pageAt('p')},
         u.name, u.stripe_id
       FROM (SELECT p, md5('p' || p)::uuid AS id, md5('u' || floor(${U} * power(random(), 2))::int)::uuid AS user_id
             FROM generate_series(0, ${P - 1}) AS p) AS g
       JOIN users u ON u.id = g.user_id
       LEFT JOIN fav_counts f ON f.page_id = g.id
       LEFT JOIN col_counts c ON c.page_id = g.id
       ORDER BY g.id`,
    ],
  ];
}

async function exists(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

async function isSeeded(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(`SELECT version FROM bench_meta WHERE version = $1`, [SEED_VERSION]);
    return result.rowCount === 1;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

/**
 * Creates (or recreates) the bench database at `url` and seeds it, unless it already holds
 * this seed version. Logs each step with its duration. Returns whether it seeded.
 */
export async function seedBenchDatabase(
  url: string,
  log: (line: string) => void = console.log,
): Promise<boolean> {
  const name = new URL(url).pathname.slice(1);
  const adminUrl = Object.assign(new URL(url), { pathname: '/postgres' }).toString();
  if ((await exists(adminUrl, name)) && (await isSeeded(url))) return false;

  const started = performance.now();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const database = fromPostgres(url);
  await database.migrate();
  await seed(database.db);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = async (label: string, text: string) => {
    const t0 = performance.now();
    await client.query(text);
    log(`  ${label.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    // Bulk load: no triggers (FK checks, page owners: the pages step copies owners itself),
    // secondary indexes dropped and rebuilt once at the end.
    await client.query(`SET session_replication_role = replica`);
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await client.query(`SET work_mem = '256MB'`);
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(`
      SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = 'public' AND tablename IN ('users', 'pages', 'favorites', 'coloreds')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I', indexname)::regclass)`);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    // Keys of the two big child tables too (nothing references them); pages keep theirs and
    // are inserted in id order so it only appends.
    const { rows: keys } = await client.query<{ name: string; table: string; definition: string }>(`
      SELECT conname AS name, conrelid::regclass::text AS table, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE contype IN ('p', 'u') AND conrelid IN ('favorites'::regclass, 'coloreds'::regclass)`);
    for (const key of keys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`);
    for (const [label, text] of steps()) await run(label, text);
    const t0 = performance.now();
    for (const key of keys) {
      await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`);
    }
    for (const index of indexes) await client.query(index.definition);
    log(
      `  ${`indexes (${indexes.length + keys.length})`.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    await client.query(`SET session_replication_role = DEFAULT`);

    const t1 = performance.now();
    const trending = await recomputeTrending(database.db);
    log(
      `  ${'trending recompute'.padEnd(28)} ${((performance.now() - t1) / 1000).toFixed(1)} s ${JSON.stringify(trending)}`,
    );
    await run('vacuum analyze', `VACUUM ANALYZE`);
    await client.query(`CREATE TABLE bench_meta (version text PRIMARY KEY)`);
    await client.query(`INSERT INTO bench_meta VALUES ($1)`, [SEED_VERSION]);
  } finally {
    await client.end();
    await database.close();
  }
  log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? DEFAULT_BENCH_URL;
  console.log(`Seeding ${url}`);
  await seedBenchDatabase(url);
}
