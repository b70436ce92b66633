import { creditSchema } from '@huebook/shared/schemas/credit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { credits } from '../../db/schema.ts';
import { body, createUser, setupTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/credits/read', () => {
  it('returns the remaining credits and the user', async () => {
    const me = await createUser(t, { name: 'Cora' });
    const response = await t.app.inject({ url: '/api/credits/read', headers: me.headers });
    expect(response.statusCode).toBe(200);
    const credit = creditSchema.parse(body(response).data);
    expect(credit).toMatchObject({
      public_page: 10,
      page_creation: 3,
      user: { id: me.user.id, name: 'Cora' },
    });
  });

  it('resets to the plan limits once the month has ended, keeping the period anchored', async () => {
    const me = await createUser(t);
    const start = new Date();
    start.setUTCMonth(start.getUTCMonth() - 2, 15);
    await t.db
      .update(credits)
      .set({ publicPage: 0, pageCreation: 1, periodStart: start })
      .where(eq(credits.userId, me.user.id));
    const response = await t.app.inject({ url: '/api/credits/read', headers: me.headers });
    const credit = body(response).data;
    expect(credit).toMatchObject({ public_page: 10, page_creation: 3 });
    const periodStart = new Date(credit.period_start);
    expect(periodStart.getTime()).toBeGreaterThan(start.getTime());
    expect(periodStart.getTime()).toBeLessThanOrEqual(Date.now());
    expect(periodStart.getUTCDate()).toBe(start.getUTCDate());
  });

  it('does not reset within the month', async () => {
    const me = await createUser(t);
    await t.db.update(credits).set({ publicPage: 2 }).where(eq(credits.userId, me.user.id));
    const response = await t.app.inject({ url: '/api/credits/read', headers: me.headers });
    expect(body(response).data.public_page).toBe(2);
  });

  it('answers 401 when not signed in', async () => {
    const response = await t.app.inject({ url: '/api/credits/read' });
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('UNAUTHORIZED');
  });
});
