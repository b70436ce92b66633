import { endpoints } from '@huebook/shared/api/endpoints';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../lib/endpoint.ts';

import { listSubscriptions } from './list.ts';

/** /api/subscriptions/*: the admin's list of subscriptions. */
export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.listSubscriptions, async ({ query }) => listSubscriptions(ctx, query), {
    forbidden: 'Only admins can see subscriptions.',
  });
}
