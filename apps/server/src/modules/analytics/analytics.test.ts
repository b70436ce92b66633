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

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const counters = async (): Promise<Counters> =>
  body(await t.app.inject({ url: '/api/analytics/counters', headers: admin.headers })).data;
const charts = async (tz?: string): Promise<Charts> =>
  body(
    await t.app.inject({
      url: '/api/analytics/charts',
      query: tz === undefined ? {} : { tz },
      headers: admin.headers,
    }),
  ).data;

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

/** The 12 month names ending with the current month of `timeZone`, by Intl (not PostgreSQL). */
function monthNamesIn(timeZone: string): string[] {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts();
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Array.from({ length: CHART_MONTHS }, (_, i) =>
    new Date(Date.UTC(part('year'), part('month') - CHART_MONTHS + i, 15)).toLocaleString('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  );
}

/** Per month name, how many rows of `series` were added between two answers (non-zero only). */
function addedByMonth(before: Charts, after: Charts, series: keyof Charts): Record<string, number> {
  const added: Record<string, number> = {};
  after[series].forEach((row, i) => {
    const count = row.count - before[series][i]!.count;
    if (count !== 0) added[row.name] = count;
  });
  return added;
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

  it("buckets the months by the admin's time zone (`tz`), UTC when it is missing", async () => {
    const zones = [undefined, 'UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'] as const;
    const before = await Promise.all(zones.map((tz) => charts(tz)));
    // Two rows around 00:00 UTC on the 1st two months back, at 02:00 and at 14:00 the day
    // before: UTC puts one in each month, Los Angeles (UTC-7/-8) both in the earlier month,
    // Kiritimati (UTC+14) both in the later one.
    const now = new Date();
    const boundary = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1);
    await seedAt([new Date(boundary + 2 * HOUR), new Date(boundary - 10 * HOUR)]);
    const after = await Promise.all(zones.map((tz) => charts(tz)));

    const utc = { [monthName(2)]: 1, [monthName(3)]: 1 };
    const expected = [utc, utc, { [monthName(3)]: 2 }, { [monthName(2)]: 2 }];
    zones.forEach((tz, z) => {
      for (const series of ['users', 'pages', 'coloreds', 'subscriptions'] as const) {
        expect(addedByMonth(before[z]!, after[z]!, series), `${tz} ${series}`).toEqual(expected[z]);
        expect(
          after[z]![series].map((row) => row.name),
          `${tz} ${series}`,
        ).toEqual(monthNamesIn(tz ?? 'UTC'));
      }
    });
  });

  it('answers the same charts without `tz` as with tz=UTC', async () => {
    expect(await charts()).toEqual(await charts('UTC'));
  });

  it('answers 400 INVALID_INPUT naming `tz` for a zone PostgreSQL does not know', async () => {
    const message = 'tz: Unknown time zone; expected an IANA name such as Europe/Paris';
    for (const tz of ['Mars/Olympus', '+01:00', 'UTC+3', "UTC'; DROP TABLE users; --", '', 'x'.repeat(65)]) {
      const response = await t.app.inject({
        url: '/api/analytics/charts',
        query: { tz },
        headers: admin.headers,
      });
      expect(response.statusCode, tz).toBe(400);
      expect(body(response), tz).toMatchObject({ code: 'INVALID_INPUT', message });
    }
    const twice = await t.app.inject({ url: '/api/analytics/charts?tz=UTC&tz=UTC', headers: admin.headers });
    expect(twice.statusCode).toBe(400);
    expect(body(twice).message).toMatch(/^tz: /);
  });
});
