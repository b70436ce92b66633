import { listQuerySchema } from '@huebook/shared/schemas/api';
import { upsertColoredBodySchema } from '@huebook/shared/schemas/colored';
import type { FastifyInstance } from 'fastify';

import { requireUser } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';

import { listColoreds, upsertColored } from './service.ts';

/** /api/coloreds/*: save a colored page, list colored pages. */
export function coloredRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.patch('/coloreds/upsert', async (request) => {
    const me = await requireUser(ctx, request);
    return { data: await upsertColored(ctx, me, upsertColoredBodySchema.parse(request.body)) };
  });

  app.get('/coloreds/paginate', async (request) => {
    const me = await requireUser(ctx, request);
    return listColoreds(ctx, me, listQuerySchema.parse(request.query));
  });
}
