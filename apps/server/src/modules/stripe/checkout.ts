import { randomBytes } from 'node:crypto';

import {
  TEST_MODE_PREFIX,
  type CHECKOUT_RETURNS,
  type CheckoutSession,
} from '@huebook/shared/schemas/checkout';
import type { User } from '@huebook/shared/schemas/user';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';

import { findUserWithPlan, toUserView, type UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { users, type PlanRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { TEST_SUBSCRIPTION_PREFIX } from '../../lib/credits.ts';
import { createStripeClient, isTestMode, readStripeSettings } from '../../providers/stripe/client.ts';
import { findLiveSubscription, oneMonthAfter, startSubscription } from '../subscriptions/lifecycle.ts';

import { APP_RETURN_PATH } from './app-return.ts';
import { applyOnce } from './events.ts';
import { findPlanByPriceId } from './prices.ts';
import { createTestSessionId, readTestSessionId } from './test-mode.ts';

export const PAYMENTS_NOT_SET_UP = 'Payments are not set up yet.';
const SECOND_TEST_SUBSCRIPTION =
  'You already have an active subscription plan, so this checkout was not applied and nothing was charged.';

/** Whether an error is PostgreSQL's unique violation (23505), maybe wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
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
  // A test-mode customer (payments tried before Stripe was set up) is unknown to Stripe.
  if (me.user.stripeId && !me.user.stripeId.startsWith(TEST_MODE_PREFIX)) return me.user.stripeId;
  const customer = await stripe.customers.create({
    email: me.user.email,
    name: me.user.name,
    metadata: { userId: me.user.id },
  });
  await ctx.db.update(users).set({ stripeId: customer.id }).where(eq(users.id, me.user.id));
  return customer.id;
}

type CheckoutReturn = (typeof CHECKOUT_RETURNS)[number];

async function stripeCheckout(
  ctx: AppContext,
  secretKey: string,
  me: UserWithPlan,
  plan: PlanRow,
  priceId: string,
  returnTo: CheckoutReturn,
): Promise<CheckoutSession> {
  const stripe = createStripeClient(ctx.config, secretKey);
  // The native apps come back through the server's page that opens huebook://payment.
  const back = `${ctx.config.publicUrl}${returnTo === 'app' ? APP_RETURN_PATH : '/payment'}`;
  try {
    const customer = await ensureCustomer(ctx, stripe, me);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: priceId, quantity: 1 }],
      customer,
      client_reference_id: me.user.id,
      metadata: { userId: me.user.id, planId: plan.id },
      subscription_data: { metadata: { userId: me.user.id, planId: plan.id } },
      success_url: `${back}?status=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${back}?status=canceled`,
    });
    if (!session.url) throw new AppError('PROVIDER_ERROR', PROVIDER_DOWN);
    return { url: session.url };
  } catch (error) {
    throw providerError(ctx, error);
  }
}

/**
 * Why a user with a live subscription cannot check out: one subscription at a time (a second
 * would be charged as well), and a canceled one keeps its plan until its paid period ends.
 */
function alreadySubscribed(me: UserWithPlan, live: { canceledAt: Date | null; expireAt: Date | null }) {
  if (!live.canceledAt || !live.expireAt) {
    return 'You already have an active subscription plan. Cancel it, then choose another plan once it ends.';
  }
  const until = live.expireAt.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Your ${me.plan.title} plan stays active until ${until}. You can choose another plan after that.`;
}

/**
 * Test mode's own customer id for the user (`test_cus_…`, as Stripe would make one), stored as
 * their stripe_id — the payment id cards and the admin's subscription list show.
 */
async function ensureTestCustomer(ctx: AppContext, me: UserWithPlan): Promise<string> {
  if (me.user.stripeId) return me.user.stripeId;
  const id = `${TEST_MODE_PREFIX}cus_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
  const [row] = await ctx.db
    .update(users)
    .set({ stripeId: sql`coalesce(${users.stripeId}, ${id})` })
    .where(eq(users.id, me.user.id))
    .returning({ stripeId: users.stripeId });
  return row?.stripeId ?? id;
}

/**
 * POST /stripe/checkout: a Stripe Checkout session (subscription mode) for the paid plan whose
 * price is `priceId`, returning to the site or (`returnTo` 'app') the native app; without a Stripe
 * key outside production, a test-mode session that /payment confirms (in the app's own view).
 * @throws AppError NOT_CONFIGURED (production without a key), FORBIDDEN (admins), INVALID_INPUT
 *   (not a paid plan's price), CONFLICT (a live subscription, canceled or not), PROVIDER_ERROR.
 */
export async function createCheckout(
  ctx: AppContext,
  me: UserWithPlan,
  priceId: string,
  returnTo: CheckoutReturn = 'web',
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
  const live = await findLiveSubscription(ctx.db, me.user.id);
  if (live) throw new AppError('CONFLICT', alreadySubscribed(me, live));
  if (settings.secretKey) return stripeCheckout(ctx, settings.secretKey, me, plan, priceId, returnTo);
  await ensureTestCustomer(ctx, me);
  const sessionId = createTestSessionId(ctx.appSecret, me.user.id, plan.id);
  return { url: `/payment?status=success&session_id=${encodeURIComponent(sessionId)}` };
}

/**
 * POST /stripe/checkout/confirm (test mode only): completes a test session of this user as the
 * checkout.session.completed webhook would, once; confirming again changes nothing.
 * @throws AppError NOT_FOUND (not test mode, or not a session of this user), CONFLICT (the
 *   user has a live subscription from another session: nothing changes).
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
  const customer = await ensureTestCustomer(ctx, me);
  try {
    await applyOnce(ctx.db, { id: sessionId, type: 'checkout.session.completed' }, async (tx) => {
      const result = await startSubscription(tx, {
        userId: me.user.id,
        planId: session.planId,
        stripeSubscriptionId: `${TEST_SUBSCRIPTION_PREFIX}${session.signature.slice(0, 32)}`,
        stripeCustomerId: customer,
        expireAt: oneMonthAfter(new Date()),
      });
      // Thrown inside the transaction: the session stays unconfirmed and nothing changes.
      if (result === 'duplicate') throw new AppError('CONFLICT', SECOND_TEST_SUBSCRIPTION);
    });
  } catch (error) {
    // Two sessions confirmed at the same moment: the one-live-subscription index refused one.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', SECOND_TEST_SUBSCRIPTION);
    throw error;
  }
  const found = await findUserWithPlan(ctx.db, me.user.id);
  if (!found) throw new AppError('NOT_FOUND', 'No user found');
  return toUserView(ctx.db, found);
}
