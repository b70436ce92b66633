import { endpoints } from '@huebook/shared/api/endpoints';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { route } from '../../lib/endpoint.ts';

import { cancelSubscription } from './cancel.ts';
import { confirmTestCheckout, createCheckout } from './checkout.ts';
import { applyStripeEvent, verifyWebhook } from './webhook.ts';

/** /api/stripe/*: checkout, test-mode confirmation, subscription cancel and the webhook. */
export function stripeRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.checkout, async ({ me, body }) => ({
    data: await createCheckout(ctx, me, body.priceId, body.returnTo),
  }));

  route(app, ctx, endpoints.confirmCheckout, async ({ me, body }) => ({
    data: { user: await confirmTestCheckout(ctx, me, body.sessionId) },
  }));

  route(app, ctx, endpoints.cancelSubscription, async ({ me }) => {
    await cancelSubscription(ctx, me);
    return { data: { canceled: true as const } };
  });

  // The signature covers the exact bytes Stripe sent: this scope keeps JSON bodies raw.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => {
      done(null, raw);
    });
    route(scope, ctx, endpoints.stripeWebhook, async ({ request }) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('INVALID_INPUT', 'Expected a JSON body');
      const signature = request.headers['stripe-signature'];
      const event = await verifyWebhook(
        ctx,
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      const applied = await applyStripeEvent(ctx, event);
      return { data: { received: true as const, applied } };
    });
  });
}
