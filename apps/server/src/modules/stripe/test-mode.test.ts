import { creditSchema } from '@huebook/shared/schemas/credit';
import { planSchema } from '@huebook/shared/schemas/plan';
import { userSchema } from '@huebook/shared/schemas/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { subscriptions } from '../../db/schema.ts';
import { body, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function paidPlans() {
  const response = await t.app.inject({ url: '/api/plans/paid/list' });
  return planSchema.array().parse(body(response).data);
}

async function checkout(user: TestUser, priceId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/checkout',
    headers: user.headers,
    payload: { priceId },
  });
}

async function confirm(user: TestUser, sessionId: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/checkout/confirm',
    headers: user.headers,
    payload: { sessionId },
  });
}

/** Checkout in test mode and the session id of the /payment URL it answers. */
async function startCheckout(user: TestUser, plan = 'starter'): Promise<string> {
  const priceId = (await paidPlans()).find((p) => p.name === plan)?.stripe_price_id;
  const response = await checkout(user, priceId ?? '');
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(body(response).data.url as string, 'http://localhost');
  expect(url.pathname).toBe('/payment');
  expect(url.searchParams.get('status')).toBe('success');
  const sessionId = url.searchParams.get('session_id') ?? '';
  expect(sessionId).toMatch(/^test_/);
  return sessionId;
}

describe('test mode (no Stripe key, not production)', () => {
  it('offers test price ids for paid plans that have none', async () => {
    expect((await paidPlans()).map((p) => p.stripe_price_id)).toEqual(['test_starter', 'test_advanced']);
  });

  it('checkout → confirm puts the user on starter with starter credits, once', async () => {
    const user = await createUser(t);
    const sessionId = await startCheckout(user);

    const first = await confirm(user, sessionId);
    expect(first.statusCode, first.body).toBe(200);
    const confirmed = userSchema.parse(body(first).data.user);
    expect(confirmed.plan).toEqual({ title: 'Starter', name: 'starter', paid: true });
    expect(confirmed.subscription).toMatchObject({ canceled_at: null });

    const again = await confirm(user, sessionId);
    expect(again.statusCode).toBe(200);
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.priceCents).toBe(499);

    const me = userSchema.parse(
      body(await t.app.inject({ url: '/api/users/read', headers: user.headers })).data,
    );
    expect(me.plan.name).toBe('starter');
    expect(me.subscription?.id).toBe(rows[0]?.id);
    const credit = creditSchema.parse(
      body(await t.app.inject({ url: '/api/credits/read', headers: user.headers })).data,
    );
    expect([credit.public_page, credit.page_creation]).toEqual([100, 30]);
  });

  it('refuses a price that is not a paid plan’s, and a second subscription', async () => {
    const user = await createUser(t);
    const bad = await checkout(user, 'test_free');
    expect(bad.statusCode).toBe(400);
    expect(body(bad)).toMatchObject({ code: 'INVALID_INPUT' });

    await confirm(user, await startCheckout(user, 'advanced'));
    const second = await checkout(user, 'test_starter');
    expect(second.statusCode).toBe(409);
    expect(body(second).message).toMatch(/already have an active subscription/);
  });

  it('confirms only sessions of the same user, untampered', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const sessionId = await startCheckout(owner);
    expect((await confirm(other, sessionId)).statusCode).toBe(404);
    expect((await confirm(owner, `${sessionId.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await confirm(owner, 'test_nothing')).statusCode).toBe(404);
  });

  it('cancel ends a test subscription at once: free plan, credits capped at the free limits', async () => {
    const user = await createUser(t);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/subscription/cancel',
      headers: user.headers,
    });
    expect(none.statusCode).toBe(404);
    expect(body(none).message).toBe('You have no active subscription plan to cancel.');

    await confirm(user, await startCheckout(user));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/subscription/cancel',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ data: { canceled: true } });

    const me = userSchema.parse(
      body(await t.app.inject({ url: '/api/users/read', headers: user.headers })).data,
    );
    expect(me.plan.name).toBe('free');
    expect(me.subscription).toBeNull();
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(row?.canceledAt).toBeInstanceOf(Date);
    const credit = creditSchema.parse(
      body(await t.app.inject({ url: '/api/credits/read', headers: user.headers })).data,
    );
    expect([credit.public_page, credit.page_creation]).toEqual([10, 3]);
  });

  it('asks for a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/checkout',
      payload: { priceId: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('production without a Stripe key', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await setupTestApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('answers 503 NOT_CONFIGURED and offers no price ids', async () => {
    const user = await createUser(prod);
    const response = await prod.app.inject({
      method: 'POST',
      url: '/api/stripe/checkout',
      headers: user.headers,
      payload: { priceId: 'test_starter' },
    });
    expect(response.statusCode).toBe(503);
    expect(body(response)).toEqual({ code: 'NOT_CONFIGURED', message: 'Payments are not set up yet.' });
    const plans = body(await prod.app.inject({ url: '/api/plans/paid/list' })).data as {
      stripe_price_id: unknown;
    }[];
    expect(plans.map((p) => p.stripe_price_id)).toEqual([null, null]);
    const confirmResponse = await prod.app.inject({
      method: 'POST',
      url: '/api/stripe/checkout/confirm',
      headers: user.headers,
      payload: { sessionId: 'test_x.y' },
    });
    expect(confirmResponse.statusCode).toBe(404);
  });
});
