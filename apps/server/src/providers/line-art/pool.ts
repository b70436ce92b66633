/**
 * The pool of worker threads that runs the line-art, page-image and offline-generator work
 * (`worker.ts`), so a 0.1–1.5 s picture job never blocks the event loop. One pool per process,
 * started by its first task; idle workers do not keep the process alive. Piscina
 * (https://github.com/piscinajs/piscina) queues tasks beyond the thread count.
 *
 * Not started with the server: a worker holds 20+ MB from its start (60–100 MB once it has
 * converted a photo and drawn a page), which a server that makes no pictures does not need;
 * loading it delays only the first task after a start, by 0.1–0.25 s (the built worker on a
 * 2-core machine: a conversion's median 0.94 s lazily vs 0.72 s warm, a prompt's page 0.47 vs
 * 0.43 s). The first worker then stays; others stop after `IDLE_TIMEOUT_MS` idle.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';

import { Piscina } from 'piscina';

import { lineArtTaskSeconds } from '../../lib/metrics.ts';

import { ImageInputError } from './image-input-error.ts';
import type { LineArtReply, LineArtTask } from './task.ts';

/** Idle workers above the first are stopped after this long, milliseconds. */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * From source, workers load `worker.ts` as TypeScript through tsx's loader. `npm run dev` runs
 * under tsx, whose flags workers would inherit, but Vitest and plain `node` do not: passing the
 * loader explicitly makes every mode load the worker the same way. The built server
 * (`apps/server/build.mjs`) bundles this module into `dist/server.js` and the worker, already
 * JavaScript, into `dist/line-art-worker.js` beside it: no loader, and no tsx at run time.
 */
const isBuilt = !import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(isBuilt ? './line-art-worker.js' : './worker.ts', import.meta.url).href;
const WORKER_EXEC_ARGV = isBuilt
  ? []
  : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];

/** Threads when none are configured: all cores but one, left to the event loop; at least 1. */
export const DEFAULT_LINE_ART_THREADS = Math.max(1, availableParallelism() - 1);

let threads = DEFAULT_LINE_ART_THREADS;
let pool: Piscina<LineArtTask, LineArtReply> | undefined;
let holders = 0;

function startedPool(): Piscina<LineArtTask, LineArtReply> {
  pool ??= new Piscina({
    filename: WORKER_FILE,
    execArgv: WORKER_EXEC_ARGV,
    minThreads: 1,
    maxThreads: threads,
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  return pool;
}

/**
 * Runs one task on a worker. `task.input` (and a palette's `illustration`), when the task has
 * one, is transferred: the caller must not use it after.
 * @throws ImageInputError as the worker's picture code threw it (same message and `code`).
 */
export async function runLineArtTask(
  task: LineArtTask,
): Promise<Exclude<LineArtReply, { kind: 'input-error' }>> {
  const pictures = [
    ...('input' in task ? [task.input] : []),
    ...('illustration' in task ? [task.illustration] : []),
  ];
  const transferList = pictures.map((picture) => picture.buffer as ArrayBuffer);
  const stopTimer = lineArtTaskSeconds.startTimer({ kind: task.kind });
  const reply = await startedPool()
    .run(task, { transferList })
    .finally(() => stopTimer());
  if (reply.kind === 'input-error') throw new ImageInputError(reply.message, reply.code);
  return reply;
}

/**
 * Holds the pool for an app (`buildApp`); the returned release goes in its onClose hook. The
 * pool closes when the last holder releases it, letting running tasks finish. `threads` sets
 * the pool size (1 or more) if the pool has not started yet; the first task starts it.
 */
export function retainLineArtPool(options: { threads?: number } = {}): () => Promise<void> {
  if (!pool && options.threads !== undefined) threads = Math.max(1, Math.floor(options.threads));
  holders += 1;
  let isReleased = false;
  return async () => {
    if (isReleased) return;
    isReleased = true;
    holders -= 1;
    if (holders === 0) await closeLineArtPool();
  };
}

/** Tasks waiting for a free worker (0 while the pool is not started), for GET /metrics. */
export function lineArtQueueSize(): number {
  return pool?.queueSize ?? 0;
}

/** Stops every worker once running tasks finish; the next task starts a new pool. */
export async function closeLineArtPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}

/** Bytes of a Buffer in an ArrayBuffer of their own, ready to transfer to a worker. */
export function copyForTransfer(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

/** A Buffer view of bytes a worker sent back (they arrive as a plain Uint8Array). */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
