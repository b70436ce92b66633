import { creditSchema } from '@huebook/shared/schemas/credit';
import { userSchema } from '@huebook/shared/schemas/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { credits, plans, stripeEvents, subscriptions, users } from '../../db/schema.ts';
import { startFakeStripe, type FakeStripe } from '../../providers/stripe/fake-server.ts';
import { body, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';

import { deliver as deliverSigned, stripeEvent, WEBHOOK_SECRET } from './stripe-events.test-support.ts';

let t: TestApp;
let fake: FakeStripe;
let starterId: string;
let advancedId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await setupTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_huebook',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.baseUrl,
      PUBLIC_URL: 'https://huebook.example',
    },
  });
  const [starter] = await t.db
    .update(plans)
    .set({ stripePriceId: 'price_starter' })
    .where(eq(plans.name, 'starter'))
    .returning();
  const [advanced] = await t.db
    .update(plans)
    .set({ stripePriceId: 'price_advanced' })
    .where(eq(plans.name, 'advanced'))
    .returning();
  starterId = starter!.id;
  advancedId = advanced!.id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

// The event envelope and the signed delivery are stripe-events.test-support.ts's, bound to this app.
const event = (type: string, object: Record<string, unknown>, id?: string) =>
  stripeEvent(type, object, id ? { id } : {});
const deliver = (payload: unknown, secret?: string) => deliverSigned(t, payload, secret);

function sessionCompleted(user: TestUser, subscriptionId: string, planId = starterId) {
  return event('checkout.session.completed', {
    id: `cs_${subscriptionId}`,
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: user.user.id,
    customer: `cus_${subscriptionId}`,
    subscription: subscriptionId,
    metadata: { userId: user.user.id, planId },
  });
}

async function readUser(user: TestUser) {
  return userSchema.parse(body(await t.app.inject({ url: '/api/users/read', headers: user.headers })).data);
}
async function readCredit(user: TestUser) {
  return creditSchema.parse(
    body(await t.app.inject({ url: '/api/credits/read', headers: user.headers })).data,
  );
}

describe('POST /api/stripe/checkout with a Stripe key', () => {
  it('creates the customer and a subscription Checkout Session, and answers its url', async () => {
    const user = await createUser(t, { name: 'Paying Pat' });
    fake.requests.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/checkout',
      headers: user.headers,
      payload: { priceId: 'price_starter' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response)).toEqual({ data: { url: 'https://checkout.stripe.com/c/pay/cs_test_fake123' } });

    const [customer, session] = fake.requests;
    expect(customer).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      authorization: 'Bearer sk_test_huebook',
    });
    expect(customer?.form).toMatchObject({ email: user.user.email, name: 'Paying Pat' });
    expect(session).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(session?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_starter',
      'line_items[0][quantity]': '1',
      customer: 'cus_fake123',
      client_reference_id: user.user.id,
      'metadata[planId]': starterId,
      success_url: 'https://huebook.example/payment?status=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://huebook.example/payment?status=canceled',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.stripeId).toBe('cus_fake123');

    // The stored customer is reused.
    fake.requests.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/stripe/checkout',
      headers: user.headers,
      payload: { priceId: 'price_advanced' },
    });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
  });

  it('sends a buyer from the native app back through the page that opens huebook://payment', async () => {
    const user = await createUser(t);
    fake.requests.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/checkout',
      headers: user.headers,
      payload: { priceId: 'price_starter', returnTo: 'app' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const session = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(session?.form).toMatchObject({
      success_url:
        'https://huebook.example/payment/app-return?status=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://huebook.example/payment/app-return?status=canceled',
    });

    // What Stripe's redirect then shows: a page that opens the app's link, no script.
    const page = await t.app.inject({ url: '/payment/app-return?status=success&session_id=cs_test_fake123' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const link = 'huebook://payment?status=success&amp;session_id=cs_test_fake123';
    expect(page.body).toContain(`<meta http-equiv="refresh" content="0;url=${link}">`);
    expect(page.body).toContain(`<a href="${link}">Return to the app</a>`);
    expect(page.body).not.toContain('<script');
    const canceled = await t.app.inject({ url: '/payment/app-return?status=canceled' });
    expect(canceled.body).toContain('huebook://payment?status=canceled"');
    expect(canceled.body).toContain('The payment was canceled.');
    for (const url of [
      '/payment/app-return?status=paid',
      '/payment/app-return?status=success&session_id=%22%3E%3Cx',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/stripe/checkout',
          headers: user.headers,
          payload: { priceId: 'price_starter', returnTo: 'mars' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses test price ids and prices of no paid plan; no test confirmation', async () => {
    const user = await createUser(t);
    for (const priceId of ['test_starter', 'price_unknown']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/checkout',
        headers: user.headers,
        payload: { priceId },
      });
      expect(response.statusCode).toBe(400);
    }
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/checkout/confirm',
      headers: user.headers,
      payload: { sessionId: 'test_x.y' },
    });
    expect(confirm.statusCode).toBe(404);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('applies a signed checkout.session.completed once, even when delivered twice', async () => {
    const user = await createUser(t);
    const completed = sessionCompleted(user, 'sub_twice');
    const first = await deliver(completed);
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first).data).toEqual({ received: true, applied: true });

    const me = await readUser(user);
    expect(me.plan.name).toBe('starter');
    expect(me.stripe_id).toBe('cus_sub_twice');
    expect(me.subscription?.canceled_at).toBeNull();
    expect([(await readCredit(user)).public_page, (await readCredit(user)).page_creation]).toEqual([100, 30]);

    // Spend a credit, then redeliver: nothing changes (no second row, no second reset).
    await t.db.update(credits).set({ publicPage: 42 }).where(eq(credits.userId, user.user.id));
    const second = await deliver(completed);
    expect(second.statusCode).toBe(200);
    expect(body(second).data.applied).toBe(false);
    expect((await readCredit(user)).public_page).toBe(42);
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const user = await createUser(t);
    const forged = sessionCompleted(user, 'sub_forged');
    const response = await deliver(forged, 'whsec_wrong');
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe('Invalid Stripe signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(forged),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await readUser(user)).plan.name).toBe('free');
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, forged.id))).toEqual([]);
  });

  it('invoice.paid renews: credits reset, expire_at extended', async () => {
    const user = await createUser(t);
    await deliver(sessionCompleted(user, 'sub_renew'));
    await t.db
      .update(credits)
      .set({ publicPage: 1, pageCreation: 0 })
      .where(eq(credits.userId, user.user.id));
    const periodEnd = Math.floor(Date.now() / 1000) + 62 * 86_400;
    const response = await deliver(
      event('invoice.paid', {
        id: 'in_renew',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_renew' } },
        lines: {
          object: 'list',
          data: [{ id: 'il_1', period: { start: periodEnd - 30 * 86_400, end: periodEnd } }],
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const credit = await readCredit(user);
    expect([credit.public_page, credit.page_creation]).toEqual([100, 30]);
    expect(credit.user.subscription?.expire_at).toBe(new Date(periodEnd * 1000).toISOString());
  });

  it('customer.subscription.updated changes the plan and marks a cancellation at period end', async () => {
    const user = await createUser(t);
    await deliver(sessionCompleted(user, 'sub_update'));
    const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86_400;
    const subscription = (cancelAtPeriodEnd: boolean) => ({
      id: 'sub_update',
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: cancelAtPeriodEnd,
      cancel_at: null,
      items: {
        object: 'list',
        data: [{ id: 'si_1', price: { id: 'price_advanced' }, current_period_end: periodEnd }],
      },
    });
    await deliver(event('customer.subscription.updated', subscription(false)));
    let me = await readUser(user);
    expect(me.plan.name).toBe('advanced');
    expect(me.subscription?.expire_at).toBe(new Date(periodEnd * 1000).toISOString());

    await deliver(event('customer.subscription.updated', subscription(true)));
    me = await readUser(user);
    expect(me.plan.name).toBe('advanced');
    expect(me.subscription?.canceled_at).not.toBeNull();
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_update'));
    expect(row?.planId).toBe(advancedId);
    expect(row?.priceCents).toBe(999);
  });

  it('customer.subscription.deleted ends it: canceled, user back to free at once', async () => {
    const user = await createUser(t);
    await deliver(sessionCompleted(user, 'sub_deleted'));
    const response = await deliver(
      event('customer.subscription.deleted', {
        id: 'sub_deleted',
        object: 'subscription',
        status: 'canceled',
      }),
    );
    expect(response.statusCode).toBe(200);
    const me = await readUser(user);
    expect(me.plan.name).toBe('free');
    expect(me.subscription).toBeNull();
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_deleted'));
    expect(row?.canceledAt).toBeInstanceOf(Date);
    const credit = await readCredit(user);
    expect([credit.public_page, credit.page_creation]).toEqual([10, 3]);
  });

  it('acknowledges event types it does not handle', async () => {
    const response = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/stripe/subscription/cancel with a Stripe key', () => {
  it('cancels at period end at Stripe and marks the subscription canceled', async () => {
    const user = await createUser(t);
    await deliver(sessionCompleted(user, 'sub_cancel'));
    fake.requests.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/subscription/cancel',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response)).toEqual({ data: { canceled: true } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/subscriptions/sub_cancel',
      form: { cancel_at_period_end: 'true' },
    });
    const me = await readUser(user);
    expect(me.plan.name).toBe('starter');
    expect(me.subscription?.canceled_at).not.toBeNull();

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/subscription/cancel',
      headers: user.headers,
    });
    expect(again.statusCode).toBe(404);

    // customer.subscription.deleted never came: read after expire_at, the user is on free.
    await t.db
      .update(subscriptions)
      .set({ expireAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_cancel'));
    const after = await readUser(user);
    expect(after.plan.name).toBe('free');
    expect(after.subscription).toBeNull();
    expect([(await readCredit(user)).public_page, (await readCredit(user)).page_creation]).toEqual([10, 3]);
    // A late deletion changes nothing more.
    const late = await deliver(
      event('customer.subscription.deleted', {
        id: 'sub_cancel',
        object: 'subscription',
        status: 'canceled',
      }),
    );
    expect(late.statusCode).toBe(200);
    expect((await readUser(user)).plan.name).toBe('free');
  });

  it('a subscription renewing at Stripe keeps its plan past expire_at until invoice.paid', async () => {
    const user = await createUser(t);
    await deliver(sessionCompleted(user, 'sub_renewing'));
    await t.db
      .update(subscriptions)
      .set({ expireAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.stripeSubscriptionId, 'sub_renewing'));
    const me = await readUser(user);
    expect(me.plan.name).toBe('starter');
    expect(me.subscription?.canceled_at).toBeNull();
  });
});

describe('GET /api/subscriptions/paginate', () => {
  it('lists subscriptions for admins, searched by email; refuses others', async () => {
    const admin = await createUser(t, { admin: true });
    const user = await createUser(t, { email: `findme-${Date.now()}@example.com` });
    await deliver(sessionCompleted(user, 'sub_listed'));
    const response = await t.app.inject({
      url: '/api/subscriptions/paginate',
      query: { page: '1', search: 'findme-' },
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = body(response);
    expect(result).toMatchObject({ current_page: 1, last_page: 1, next_cursor: null });
    expect(result.data).toEqual([
      {
        id: expect.any(String),
        created_at: expect.any(String),
        canceled_at: null,
        expire_at: expect.any(String),
        price: 4.99,
        plan: { title: 'Starter' },
        user: { email: user.user.email, stripe_id: 'cus_sub_listed' },
      },
    ]);
    const all = body(await t.app.inject({ url: '/api/subscriptions/paginate', headers: admin.headers }));
    expect(all.data.length).toBeGreaterThan(3);
    const forbidden = await t.app.inject({ url: '/api/subscriptions/paginate', headers: user.headers });
    expect(forbidden.statusCode).toBe(403);
  });
});
