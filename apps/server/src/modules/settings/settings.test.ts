import { settingSchema } from '@huebook/shared/schemas/setting';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { plans } from '../../db/schema.ts';
import { body, createUser, setupTestApp, type TestApp } from '../../test/app.ts';

/** One secret for both apps of the status test, so each reads the keys the other stored. */
const APP_SECRET = 'settings-test-app-secret-0123';
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ env: { APP_SECRET } });
});
afterAll(async () => {
  await t?.close();
});

const WEBSITE_GROUPS = [
  'home',
  'howItWorks',
  'features',
  'testimonials',
  'metrics',
  'pricing',
  'faqs',
  'callToAction',
  'contact',
  'footer',
  'terms',
  'privacy',
];

describe('GET /api/settings/list', () => {
  it('returns the public settings with the seeded website, never a secret', async () => {
    const admin = await createUser(t, { admin: true });
    const set = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings/openai_key/update',
      headers: admin.headers,
      payload: { value: 'sk-secret' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const response = await t.app.inject({ url: '/api/settings/list' });
    expect(response.statusCode).toBe(200);
    const rows = settingSchema.array().parse(body(response).data);
    const byName = Object.fromEntries(rows.map((r) => [r.name, r.value]));
    expect(byName).toMatchObject({ app_name: 'Huebook', openai_model: 'gpt-image-1' });
    expect(response.body).not.toContain('sk-secret');
    expect(response.body).not.toContain('app_secret');
    const website = JSON.parse(byName.website!);
    for (const group of WEBSITE_GROUPS) expect(website[group]?.visibility, group).toBe(true);
    expect(website.faqs.faqs.length).toBeGreaterThan(0);
  });
});

describe('GET /api/app/status', () => {
  it('answers only admins: 401 for visitors, 403 FORBIDDEN for users', async () => {
    const visitor = await t.app.inject({ url: '/api/app/status' });
    expect(visitor.statusCode).toBe(401);
    expect(body(visitor)).toMatchObject({ code: 'UNAUTHORIZED' });
    const user = await createUser(t);
    const forbidden = await t.app.inject({ url: '/api/app/status', headers: user.headers });
    expect(forbidden.statusCode).toBe(403);
    expect(body(forbidden)).toEqual({
      code: 'FORBIDDEN',
      message: 'Only admins can see the app setup status.',
    });
    expect(forbidden.body).not.toContain('openaiApi');
  });

  it('reports which keys are set and whether every paid plan has a price id', async () => {
    const admin = await createUser(t, { admin: true });
    const before = await t.app.inject({ url: '/api/app/status', headers: admin.headers });
    expect(body(before).data).toEqual({
      openaiApi: true,
      stripeApi: false,
      stripeWebhook: false,
      plans: false,
    });

    await t.db.update(plans).set({ stripePriceId: 'price_123' }).where(eq(plans.paid, true));
    const withEnv = await setupTestApp({
      env: { APP_SECRET, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      database: { ...t.database, close: async () => undefined },
    });
    try {
      const after = await withEnv.app.inject({ url: '/api/app/status', headers: admin.headers });
      expect(body(after).data).toEqual({
        openaiApi: true,
        stripeApi: true,
        stripeWebhook: true,
        plans: true,
      });
    } finally {
      await withEnv.close();
    }
  });
});
