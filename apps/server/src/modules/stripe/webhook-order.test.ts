import { creditSchema } from '@huebook/shared/schemas/credit';
import { userSchema } from '@huebook/shared/schemas/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { credits, plans, subscriptions } from '../../db/schema.ts';
import { startFakeStripe, type FakeStripe } from '../../providers/stripe/fake-server.ts';
import { body, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';

import {
  deliver,
  deliverOk,
  permutations,
  stripeEvent,
  subscriptionEvents,
  WEBHOOK_SECRET,
} from './stripe-events.test-support.ts';

let t: TestApp;
let fake: FakeStripe;
let starterId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await setupTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_huebook',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.baseUrl,
      LOG_LEVEL: 'silent',
    },
  });
  const [starter] = await t.db
    .update(plans)
    .set({ stripePriceId: 'price_starter' })
    .where(eq(plans.name, 'starter'))
    .returning();
  await t.db.update(plans).set({ stripePriceId: 'price_advanced' }).where(eq(plans.name, 'advanced'));
  starterId = starter!.id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What the user and an admin would see of `user` and their subscription row. */
async function observe(user: TestUser, subscriptionId: string) {
  const me = userSchema.parse(
    body(await t.app.inject({ url: '/api/users/read', headers: user.headers })).data,
  );
  const credit = creditSchema.parse(
    body(await t.app.inject({ url: '/api/credits/read', headers: user.headers })).data,
  );
  const rows = await t.db
    .select({
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      plan: plans.name,
      priceCents: subscriptions.priceCents,
      canceledAt: subscriptions.canceledAt,
      expireAt: subscriptions.expireAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, user.user.id));
  const expired = (iso: string | null | undefined) => (iso ? Date.parse(iso) <= Date.now() : null);
  return {
    plan: me.plan.name,
    subscription: me.subscription && {
      isCanceled: me.subscription.canceled_at !== null,
      expireAt: me.subscription.expire_at,
    },
    stripeId: me.stripe_id,
    credits: [credit.public_page, credit.page_creation],
    rows: rows.map((row) => ({
      id: row.stripeSubscriptionId === subscriptionId,
      plan: row.plan,
      priceCents: row.priceCents,
      isCanceled: row.canceledAt !== null,
      isExpired: expired(row.expireAt?.toISOString()),
    })),
  };
}

/** A user on free with some credits spent, so a reset (or not) shows. */
async function freeUserWithSpentCredits() {
  const user = await createUser(t);
  await t.db.update(credits).set({ publicPage: 4, pageCreation: 1 }).where(eq(credits.userId, user.user.id));
  return user;
}

describe('one subscription’s events in any order', () => {
  const names = ['completed', 'updated', 'invoicePaid', 'deleted'] as const;

  it('completed / updated / invoice.paid / deleted: all 24 orders end the same (ended, free)', async () => {
    const periodEnd = nowSeconds() + 30 * 86_400;
    const base = nowSeconds() - 100;
    const seen = [];
    let index = 0;
    for (const order of permutations(names)) {
      const user = await freeUserWithSpentCredits();
      const subscriptionId = `sub_perm4_${index++}`;
      const events = subscriptionEvents(user, subscriptionId, starterId);
      // Stripe's `created`: the order in which the events happened, whatever their delivery order.
      const byName = {
        completed: events.completed(base),
        updated: events.updated({ priceId: 'price_advanced', periodEnd, cancelAtPeriodEnd: true }, base + 1),
        invoicePaid: events.invoicePaid(periodEnd, 'subscription_create', base + 2),
        deleted: events.deleted(base + 3),
      };
      for (const name of order) await deliverOk(t, byName[name]);
      seen.push({ order: order.join(','), state: await observe(user, subscriptionId) });
    }
    const expected = {
      plan: 'free',
      subscription: null,
      stripeId: expect.stringMatching(/^cus_sub_perm4_/),
      credits: [10, 3],
      rows: [{ id: true, plan: 'advanced', priceCents: 999, isCanceled: true, isExpired: true }],
    };
    for (const { order, state } of seen) expect({ order, state }).toEqual({ order, state: expected });
  });

  it('completed / updated / invoice.paid: all 6 orders end the same (advanced, ends at period end)', async () => {
    const periodEnd = nowSeconds() + 30 * 86_400;
    const base = nowSeconds() - 100;
    const seen = [];
    let index = 0;
    for (const order of permutations(names.slice(0, 3))) {
      const user = await freeUserWithSpentCredits();
      const subscriptionId = `sub_perm3_${index++}`;
      const events = subscriptionEvents(user, subscriptionId, starterId);
      const byName = {
        completed: events.completed(base),
        updated: events.updated({ priceId: 'price_advanced', periodEnd, cancelAtPeriodEnd: true }, base + 1),
        invoicePaid: events.invoicePaid(periodEnd, 'subscription_create', base + 2),
      };
      for (const name of order as (keyof typeof byName)[]) await deliverOk(t, byName[name]);
      seen.push({ order: order.join(','), state: await observe(user, subscriptionId) });
    }
    const expected = {
      plan: 'advanced',
      subscription: { isCanceled: true, expireAt: new Date(periodEnd * 1000).toISOString() },
      stripeId: expect.stringMatching(/^cus_sub_perm3_/),
      // The checkout reset them to starter's limits; a plan change does not reset them.
      credits: [100, 30],
      rows: [{ id: true, plan: 'advanced', priceCents: 999, isCanceled: true, isExpired: false }],
    };
    for (const { order, state } of seen) expect({ order, state }).toEqual({ order, state: expected });
  });

  it('an older customer.subscription.updated delivered late changes nothing', async () => {
    const user = await createUser(t);
    const events = subscriptionEvents(user, 'sub_stale', starterId);
    const periodEnd = nowSeconds() + 30 * 86_400;
    await deliverOk(t, events.completed());
    await deliverOk(
      t,
      events.updated({ priceId: 'price_advanced', periodEnd, cancelAtPeriodEnd: false }, nowSeconds()),
    );
    await deliverOk(
      t,
      events.updated({ priceId: 'price_starter', periodEnd, cancelAtPeriodEnd: true }, nowSeconds() - 60),
    );
    const state = await observe(user, 'sub_stale');
    expect(state.plan).toBe('advanced');
    expect(state.subscription?.isCanceled).toBe(false);
  });
});

describe('at most one active subscription through webhooks', () => {
  it('a second checkout.session.completed keeps the first; the duplicate is canceled at Stripe', async () => {
    const user = await createUser(t);
    const first = subscriptionEvents(user, 'sub_first', starterId);
    const second = subscriptionEvents(user, 'sub_second', starterId);
    await deliverOk(t, first.completed());
    await t.db.update(credits).set({ publicPage: 42 }).where(eq(credits.userId, user.user.id));
    fake.requests.length = 0;
    await deliverOk(t, second.completed());

    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /v1/subscriptions/sub_second',
    ]);
    const state = await observe(user, 'sub_first');
    expect(state.plan).toBe('starter');
    expect(state.credits[0]).toBe(42);
    const live = state.rows.filter((row) => !row.isCanceled);
    expect(live).toEqual([
      { id: true, plan: 'starter', priceCents: 499, isCanceled: false, isExpired: false },
    ]);

    // Stripe then reports the duplicate deleted: the first stays.
    await deliverOk(t, second.deleted());
    expect((await observe(user, 'sub_first')).plan).toBe('starter');
  });

  it('concurrent completions of two subscriptions leave one live', async () => {
    const user = await createUser(t);
    const a = subscriptionEvents(user, 'sub_race_a', starterId);
    const b = subscriptionEvents(user, 'sub_race_b', starterId);
    const answers = await Promise.all([deliver(t, a.completed()), deliver(t, b.completed())]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const state = await observe(user, 'sub_race_a');
    expect(state.rows).toHaveLength(2);
    expect(state.rows.filter((row) => !row.isCanceled)).toHaveLength(1);
  });
});

describe('malformed signed events', () => {
  it('answers 400 with a plain message, never 500, and records nothing', async () => {
    const user = await createUser(t);
    const malformed = [
      { ...stripeEvent('customer.subscription.deleted', {}), data: {} },
      stripeEvent('customer.subscription.deleted', {}),
      stripeEvent('customer.subscription.updated', { id: 'sub_x', object: 'subscription' }),
      stripeEvent('invoice.paid', { id: 'in_x', object: 'invoice' }),
      stripeEvent('checkout.session.completed', { object: 'checkout.session', mode: 'subscription' }),
      { ...stripeEvent('checkout.session.completed', {}), data: null },
    ];
    for (const event of malformed) {
      const response = await deliver(t, event);
      expect(response.statusCode, `${event.type}: ${response.body}`).toBe(400);
      expect(body(response).message).toMatch(/^This Stripe event/);
    }
    // A valid event after them still applies.
    await deliverOk(t, subscriptionEvents(user, 'sub_after_bad', starterId).completed());
    expect((await observe(user, 'sub_after_bad')).plan).toBe('starter');
  });
});
