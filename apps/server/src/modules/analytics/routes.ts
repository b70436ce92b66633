import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../users/require-admin.ts';

import { readCharts, readCounters } from './service.ts';

/** /api/analytics/*: the admin dashboard's counters and monthly charts (spec §3, §7). */
export function analyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/analytics/counters', async (request) => {
    await requireAdmin(ctx, request);
    return { data: await readCounters(ctx.db) };
  });

  app.get('/analytics/charts', async (request) => {
    await requireAdmin(ctx, request);
    return { data: await readCharts(ctx.db) };
  });
}
