import { rm } from 'node:fs/promises';

import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTrendingJob } from '../../jobs/trending.ts';
import { startUploadCleanupJob } from '../../jobs/upload-cleanup.ts';
import { createPage, createUser, setupTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function scrape(app = t.app, headers: Record<string, string> = {}): Promise<string> {
  const response = await app.inject({ url: '/metrics', headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, never by raw URL', async () => {
    const user = await createUser(t);
    const id = user.user.id;
    await t.app.inject({ url: `/api/users/${id}/read`, headers: user.headers });
    await t.app.inject({ url: '/api/plans/list' });
    await t.app.inject({ url: '/api/plans/list' });
    await t.app.inject({ url: '/api/no-such-route' });
    const text = await scrape();
    expect(
      sample(text, 'huebook_http_requests_total{method="GET",route="/api/plans/list",status_code="200"}'),
    ).toBe(2);
    // Not an admin: 403, counted under the pattern.
    expect(
      sample(text, 'huebook_http_requests_total{method="GET",route="/api/users/:id/read",status_code="403"}'),
    ).toBe(1);
    expect(
      sample(text, 'huebook_http_requests_total{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    expect(text).not.toContain(id);
    expect(
      sample(
        text,
        'huebook_http_request_duration_seconds_count{method="GET",route="/api/plans/list",status_code="200"}',
      ),
    ).toBe(2);
  });

  it('shows the jobs, the line-art pool and the process', async () => {
    const text = await scrape();
    for (const name of [
      'huebook_job_runs_total',
      'huebook_job_failures_total',
      'huebook_line_art_queue_length',
      'huebook_line_art_task_duration_seconds',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'huebook_line_art_queue_length')).toBe(0);
    expect(sample(text, 'huebook_job_runs_total{job="upload-cleanup"}')).toBeGreaterThanOrEqual(0);
    const poolNames = [
      'huebook_db_pool_total_connections',
      'huebook_db_pool_idle_connections',
      'huebook_db_pool_waiting_clients',
    ];
    for (const name of poolNames) {
      // node-postgres has a pool to report; PGlite has one connection and none.
      if (t.database.driver === 'pg') expect(sample(text, name), name).toBeGreaterThanOrEqual(0);
      else expect(text).not.toContain(name);
    }
    // PGlite's one connection reports its backlog instead (idle here: nothing waits).
    if (t.database.driver === 'pglite') expect(sample(text, 'huebook_db_queue_waiting')).toBe(0);
    else expect(text).not.toContain('huebook_db_queue_waiting');
  });

  it('times line-art tasks by kind', async () => {
    const owner = await createUser(t);
    await createPage(t, owner);
    const text = await scrape();
    // An upload is finalized on a worker (one task of kind finalize).
    expect(sample(text, 'huebook_line_art_task_duration_seconds_count{kind="finalize"}')).toBe(1);
  });

  it('counts job runs and failures by job', async () => {
    const runs = (text: string, job: string) => sample(text, `huebook_job_runs_total{job="${job}"}`) ?? 0;
    const failures = (text: string, job: string) =>
      sample(text, `huebook_job_failures_total{job="${job}"}`) ?? 0;
    const before = await scrape();

    const trending = startTrendingJob(t.db, 3_600_000, silent);
    await expect.poll(async () => runs(await scrape(), 'trending')).toBe(runs(before, 'trending') + 1);
    await trending.stop();

    // A closed database makes the run fail: counted, logged, retried at the next tick.
    const broken = await setupTestApp();
    try {
      await broken.database.close();
      const cleanup = startUploadCleanupJob(broken.db, broken.app.storage, 3_600_000, silent);
      await expect
        .poll(async () => failures(await scrape(), 'upload-cleanup'))
        .toBe(failures(before, 'upload-cleanup') + 1);
      await cleanup.stop();
    } finally {
      await broken.app.close();
      await rm(broken.dataDir, { recursive: true, force: true });
    }
    const after = await scrape();
    expect(runs(after, 'upload-cleanup')).toBe(runs(before, 'upload-cleanup') + 1);
    expect(failures(after, 'trending')).toBe(failures(before, 'trending'));
  });
});

describe('METRICS_TOKEN', () => {
  const token = 'scrape-token-0123456789';
  let guarded: TestApp;

  beforeAll(async () => {
    // The same database, a second app: only the setting differs.
    guarded = await setupTestApp({ database: t.database, env: { METRICS_TOKEN: token } });
  });
  afterAll(async () => {
    await guarded?.app.close();
    if (guarded) await rm(guarded.dataDir, { recursive: true, force: true });
  });

  it('is required when set: 401 without it or with another', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token-at-all' }, { authorization: token }]) {
      const response = await guarded.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      expect(response.body).not.toContain('huebook_http_requests_total');
    }
    const text = await scrape(guarded.app, { authorization: `Bearer ${token}` });
    expect(text).toContain('# TYPE huebook_http_requests_total counter');
  });

  it('leaves /metrics open when unset', async () => {
    await scrape(t.app);
  });
});
