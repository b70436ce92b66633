import { TEST_MODE_PREFIX } from '@huebook/shared/schemas/checkout';
import { eq, sql } from 'drizzle-orm';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createStripeClient, readStripeSettings } from '../../providers/stripe/client.ts';
import { findActiveSubscription } from '../subscriptions/lifecycle.ts';

import { PAYMENTS_NOT_SET_UP, providerError } from './checkout.ts';

/**
 * POST /stripe/subscription/cancel: cancels the user's active subscription at the end of the
 * paid period: canceled_at is set now, so it shows as canceled ("Ends on …"), and the plan, its
 * credits and paid features stay until expire_at. Then customer.subscription.deleted, or
 * settlePlan when the user is read after expire_at (test mode, and Stripe's fallback), moves
 * the user to free.
 * @throws AppError NOT_FOUND (no active subscription), NOT_CONFIGURED, PROVIDER_ERROR.
 */
export async function cancelSubscription(ctx: AppContext, me: UserWithPlan): Promise<void> {
  const active = await findActiveSubscription(ctx.db, me.user.id);
  if (!active?.stripeSubscriptionId) {
    throw new AppError('NOT_FOUND', 'You have no active subscription plan to cancel.');
  }
  const stripeId = active.stripeSubscriptionId;
  const markCanceled = () =>
    ctx.db
      .update(subscriptions)
      .set({ canceledAt: sql`coalesce(${subscriptions.canceledAt}, now())` })
      .where(eq(subscriptions.id, active.id));
  if (stripeId.startsWith(TEST_MODE_PREFIX)) {
    await markCanceled();
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
  await markCanceled();
}
