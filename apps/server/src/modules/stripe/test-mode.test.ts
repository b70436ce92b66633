import { creditSchema } from '@huebook/shared/schemas/credit';
import { planSchema } from '@huebook/shared/schemas/plan';
import { userSchema } from '@huebook/shared/schemas/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { credits, subscriptions } from '../../db/schema.ts';
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

function cancel(user: TestUser) {
  return t.app.inject({ method: 'POST', url: '/api/stripe/subscription/cancel', headers: user.headers });
}

async function readMe(user: TestUser) {
  return userSchema.parse(body(await t.app.inject({ url: '/api/users/read', headers: user.headers })).data);
}

async function readCredits(user: TestUser) {
  const credit = creditSchema.parse(
    body(await t.app.inject({ url: '/api/credits/read', headers: user.headers })).data,
  );
  return [credit.public_page, credit.page_creation];
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

  it('cancel keeps the plan and its credits until expire_at, then the user is back on free', async () => {
    const user = await createUser(t);
    const none = await cancel(user);
    expect(none.statusCode).toBe(404);
    expect(body(none).message).toBe('You have no active subscription plan to cancel.');

    await confirm(user, await startCheckout(user));
    await t.db.update(credits).set({ publicPage: 99 }).where(eq(credits.userId, user.user.id));
    const response = await cancel(user);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toEqual({ data: { canceled: true } });

    // Until expire_at: still starter, its credits and paid features; shown as canceled.
    let me = await readMe(user);
    expect(me.plan.name).toBe('starter');
    expect(me.subscription?.canceled_at).not.toBeNull();
    expect(Date.parse(me.subscription?.expire_at ?? '')).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await readCredits(user)).toEqual([99, 30]);
    expect((await cancel(user)).statusCode).toBe(404);

    // A new checkout waits for the end of the paid period.
    const early = await checkout(user, 'test_advanced');
    expect(early.statusCode).toBe(409);
    expect(body(early).message).toMatch(/^Your Starter plan stays active until \w+ \d+, \d{4}\./);

    // After expire_at (no event will come in test mode): free, credits capped at free's limits.
    await t.db
      .update(subscriptions)
      .set({ expireAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.user.id));
    me = await readMe(user);
    expect(me.plan.name).toBe('free');
    expect(me.subscription).toBeNull();
    expect(await readCredits(user)).toEqual([10, 3]);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(row?.canceledAt).toBeInstanceOf(Date);

    // And may buy again.
    await confirm(user, await startCheckout(user, 'advanced'));
    expect((await readMe(user)).plan.name).toBe('advanced');
  });

  it('a subscription that is not canceled renews at expire_at (test mode has no invoices)', async () => {
    const user = await createUser(t);
    await confirm(user, await startCheckout(user));
    await t.db
      .update(subscriptions)
      .set({ expireAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.user.id));
    const me = await readMe(user);
    expect(me.plan.name).toBe('starter');
    expect(me.subscription?.canceled_at).toBeNull();
    expect(Date.parse(me.subscription?.expire_at ?? '')).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('confirming three sessions started together applies only the first; the others change nothing', async () => {
    const user = await createUser(t);
    const sessions = [
      await startCheckout(user),
      await startCheckout(user, 'advanced'),
      await startCheckout(user),
    ];
    const first = await confirm(user, sessions[0]!);
    expect(first.statusCode, first.body).toBe(200);
    await t.db.update(credits).set({ publicPage: 42 }).where(eq(credits.userId, user.user.id));
    for (const sessionId of sessions.slice(1)) {
      const refused = await confirm(user, sessionId);
      expect(refused.statusCode).toBe(409);
      expect(body(refused)).toMatchObject({ code: 'CONFLICT' });
      expect(body(refused).message).toMatch(/already have an active subscription plan/);
    }
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect((await readMe(user)).plan.name).toBe('starter');
    expect(await readCredits(user)).toEqual([42, 30]);
    // The first session confirmed again still answers the user.
    expect((await confirm(user, sessions[0]!)).statusCode).toBe(200);
  });

  it('concurrent confirmations of two sessions leave one subscription', async () => {
    const user = await createUser(t);
    const a = await startCheckout(user);
    const b = await startCheckout(user, 'advanced');
    const answers = await Promise.all([confirm(user, a), confirm(user, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(rows).toHaveLength(1);
  });

  it('gives the user a test customer id, shown as the payment id', async () => {
    const admin = await createUser(t, { admin: true });
    const user = await createUser(t);
    await confirm(user, await startCheckout(user));
    const me = await readMe(user);
    expect(me.stripe_id).toMatch(/^test_cus_[A-Za-z0-9]{14,}$/);
    const list = body(
      await t.app.inject({
        url: '/api/subscriptions/paginate',
        query: { search: user.user.email },
        headers: admin.headers,
      }),
    );
    expect(list.data[0].user).toEqual({ email: user.user.email, stripe_id: me.stripe_id });
    // A second checkout keeps the same customer.
    await t.db
      .update(subscriptions)
      .set({ canceledAt: new Date(), expireAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.user.id));
    await confirm(user, await startCheckout(user, 'advanced'));
    expect((await readMe(user)).stripe_id).toBe(me.stripe_id);
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
    prod = await setupTestApp({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', APP_SECRET: 'a-production-secret-for-tests' },
    });
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
