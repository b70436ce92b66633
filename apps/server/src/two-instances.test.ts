/**
 * Two instances, proven (issue 13; docs/deploy.md "What is proven"): two real server processes
 * on one PostgreSQL database and one S3-compatible bucket (s3rver), driven over HTTP as users
 * would. Runs only on PostgreSQL (DATABASE_URL, as .ci/run sets it): PGlite is one process's
 * embedded database and cannot be shared.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { crossLineArt, solidPng } from './test/images.ts';
import { multipart } from './test/multipart.ts';
import { startLocalS3, type LocalS3 } from './test/s3rver.ts';
import {
  call,
  createEmptyDatabase,
  fetchFile,
  metricSample,
  readMailedCode,
  serverCommand,
  startServer,
  type LogLine,
  type ServerProcess,
} from './two-instances.test-support.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const BUCKET = 'huebook-two-instances';
/** Short, so the job ticks several times on each instance during the test. */
const TRENDING_INTERVAL_MS = 2000;

/** The trending job's runs an instance logged (debug level): when each ended and how. */
function trendingRuns(server: ServerProcess): { time: number; status: string; server: string }[] {
  return server.logs
    .filter((line: LogLine) => line.msg === 'trending recompute')
    .map((line) => ({
      time: line.time,
      status: (line.run as { status: string }).status,
      server: server.name,
    }));
}

describe.skipIf(!DATABASE_URL)(
  'two instances on one PostgreSQL and one S3 bucket (needs DATABASE_URL)',
  () => {
    const dirs: string[] = [];
    const servers: ServerProcess[] = [];
    let database: Awaited<ReturnType<typeof createEmptyDatabase>> | undefined;
    let s3: LocalS3 | undefined;
    let sql: pg.Client | undefined;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      database = await createEmptyDatabase(DATABASE_URL!);
      s3 = await startLocalS3(BUCKET);

      // Everything shared: the database, the bucket and the app secret. DATA_DIR (outbox,
      // generated files) is each instance's own, as on two machines.
      const shared = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'debug',
        DATABASE_URL: database.url,
        APP_SECRET: randomBytes(24).toString('base64url'),
        ...s3.env(),
        TRENDING_INTERVAL_MS: String(TRENDING_INTERVAL_MS),
        UPLOAD_CLEANUP_INTERVAL_MS: '0',
        LINE_ART_THREADS: '1',
      };
      // Started together on the empty database: both migrate (one waits for the other's lock)
      // and seed at once.
      const started = await Promise.allSettled(
        ['A', 'B'].map(async (name) => {
          const dataDir = await mkdtemp(path.join(os.tmpdir(), `huebook-two-${name}-`));
          dirs.push(dataDir);
          const server = await startServer(name, {
            ...shared,
            DATA_DIR: dataDir,
            WEB_DIST: path.join(dataDir, 'no-web'),
          });
          servers.push(server);
          return server;
        }),
      );
      for (const result of started) if (result.status === 'rejected') throw result.reason;
      [a, b] = servers.sort((x, y) => x.name.localeCompare(y.name)) as [ServerProcess, ServerProcess];
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
    }, 120_000);

    afterAll(async () => {
      // Each step on its own: a failure in one never leaves a process, folder or database behind.
      const steps = [
        ...servers.map((server) => () => server.stop('SIGTERM', 10_000)),
        () => sql?.end(),
        () => s3?.close(),
        () => database?.drop(),
        ...dirs.map((dir) => () => rm(dir, { recursive: true, force: true })),
      ];
      const results = await Promise.allSettled(steps.map(async (step) => step()));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    }, 60_000);

    afterEach(({ task }) => {
      if (task.result?.state !== 'fail') return;
      for (const server of servers) {
        console.log(
          `--- ${server.name} (${serverCommand().label}), last lines ---\n${server.output.slice(-30).join('\n')}`,
        );
      }
    });

    it('start together on an empty database and both pass /readyz', async () => {
      for (const server of [a, b]) {
        const ready = await call(server, 'GET', '/readyz');
        expect(ready.status, server.name).toBe(200);
        expect(ready.json).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
      }
    });

    let adminToken: string;
    let userToken: string;
    let userId: string;

    it('a user who signs up on one instance signs in with the code on the other', async () => {
      // The first admin: set up on A, code confirmed on B.
      const adminEmail = 'ada@example.com';
      const setup = await call(a, 'POST', '/api/users/admin/create', {
        body: { name: 'Ada Admin', email: adminEmail },
      });
      expect(setup.status, JSON.stringify(setup.json)).toBe(200);
      const adminSession = await call(b, 'POST', '/api/users/verify', {
        body: { token: setup.json.data.token, code: await readMailedCode(a, adminEmail) },
      });
      expect(adminSession.status, JSON.stringify(adminSession.json)).toBe(200);
      expect(adminSession.json.data.user.admin).toBe(true);
      adminToken = adminSession.json.data.token;

      // A user: signs up on B, confirms on A, and B knows the session A signed.
      const email = 'cleo@example.com';
      const signUp = await call(b, 'POST', '/api/users/sign-up', { body: { name: 'Cleo Colorer', email } });
      expect(signUp.status, JSON.stringify(signUp.json)).toBe(200);
      const session = await call(a, 'POST', '/api/users/verify', {
        body: { token: signUp.json.data.token, code: await readMailedCode(b, email) },
      });
      expect(session.status, JSON.stringify(session.json)).toBe(200);
      userToken = session.json.data.token;
      userId = session.json.data.user.id;
      const me = await call(b, 'GET', '/api/users/read', { token: userToken });
      expect(me.status).toBe(200);
      expect(me.json.data).toMatchObject({ id: userId, email });
    });

    let page: { id: string; illustration: string; thumbnail: string };

    it('a page uploaded through A is served by B', async () => {
      const form = multipart({ title: 'Two towers' }, { data: await crossLineArt(512, 240, 16) });
      const uploaded = await call(a, 'POST', '/api/pages/upload', { token: userToken, form });
      expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
      page = uploaded.json.data;
      for (const url of [page.illustration, page.thumbnail]) {
        expect(url).toMatch(/^\/uploads\//);
        const fromA = await fetchFile(a, url);
        const fromB = await fetchFile(b, url);
        expect(fromB.status, url).toBe(200);
        expect(fromB.contentType).toMatch(/^image\//);
        expect(fromB.bytes.length).toBeGreaterThan(0);
        expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
      }
    });

    it('a page colored on B shows as colored on A, whose list had it uncolored just before', async () => {
      const listOnA = async () => {
        const list = await call(a, 'GET', '/api/pages/paginate?scope=owned', { token: userToken });
        expect(list.status).toBe(200);
        return (list.json.data as { id: string; is_colored: boolean }[]).find((p) => p.id === page.id);
      };
      // A now holds the user's marks in its cache (modules/pages/viewer-marks.ts).
      expect(await listOnA()).toMatchObject({ is_colored: false });

      // The drawing layer is uploaded through A, and the colored page saved through B.
      const layer = multipart({}, { data: await solidPng(1024, 1024, '#ff0000') });
      const stored = await call(a, 'POST', '/api/storage/upload', { token: userToken, form: layer });
      expect(stored.status, JSON.stringify(stored.json)).toBe(200);
      const colored = await call(b, 'PATCH', '/api/coloreds/upsert', {
        token: userToken,
        body: { pageId: page.id, photo: stored.json.data.url },
      });
      expect(colored.status, JSON.stringify(colored.json)).toBe(200);
      expect(colored.json.data.page.id).toBe(page.id);

      expect(await listOnA()).toMatchObject({ is_colored: true });
      const read = await call(a, 'GET', `/api/pages/${page.id}/read`, { token: userToken });
      expect(read.json.data).toMatchObject({ is_colored: true, colored: { id: colored.json.data.id } });
      // B composed the preview; A serves it from the bucket.
      const preview = await fetchFile(a, colored.json.data.preview);
      expect(preview.status).toBe(200);
      expect(preview.contentType).toBe('image/webp');
    });

    it('a book started on A is polled to ready on B and downloaded from B', async () => {
      // A paid plan (Stripe test mode): checkout on A, confirmed on B.
      const plans = await call(b, 'GET', '/api/plans/paid/list');
      const priceId = (plans.json.data as { name: string; stripe_price_id: string }[]).find(
        (plan) => plan.name === 'starter',
      )?.stripe_price_id;
      const checkout = await call(a, 'POST', '/api/stripe/checkout', { token: userToken, body: { priceId } });
      expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
      const sessionId = new URL(checkout.json.data.url, 'http://localhost').searchParams.get('session_id');
      const confirmed = await call(b, 'POST', '/api/stripe/checkout/confirm', {
        token: userToken,
        body: { sessionId },
      });
      expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);

      const started = await call(a, 'POST', '/api/books', {
        token: userToken,
        body: { title: 'Two towers book', pageIds: [page.id, page.id] },
      });
      expect(started.status, JSON.stringify(started.json)).toBe(200);
      const id = started.json.data.id as string;
      await expect
        .poll(async () => (await call(b, 'GET', `/api/books/${id}`, { token: userToken })).json.data?.state, {
          timeout: 60_000,
          interval: 250,
        })
        .toBe('ready');
      const pdfFrom = async (server: ServerProcess) => {
        const response = await fetch(`http://127.0.0.1:${server.port}/api/books/${id}/pdf`, {
          headers: { authorization: `Bearer ${userToken}`, connection: 'close' },
        });
        return { response, bytes: Buffer.from(await response.arrayBuffer()) };
      };
      const fromB = await pdfFrom(b);
      expect(fromB.response.status).toBe(200);
      expect(fromB.response.headers.get('content-type')).toBe('application/pdf');
      expect(fromB.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await pdfFrom(a)).bytes.equals(fromB.bytes)).toBe(true);
    }, 90_000);

    it('the trending job does its work on one instance at a time', async () => {
      // Both instances' timers tick (each run counted, skipped ones included).
      const ticks = async (server: ServerProcess) =>
        metricSample(
          (await call(server, 'GET', '/metrics')).json as string,
          'huebook_job_runs_total{job="trending"}',
        ) ?? 0;
      await expect.poll(() => ticks(a), { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(3);
      await expect.poll(() => ticks(b), { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(3);
      // The coloring counts: the page's score is recomputed from the shared database.
      await expect
        .poll(
          async () =>
            (
              await sql!.query<{ score: number }>('SELECT trending_score AS score FROM pages WHERE id = $1', [
                page.id,
              ])
            ).rows[0]?.score,
          { timeout: 20_000, interval: 250 },
        )
        .toBe(1);

      const runs = [...trendingRuns(a), ...trendingRuns(b)].sort((x, y) => x.time - y.time);
      const ticksOf = (server: ServerProcess) => runs.filter((run) => run.server === server.name).length;
      const done = runs.filter((run) => run.status === 'done');
      const skipped = runs.filter((run) => run.status === 'skipped');
      const summary = runs.map((run) => `${run.time} ${run.server} ${run.status}`).join('\n');
      expect(done.length, summary).toBeGreaterThanOrEqual(1);
      // The other instance's ticks found the work done (or being done) and stood back: the work
      // is done about once per interval, not once per instance's tick (both starting on the same
      // empty state may do one run each at first).
      expect(skipped.length, summary).toBeGreaterThanOrEqual(1);
      expect(done.length, summary).toBeLessThanOrEqual(Math.max(ticksOf(a), ticksOf(b)) + 1);
      // Each run finished at least half an interval after the previous one (the lease's rule),
      // less the moment between a run's last write and its log line; two instances doing the
      // work on the same tick would end a few milliseconds apart.
      for (let i = 1; i < done.length; i += 1) {
        expect(done[i]!.time - done[i - 1]!.time, summary).toBeGreaterThanOrEqual(
          TRENDING_INTERVAL_MS / 2 - 400,
        );
      }
    }, 60_000);

    it("an admin blocks the user on A, and B refuses the user's very next call", async () => {
      const blocked = await call(a, 'PATCH', `/api/users/${userId}/blocked/toggle`, { token: adminToken });
      expect(blocked.status, JSON.stringify(blocked.json)).toBe(200);
      const next = await call(b, 'GET', '/api/users/read', { token: userToken });
      expect(next.status).toBe(403);
      expect(next.json).toMatchObject({ code: 'BLOCKED' });
    });

    it('stopping A (SIGTERM) leaves B serving, and B takes over the trending job', async () => {
      expect(await a.stop('SIGTERM')).toBe(0);
      const stoppedAt = Date.now();
      const ready = await call(b, 'GET', '/readyz');
      expect(ready.status).toBe(200);
      const admin = await call(b, 'GET', '/api/users/read', { token: adminToken });
      expect(admin.status).toBe(200);
      expect((await fetchFile(b, page.illustration)).status).toBe(200);
      await expect
        .poll(() => trendingRuns(b).some((run) => run.status === 'done' && run.time > stoppedAt), {
          timeout: 3 * TRENDING_INTERVAL_MS + 10_000,
          interval: 250,
        })
        .toBe(true);
    }, 60_000);
  },
);
