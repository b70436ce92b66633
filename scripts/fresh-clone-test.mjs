/**
 * Checks the README's promise that `npm start` works on a fresh clone: clones this repository's
 * HEAD into a temporary folder (no node_modules, no builds), runs `npm start` there on a free
 * port with a temporary DATA_DIR until http://localhost:PORT/ answers the page, stops it
 * (SIGTERM to its process group), then runs `npm start` again and checks that it skipped the
 * install and the builds. npm's cache is shared, so the clone's `npm ci` is offline-fast once
 * the cache is warm. Plain JavaScript with only `node:` modules.
 *
 *   node scripts/fresh-clone-test.mjs [--json FILE]
 *
 * Prints one `fresh-clone test: passed|failed …` line; with `--json` writes
 * `{ "passed": n, "failed": n, "tests": [...] }` for `scripts/count-results.mjs`. Exits 1 on a
 * failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIRST_START_TIMEOUT_MS = 300_000;
const SECOND_START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;
/** What the set-up prints when it skips the install and both builds (`scripts/setup.mjs`). */
const SKIPPED_LINES = [
  '[setup] Dependencies up to date.',
  '[setup] Build of the web app (apps/web/dist) up to date.',
  '[setup] Build of the server (apps/server/dist) up to date.',
];

const jsonIndex = process.argv.indexOf('--json');
const jsonFile = jsonIndex > 0 ? process.argv[jsonIndex + 1] : undefined;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the server answers the web app's page at `/`. */
async function servesPage(port) {
  try {
    const response = await fetch(`http://localhost:${port}/`);
    return response.status === 200 && /<div id="root"/.test(await response.text());
  } catch {
    return false;
  }
}

/** `npm start` in `cwd` until it serves the page; returns its output and seconds to ready. */
async function startUntilServing(cwd, dataDir, timeoutMs, name) {
  const port = await freePort();
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')));
  const child = spawn('npm', ['start'], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let output = '';
  const relay = (chunk) => {
    output += chunk;
    for (const line of String(chunk).split('\n')) if (line.trim()) console.log(`  ${name} | ${line}`);
  };
  child.stdout.on('data', relay);
  child.stderr.on('data', relay);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const startedAt = Date.now();
  let isServing = false;
  while (!isServing && child.exitCode === null && Date.now() - startedAt < timeoutMs) {
    await sleep(250);
    isServing = await servesPage(port);
  }
  const seconds = (Date.now() - startedAt) / 1000;
  if (child.exitCode === null) {
    process.kill(-child.pid, 'SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
    if (!stopped) process.kill(-child.pid, 'SIGKILL');
  }
  return { isServing, seconds, output };
}

const work = mkdtempSync(path.join(tmpdir(), 'huebook-fresh-clone-'));
const tests = [];
const testStartedAt = Date.now();
try {
  const clone = path.join(work, 'repo');
  const cloned = spawnSync('git', ['clone', '--quiet', ROOT, clone], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error('git clone failed');
  mkdirSync(path.join(work, 'data'));

  const first = await startUntilServing(clone, path.join(work, 'data'), FIRST_START_TIMEOUT_MS, 'first');
  tests.push({
    name: 'npm start on a fresh clone installs, builds and serves the page',
    isPassed: first.isServing,
    detail: `${first.seconds.toFixed(0)} s`,
  });

  const second = await startUntilServing(clone, path.join(work, 'data'), SECOND_START_TIMEOUT_MS, 'second');
  const missing = SKIPPED_LINES.filter((line) => !second.output.includes(line));
  tests.push({
    name: 'npm start again skips the install and the builds',
    isPassed: second.isServing && missing.length === 0,
    detail: `${second.seconds.toFixed(1)} s${missing.length ? `; missing: ${missing.join(' ')}` : ''}`,
  });
} catch (error) {
  tests.push({ name: 'fresh clone', isPassed: false, detail: String(error) });
} finally {
  rmSync(work, { recursive: true, force: true });
}
const totalSeconds = ((Date.now() - testStartedAt) / 1000).toFixed(0);

const failed = tests.filter((test) => !test.isPassed);
for (const test of tests) console.log(`${test.isPassed ? '✓' : '✗'} ${test.name} (${test.detail})`);
console.log(
  `fresh-clone test: ${failed.length === 0 ? 'passed' : 'failed'} (first start ${tests[0]?.detail}, second start ${tests[1]?.detail ?? '-'}, ${totalSeconds} s in all)`,
);
if (jsonFile) {
  mkdirSync(path.dirname(jsonFile), { recursive: true });
  writeFileSync(
    jsonFile,
    `${JSON.stringify({ passed: tests.length - failed.length, failed: failed.length, tests }, null, 2)}\n`,
  );
}
process.exit(failed.length === 0 ? 0 : 1);
