import { listQuerySchema } from '@huebook/shared/schemas/api';
import type { FastifyInstance } from 'fastify';

import { requireUser } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

import { listSubscriptions } from './list.ts';

/** /api/subscriptions/*: the admin's list of subscriptions. */
export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/subscriptions/paginate', async (request) => {
    const me = await requireUser(ctx, request);
    if (!me.user.admin) throw new AppError('FORBIDDEN', 'Only admins can see subscriptions.');
    return listSubscriptions(ctx, listQuerySchema.parse(request.query));
  });
}
