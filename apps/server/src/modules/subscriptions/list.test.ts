import { subscriptionSchema } from '@huebook/shared/schemas/subscription';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { plans, subscriptions } from '../../db/schema.ts';
import { body, createUser, setupTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('GET /api/subscriptions/paginate: spec §3 shape, newest first, canceled ones included', async () => {
  const admin = await createUser(t, { admin: true });
  const user = await createUser(t, { email: `subs-${Date.now()}@example.com` });
  const [advanced] = await t.db.select().from(plans).where(eq(plans.name, 'advanced'));
  const canceledAt = new Date('2026-01-02T03:04:05.000Z');
  await t.db.insert(subscriptions).values([
    {
      userId: user.user.id,
      planId: advanced!.id,
      priceCents: 999,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    },
    {
      userId: user.user.id,
      planId: advanced!.id,
      priceCents: 899,
      createdAt: new Date('2026-01-02T00:00:00Z'),
      canceledAt,
      // A user has one live subscription at most: this one has ended.
      endedAt: canceledAt,
    },
  ]);
  const response = await t.app.inject({
    url: '/api/subscriptions/paginate',
    query: { search: 'subs-' },
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const rows = subscriptionSchema.array().parse(body(response).data);
  expect(rows.map((r) => [r.price, r.plan.title, r.canceled_at, r.user.email])).toEqual([
    [8.99, 'Advanced', canceledAt.toISOString(), user.user.email],
    [9.99, 'Advanced', null, user.user.email],
  ]);
  expect((await t.app.inject({ url: '/api/subscriptions/paginate' })).statusCode).toBe(401);
});
