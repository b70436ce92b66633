import type { CheckoutSession } from '@huebook/shared/schemas/checkout';
import type { User } from '@huebook/shared/schemas/user';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';

import { findUserWithPlan, toUserView, type UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { users, type PlanRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createStripeClient, isTestMode, readStripeSettings } from '../../providers/stripe/client.ts';
import { findActiveSubscription, oneMonthAfter, startSubscription } from '../subscriptions/lifecycle.ts';

import { applyOnce } from './events.ts';
import { findPlanByPriceId } from './prices.ts';
import { createTestSessionId, readTestSessionId } from './test-mode.ts';

export const PAYMENTS_NOT_SET_UP = 'Payments are not set up yet.';
const PROVIDER_DOWN = 'The payment provider did not answer. Please try again in a moment.';

/** Maps a failure of the Stripe client to PROVIDER_ERROR (logged), anything else is rethrown. */
export function providerError(ctx: AppContext, error: unknown): unknown {
  if (error instanceof Stripe.errors.StripeError) {
    ctx.log.error({ err: error, type: error.type, code: error.code }, 'stripe call failed');
    return new AppError('PROVIDER_ERROR', PROVIDER_DOWN);
  }
  return error;
}

/** The user's Stripe customer id, created (and stored) on their first checkout. */
async function ensureCustomer(ctx: AppContext, stripe: Stripe, me: UserWithPlan): Promise<string> {
  if (me.user.stripeId) return me.user.stripeId;
  const customer = await stripe.customers.create({
    email: me.user.email,
    name: me.user.name,
    metadata: { userId: me.user.id },
  });
  await ctx.db.update(users).set({ stripeId: customer.id }).where(eq(users.id, me.user.id));
  return customer.id;
}

async function stripeCheckout(
  ctx: AppContext,
  secretKey: string,
  me: UserWithPlan,
  plan: PlanRow,
  priceId: string,
): Promise<CheckoutSession> {
  const stripe = createStripeClient(ctx.config, secretKey);
  const base = ctx.config.publicUrl;
  try {
    const customer = await ensureCustomer(ctx, stripe, me);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: priceId, quantity: 1 }],
      customer,
      client_reference_id: me.user.id,
      metadata: { userId: me.user.id, planId: plan.id },
      subscription_data: { metadata: { userId: me.user.id, planId: plan.id } },
      success_url: `${base}/payment?status=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/payment?status=canceled`,
    });
    if (!session.url) throw new AppError('PROVIDER_ERROR', PROVIDER_DOWN);
    return { url: session.url };
  } catch (error) {
    throw providerError(ctx, error);
  }
}

/**
 * POST /stripe/checkout: a Stripe Checkout session (subscription mode) for the paid plan whose
 * price is `priceId`; without a Stripe key outside production, a test-mode session that
 * /payment confirms.
 * @throws AppError NOT_CONFIGURED (production without a key), FORBIDDEN (admins), INVALID_INPUT
 *   (not a paid plan's price), CONFLICT (already subscribed), PROVIDER_ERROR (Stripe failed).
 */
export async function createCheckout(
  ctx: AppContext,
  me: UserWithPlan,
  priceId: string,
): Promise<CheckoutSession> {
  const settings = await readStripeSettings(ctx);
  const testMode = isTestMode(ctx.config, settings);
  if (!settings.secretKey && !testMode) throw new AppError('NOT_CONFIGURED', PAYMENTS_NOT_SET_UP);
  if (me.user.admin) throw new AppError('FORBIDDEN', 'Admins cannot buy plans.');
  const plan = await findPlanByPriceId(ctx.db, priceId, testMode);
  if (!plan) {
    const message = 'This plan cannot be bought: its payment price is not set up.';
    throw new AppError('INVALID_INPUT', message, [{ path: 'priceId', message }]);
  }
  if (await findActiveSubscription(ctx.db, me.user.id)) {
    throw new AppError(
      'CONFLICT',
      'You already have an active subscription plan. Cancel it before choosing another plan.',
    );
  }
  if (settings.secretKey) return stripeCheckout(ctx, settings.secretKey, me, plan, priceId);
  const sessionId = createTestSessionId(ctx.appSecret, me.user.id, plan.id);
  return { url: `/payment?status=success&session_id=${encodeURIComponent(sessionId)}` };
}

/**
 * POST /stripe/checkout/confirm (test mode only): completes a test session of this user as the
 * checkout.session.completed webhook would, once; confirming again changes nothing.
 * @throws AppError NOT_FOUND (not test mode, or not a session of this user).
 */
export async function confirmTestCheckout(
  ctx: AppContext,
  me: UserWithPlan,
  sessionId: string,
): Promise<User> {
  const settings = await readStripeSettings(ctx);
  const session = isTestMode(ctx.config, settings) ? readTestSessionId(ctx.appSecret, sessionId) : null;
  if (!session || session.userId !== me.user.id)
    throw new AppError('NOT_FOUND', 'Checkout session not found');
  await applyOnce(ctx.db, { id: sessionId, type: 'checkout.session.completed' }, (tx) =>
    startSubscription(tx, {
      userId: me.user.id,
      planId: session.planId,
      stripeSubscriptionId: `test_sub_${session.signature.slice(0, 32)}`,
      stripeCustomerId: null,
      expireAt: oneMonthAfter(new Date()),
    }),
  );
  const found = await findUserWithPlan(ctx.db, me.user.id);
  if (!found) throw new AppError('NOT_FOUND', 'No user found');
  return toUserView(ctx.db, found);
}
