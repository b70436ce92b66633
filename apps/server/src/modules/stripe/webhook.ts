/**
 * POST /stripe/webhook: Stripe events verified by signature, checked for shape and applied once
 * each (DESIGN.md "Payments"). Unknown event types are acknowledged and ignored. Events about a
 * subscription not recorded yet are parked and applied after its checkout, so the final state
 * does not depend on the order of delivery; a second subscription of a user is canceled at Stripe.
 */
import { isUuid } from '@huebook/shared/api/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { z } from 'zod';

import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { plans, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { createStripeClient, readStripeSettings } from '../../providers/stripe/client.ts';
import {
  changeSubscription,
  endSubscription,
  oneMonthAfter,
  renewSubscription,
  startSubscription,
  type ChangeResult,
} from '../subscriptions/lifecycle.ts';

import { providerError } from './checkout.ts';
import {
  checkoutSessionSchema,
  eventEnvelopeSchema,
  invoiceSchema,
  readShape,
  subscriptionSchema,
  type EventEnvelope,
} from './event-shapes.ts';
import { applyOnce, park, takeParked } from './events.ts';

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/**
 * Verifies the signature of a raw webhook body and returns its event, its shape checked.
 * @throws AppError NOT_CONFIGURED (no webhook secret), INVALID_INPUT (bad or missing signature,
 *   or not an event).
 */
export async function verifyWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<EventEnvelope> {
  const { webhookSecret } = await readStripeSettings(ctx);
  if (!webhookSecret) throw new AppError('NOT_CONFIGURED', 'Stripe webhooks are not set up yet.');
  if (!signature) throw new AppError('INVALID_INPUT', 'Missing Stripe signature');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    throw new AppError('INVALID_INPUT', 'Invalid Stripe signature');
  }
  return readShape(eventEnvelopeSchema, event, 'the event');
}

/** Cancels a subscription at Stripe now; one already gone at Stripe is left as it is. */
type CancelAtStripe = (subscriptionId: string) => Promise<void>;

interface Handling {
  ctx: AppContext;
  tx: Tx;
  cancelAtStripe: CancelAtStripe;
}

/**
 * Whether an event about an unrecorded subscription is Huebook's, so worth parking: our
 * checkout puts the user id in the subscription's metadata, and our customers are users.
 */
async function isHuebooks(
  tx: Tx,
  metadata: Record<string, string> | null | undefined,
  customer: string | null,
) {
  if (metadata?.userId && isUuid(metadata.userId)) return true;
  if (!customer) return false;
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeId, customer));
  return Boolean(user);
}

async function parkIfUnknown(
  h: Handling,
  event: EventEnvelope,
  result: ChangeResult,
  subscription: { id: string; metadata?: Record<string, string> | null | undefined; customer: string | null },
) {
  if (result !== 'unknown') return;
  if (await isHuebooks(h.tx, subscription.metadata, subscription.customer)) {
    await park(h.tx, event, subscription.id);
  }
}

async function onCheckoutCompleted(h: Handling, event: EventEnvelope) {
  const session = readShape(checkoutSessionSchema, event.data.object, event.type);
  const userId = session.client_reference_id ?? session.metadata?.userId ?? null;
  const planId = session.metadata?.planId ?? null;
  if (session.mode !== 'subscription' || !userId || !isUuid(userId) || !planId || !isUuid(planId)) {
    h.ctx.log.warn({ session: session.id }, 'checkout.session.completed without a Huebook user or plan');
    return;
  }
  const subscriptionId = session.subscription;
  if (!subscriptionId) return;
  const result = await startSubscription(h.tx, {
    userId,
    planId,
    stripeSubscriptionId: subscriptionId,
    stripeCustomerId: session.customer,
    // Corrected by invoice.paid and customer.subscription.updated, which carry the period.
    expireAt: oneMonthAfter(new Date()),
  });
  if (result === 'invalid') return;
  if (result === 'duplicate') {
    h.ctx.log.warn({ userId, subscriptionId }, 'a second subscription of a user: canceled at Stripe');
    await h.cancelAtStripe(subscriptionId);
  }
  for (const parked of await takeParked(h.tx, subscriptionId)) await applyEvent(h, parked);
}

async function onInvoicePaid(h: Handling, event: EventEnvelope) {
  const invoice = readShape(invoiceSchema, event.data.object, event.type);
  const details = invoice.parent?.subscription_details;
  const subscriptionId = details?.subscription ?? invoice.subscription;
  if (!subscriptionId) return;
  const periodEnd =
    fromUnix(invoice.lines.data.reduce((end, line) => Math.max(end, line.period.end), 0) || null) ??
    oneMonthAfter(new Date());
  // The first invoice comes with the checkout, which resets the credits itself.
  const result = await renewSubscription(h.tx, subscriptionId, periodEnd, {
    resetCredits: invoice.billing_reason !== 'subscription_create',
  });
  await parkIfUnknown(h, event, result, {
    id: subscriptionId,
    metadata: details?.metadata,
    customer: invoice.customer,
  });
}

type SubscriptionObject = z.infer<typeof subscriptionSchema>;

async function onSubscriptionUpdated(h: Handling, event: EventEnvelope, subscription: SubscriptionObject) {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    return onSubscriptionDeleted(h, event, subscription);
  }
  const item = subscription.items?.data[0];
  const priceId = item?.price?.id;
  const [plan] = priceId
    ? await h.tx.select({ id: plans.id }).from(plans).where(eq(plans.stripePriceId, priceId))
    : [];
  const result = await changeSubscription(h.tx, subscription.id, {
    planId: plan?.id ?? null,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end) || Boolean(subscription.cancel_at),
    expireAt: fromUnix(item?.current_period_end),
    changedAt: new Date(event.created * 1000),
  });
  await parkIfUnknown(h, event, result, subscription);
}

async function onSubscriptionDeleted(h: Handling, event: EventEnvelope, subscription: SubscriptionObject) {
  // Parked when unknown: a checkout completed later then records it ended (a tombstone).
  await parkIfUnknown(h, event, await endSubscription(h.tx, subscription.id), subscription);
}

/** Applies one event inside the transaction that recorded it (or the one replaying it). */
async function applyEvent(h: Handling, event: EventEnvelope): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return onCheckoutCompleted(h, event);
    case 'invoice.paid':
      return onInvoicePaid(h, event);
    case 'customer.subscription.updated':
      return onSubscriptionUpdated(h, event, readShape(subscriptionSchema, event.data.object, event.type));
    case 'customer.subscription.deleted':
      return onSubscriptionDeleted(h, event, readShape(subscriptionSchema, event.data.object, event.type));
    default:
      return undefined;
  }
}

/** The subscription cancel of the Stripe account whose key is set (read before the transaction). */
async function stripeCanceller(ctx: AppContext): Promise<CancelAtStripe> {
  const { secretKey } = await readStripeSettings(ctx);
  return async (subscriptionId) => {
    if (!secretKey) {
      ctx.log.error(
        { subscriptionId },
        'no Stripe key to cancel a duplicate subscription: cancel it by hand',
      );
      return;
    }
    try {
      await createStripeClient(ctx.config, secretKey).subscriptions.cancel(subscriptionId);
    } catch (error) {
      // Already canceled or gone at Stripe: nothing left to stop.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        ctx.log.warn({ err: error, subscriptionId }, 'duplicate subscription already ended at Stripe');
        return;
      }
      throw providerError(ctx, error);
    }
  };
}

/**
 * Applies one verified event once; returns false when it was already applied.
 * @throws AppError INVALID_INPUT (a malformed event: nothing is recorded), PROVIDER_ERROR
 *   (Stripe did not answer while canceling a duplicate: nothing is recorded, Stripe redelivers).
 */
export async function applyStripeEvent(ctx: AppContext, event: EventEnvelope): Promise<boolean> {
  const cancelAtStripe = await stripeCanceller(ctx);
  return applyOnce(ctx.db, event, (tx) => applyEvent({ ctx, tx, cancelAtStripe }, event));
}
