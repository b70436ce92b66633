/**
 * GET /metrics in Prometheus' text format (prom-client): this app's HTTP and database-pool
 * metrics merged with the process-wide ones (lib/metrics.ts: Node's defaults, jobs, line-art
 * tasks). With METRICS_TOKEN set the route wants `Authorization: Bearer <token>` (401
 * otherwise); unset, it is open. Not rate limited, not request-logged.
 *
 * - `huebook_http_requests_total{method,route,status_code}` and
 *   `huebook_http_request_duration_seconds{method,route,status_code}`: `route` is the route's
 *   pattern (`/api/pages/:id/read`), never the raw URL, so ids do not multiply series; requests
 *   no route matched (404s, the SPA fallback) share `route="unmatched"`.
 * - `huebook_db_pool_total_connections`, `huebook_db_pool_idle_connections`,
 *   `huebook_db_pool_waiting_clients`: the node-postgres pool, when DATABASE_URL is set (PGlite
 *   has one connection and no pool to report).
 * - `huebook_db_queue_waiting`: under PGlite, statements queued behind the running one
 *   (db/pglite-queue.ts), its one connection's backlog.
 * - `huebook_line_art_queue_length`: picture tasks waiting for a free worker thread.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { PgliteQueue } from '../../db/pglite-queue.ts';
import { AppError } from '../../errors.ts';
import { processRegistry } from '../../lib/metrics.ts';
import { lineArtQueueSize } from '../../providers/line-art/pool.ts';

import { OPS_ROUTE_OPTIONS } from './health.ts';

/** Seconds; prom-client's defaults plus the long tail of AI page creation (up to a minute). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** The node-postgres pool behind `db`, or undefined under PGlite. */
function postgresPool(db: Db): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** The statement queue in front of PGlite (db/client.ts `fromPglite`), or undefined on PostgreSQL. */
function pgliteQueue(db: Db): PgliteQueue | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PgliteQueue ? client : undefined;
}

/** A gauge read at scrape time. */
function gaugeOf(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/** This app's metrics; `observe` records one answered request. */
function createAppMetrics(db: Db): {
  registry: Registry;
  observe(request: FastifyRequest, reply: FastifyReply): void;
} {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'huebook_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'huebook_http_request_duration_seconds',
    help: 'Seconds from receiving a request to answering it, by method, route pattern and status code.',
    labelNames,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const pool = postgresPool(db);
  if (pool) {
    gaugeOf(
      registry,
      'huebook_db_pool_total_connections',
      'Connections the PostgreSQL pool holds.',
      () => pool.totalCount,
    );
    gaugeOf(
      registry,
      'huebook_db_pool_idle_connections',
      'Idle connections of the PostgreSQL pool.',
      () => pool.idleCount,
    );
    gaugeOf(
      registry,
      'huebook_db_pool_waiting_clients',
      'Queries waiting for a free PostgreSQL connection.',
      () => pool.waitingCount,
    );
  }
  const queue = pgliteQueue(db);
  if (queue) {
    gaugeOf(
      registry,
      'huebook_db_queue_waiting',
      'Statements and transactions waiting for the embedded database (PGlite has one connection).',
      () => queue.waiting,
    );
  }
  gaugeOf(
    registry,
    'huebook_line_art_queue_length',
    'Picture tasks waiting for a free line-art worker thread.',
    lineArtQueueSize,
  );
  return {
    registry,
    observe(request, reply) {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  return timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

/**
 * Records every answered request of `app` (an onResponse hook at its root) and serves GET
 * /metrics. Call on the root instance, before the routes it should count are registered.
 * The route throws AppError UNAUTHORIZED (401) without the METRICS_TOKEN when one is set.
 */
export function metricsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const metrics = createAppMetrics(ctx.db);
  const registry = Registry.merge([processRegistry, metrics.registry]);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request, reply);
    done();
  });

  const token = ctx.config.metricsToken;
  app.get('/metrics', OPS_ROUTE_OPTIONS, async (request, reply) => {
    if (token !== undefined && !hasToken(request, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHORIZED', 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.');
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
