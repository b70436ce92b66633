import type { PGlite } from '@electric-sql/pglite';
import { PAGE_SIZE } from '@huebook/shared/constants';
import { userSchema, type User } from '@huebook/shared/schemas/user';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { plans, subscriptions, users } from '../../db/schema.ts';
import { body, createUser, setupTestApp, uniqueEmail, type TestApp, type TestUser } from '../../test/app.ts';

import { listUsers } from './list-users.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await createUser(t, { admin: true });
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;
type PlanName = User['plan']['name'];
/** Subscription rows of one user, oldest first; `shown` is the index the list should show. */
interface Scenario {
  plan: PlanName;
  rows: { ageDays: number; expiresInDays?: number; canceled?: boolean }[];
  shown: number | null;
}
const SCENARIOS: Scenario[] = [
  { plan: 'free', rows: [], shown: null },
  { plan: 'starter', rows: [{ ageDays: 3 }], shown: 0 },
  // Renewed: the older period expired, the newer one runs.
  {
    plan: 'advanced',
    rows: [
      { ageDays: 40, expiresInDays: -5 },
      { ageDays: 5, expiresInDays: 25 },
    ],
    shown: 1,
  },
  // Canceled but paid until a future date: still the current one.
  { plan: 'starter', rows: [{ ageDays: 10, expiresInDays: 20, canceled: true }], shown: 0 },
  // Only expired periods: none.
  { plan: 'advanced', rows: [{ ageDays: 60, expiresInDays: -30 }], shown: null },
  // A newer expired row does not hide an older running one.
  { plan: 'starter', rows: [{ ageDays: 20 }, { ageDays: 2, expiresInDays: -1 }], shown: 0 },
  // Back on the free plan: a leftover running row is not shown.
  { plan: 'free', rows: [{ ageDays: 4 }], shown: null },
];

/** Inserts `count` users tagged `tag` (newest first), each with the subscriptions of a scenario. */
async function insertSubscribers(tag: string, count: number): Promise<Map<string, string | null>> {
  const planIds = new Map((await t.db.select().from(plans)).map((plan) => [plan.name, plan.id]));
  const now = Date.now();
  const scenarioOf = (i: number) => SCENARIOS[i % SCENARIOS.length] as Scenario;
  const inserted = await t.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Subscriber ${i}`,
        email: uniqueEmail(`${tag}-${i}`),
        planId: planIds.get(scenarioOf(i).plan) as string,
        createdAt: new Date(now - i * 1000),
      })),
    )
    .returning({ id: users.id });
  const expected = new Map<string, string | null>();
  for (const [i, { id }] of inserted.entries()) {
    const scenario = scenarioOf(i);
    const ids: string[] = [];
    for (const row of scenario.rows) {
      const [subscription] = await t.db
        .insert(subscriptions)
        .values({
          userId: id,
          planId: planIds.get(scenario.plan) as string,
          priceCents: 499,
          createdAt: new Date(now - row.ageDays * DAY_MS),
          canceledAt: row.canceled ? new Date(now - DAY_MS) : null,
          expireAt: row.expiresInDays === undefined ? null : new Date(now + row.expiresInDays * DAY_MS),
          // An expired period has ended: a user has one live subscription at most (migration 0007).
          endedAt: (row.expiresInDays ?? 0) < 0 ? new Date(now + (row.expiresInDays ?? 0) * DAY_MS) : null,
        })
        .returning({ id: subscriptions.id });
      ids.push(subscription?.id as string);
    }
    expected.set(id, scenario.shown === null ? null : (ids[scenario.shown] as string));
  }
  return expected;
}

/** A second Drizzle instance on the test database's own client that counts the statements it runs. */
function countingDb(): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (t.db as unknown as { $client: unknown }).$client;
  const db =
    t.database.driver === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  return { db: db as unknown as Db, statements };
}

it('GET /api/users/paginate shows each user’s current subscription as /users/:id/read does', async () => {
  const tag = `subs${Date.now().toString(36)}`;
  const expected = await insertSubscribers(tag, SCENARIOS.length * 2);

  const response = await t.app.inject({
    url: '/api/users/paginate',
    query: { search: tag },
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const listed = userSchema.array().parse(body(response).data);
  expect(listed.map((user) => [user.id, user.subscription?.id ?? null])).toEqual([...expected]);
  const canceled = listed.find((user) => user.subscription?.canceled_at);
  expect(canceled?.subscription?.expire_at).not.toBeNull();
  for (const user of listed) {
    const read = await t.app.inject({ url: `/api/users/${user.id}/read`, headers: admin.headers });
    expect(user).toEqual(body(read).data);
  }
});

it('reads a page of PAGE_SIZE users, subscriptions included, in one statement', async () => {
  const tag = `many${Date.now().toString(36)}`;
  const expected = await insertSubscribers(tag, PAGE_SIZE + 1);
  const { db, statements } = countingDb();
  const ctx = { db } as AppContext; // listUsers reads only ctx.db

  const page = await listUsers(ctx, { page: 1, search: tag });
  expect(statements).toHaveLength(1);
  expect(page.data).toHaveLength(PAGE_SIZE);
  expect(page).toMatchObject({ current_page: 1, last_page: 2, per_page: PAGE_SIZE });
  expect(page.data.filter((user) => user.subscription).length).toBeGreaterThan(PAGE_SIZE / 3);
  expect(page.data.map((user) => [user.id, user.subscription?.id ?? null])).toEqual(
    [...expected].slice(0, PAGE_SIZE),
  );

  const next = await listUsers(ctx, { page: 2, search: tag, cursor: page.next_cursor ?? undefined });
  expect(statements).toHaveLength(2);
  expect(next.data.map((user) => [user.id, user.subscription?.id ?? null])).toEqual(
    [...expected].slice(PAGE_SIZE),
  );
});
