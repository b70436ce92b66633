import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { plans, settings } from '../../db/schema.ts';
import { errorAnswer, startFakeOpenAi, type FakeOpenAi } from '../../providers/openai/fake-server.ts';
import { startFakeStripe, type FakeStripe } from '../../providers/stripe/fake-server.ts';
import { body, createUser, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';

/**
 * Removing a stored secret (PATCH /settings/{name}/update with an empty value): a dead OpenAI
 * or Stripe key must not keep breaking page creation or checkout.
 */
let t: TestApp;
let openAi: FakeOpenAi;
let stripe: FakeStripe;
let admin: TestUser;
beforeAll(async () => {
  openAi = await startFakeOpenAi();
  stripe = await startFakeStripe();
  // No key in the environment: only the stored settings turn the providers on.
  t = await setupTestApp({
    env: { OPENAI_BASE_URL: openAi.baseUrl, STRIPE_API_BASE: stripe.baseUrl },
  });
  admin = await createUser(t, { admin: true });
  await t.db.update(plans).set({ stripePriceId: 'price_starter' }).where(eq(plans.name, 'starter'));
});
afterAll(async () => {
  await t?.close();
  await openAi?.close();
  await stripe?.close();
});

const patch = (name: string, value: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/settings/${name}/update`,
    headers: admin.headers,
    payload: { value },
  });
const status = async () => body(await t.app.inject({ url: '/api/app/status', headers: admin.headers })).data;
const storedRow = async (name: string) =>
  (await t.db.select().from(settings).where(eq(settings.name, name)))[0];

describe('removing a stored secret', () => {
  it('a dead OpenAI key fails page creation; removed, pages come from the offline generator', async () => {
    expect((await patch('openai_key', 'sk-revoked-key-0123456789')).statusCode).toBe(200);
    openAi.images = () => errorAnswer(401, 'invalid_api_key', 'Incorrect API key provided');
    const me = await createUser(t);
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/pages/create',
        headers: me.headers,
        payload: { prompt: 'A lighthouse by the sea' },
      });
    const broken = await create();
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    const calls = openAi.requests.length;
    expect(calls).toBeGreaterThan(0);

    const removed = await patch('openai_key', '');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(body(removed).data).toEqual({ updated: true, name: 'openai_key' });
    expect(await storedRow('openai_key')).toBeUndefined();
    expect((await status()).openaiApi).toBe(false);

    const offline = await create();
    expect(offline.statusCode, offline.body).toBe(200);
    expect(body(offline).data).toMatchObject({ generator: 'offline' });
    expect(openAi.requests).toHaveLength(calls);
  });

  it('a removed Stripe key returns checkout to test mode; a removed webhook secret refuses events', async () => {
    for (const [name, value] of [
      ['stripe_key', 'sk_test_revoked_0123456789'],
      ['stripe_webhook_secret', 'whsec_revoked_0123456789'],
    ] as const) {
      expect((await patch(name, value)).statusCode).toBe(200);
    }
    expect(await status()).toMatchObject({ stripeApi: true, stripeWebhook: true });
    const me = await createUser(t);
    const checkout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/checkout',
        headers: me.headers,
        payload: { priceId: 'price_starter' },
      });
    expect((await checkout()).statusCode).toBe(200);
    const calls = stripe.requests.length;
    expect(calls).toBeGreaterThan(0);

    for (const name of ['stripe_key', 'stripe_webhook_secret']) {
      expect((await patch(name, '')).statusCode).toBe(200);
      expect(await storedRow(name)).toBeUndefined();
    }
    expect(await status()).toMatchObject({ stripeApi: false, stripeWebhook: false });

    const testMode = await checkout();
    expect(testMode.statusCode, testMode.body).toBe(200);
    expect(new URL(body(testMode).data.url, 'http://localhost').searchParams.get('session_id')).toMatch(
      /^test_/,
    );
    expect(stripe.requests).toHaveLength(calls);

    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(503);
  });

  it('removing a secret that is not set is a no-op success', async () => {
    const response = await patch('openai_key', '');
    expect(response.statusCode).toBe(200);
    expect(await storedRow('openai_key')).toBeUndefined();
  });
});
