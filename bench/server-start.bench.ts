/**
 * Server start-up benchmark: `npm run bench -- server-start`. Starts the server five times each
 * way, alternating: from source through tsx (`tsx src/server.ts`, development) and built, as
 * `npm start` runs it (`node` with scripts/server-runtime.mjs's flags and malloc variables,
 * `dist/server.js`, production, built first by `build.mjs`). For each
 * start: milliseconds from spawn to the first 200 on `GET /api/plans/list`, and the resident
 * memory (RSS, MiB) of the server's processes one second later (tsx runs the server in a child
 * process: both are counted). The database is an already migrated PGlite folder, reopened by
 * every start, so the figures are the server's, not the first migration's. Prints the medians
 * and writes bench/results/server-start.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '../scripts/server-runtime.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SERVER_DIR = join(here, '../apps/server');
const TSX = join(here, '../node_modules/.bin/tsx');
const RUNS = 5;
const READY_TIMEOUT_MS = 120_000;
const SETTLE_MS = 1_000;

/** How a start is launched: its label, command, arguments and added environment. */
interface Launch {
  label: string;
  command: string;
  args: string[];
  env: Record<string, string>;
}

const MODES = {
  tsx: { label: 'tsx src/server.ts', command: TSX, args: ['src/server.ts'], env: {} },
  node: {
    label: `node ${SERVER_NODE_FLAGS.join(' ')} dist/server.js`,
    command: process.execPath,
    args: [...SERVER_NODE_FLAGS, 'dist/server.js'],
    env: process.platform === 'linux' ? { ...SERVER_MALLOC_ENV } : {},
  },
} satisfies Record<string, Launch>;
type Mode = keyof typeof MODES;

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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resident memory, bytes, of every process in a process group (Linux `/proc`). */
function groupRss(pgid: number): number {
  let bytes = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command: state ppid pgrp …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      bytes += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // The process ended while being read.
    }
  }
  return bytes;
}

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
  });
}

async function startOnce(mode: Mode, dataDir: string): Promise<{ readyMs: number; rssMiB: number }> {
  const port = await freePort();
  const { command, args, env: runtimeEnv }: Launch = MODES[mode];
  const startedAt = performance.now();
  const child = spawn(command, args, {
    cwd: SERVER_DIR,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...runtimeEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TRENDING_INTERVAL_MS: '0',
      UPLOAD_CLEANUP_INTERVAL_MS: '0',
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${MODES[mode].label} exited with ${child.exitCode}`);
      if (performance.now() - startedAt > READY_TIMEOUT_MS)
        throw new Error(`${MODES[mode].label} never answered`);
      const answered = await fetch(`http://127.0.0.1:${port}/api/plans/list`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (answered) break;
      await sleep(20);
    }
    const readyMs = performance.now() - startedAt;
    await sleep(SETTLE_MS);
    return { readyMs, rssMiB: groupRss(child.pid!) / 2 ** 20 };
  } finally {
    await stopGroup(child);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const buildStartedAt = performance.now();
const build = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
if (build.status !== 0) throw new Error('the server build failed');
const buildMs = performance.now() - buildStartedAt;

const dataDir = mkdtempSync(join(tmpdir(), 'huebook-bench-start-'));
try {
  // One start creates and migrates the database; the measured starts reopen it.
  await startOnce('node', dataDir);
  const samples: Record<Mode, { readyMs: number; rssMiB: number }[]> = { tsx: [], node: [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const mode of Object.keys(MODES) as Mode[]) samples[mode].push(await startOnce(mode, dataDir));
  }
  const table = (Object.keys(MODES) as Mode[]).map((mode) => ({
    command: MODES[mode].label,
    'ready median ms': Math.round(median(samples[mode].map((s) => s.readyMs))),
    'ready min ms': Math.round(Math.min(...samples[mode].map((s) => s.readyMs))),
    'RSS median MiB': Math.round(median(samples[mode].map((s) => s.rssMiB))),
  }));
  console.table(table);
  console.log(`server build (esbuild, both entries): ${Math.round(buildMs)} ms`);

  mkdirSync(join(here, 'results'), { recursive: true });
  writeFileSync(
    join(here, 'results/server-start.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpus: cpus().length, model: cpus()[0]?.model, loadavg: loadavg(), node: process.version },
        runs: RUNS,
        buildMs: Math.round(buildMs),
        results: table,
        samples,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
