import { endpoints } from '@huebook/shared/api/endpoints';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../lib/endpoint.ts';

import { readCharts, readCounters } from './service.ts';
import { requireKnownTimeZone } from './time-zone.ts';

/**
 * /api/analytics/*: the admin dashboard's counters and monthly charts (spec §3, §7). The
 * charts' months follow the `tz` query parameter (IANA zone, UTC when absent); an unknown
 * zone answers 400 INVALID_INPUT.
 */
export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.counters, async () => ({ data: await readCounters(ctx.db) }));

  route(app, ctx, endpoints.charts, async ({ query }) => ({
    data: await readCharts(ctx.db, await requireKnownTimeZone(ctx.db, query.tz)),
  }));
}
