/**
 * What two-instances.test.ts needs to run real server processes: an empty PostgreSQL database
 * of its own, the server started as a child process (built when the build is current, else from
 * source), its log lines, and calls over HTTP as the web app makes them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';

import pg from 'pg';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const SHARED_SRC = path.resolve(SERVER_DIR, '../../packages/shared/src');
/** The built server and its line-art worker (apps/server/build.mjs). */
const BUILT_FILES = ['server.js', 'line-art-worker.js'];

/** Newest modification time (epoch ms) of a file, or of a folder and everything in it. */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry !== 'node_modules' && entry !== 'dist')
      newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/**
 * How to run the server: `node dist/server.js` when the build is newer than its sources (the
 * rule of scripts/setup.mjs, whose browser-test step builds it in CI; what production runs),
 * else `node --import tsx src/server.ts`, so a stale build is never what gets tested.
 */
export function serverCommand(): { args: string[]; label: string } {
  const outputs = BUILT_FILES.map((file) => path.join(SERVER_DIR, 'dist', file));
  const builtAt = outputs.every((file) => existsSync(file))
    ? Math.min(...outputs.map((file) => statSync(file).mtimeMs))
    : -1;
  const sources = ['src', 'build.mjs', 'package.json'].map((file) => path.join(SERVER_DIR, file));
  const changedAt = Math.max(...[...sources, SHARED_SRC].map(newestChange));
  return builtAt >= changedAt
    ? { args: ['--enable-source-maps', outputs[0]!], label: 'dist/server.js' }
    : { args: ['--import', 'tsx', 'src/server.ts'], label: 'src/server.ts (tsx)' };
}

/** A new, empty database on the server of `baseUrl`; `drop()` removes it (connections and all). */
export async function createEmptyDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `huebook_two_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** One pino log line of a server, as parsed JSON (only lines that are JSON objects). */
export type LogLine = Record<string, unknown> & { time: number; msg?: string };

export interface ServerProcess {
  name: string;
  port: number;
  dataDir: string;
  /** Every stdout line, and stderr chunks prefixed `stderr:`, for failure messages. */
  output: string[];
  /** The JSON log lines so far. */
  logs: LogLine[];
  /** The exit code (null: killed by a signal) once the process has exited. */
  exited: Promise<number | null>;
  isRunning(): boolean;
  /** Sends `signal` to the process group; resolves with the exit code, SIGKILL after `timeoutMs`. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<number | null>;
}

/** Signals every process of the child's group (gone already: nothing to do). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Starts a server process with `env` (on top of PATH, HOME and TMPDIR only, so nothing of this
 * machine's own settings leaks in), as the leader of its own process group, listening on a port
 * the system picks (PORT=0, read back from its "running at" log line). Rejects when it exits
 * first or does not listen within `timeoutMs`.
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  timeoutMs = 45_000,
): Promise<ServerProcess> {
  const { args } = serverCommand();
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const output: string[] = [];
  const logs: LogLine[] = [];
  child.stderr!.on('data', (chunk: Buffer) => output.push(`stderr: ${chunk.toString()}`));
  const lines = createInterface({ input: child.stdout! });
  const server: ServerProcess = {
    name,
    port: 0,
    dataDir: env.DATA_DIR ?? '',
    output,
    logs,
    exited,
    isRunning: () => exitCode === undefined,
    async stop(signal = 'SIGTERM', stopTimeoutMs = 20_000) {
      if (exitCode !== undefined) return exitCode;
      killGroup(child, signal);
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), stopTimeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  server.port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      reject(new Error(`${name} did not listen within ${timeoutMs} ms:\n${output.join('\n')}`));
    }, timeoutMs);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before listening:\n${output.join('\n')}`));
    });
    lines.on('line', (line) => {
      output.push(line);
      if (line.startsWith('{')) {
        try {
          logs.push(JSON.parse(line) as LogLine);
        } catch {
          // Not a log line: kept in `output` only.
        }
      }
      const found = /running at http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(Number(found));
      }
    });
  });
  return server;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/**
 * A call to a server as the web app makes it: JSON in and out, a bearer token when given. Each
 * call opens its own connection, so stopping a server never finds one of ours idle on it.
 */
export async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: {
    body?: unknown;
    token?: string;
    form?: { payload: Buffer; headers: Record<string, string> };
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { connection: 'close' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | Uint8Array<ArrayBuffer> | undefined;
  if (options.form) {
    Object.assign(headers, options.form.headers);
    payload = new Uint8Array(options.form.payload);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers,
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (metrics text): kept as text.
  }
  return { status: response.status, json };
}

/** GET of a file the server serves: status, content type and bytes. */
export async function fetchFile(
  server: ServerProcess,
  url: string,
): Promise<{ status: number; contentType: string | null; bytes: Buffer }> {
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`, { headers: { connection: 'close' } });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** The one-time code mailed to `email` by `server` (its newest `.eml` in DATA_DIR/outbox). */
export async function readMailedCode(server: ServerProcess, email: string): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox');
  const files = (await readdir(outbox)).filter((file) => file.endsWith(`-${email}.eml`)).sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`${server.name} mailed nothing to ${email}`);
  const code = /^Subject: Your Huebook code is (\d{5})$/m.exec(
    await readFile(path.join(outbox, newest), 'utf8'),
  )?.[1];
  if (!code) throw new Error(`no code in ${newest}`);
  return code;
}

/** The value of one sample (`name{labels} value`) in Prometheus text, or undefined. */
export function metricSample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
