import { checkoutBodySchema, checkoutConfirmBodySchema } from '@huebook/shared/schemas/checkout';
import type { FastifyInstance } from 'fastify';

import { requireUser } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

import { cancelSubscription } from './cancel.ts';
import { confirmTestCheckout, createCheckout } from './checkout.ts';
import { applyStripeEvent, verifyWebhook } from './webhook.ts';

/** /api/stripe/*: checkout, test-mode confirmation, subscription cancel and the webhook. */
export function stripeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/stripe/checkout', async (request) => {
    const me = await requireUser(ctx, request);
    const { priceId } = checkoutBodySchema.parse(request.body);
    return { data: await createCheckout(ctx, me, priceId) };
  });

  app.post('/stripe/checkout/confirm', async (request) => {
    const me = await requireUser(ctx, request);
    const { sessionId } = checkoutConfirmBodySchema.parse(request.body);
    return { data: { user: await confirmTestCheckout(ctx, me, sessionId) } };
  });

  app.post('/stripe/subscription/cancel', async (request) => {
    const me = await requireUser(ctx, request);
    await cancelSubscription(ctx, me);
    return { data: { canceled: true as const } };
  });

  // The signature covers the exact bytes Stripe sent: this scope keeps JSON bodies raw.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => {
      done(null, raw);
    });
    scope.post('/stripe/webhook', async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('INVALID_INPUT', 'Expected a JSON body');
      const signature = request.headers['stripe-signature'];
      const event = await verifyWebhook(
        ctx,
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      const applied = await applyStripeEvent(ctx, event);
      return { data: { received: true, applied } };
    });
  });
}
