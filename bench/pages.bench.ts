/**
 * Page-list benchmark: `npm run bench -- pages`. On a PostgreSQL database seeded with 1M pages,
 * 100k users, 3M favorites and 1M colored pages (bench/seed/seed-pages.ts, reused between runs):
 * - EXPLAIN (ANALYZE, BUFFERS) of every list query form (each sort at page 1, page 400 by
 *   cursor and by offset; the favorited, colored and owned scopes; searches), each with the
 *   viewer's marks probed per row and taken from the instance's cache (viewer-marks.ts): fails
 *   a form that runs a Seq Scan, a Sort over more than SORT_LIMIT rows or a COUNT aggregate,
 *   and prints the indexes each uses;
 * - load: autocannon (its own process) at 50 connections for DURATION_S seconds per case
 *   against GET /api/pages/paginate of the real server (buildApp in a child process, signed
 *   in as a seeded paid user), each sort at page 1, page 400 through the cursor "Load more"
 *   sends, and `page=400` (offset) — after the first request the server holds the user's marks
 *   in its cache, as it would for anyone browsing; and against a bare Fastify + pg baseline running one
 *   indexed `ORDER BY created_at DESC LIMIT 24`, run again right before each case (after a
 *   1 s unmeasured warm-up of the case). Targets: p99 < 50 ms and throughput ≥ 70% of the
 *   baseline of the same moment.
 * Prints tables and writes bench/results/pages.json. Skips (exit 0) when PostgreSQL is
 * unreachable. Env BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/huebook_bench);
 * BENCH_CASES (comma-separated substrings, e.g. `latest page 1,offset`) runs only the matching
 * load cases (each with its baseline) and skips the EXPLAINs, for quick measured steps.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import { SORTS, type Sort } from '@huebook/shared/constants';
import { pageListQuerySchema } from '@huebook/shared/schemas/page';
import pg from 'pg';

import { signAccessToken } from '../apps/server/src/auth/tokens.ts';
import { findUserWithPlan } from '../apps/server/src/auth/user-view.ts';
import { fromPostgres } from '../apps/server/src/db/client.ts';
import { encodeCursor } from '../apps/server/src/lib/pagination.ts';
import { pageListStatement } from '../apps/server/src/modules/pages/list.ts';
import { ViewerMarksCache, type ViewerMarks } from '../apps/server/src/modules/pages/viewer-marks.ts';

import { DEFAULT_BENCH_URL, seedBenchDatabase } from './seed/seed-pages.ts';

const here = dirname(fileURLToPath(import.meta.url));
const URL_ = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const APP_SECRET = 'bench-secret-bench-secret-bench-secret';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 6);
const DEEP_PAGE = 400;
const PAGE_SIZE = 24;
const SORT_LIMIT = 5000;
const TARGET_P99_MS = 50;
const TARGET_RATIO = 0.7;
const ONLY_CASES = (process.env.BENCH_CASES ?? '')
  .split(',')
  .map((c) => c.trim())
  .filter(Boolean);
const wanted = (name: string) => ONLY_CASES.length === 0 || ONLY_CASES.some((c) => name.includes(c));

const SORT_SQL: Record<Sort, { column: string; asc: boolean; value: (v: unknown) => string | number }> = {
  latest: { column: 'created_at', asc: false, value: (v) => (v as Date).toISOString() },
  oldest: { column: 'created_at', asc: true, value: (v) => (v as Date).toISOString() },
  popularity: { column: 'popularity', asc: false, value: Number },
  mostFavorited: { column: 'favorited_count', asc: false, value: Number },
  mostColored: { column: 'colored_count', asc: false, value: Number },
  trending: { column: 'trending_score', asc: false, value: Number },
};

async function reachable(): Promise<string | null> {
  const admin = Object.assign(new URL(URL_), { pathname: '/postgres' }).toString();
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts a server script as a child process and resolves with its port. */
function startServer(script: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, script)], {
    env: { ...process.env, DATABASE_URL: URL_, APP_SECRET, TRENDING_INTERVAL_MS: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const port = /^listening (\d+)$/.exec(line)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
  });
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

/** autocannon in its own process; `duration` seconds at CONNECTIONS connections. */
function autocannon(url: string, token: string | null, duration = DURATION_S): Promise<Load> {
  const bin = join(here, '../node_modules/autocannon/autocannon.js');
  const args = [bin, '-c', String(CONNECTIONS), '-d', String(duration), '-j'];
  if (token) args.push('-H', `authorization=Bearer ${token}`);
  const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number; max: number };
        errors: number;
        non2xx: number;
      };
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        errors: r.errors,
        non2xx: r.non2xx,
      });
    });
  });
}

interface PlanCheck {
  form: string;
  ms: number;
  indexes: string[];
  problems: string[];
}

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Walks an EXPLAIN (FORMAT JSON) plan for seq scans, big sorts and counts. */
function inspect(node: PlanNode, found: { indexes: Set<string>; problems: string[] }): void {
  const type = node['Node Type'] as string;
  if (typeof node['Index Name'] === 'string') found.indexes.add(node['Index Name']);
  // trending_state is one row (one heap page): the planner rightly reads it whole.
  if (type === 'Seq Scan' && node['Relation Name'] !== 'trending_state')
    found.problems.push(`Seq Scan on ${String(node['Relation Name'])}`);
  if (type === 'Sort' || type === 'Incremental Sort') {
    const input = node.Plans?.[0];
    const rows = Number(input?.['Actual Rows'] ?? 0) * Number(input?.['Actual Loops'] ?? 1);
    if (rows > SORT_LIMIT) found.problems.push(`Sort over ${rows} rows`);
  }
  if (type === 'Aggregate' && JSON.stringify(node).includes('count(')) found.problems.push('COUNT aggregate');
  for (const child of node.Plans ?? []) inspect(child, found);
}

async function main(): Promise<void> {
  const unreachable = await reachable();
  if (unreachable) {
    console.log(`PostgreSQL unreachable (${unreachable}): skipping the pages benchmark.`);
    return;
  }
  console.log(`Database ${URL_}`);
  if (await seedBenchDatabase(URL_)) console.log('Seeded.');

  const database = fromPostgres(URL_);
  // A database seeded by an older revision gets the migrations added since (e.g. indexes).
  await database.migrate();
  const client = new pg.Client({ connectionString: URL_ });
  await client.connect();
  try {
    // The paid user with the most favorites: the heaviest favorited and colored scopes.
    const { rows: picked } = await client.query<{ user_id: string }>(`
      SELECT f.user_id FROM favorites f JOIN users u ON u.id = f.user_id JOIN plans p ON p.id = u.plan_id
      WHERE p.paid GROUP BY f.user_id ORDER BY count(*) DESC LIMIT 1`);
    const me = await findUserWithPlan(database.db, picked[0]!.user_id);
    if (!me) throw new Error('bench user missing');
    const token = await signAccessToken(APP_SECRET, me.user.id, me.user.tokenVersion);
    const { rows: heavy } = await client.query<{ favorites: number; coloreds: number; pages: number }>(
      `SELECT (SELECT count(*) FROM favorites WHERE user_id = $1)::int AS favorites,
              (SELECT count(*) FROM coloreds WHERE user_id = $1)::int AS coloreds,
              (SELECT count(*) FROM pages WHERE user_id = $1)::int AS pages`,
      [me.user.id],
    );
    console.log(`Signed in as ${me.user.name} (${me.plan.name}): ${JSON.stringify(heavy[0])}`);

    // The cursor "Load more" sends for page 400: the position of the last row of page 399.
    const cursors = {} as Record<Sort, string>;
    for (const { value: sort } of SORTS) {
      const spec = SORT_SQL[sort];
      const order = spec.asc ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
      const { rows } = await client.query<{ id: string; v: unknown }>(
        `SELECT id, ${spec.column} AS v FROM pages WHERE NOT blocked
         ORDER BY ${spec.column} ${order}, id ${order} OFFSET ${(DEEP_PAGE - 1) * PAGE_SIZE - 1} LIMIT 1`,
      );
      cursors[sort] = encodeCursor({ sort, value: spec.value(rows[0]!.v), id: rows[0]!.id });
    }

    // EXPLAIN every list query form.
    const forms: [string, Record<string, unknown>][] = [];
    for (const { value: sort } of SORTS) {
      forms.push([`${sort} page 1`, { sort }]);
      forms.push([`${sort} page ${DEEP_PAGE} cursor`, { sort, page: DEEP_PAGE, cursor: cursors[sort] }]);
      // `page=400` without a cursor: the list walks on from the position of the row before it.
      forms.push([`${sort} page ${DEEP_PAGE} offset`, { sort, page: DEEP_PAGE }]);
    }
    for (const scope of ['favorited', 'colored', 'owned']) {
      for (const sort of ['latest', 'popularity']) forms.push([`${scope} ${sort}`, { scope, sort }]);
    }
    // Admins list blocked pages too: a merge of the blocked and not-blocked index walks.
    for (const sort of ['latest', 'popularity']) {
      forms.push([`admin ${sort} page 1`, { sort, admin: true }]);
      forms.push([`admin ${sort} page ${DEEP_PAGE} offset`, { sort, page: DEEP_PAGE, admin: true }]);
    }
    forms.push(['search "dragon" (common title)', { search: 'dragon' }]);
    // An owner name shared by ~3.8k users (~36k pages): more than SEARCH_FEW_OWNERS owners, so the
    // search walks the sort's index; one shared by 192 users (~1.8k pages) sorts their pages.
    for (const sort of ['latest', 'oldest', 'popularity', 'trending'])
      forms.push([`search "tanaka" (common owner name) ${sort}`, { search: 'tanaka', sort }]);
    for (const sort of ['latest', 'popularity'])
      forms.push([`search "tova kowalski" (192 owners) ${sort}`, { search: 'tova kowalski', sort }]);
    forms.push(['search "lighthouse on the moon"', { search: 'lighthouse on the moon' }]);
    forms.push(['search "zqxw" (no match)', { search: 'zqxw' }]);
    // Each form twice: with the viewer's marks probed per row (no cached copy yet) and taken from
    // the instance's cache (every later request of the user); admins' lists always probe.
    const marksCache = new ViewerMarksCache((error) => {
      throw error;
    });
    await marksCache.refresh(database.db, me.user.id);
    const marks = marksCache.get(me.user.id);
    if (!marks) throw new Error('the bench user has too many marks to cache');
    const plans: PlanCheck[] = [];
    type Explained = [form: string, query: Record<string, unknown>, marks: ViewerMarks | undefined];
    const explained = forms.flatMap(([form, query]): Explained[] =>
      query.admin
        ? [[form, query, undefined]]
        : [
            [`${form} (probed)`, query, undefined],
            [`${form} (cached marks)`, query, marks],
          ],
    );
    for (const [form, query, withMarks] of ONLY_CASES.length === 0 ? explained : []) {
      const parsed = pageListQuerySchema.parse(query);
      // An admin form runs for an admin (its session check refuses anyone else): one made in a
      // transaction rolled back after the EXPLAIN, so the seeded database stays as it is.
      await client.query('BEGIN');
      const viewer = query.admin
        ? await client
            .query<{ id: string }>(
              `INSERT INTO users (name, email, admin, plan_id)
               SELECT 'Bench Admin', 'bench-admin@huebook.test', true, id FROM plans WHERE NOT paid LIMIT 1
               RETURNING id`,
            )
            .then(({ rows }) => ({ id: rows[0]!.id, admin: true, tokenVersion: 0 }))
        : { id: me.user.id, admin: false, tokenVersion: me.user.tokenVersion };
      const statement = pageListStatement(database.db, viewer, parsed, withMarks);
      const started = performance.now();
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.sql}`,
        statement.params,
      );
      const wall = performance.now() - started;
      await client.query('ROLLBACK');
      const found = { indexes: new Set<string>(), problems: [] as string[] };
      const plan = rows[0]!['QUERY PLAN'][0];
      inspect(plan.Plan, found);
      plans.push({
        form,
        ms: Math.round(plan['Execution Time'] * 100) / 100 || Math.round(wall),
        indexes: [...found.indexes],
        problems: found.problems,
      });
    }
    if (plans.length > 0) console.log('\nQuery plans (EXPLAIN ANALYZE, BUFFERS)');
    if (plans.length > 0)
      console.table(
        plans.map((p) => ({
          form: p.form,
          'exec ms': p.ms,
          ok: p.problems.length === 0 ? 'yes' : `NO: ${p.problems.join('; ')}`,
          indexes: p.indexes.join(', '),
        })),
      );

    // Load.
    const huebook = await startServer('baseline/huebook.ts');
    const bare = await startServer('baseline/bare.ts');
    // Each case runs right after a baseline run of its own: on a shared machine the speed drifts
    // over minutes (other tenants), so a case is compared with the baseline of the same moment.
    const loads: { case: string; load: Load; baseline: Load }[] = [];
    try {
      const api = `http://127.0.0.1:${huebook.port}/api/pages/paginate`;
      const check = await fetch(`${api}?sort=latest&page=${DEEP_PAGE}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const viaOffset = (await check.json()) as { data: { id: string }[] };
      const viaCursor = (await (
        await fetch(`${api}?sort=latest&page=${DEEP_PAGE}&cursor=${cursors.latest}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { data: { id: string }[] };
      if (viaOffset.data[0]?.id !== viaCursor.data[0]?.id)
        throw new Error('cursor and offset disagree on page 400');

      const bareUrl = `http://127.0.0.1:${bare.port}/api/pages/paginate`;
      await autocannon(bareUrl, null, 2);
      await autocannon(`${api}?sort=latest`, token, 2);
      const cases: [string, string][] = [];
      for (const { value: sort } of SORTS) {
        cases.push([`${sort} page 1`, `${api}?sort=${sort}`]);
        cases.push([
          `${sort} page ${DEEP_PAGE} cursor`,
          `${api}?sort=${sort}&page=${DEEP_PAGE}&cursor=${cursors[sort]}`,
        ]);
        cases.push([`${sort} page ${DEEP_PAGE} offset`, `${api}?sort=${sort}&page=${DEEP_PAGE}`]);
      }
      cases.push(['favorited latest', `${api}?scope=favorited`]);
      cases.push(['search "dragon"', `${api}?search=dragon`]);
      cases.push(['search "tanaka"', `${api}?search=tanaka`]);
      for (const [name, url] of cases.filter(([name]) => wanted(name))) {
        // One second unmeasured first: each case's statement gets prepared on every pooled
        // connection (its first executions are planned one by one) before the clock starts.
        await autocannon(url, token, 1);
        const baseline = await autocannon(bareUrl, null);
        loads.push({ case: name, baseline, load: await autocannon(url, token) });
      }
    } finally {
      huebook.child.kill();
      bare.child.kill();
    }

    const rows = loads.map(({ case: name, load, baseline }) => {
      const ratio = load.rps / baseline.rps;
      const isDeepOffset = name.endsWith('offset');
      return {
        case: name,
        'baseline req/s': Math.round(baseline.rps),
        'req/s': Math.round(load.rps),
        'vs baseline': `${Math.round(ratio * 100)}%`,
        'p50 ms': load.p50,
        'p99 ms': load.p99,
        // The baseline's own p99 at that moment: when the machine slows down, both rise.
        'baseline p99 ms': baseline.p99,
        'max ms': load.max,
        errors: load.errors + load.non2xx,
        target:
          load.p99 < TARGET_P99_MS && ratio >= TARGET_RATIO
            ? 'met'
            : `MISSED${isDeepOffset ? ' (offset form)' : ''}`,
      };
    });
    console.log(
      `\nLoad: ${CONNECTIONS} connections, ${DURATION_S} s per case, each after a baseline run of its own (targets: p99 < ${TARGET_P99_MS} ms, ≥ ${TARGET_RATIO * 100}% of the baseline's req/s)`,
    );
    console.table(rows);

    // A partial run (BENCH_CASES) leaves the recorded figures alone.
    if (ONLY_CASES.length > 0) return;
    mkdirSync(join(here, 'results'), { recursive: true });
    writeFileSync(
      join(here, 'results/pages.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: cpus().length, loadavg: loadavg() },
          database: { url: URL_.replace(/\/\/[^@]*@/, '//'), user: me.user.id, heavyUser: heavy[0] },
          connections: CONNECTIONS,
          durationS: DURATION_S,
          targets: { p99Ms: TARGET_P99_MS, ratioOfBaseline: TARGET_RATIO },
          plans,
          load: rows,
        },
        null,
        2,
      )}\n`,
    );
    const badPlans = plans.filter((p) => p.problems.length > 0);
    if (badPlans.length > 0) {
      console.log(`\n${badPlans.length} query form(s) with a Seq Scan, a big Sort or a COUNT.`);
      process.exitCode = 1;
    }
  } finally {
    await client.end();
    await database.close();
  }
}

await main();
