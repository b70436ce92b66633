import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { solidPng } from '../test/images.ts';
import { multipart } from '../test/multipart.ts';

import { installGracefulShutdown, type ShutdownTarget } from './graceful-shutdown.ts';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function fakeTarget(): ShutdownTarget & { finish(): void; calls: number } {
  let finish = () => undefined as void;
  const target = {
    calls: 0,
    log: quietLog,
    finish: () => finish(),
    close: () => {
      target.calls += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    },
  };
  return target;
}

describe('installGracefulShutdown', () => {
  it('closes once however many signals come, and exits 0 once closed', async () => {
    const emitter = new EventEmitter();
    const exit = vi.fn();
    const target = fakeTarget();
    const { uninstall } = installGracefulShutdown(target, {
      timeoutMs: 10_000,
      emitter: emitter as unknown as NodeJS.Process,
      exit,
    });
    emitter.emit('SIGTERM');
    emitter.emit('SIGTERM');
    emitter.emit('SIGINT');
    await new Promise((resolve) => setImmediate(resolve));
    expect(target.calls).toBe(1);
    expect(exit).not.toHaveBeenCalled();
    target.finish();
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(exit).toHaveBeenCalledTimes(1);
    uninstall();
    expect(emitter.listenerCount('SIGTERM')).toBe(0);
  });

  it('exits 1 when closing takes longer than the timeout', async () => {
    vi.useFakeTimers();
    try {
      const emitter = new EventEmitter();
      const exit = vi.fn();
      installGracefulShutdown(fakeTarget(), {
        timeoutMs: 5000,
        emitter: emitter as unknown as NodeJS.Process,
        exit,
      });
      emitter.emit('SIGINT');
      await vi.advanceTimersByTimeAsync(4999);
      expect(exit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(exit).toHaveBeenCalledWith(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const TSX = path.resolve(SERVER_DIR, '../../node_modules/.bin/tsx');

/** Every server process this file started, killed after its tests so that none outlives them. */
const spawned: ChildProcess[] = [];

/**
 * Starts `tsx src/server.ts` (`npm run dev`'s server; `npm start` runs the same code built, under
 * npm, which relays signals the same way) as the leader of its own process group.
 */
async function startServer(
  dataDir: string,
): Promise<{ child: ChildProcess; port: number; exited: Promise<number | null>; log: string[] }> {
  const child = spawn(TSX, ['src/server.ts'], {
    cwd: SERVER_DIR,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // 'test': the line-art pool starts on first use, not at start. A worker started from source
      // under a cold tsx cache sometimes fails to load worker.ts (ERR_UNKNOWN_FILE_EXTENSION) and
      // takes the process down at close; that is `npm run dev`'s concern, not the signals'.
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      TRENDING_INTERVAL_MS: '0',
      UPLOAD_CLEANUP_INTERVAL_MS: '0',
      LINE_ART_THREADS: '1',
    },
  });
  // Killed after the tests even when one times out before this function returns.
  spawned.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // The server's log lines, shown when an expectation fails and waited on for its progress.
  const log: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    void exited.then((code) => reject(new Error(`server exited with ${code} before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      log.push(line);
      const found = /running at http:\/\/localhost:(\d+)/.exec(line)?.[1];
      if (found) resolve(Number(found));
    });
  });
  child.stderr!.on('data', (chunk: Buffer) => log.push(`stderr: ${chunk.toString()}`));
  return { child, port, exited, log };
}

/** Signals every process of the child's group (gone already: nothing to do). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

async function call(port: number, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      connection: 'close',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: (await response.json()) as { data: Record<string, unknown> } };
}

/** Signs up through the API and signs in with the code from the outbox. */
async function signIn(port: number, dataDir: string): Promise<string> {
  const email = 'shutdown@example.com';
  const signUp = await call(port, 'POST', '/api/users/sign-up', { name: 'Sam Shutdown', email });
  expect(signUp.status).toBe(200);
  const outbox = path.join(dataDir, 'outbox');
  const mailFile = (await readdir(outbox)).find((f) => f.endsWith(`-${email}.eml`));
  const code = /^Subject: Your Huebook code is (\d{5})$/m.exec(
    await readFile(path.join(outbox, mailFile!), 'utf8'),
  )?.[1];
  const verify = await call(port, 'POST', '/api/users/verify', { token: signUp.json.data.token, code });
  expect(verify.status).toBe(200);
  return verify.json.data.token as string;
}

describe('the server process on SIGTERM to its whole process group', () => {
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;
  afterAll(async () => {
    for (const server of spawned) {
      if (server.exitCode === null && server.signalCode === null) killGroup(server, 'SIGKILL');
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('lets an upload in flight finish with 200 and exits 0, though the signal comes twice', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'huebook-shutdown-'));
    const server = await startServer(dataDir);
    child = server.child;
    const token = await signIn(server.port, dataDir);

    const form = multipart({}, { data: await solidPng(64, 48, '#3366cc') });
    const half = Math.floor(form.payload.length / 2);
    const upload = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'POST',
      path: '/api/storage/upload',
      agent: false,
      headers: { ...form.headers, authorization: `Bearer ${token}`, 'content-length': form.payload.length },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve) => {
      upload.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      // A reset upload (the server killed under it) shows as status 0 and the error.
      upload.on('error', (error) => resolve({ status: 0, body: error.message }));
    });
    // Half the upload, so the request is in flight in the server when the signals come.
    await new Promise<void>((resolve) => upload.write(form.payload.subarray(0, half), () => resolve()));
    // In flight for certain: the server has read the request's head (a busy machine may take a while).
    await expect
      .poll(() => server.log.some((line) => line.includes('"url":"/api/storage/upload"')), {
        timeout: 15_000,
      })
      .toBe(true);

    // As a terminal's Ctrl-C or a process manager does: the whole group, and again.
    killGroup(child, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    killGroup(child, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      child.exitCode,
      `the server exited with the upload in flight:\n${server.log.join('\n')}`,
    ).toBeNull();

    upload.end(form.payload.subarray(half));
    const response = await answered;
    expect(response.status, response.body).toBe(200);
    expect(JSON.parse(response.body).data.url).toMatch(/^\/uploads\//);
    expect(await server.exited).toBe(0);
    // A child server started from source, migrated and signed into: 30 s ran out at load ~17.
  }, 90_000);
});
