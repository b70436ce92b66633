/**
 * The process-wide Prometheus metrics (prom-client): what belongs to the process rather than to
 * one app — Node's default metrics, the background jobs (jobs/) and the line-art worker pool
 * (providers/line-art/pool.ts), each of which is one per process. The HTTP and database metrics
 * of an app live in its own registry (modules/ops/metrics.ts), merged with this one at
 * GET /metrics. Nothing here imports the app, so jobs and the pool can import it.
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** The registry of this module's metrics and the default ones (process_*, nodejs_*). */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/** The background jobs, by the `job` label their metrics carry. */
export const JOB_NAMES = ['trending', 'upload-cleanup'] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** Timer-driven runs of a job started on this instance (a run skipped for another's lease counts). */
export const jobRuns = new Counter({
  name: 'huebook_job_runs_total',
  help: 'Runs of a background job started on this instance, by job.',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});

/** Runs that threw (logged, retried at the next tick). */
export const jobFailures = new Counter({
  name: 'huebook_job_failures_total',
  help: 'Runs of a background job that failed on this instance, by job.',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});

// Every job shows from the first scrape, at 0, so a rate() over it is defined.
for (const job of JOB_NAMES) {
  jobRuns.inc({ job }, 0);
  jobFailures.inc({ job }, 0);
}

/**
 * Seconds from handing a task to the line-art pool to its reply (queue wait included), by task
 * kind (`convert`, `finalize`, `offline`, `palette`), failures included.
 */
export const lineArtTaskSeconds = new Histogram({
  name: 'huebook_line_art_task_duration_seconds',
  help: 'Seconds from submitting a picture task to the line-art worker pool to its reply, queue wait included, by kind.',
  labelNames: ['kind'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32],
  registers: [processRegistry],
});

/**
 * Counts one run of `job` and, when `run` throws, one failure; returns or rethrows what `run`
 * does.
 */
export async function countJobRun<T>(job: JobName, run: () => Promise<T>): Promise<T> {
  jobRuns.inc({ job });
  try {
    return await run();
  } catch (error) {
    jobFailures.inc({ job });
    throw error;
  }
}
