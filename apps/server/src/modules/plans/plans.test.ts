import { planSchema } from '@huebook/shared/schemas/plan';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { body, setupTestApp, type TestApp } from '../../test/app.ts';

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
