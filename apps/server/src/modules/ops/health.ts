/**
 * The probes a host asks (docs/deploy.md "Health checks"):
 * - GET /healthz: the process answers — 200 `{ status: 'ok' }`, nothing else is checked, so a
 *   database outage never gets instances restarted;
 * - GET /readyz: this instance can serve — the database answers a trivial query and storage is
 *   reachable (the uploads folder takes a file, or the S3 bucket answers HeadBucket). 200
 *   `{ status: 'ok', checks }` when all are fine, else 503 `{ status: 'unavailable', message,
 *   checks }` with each failing part named in plain words.
 * Neither is rate limited nor request-logged (a load balancer asks every few seconds).
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';

import type { AppContext } from '../../context.ts';
import { S3Storage } from '../../lib/s3-storage.ts';
import { LocalStorage } from '../../lib/storage.ts';

/** How long each readiness check may take before it counts as failed, milliseconds. */
export const READY_CHECK_TIMEOUT_MS = 3000;

/** Route options of the probes and /metrics: no request logs, no rate limit. */
export const OPS_ROUTE_OPTIONS = {
  logLevel: 'silent',
  config: { rateLimit: false },
} as const satisfies RouteShorthandOptions;

export type ReadinessPart = 'database' | 'storage';

/** Each part's state: `ok`, `not checked`, or what is wrong in plain words. */
export type ReadinessChecks = Record<ReadinessPart, string>;

/** A failed check: its message is shown to the caller, its `cause` only logged. */
class CheckFailure extends Error {}

/** Runs `check`; a throw or a run past READY_CHECK_TIMEOUT_MS becomes a CheckFailure(problem). */
async function within(problem: string, check: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${READY_CHECK_TIMEOUT_MS} ms`));
    }, READY_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(controller.signal), timeout]);
  } catch (error) {
    throw new CheckFailure(problem, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

async function checkDatabase(ctx: AppContext): Promise<string> {
  await within('the database does not answer', () => ctx.db.execute(sql`SELECT 1`));
  return 'ok';
}

/** A file is written to and removed from the uploads folder; a bucket is asked HeadBucket. */
async function checkStorage(ctx: AppContext): Promise<string> {
  const { storage } = ctx;
  if (storage instanceof LocalStorage) {
    // A leading dot: never a storage key (lib/storage.ts), so never served or cleaned up.
    const probe = path.join(storage.dir, `.readyz-${process.pid}-${randomBytes(4).toString('hex')}`);
    await within('the uploads folder cannot be written to', async () => {
      await writeFile(probe, '');
      await rm(probe, { force: true });
    });
    return 'ok';
  }
  if (storage instanceof S3Storage) {
    await within('the S3 bucket cannot be reached', (abortSignal) =>
      storage.client.send(new HeadBucketCommand({ Bucket: storage.bucket }), { abortSignal }),
    );
    return 'ok';
  }
  return 'not checked';
}

/**
 * Checks every part; never throws. `failures` holds the parts that failed with their cause
 * (for the log).
 */
export async function checkReadiness(
  ctx: AppContext,
): Promise<{ checks: ReadinessChecks; failures: { part: ReadinessPart; cause: unknown }[] }> {
  const parts: [ReadinessPart, (ctx: AppContext) => Promise<string>][] = [
    ['database', checkDatabase],
    ['storage', checkStorage],
  ];
  const results = await Promise.allSettled(parts.map(([, check]) => check(ctx)));
  const checks = {} as ReadinessChecks;
  const failures: { part: ReadinessPart; cause: unknown }[] = [];
  results.forEach((result, i) => {
    const part = parts[i]![0];
    if (result.status === 'fulfilled') {
      checks[part] = result.value;
    } else {
      const failure = result.reason as unknown;
      checks[part] = failure instanceof CheckFailure ? failure.message : 'the check failed';
      failures.push({ part, cause: failure instanceof CheckFailure ? failure.cause : failure });
    }
  });
  return { checks, failures };
}

/** GET /healthz and GET /readyz (see the module comment). */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', OPS_ROUTE_OPTIONS, async () => ({ status: 'ok' }));

  app.get('/readyz', OPS_ROUTE_OPTIONS, async (request, reply) => {
    const { checks, failures } = await checkReadiness(ctx);
    reply.header('cache-control', 'no-store');
    if (failures.length === 0) return { status: 'ok', checks };
    // The request's own logger is silent on this route: the app's logs the failure, with its id.
    for (const { part, cause } of failures) {
      ctx.log.warn({ reqId: request.id, part, err: cause }, `readiness check failed: ${part}`);
    }
    const message = `Not ready: ${failures.map(({ part }) => `${part} (${checks[part]})`).join(', ')}.`;
    return reply.code(503).send({ status: 'unavailable', message, checks });
  });
}
