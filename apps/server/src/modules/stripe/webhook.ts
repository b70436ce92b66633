/**
 * POST /stripe/webhook: Stripe events verified by signature and applied once each
 * (DESIGN.md "Payments"). Unknown event types are acknowledged and ignored.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';

import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { plans } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readStripeSettings } from '../../providers/stripe/client.ts';
import {
  changeSubscription,
  endSubscription,
  oneMonthAfter,
  renewSubscription,
  startSubscription,
} from '../subscriptions/lifecycle.ts';

import { applyOnce } from './events.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/**
 * Verifies the signature of a raw webhook body and returns its event.
 * @throws AppError NOT_CONFIGURED (no webhook secret), INVALID_INPUT (bad or missing signature).
 */
export async function verifyWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<Stripe.Event> {
  const { webhookSecret } = await readStripeSettings(ctx);
  if (!webhookSecret) throw new AppError('NOT_CONFIGURED', 'Stripe webhooks are not set up yet.');
  if (!signature) throw new AppError('INVALID_INPUT', 'Missing Stripe signature');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new AppError('INVALID_INPUT', 'Invalid Stripe signature');
  }
}

async function onCheckoutCompleted(ctx: AppContext, tx: Tx, session: Stripe.Checkout.Session) {
  const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
  const planId = session.metadata?.planId ?? null;
  const subscriptionId = idOf(session.subscription);
  if (session.mode !== 'subscription' || !userId || !UUID.test(userId) || !planId || !UUID.test(planId)) {
    ctx.log.warn({ session: session.id }, 'checkout.session.completed without a Huebook user or plan');
    return;
  }
  if (!subscriptionId) return;
  await startSubscription(tx, {
    userId,
    planId,
    stripeSubscriptionId: subscriptionId,
    stripeCustomerId: idOf(session.customer),
    // Corrected by invoice.paid and customer.subscription.updated, which carry the period.
    expireAt: oneMonthAfter(new Date()),
  });
}

async function onInvoicePaid(tx: Tx, invoice: Stripe.Invoice) {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  if (!subscriptionId) return;
  const periodEnd =
    fromUnix(invoice.lines.data.reduce((end, line) => Math.max(end, line.period.end), 0) || null) ??
    oneMonthAfter(new Date());
  // The first invoice comes with the checkout, which has already reset the credits.
  await renewSubscription(tx, subscriptionId, periodEnd, {
    resetCredits: invoice.billing_reason !== 'subscription_create',
  });
}

async function onSubscriptionUpdated(tx: Tx, subscription: Stripe.Subscription) {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    await endSubscription(tx, subscription.id);
    return;
  }
  const item = subscription.items.data[0];
  const priceId = item?.price?.id;
  const [plan] = priceId
    ? await tx.select({ id: plans.id }).from(plans).where(eq(plans.stripePriceId, priceId))
    : [];
  await changeSubscription(tx, subscription.id, {
    planId: plan?.id ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    expireAt: fromUnix(item?.current_period_end),
  });
}

/** Applies one verified event once; returns false when it was already applied. */
export function applyStripeEvent(ctx: AppContext, event: Stripe.Event): Promise<boolean> {
  return applyOnce(ctx.db, event, async (tx) => {
    switch (event.type) {
      case 'checkout.session.completed':
        return onCheckoutCompleted(ctx, tx, event.data.object);
      case 'invoice.paid':
        return onInvoicePaid(tx, event.data.object);
      case 'customer.subscription.updated':
        return onSubscriptionUpdated(tx, event.data.object);
      case 'customer.subscription.deleted':
        return endSubscription(tx, event.data.object.id);
      default:
        return undefined;
    }
  });
}
