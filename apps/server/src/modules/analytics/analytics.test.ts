import type { Charts, Counters } from '@huebook/shared/schemas/analytics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coloreds, plans, subscriptions, users } from '../../db/schema.ts';
import {
  body,
  createUser,
  insertPages,
  setupTestApp,
  uniqueEmail,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';

import { CHART_MONTHS } from './service.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await createUser(t, { admin: true });
  member = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;

const counters = async (): Promise<Counters> =>
  body(await t.app.inject({ url: '/api/analytics/counters', headers: admin.headers })).data;
const charts = async (): Promise<Charts> =>
  body(await t.app.inject({ url: '/api/analytics/charts', headers: admin.headers })).data;

/** 'Jan 2026' for the UTC month `monthsAgo` before the current one. */
function monthName(monthsAgo: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return date.toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A moment in the middle of the UTC month `monthsAgo` before the current one. */
function inMonth(monthsAgo: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 15, 12));
}

/** Seeds one row of every table at each of `dates`. */
async function seedAt(dates: Date[]): Promise<void> {
  const [free] = await t.db.select().from(plans).where(eq(plans.name, 'free'));
  const [starter] = await t.db.select().from(plans).where(eq(plans.name, 'starter'));
  for (const createdAt of dates) {
    const [user] = await t.db
      .insert(users)
      .values({ name: 'Seeded', email: uniqueEmail('seeded'), planId: free!.id, createdAt })
      .returning();
    const [pageId] = await insertPages(t, user!.id, 1, () => ({ createdAt }));
    await t.db.insert(coloreds).values({
      userId: member.user.id,
      pageId: pageId!,
      photoKey: 'a.png',
      previewKey: 'a.webp',
      createdAt,
    });
    await t.db
      .insert(subscriptions)
      .values({ userId: user!.id, planId: starter!.id, priceCents: 499, createdAt });
  }
}

describe('analytics', () => {
  it('answers 403 FORBIDDEN to non-admins and 401 without a token', async () => {
    for (const url of ['/api/analytics/counters', '/api/analytics/charts']) {
      const response = await t.app.inject({ url, headers: member.headers });
      expect(response.statusCode).toBe(403);
      expect(body(response).code).toBe('FORBIDDEN');
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('counts rows of the last 7 days and of all time', async () => {
    const before = await counters();
    expect(before.total.users).toBeGreaterThanOrEqual(2);
    const now = Date.now();
    await seedAt([new Date(now - DAY), new Date(now - 10 * DAY), new Date(now - 800 * DAY)]);
    const after = await counters();
    for (const series of ['users', 'pages', 'coloreds', 'subscriptions'] as const) {
      expect(after.week[series] - before.week[series], series).toBe(1);
      expect(after.total[series] - before.total[series], series).toBe(3);
    }
  });

  it('charts the last 12 months by name, empty months as 0, older rows left out', async () => {
    const before = await charts();
    for (const series of Object.values(before)) {
      expect(series.map((row) => row.name)).toEqual(
        Array.from({ length: CHART_MONTHS }, (_, i) => monthName(CHART_MONTHS - 1 - i)),
      );
    }
    await seedAt([inMonth(0), inMonth(3), inMonth(3), inMonth(11), inMonth(12), inMonth(30)]);
    const after = await charts();
    for (const series of ['users', 'pages', 'coloreds', 'subscriptions'] as const) {
      const added = after[series].map((row, i) => row.count - before[series][i]!.count);
      const expected = Array.from({ length: CHART_MONTHS }, () => 0);
      expected[CHART_MONTHS - 1] = 1;
      expected[CHART_MONTHS - 1 - 3] = 2;
      expected[0] = 1;
      expect(added, series).toEqual(expected);
    }
    // A month with no rows at all is still listed with 0.
    expect(after.subscriptions[1]).toEqual({ name: monthName(CHART_MONTHS - 2), count: 0 });
  });
});
