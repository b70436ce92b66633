/**
 * The set-up `npm start` and `npm test` do first, so each works alone on a fresh clone (Node.js
 * and npm, nothing else). Plain JavaScript with only `node:` modules: it runs before anything
 * is installed.
 *
 *   node scripts/setup.mjs start         install if needed, build the web app and the server if stale,
 *                                        then serve (the built server as this script's child)
 *   node scripts/setup.mjs test          install if needed, Chromium if missing (the tests build)
 *   node scripts/setup.mjs server-build  build the server if stale (the browser tests' server)
 *
 * Dependencies are current when `node_modules/.huebook-install-stamp` holds the SHA-256 of
 * `package-lock.json`, or when npm's own record of what it installed
 * (`node_modules/.package-lock.json`) has every locked package at its locked version (after a
 * plain `npm ci` or `npm install`); otherwise `npm ci` runs. A build is stale when it is missing
 * or older than the newest file or folder among its sources (a deleted file changes its
 * folder's time).
 *
 * The server runs with `MALLOC_ARENA_MAX=2` and `MALLOC_MMAP_THRESHOLD_=131072` unless the
 * variables are set, and with Node's flags for a smaller young generation and WebAssembly
 * compiled once (see SERVER_NODE_FLAGS): glibc and V8 read these only when a process starts,
 * so the process that launches the server has to set them (see `serve`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from './server-runtime.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCKFILE = path.join(ROOT, 'package-lock.json');
const INSTALL_STAMP = path.join(ROOT, 'node_modules/.huebook-install-stamp');
const NPM_RECORD = path.join(ROOT, 'node_modules/.package-lock.json');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What each build reads and writes, relative to the repository root. */
const BUILDS = {
  web: {
    label: 'the web app (apps/web/dist)',
    workspace: '@huebook/web',
    sources: ['apps/web', 'packages/shared/src', 'package-lock.json'],
    outputs: ['apps/web/dist/index.html'],
  },
  server: {
    label: 'the server (apps/server/dist)',
    workspace: '@huebook/server',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/shared/src',
      'package-lock.json',
    ],
    outputs: ['apps/server/dist/server.js', 'apps/server/dist/line-art-worker.js'],
  },
};
/** Folders under a source that are outputs or caches, not sources. */
const SKIPPED = new Set(['node_modules', 'dist', '.vite']);

function say(message) {
  console.log(`[setup] ${message}`);
}

/** Runs a command with the output shown; a failure ends the set-up with its exit code. */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    say(`\`${[command, ...args].join(' ')}\` failed.`);
    process.exit(result.status ?? 1);
  }
}

function sha256(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Whether npm's record of node_modules has every package of the lockfile at its version. */
function isInstalledAsLocked() {
  if (!existsSync(NPM_RECORD)) return false;
  const locked = readJson(LOCKFILE).packages ?? {};
  const installed = readJson(NPM_RECORD).packages ?? {};
  for (const [key, entry] of Object.entries(locked)) {
    if (!key.includes('node_modules/')) continue;
    const found = installed[key];
    if (!found) {
      // Optional packages are skipped on other platforms.
      if (entry.optional || entry.devOptional) continue;
      return false;
    }
    if (found.version !== entry.version) return false;
  }
  return Object.keys(installed).every((key) => key in locked);
}

function ensureDependencies() {
  const lockHash = sha256(LOCKFILE);
  const stamp = existsSync(INSTALL_STAMP) ? readFileSync(INSTALL_STAMP, 'utf8').trim() : '';
  if (stamp === lockHash) {
    say('Dependencies up to date.');
    return;
  }
  if (isInstalledAsLocked()) {
    say('Dependencies up to date (installed as package-lock.json says).');
  } else {
    say('Installing dependencies with `npm ci`: the first time this downloads a few hundred');
    say('megabytes and takes a few minutes; later starts skip it until package-lock.json changes.');
    run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
    });
    say('Dependencies installed.');
  }
  writeFileSync(INSTALL_STAMP, `${lockHash}\n`);
}

/** Newest modification time, milliseconds, of a file or of a folder and everything in it. */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  let newest = stat.mtimeMs;
  if (stat.isDirectory()) {
    for (const entry of readdirSync(target, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue;
      newest = Math.max(newest, newestChange(path.join(target, entry.name)));
    }
  }
  return newest;
}

function ensureBuilt(name) {
  const build = BUILDS[name];
  const outputs = build.outputs.map((file) => path.join(ROOT, file));
  const builtAt = outputs.every((file) => existsSync(file))
    ? Math.min(...outputs.map((file) => statSync(file).mtimeMs))
    : -1;
  const changedAt = Math.max(...build.sources.map((source) => newestChange(path.join(ROOT, source))));
  if (builtAt >= changedAt) {
    say(`Build of ${build.label} up to date.`);
    return;
  }
  say(`Building ${build.label}${builtAt < 0 ? '' : ': its sources changed'}…`);
  run('npm', ['run', 'build', '--silent', '-w', build.workspace]);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (process.env.CHROMIUM_PATH) {
    console.error(
      `[setup] CHROMIUM_PATH names no file (${CHROMIUM}): point it at a Chromium, then run \`npm test\` again.`,
    );
    process.exit(1);
  }
  if (!isRoot) {
    console.error(
      '[setup] The browser tests need Chromium: run `sudo apt-get install chromium`, then `npm test` again.',
    );
    process.exit(1);
  }
  say("Installing Debian's Chromium for the browser tests (`apt-get install chromium`, about a minute)…");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], env);
  run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], env);
  say('Chromium installed.');
}

/**
 * Runs the built server (`node … dist/server.js` in apps/server) as a child with this
 * environment, plus SERVER_MALLOC_ENV's variables on Linux where unset or empty. Node 20 cannot
 * replace its own process (no exec), so this one stays: it relays SIGINT, SIGTERM and SIGHUP
 * (the server shuts down once, however many arrive) and exits with the server's code.
 */
function serve() {
  const env = { ...process.env };
  if (process.platform === 'linux') {
    for (const [name, value] of Object.entries(SERVER_MALLOC_ENV)) env[name] ||= value;
  }
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server.js'], {
    cwd: path.join(ROOT, 'apps/server'),
    stdio: 'inherit',
    env,
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
  server.on('error', (error) => {
    console.error(`[setup] The server could not start: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}

const mode = process.argv[2];
if (mode === 'start') {
  ensureDependencies();
  ensureBuilt('web');
  ensureBuilt('server');
  serve();
} else if (mode === 'test') {
  ensureDependencies();
  ensureChromium();
} else if (mode === 'server-build') {
  ensureBuilt('server');
} else {
  console.error('usage: node scripts/setup.mjs start|test|server-build');
  process.exit(2);
}
