import { endpoints } from '@huebook/shared/api/endpoints';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../lib/endpoint.ts';

import { readReplayLog, UPSERT_BODY_LIMIT } from './replay-log.ts';
import { listColoreds, upsertColored } from './service.ts';

/** /api/coloreds/*: save a colored page (with its replay log), read the log, list colored pages. */
export function coloredRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    endpoints.upsertColored,
    async ({ me, body }) => ({ data: await upsertColored(ctx, me, body) }),
    { bodyLimit: UPSERT_BODY_LIMIT },
  );

  route(app, ctx, endpoints.readColoredLog, async ({ me, params }) => ({
    data: await readReplayLog(ctx, me, params.id),
  }));

  route(app, ctx, endpoints.listColoreds, async ({ me, query }) => listColoreds(ctx, me, query));
}
