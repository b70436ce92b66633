/**
 * Test support: signed Stripe webhook deliveries (stripe.webhooks.generateTestHeaderString) and
 * the events Huebook handles, shaped like Stripe's for a subscription bought through checkout.
 */
import Stripe from 'stripe';

import { body, type TestApp, type TestUser } from '../../test/app.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret';

let eventSequence = 0;

/** A Stripe event envelope; `created` in Unix seconds (defaults to now). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number } = {},
) {
  return {
    id: options.id ?? `evt_${++eventSequence}_${Date.now()}`,
    object: 'event',
    type,
    api_version: '2026-10-28',
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
  };
}

/** Posts `payload` to /api/stripe/webhook, signed with `secret`. */
export function deliver(t: TestApp, payload: unknown, secret = WEBHOOK_SECRET) {
  const text = JSON.stringify(payload);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: text, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: text,
  });
}

/** Delivers and expects a 2xx answer; returns whether the event was applied. */
export async function deliverOk(t: TestApp, payload: unknown): Promise<boolean> {
  const response = await deliver(t, payload);
  if (response.statusCode !== 200)
    throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
  return body(response).data.applied as boolean;
}

/** The objects of one Huebook subscription's events, as Stripe sends them. */
export function subscriptionEvents(user: TestUser, subscriptionId: string, planId: string) {
  const metadata = { userId: user.user.id, planId };
  const customer = `cus_${subscriptionId}`;
  return {
    completed: (created?: number) =>
      stripeEvent(
        'checkout.session.completed',
        {
          id: `cs_${subscriptionId}`,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: user.user.id,
          customer,
          subscription: subscriptionId,
          metadata,
        },
        { created },
      ),
    updated: (
      change: { priceId: string; periodEnd: number; cancelAtPeriodEnd?: boolean; status?: string },
      created?: number,
    ) =>
      stripeEvent(
        'customer.subscription.updated',
        {
          id: subscriptionId,
          object: 'subscription',
          status: change.status ?? 'active',
          customer,
          metadata,
          cancel_at_period_end: change.cancelAtPeriodEnd ?? false,
          cancel_at: null,
          items: {
            object: 'list',
            data: [{ id: 'si_1', price: { id: change.priceId }, current_period_end: change.periodEnd }],
          },
        },
        { created },
      ),
    invoicePaid: (periodEnd: number, billingReason = 'subscription_create', created?: number) =>
      stripeEvent(
        'invoice.paid',
        {
          id: `in_${subscriptionId}_${billingReason}`,
          object: 'invoice',
          billing_reason: billingReason,
          customer,
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId, metadata },
          },
          lines: {
            object: 'list',
            data: [{ id: 'il_1', period: { start: periodEnd - 30 * 86_400, end: periodEnd } }],
          },
        },
        { created },
      ),
    deleted: (created?: number) =>
      stripeEvent(
        'customer.subscription.deleted',
        { id: subscriptionId, object: 'subscription', status: 'canceled', customer, metadata },
        { created },
      ),
  };
}

/** Every ordering of `items`. */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}
