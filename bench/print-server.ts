/**
 * The server's memory while it makes a 24-page book, for `bench/print.bench.ts`
 * (`node --import tsx bench/print-server.ts`). Builds the server (`apps/server/build.mjs`) and
 * starts it as `npm start` does (scripts/server-runtime.mjs: `node --max-semi-space-size=4
 * --liftoff-only dist/server.js` with `MALLOC_ARENA_MAX=2` and `MALLOC_MMAP_THRESHOLD_=131072`), on PGlite in
 * a folder made and migrated by an earlier start, so the figures are a restarted server's (the
 * first start runs initdb, far larger, once), or on PostgreSQL when `DATABASE_URL` is set. Over
 * HTTP, with the test harness's own factories (their `inject` answered by fetch): a paid user,
 * 4 pages, 3 of them colored; then POST /api/books for 24 of them, polled until ready. The
 * server process's resident memory (Linux `/proc/PID/status`: VmRSS now, VmHWM its peak, every
 * thread counted) is read at start, before the book and after it. Prints one JSON line. The
 * malloc variables are passed on when set; set empty (`MALLOC_MMAP_THRESHOLD_=`) one is left
 * out, measuring glibc's default.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '../scripts/server-runtime.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SERVER_DIR = join(here, '../apps/server');
const MiB = 1024; // /proc reports kB

interface Answer {
  statusCode: number;
  body: string;
  rawPayload: Buffer;
  json(): { data: { id: string; state: string } };
}
interface Request {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}
interface TestUser {
  headers: Record<string, string>;
}
interface HttpApp {
  app: { inject(request: Request): Promise<Answer> };
  dataDir: string;
}
const harness = (await import(join(SERVER_DIR, 'src/test/app.ts'))) as {
  createUser(t: HttpApp, options: { name: string }): Promise<TestUser>;
  subscribe(t: HttpApp, user: TestUser): Promise<TestUser>;
  createPage(
    t: HttpApp,
    user: TestUser,
    options: { title: string; picture: Buffer },
  ): Promise<{ id: string }>;
  uploadPicture(t: HttpApp, user: TestUser, data: Buffer): Promise<string>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** VmRSS and VmHWM of a process, MiB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: Math.round(field('VmRSS') / MiB), peak: Math.round(field('VmHWM') / MiB) };
}

/** glibc's malloc settings as `npm start` sets them (scripts/server-runtime.mjs), or as this process was given. */
const MALLOC_ENV = Object.fromEntries(
  Object.entries(SERVER_MALLOC_ENV).map(([name, value]) => [name, process.env[name] ?? value]),
);

/** Starts the built server on `port` with `dataDir`; resolves once GET /api/plans/list answers. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const environment: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(MALLOC_ENV)) {
    if (value) environment[name] = value;
    else delete environment[name];
  }
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server.js'], {
    cwd: SERVER_DIR,
    env: {
      ...environment,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: '0',
      UPLOAD_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A failed run must not leave a server behind (a no-op once it has exited).
  process.once('exit', () => child.kill('SIGTERM'));
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/plans/list`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

/** The harness's app, answered over HTTP by the server on `port`. */
function overHttp(port: number, dataDir: string): HttpApp {
  return {
    dataDir,
    app: {
      async inject({ method = 'GET', url, headers = {}, payload }) {
        const isJson = payload !== undefined && !Buffer.isBuffer(payload) && typeof payload !== 'string';
        const response = await fetch(`http://127.0.0.1:${port}${url}`, {
          method,
          headers: isJson ? { ...headers, 'content-type': 'application/json' } : headers,
          body: isJson ? JSON.stringify(payload) : (payload as BodyInit | undefined),
        });
        const rawPayload = Buffer.from(await response.arrayBuffer());
        const body = rawPayload.toString('utf8');
        return { statusCode: response.status, body, rawPayload, json: () => JSON.parse(body) };
      },
    },
  };
}

const build = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
if (build.status !== 0) throw new Error('the server did not build');

const dataDir = mkdtempSync(join(tmpdir(), 'print-server-bench-'));
const port = await freePort();
// The first start creates and migrates the database; the measured one reopens it.
const first = await startServer(port, dataDir);
const firstExit = new Promise((resolve) => first.once('exit', resolve));
first.kill('SIGTERM');
await firstExit;
const child = await startServer(port, dataDir);
const pid = child.pid!;
// Let the start settle (no picture worker yet: the first picture task starts it).
await new Promise((resolve) => setTimeout(resolve, 3000));
const atStart = memoryOf(pid);

const t = overHttp(port, dataDir);
const owner = await harness.subscribe(t, await harness.createUser(t, { name: 'Bench Books' }));
const fixtures = ['daisy.png', 'crawfish.png', 'sleeping-cat.png', 'daisy.png'];
const pages: { id: string }[] = [];
for (const [index, name] of fixtures.entries()) {
  const picture = await sharp(join(here, 'fixtures', name))
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  const page = await harness.createPage(t, owner, { title: `Page ${index + 1}`, picture });
  pages.push(page);
  if (index === 3) continue;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
    <circle cx="520" cy="480" r="260" fill="#f6a5c0"/><rect x="80" y="760" width="860" height="180" fill="#7cc4f4"/></svg>`;
  const photo = await harness.uploadPicture(t, owner, await sharp(Buffer.from(svg)).png().toBuffer());
  await t.app.inject({
    method: 'PATCH',
    url: '/api/coloreds/upsert',
    headers: owner.headers,
    payload: { pageId: page.id, photo },
  });
}
const beforeBook = memoryOf(pid);

const started = performance.now();
const pageIds = Array.from({ length: 24 }, (_, i) => pages[i % pages.length]!.id);
const job = (
  await t.app.inject({
    method: 'POST',
    url: '/api/books',
    headers: owner.headers,
    payload: { title: 'Bench', pageIds },
  })
).json().data;
let state = job.state;
while (state !== 'ready' && state !== 'failed') {
  await new Promise((resolve) => setTimeout(resolve, 100));
  state = (await t.app.inject({ url: `/api/books/${job.id}`, headers: owner.headers })).json().data.state;
}
const bookMs = performance.now() - started;
const afterBook = memoryOf(pid);

child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    state,
    bookMs: Math.round(bookMs),
    database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    mallocArenaMax: MALLOC_ENV.MALLOC_ARENA_MAX || null,
    mallocMmapThreshold: MALLOC_ENV.MALLOC_MMAP_THRESHOLD_ || null,
    nodeFlags: SERVER_NODE_FLAGS.join(' '),
    rssAtStartMiB: atStart.rss,
    rssBeforeBookMiB: beforeBook.rss,
    peakBeforeBookMiB: beforeBook.peak,
    rssAfterBookMiB: afterBook.rss,
    peakMiB: afterBook.peak,
  }),
);
