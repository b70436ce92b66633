/**
 * Concurrent writers benchmark: `npm run bench -- embedded-writers`. Issue 11: on the embedded
 * database (PGlite) some of 100 concurrent favorite toggles waited over 10 s while PostgreSQL
 * answered them all quickly.
 *
 * For each database — PGlite in a temp DATA_DIR (the default) and PostgreSQL
 * (postgres://postgres@127.0.0.1:5432, a fresh database made and dropped here) — the real app
 * runs in a child process (bench/baseline/writers-server.ts) with 200 paid users. This process
 * is the load: WRITERS users (100, then 200), each on its own keep-alive connection, toggle their
 * favorite of one page in a loop (PATCH /api/pages/:id/favorited/toggle, as autocannon -c WRITERS
 * would) for DURATION_S seconds; each request is timed from its send to its last body byte.
 * Afterwards the page's favorited_count must equal the number of users whose favorite is on.
 * Target: PGlite p99 < 2000 ms at 100 writers. Prints a table and writes
 * bench/results/embedded-writers.json. PostgreSQL's rows are skipped when it is unreachable.
 * Env BENCH_DURATION_S (default 10), BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const APP_SECRET = 'bench-secret-bench-secret-bench-secret';
const SIZES = [100, 200];
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET_P99_MS = 2000;

interface Server {
  child: ChildProcess;
  port: number;
  tokens: string[];
  pageId: string;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'baseline/writers-server.ts')], {
    env: { ...process.env, ...env, APP_SECRET, WRITERS: String(Math.max(...SIZES)) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`writers-server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('ready '))
        resolve({ child, ...(JSON.parse(line.slice(6)) as Omit<Server, 'child'>) });
    });
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface Figures {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Requests answered in more than 10 s (the figure). */
  over10s: number;
  /** The server's own onRequest → onResponse p99: what is left of the client's is queueing before it. */
  serverP99: number;
  errors: number;
}

function figures(latencies: number[], server: number[], errors: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const serverSorted = [...server].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms);
  return {
    requests: latencies.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
    over10s: sorted.filter((ms) => ms > 10_000).length,
    serverP99: round(percentile(serverSorted, 99)),
    errors,
  };
}

/** One PATCH toggle as the user of `token` on `agent`'s connections: milliseconds and status. */
function toggle(server: Server, agent: http.Agent, token: string): Promise<{ ms: number; status: number }> {
  const sent = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'PATCH',
        path: `/api/pages/${server.pageId}/favorited/toggle`,
        headers: { authorization: `Bearer ${token}` },
        agent,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ ms: performance.now() - sent, status: response.statusCode ?? 0 }));
      },
    );
    request.on('error', () => resolve({ ms: performance.now() - sent, status: 0 }));
    request.end();
  });
}

async function getJson<T>(server: Server, path: string, token?: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as T;
}

/**
 * `writers` users, each on its own keep-alive connection (opened as the run starts, as clients
 * arriving at a busy server do), toggle in a loop for DURATION_S seconds; `isOn` is each user's
 * favorite state, kept in step and checked against the page's counter afterwards.
 */
async function measure(server: Server, writers: number, isOn: boolean[]): Promise<Figures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: writers });
  const latencies: number[] = [];
  let errors = 0;
  await getJson(server, '/bench/timings');
  const end = performance.now() + DURATION_S * 1000;
  await Promise.all(
    server.tokens.slice(0, writers).map(async (token, i) => {
      while (performance.now() < end) {
        const { ms, status } = await toggle(server, agent, token);
        latencies.push(ms);
        if (status === 200) isOn[i] = !isOn[i];
        else errors += 1;
      }
    }),
  );
  agent.destroy();
  const serverTimes = await getJson<number[]>(server, '/bench/timings');
  const read = await getJson<{ data: { favorited_count: number } }>(
    server,
    `/api/pages/${server.pageId}/read`,
    server.tokens[0],
  );
  const expected = isOn.filter(Boolean).length;
  if (read.data.favorited_count !== expected)
    throw new Error(`favorited_count ${read.data.favorited_count}, expected ${expected}`);
  return figures(latencies, serverTimes, errors);
}

async function runDriver(name: string, env: Record<string, string>) {
  const server = await startServer(env);
  const rows: { database: string; writers: number; figures: Figures }[] = [];
  try {
    const isOn = server.tokens.map(() => false);
    for (const writers of SIZES)
      rows.push({ database: name, writers, figures: await measure(server, writers, isOn) });
  } finally {
    await stopServer(server);
  }
  return rows;
}

async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL unreachable (${(error as Error).message}): its rows are skipped.`);
    return null;
  }
  const name = `huebook_bench_writers_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
    return await run(url);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const results = [
  ...(await runDriver('PGlite', { DATABASE_URL: '' })),
  ...((await withPostgres((url) => runDriver('PostgreSQL', { DATABASE_URL: url }))) ?? []),
];
const table = results.map(({ database, writers, figures: f }) => ({
  database,
  writers,
  requests: f.requests,
  'p50 ms': f.p50,
  'p95 ms': f.p95,
  'p99 ms': f.p99,
  'max ms': f.max,
  '> 10 s': f.over10s,
  'server p99 ms': f.serverP99,
  errors: f.errors,
  target:
    database === 'PGlite' && writers === 100
      ? f.p99 < TARGET_P99_MS && f.errors === 0
        ? 'met'
        : 'MISSED'
      : '',
}));
console.log(
  `\nFavorite toggles by concurrent writers in a loop, ${DURATION_S} s per size (target: PGlite p99 < ${TARGET_P99_MS} ms at 100 writers)`,
);
console.table(table);

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results/embedded-writers.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, loadavg: loadavg() },
      durationS: DURATION_S,
      targets: { pgliteP99Ms: TARGET_P99_MS, writers: 100 },
      results: table,
    },
    null,
    2,
  )}\n`,
);
if (table.some((row) => row.target === 'MISSED' || row.errors > 0)) process.exitCode = 1;
