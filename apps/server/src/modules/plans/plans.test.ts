import { planSchema } from '@huebook/shared/schemas/plan';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { plans } from '../../db/schema.ts';
import { body, createUser, setupTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('GET /api/plans/list returns the three seeded plans with prices in dollars', async () => {
  const response = await t.app.inject({ url: '/api/plans/list' });
  expect(response.statusCode).toBe(200);
  const plans = planSchema.array().parse(body(response).data);
  expect(plans.map((p) => [p.name, p.price, p.public_page_limit, p.page_creation_limit, p.discount])).toEqual(
    [
      ['free', 0, 10, 3, 0],
      ['starter', 4.99, 100, 30, 0],
      ['advanced', 9.99, 500, 150, 20],
    ],
  );
});

it('GET /api/plans/paid/list returns only the paid plans', async () => {
  const response = await t.app.inject({ url: '/api/plans/paid/list' });
  expect(body(response).data.map((p: { name: string }) => p.name)).toEqual(['starter', 'advanced']);
});

describe('GET /api/plans/:id/read and POST /api/plans/:id/update', () => {
  async function planNamed(name: string) {
    const list = planSchema.array().parse(body(await t.app.inject({ url: '/api/plans/list' })).data);
    const plan = list.find((p) => p.name === name);
    if (!plan) throw new Error(`no plan ${name}`);
    return plan;
  }
  const update = (id: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/plans/${id}/update`, headers, payload });

  it('reads one plan for admins only; unknown ids are 404', async () => {
    const admin = await createUser(t, { admin: true });
    const user = await createUser(t);
    const starter = await planNamed('starter');
    const read = await t.app.inject({ url: `/api/plans/${starter.id}/read`, headers: admin.headers });
    expect(read.statusCode).toBe(200);
    expect(planSchema.parse(body(read).data)).toEqual(starter);
    expect(
      (await t.app.inject({ url: `/api/plans/${starter.id}/read`, headers: user.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: `/api/plans/${starter.id}/read` })).statusCode).toBe(401);
    for (const id of [crypto.randomUUID(), 'nope']) {
      const missing = await t.app.inject({ url: `/api/plans/${id}/read`, headers: admin.headers });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('updates a paid plan: dollars stored as cents, price id kept, limits applied', async () => {
    const admin = await createUser(t, { admin: true });
    const starter = await planNamed('starter');
    const response = await update(starter.id, admin.headers, {
      name: 'starter',
      title: 'Starter+',
      description: 'More pages',
      price: 5.49,
      publicPageLimit: 120,
      pageCreationLimit: 35,
      stripePriceId: 'price_1AbC',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data).toEqual({
      updated: true,
      plan: {
        ...starter,
        title: 'Starter+',
        description: 'More pages',
        price: 5.49,
        public_page_limit: 120,
        page_creation_limit: 35,
        stripe_price_id: 'price_1AbC',
      },
    });
    const [row] = await t.db.select().from(plans).where(eq(plans.id, starter.id));
    expect(row).toMatchObject({ priceCents: 549, stripePriceId: 'price_1AbC', publicPageLimit: 120 });
  });

  it('ignores the price and price id of the free plan', async () => {
    const admin = await createUser(t, { admin: true });
    const free = await planNamed('free');
    const response = await update(free.id, admin.headers, {
      title: 'Free',
      description: 'Try it',
      price: 3,
      publicPageLimit: 12,
      pageCreationLimit: 4,
      stripePriceId: 'price_free',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body(response).data.plan).toMatchObject({
      price: 0,
      stripe_price_id: null,
      public_page_limit: 12,
      page_creation_limit: 4,
    });
  });

  it('refuses non-admins (403) and bad input (400) without changing the plan', async () => {
    const admin = await createUser(t, { admin: true });
    const user = await createUser(t);
    const advanced = await planNamed('advanced');
    const valid = { title: 'Advanced', description: '', publicPageLimit: 500, pageCreationLimit: 150 };
    expect((await update(advanced.id, user.headers, valid)).statusCode).toBe(403);
    expect((await update(advanced.id, {}, valid)).statusCode).toBe(401);
    const bad: object[] = [
      {},
      { ...valid, title: '  ' },
      { ...valid, publicPageLimit: -1 },
      { ...valid, pageCreationLimit: 2.5 },
      { ...valid, publicPageLimit: '10' },
      { ...valid, price: 0 },
      { ...valid, price: -4 },
      { ...valid, stripePriceId: 'prod_123' },
      { ...valid, name: 'free' },
    ];
    for (const payload of bad) {
      const response = await update(advanced.id, admin.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(response).code).toBe('INVALID_INPUT');
    }
    expect((await update(crypto.randomUUID(), admin.headers, valid)).statusCode).toBe(404);
    expect(await planNamed('advanced')).toEqual(advanced);
  });
});
