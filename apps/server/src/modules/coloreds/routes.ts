import { endpoints } from '@huebook/shared/api/endpoints';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../lib/endpoint.ts';

import { listColoreds, upsertColored } from './service.ts';

/** /api/coloreds/*: save a colored page, list colored pages. */
export function coloredRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.upsertColored, async ({ me, body }) => ({
    data: await upsertColored(ctx, me, body),
  }));

  route(app, ctx, endpoints.listColoreds, async ({ me, query }) => listColoreds(ctx, me, query));
}
