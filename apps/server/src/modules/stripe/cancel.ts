import { TEST_MODE_PREFIX } from '@huebook/shared/schemas/checkout';
import { eq } from 'drizzle-orm';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createStripeClient, readStripeSettings } from '../../providers/stripe/client.ts';
import { endSubscription, findActiveSubscription } from '../subscriptions/lifecycle.ts';

import { PAYMENTS_NOT_SET_UP, providerError } from './checkout.ts';

/**
 * POST /stripe/subscription/cancel: cancels the user's active subscription. With Stripe it is
 * canceled at the end of the paid period (the user keeps the plan until then, and
 * customer.subscription.deleted moves them to free); canceled_at is set now, so it shows as
 * canceled at once. A test-mode subscription ends at once (no later event would end it).
 * @throws AppError NOT_FOUND (no active subscription), NOT_CONFIGURED, PROVIDER_ERROR.
 */
export async function cancelSubscription(ctx: AppContext, me: UserWithPlan): Promise<void> {
  const active = await findActiveSubscription(ctx.db, me.user.id);
  if (!active?.stripeSubscriptionId) {
    throw new AppError('NOT_FOUND', 'You have no active subscription plan to cancel.');
  }
  const stripeId = active.stripeSubscriptionId;
  if (stripeId.startsWith(TEST_MODE_PREFIX)) {
    await ctx.db.transaction((tx) => endSubscription(tx, stripeId));
    return;
  }
  const settings = await readStripeSettings(ctx);
  if (!settings.secretKey) {
    throw new AppError('NOT_CONFIGURED', PAYMENTS_NOT_SET_UP);
  }
  const stripe = createStripeClient(ctx.config, settings.secretKey);
  try {
    await stripe.subscriptions.update(stripeId, { cancel_at_period_end: true });
  } catch (error) {
    throw providerError(ctx, error);
  }
  await ctx.db.update(subscriptions).set({ canceledAt: new Date() }).where(eq(subscriptions.id, active.id));
}
