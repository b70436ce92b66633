import { chartsQuerySchema } from '@huebook/shared/schemas/analytics';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../users/require-admin.ts';

import { readCharts, readCounters } from './service.ts';
import { requireKnownTimeZone } from './time-zone.ts';

/**
 * /api/analytics/*: the admin dashboard's counters and monthly charts (spec §3, §7). The
 * charts' months follow the `tz` query parameter (IANA zone, UTC when absent); an unknown
 * zone answers 400 INVALID_INPUT.
 */
export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/analytics/counters', async (request) => {
    await requireAdmin(ctx, request);
    return { data: await readCounters(ctx.db) };
  });

  app.get('/analytics/charts', async (request) => {
    await requireAdmin(ctx, request);
    const { tz } = chartsQuerySchema.parse(request.query);
    return { data: await readCharts(ctx.db, await requireKnownTimeZone(ctx.db, tz)) };
  });
}
