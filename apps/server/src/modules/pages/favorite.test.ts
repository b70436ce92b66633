import { pageSchema } from '@huebook/shared/schemas/page';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { favorites, pages } from '../../db/schema.ts';
import {
  body,
  createUser,
  givePaidPlan,
  insertPages,
  setupTestApp,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';

let t: TestApp;
let owner: TestUser;
let ids: string[];

/** Puts a user on a plan by name: a live subscription for a paid one (test/app.ts). */
async function givePlan(user: TestUser, name: 'free' | 'starter' | 'advanced'): Promise<TestUser> {
  return name === 'free' ? user : givePaidPlan(t, user, name);
}

const paidUser = async (name = 'Paula Paid') => givePlan(await createUser(t, { name }), 'starter');

beforeAll(async () => {
  t = await setupTestApp();
  owner = await createUser(t, { name: 'Olive Owner' });
  ids = await insertPages(t, owner.user.id, 6, (i) => ({ blocked: i === 5 }));
});
afterAll(async () => {
  await t?.close();
});

const toggle = (user: TestUser, pageId: string, payload?: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/pages/${pageId}/favorited/toggle`,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function stored(pageId: string) {
  const [page] = await t.db.select().from(pages).where(eq(pages.id, pageId));
  const [rows] = await t.db.select({ n: count() }).from(favorites).where(eq(favorites.pageId, pageId));
  return { favorited: page!.favoritedCount, popularity: page!.popularity, rows: rows!.n };
}

describe('PATCH /api/pages/:id/favorited/toggle', () => {
  it('answers 403 NO_PAID_PLAN to a free user and 403 FORBIDDEN to an admin, changing nothing', async () => {
    const free = await createUser(t, { name: 'Fred Free' });
    const response = await toggle(free, ids[0]!);
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({
      code: 'NO_PAID_PLAN',
      message: 'Favorites are available on the paid plans.',
    });

    const admin = await givePlan(await createUser(t, { name: 'Ada Admin', admin: true }), 'advanced');
    const forbidden = await toggle(admin, ids[0]!);
    expect(forbidden.statusCode).toBe(403);
    expect(body(forbidden)).toEqual({ code: 'FORBIDDEN', message: 'Admins cannot favorite pages.' });
    expect(await stored(ids[0]!)).toEqual({ favorited: 0, popularity: 0, rows: 0 });
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/pages/${ids[0]}/favorited/toggle` })).statusCode,
    ).toBe(401);
  });

  it('lets starter and advanced users favorite and unfavorite; twice returns to the start', async () => {
    for (const plan of ['starter', 'advanced'] as const) {
      const user = await givePlan(await createUser(t), plan);
      const before = await stored(ids[1]!);
      const on = await toggle(user, ids[1]!);
      expect(on.statusCode, on.body).toBe(200);
      const page = pageSchema.parse(body(on).data);
      expect(page).toMatchObject({ id: ids[1], is_favorited: true, favorited_count: before.favorited + 1 });
      expect(await stored(ids[1]!)).toEqual({
        favorited: before.favorited + 1,
        popularity: before.popularity + 1,
        rows: before.rows + 1,
      });
      const favoritedList = body(
        await t.app.inject({ url: '/api/pages/paginate?scope=favorited', headers: user.headers }),
      ).data;
      expect(favoritedList.map((p: { id: string }) => p.id)).toEqual([ids[1]]);

      const off = await toggle(user, ids[1]!);
      expect(body(off).data).toMatchObject({ is_favorited: false, favorited_count: before.favorited });
      expect(await stored(ids[1]!)).toEqual(before);
    }
  });

  it('sets the wanted state when the body names it, so a retried request counts once', async () => {
    const user = await paidUser();
    for (const wanted of [true, true, true]) {
      expect(body(await toggle(user, ids[2]!, { favorited: wanted })).data).toMatchObject({
        is_favorited: true,
        favorited_count: 1,
      });
    }
    for (const wanted of [false, false]) {
      expect(body(await toggle(user, ids[2]!, { favorited: wanted })).data).toMatchObject({
        is_favorited: false,
        favorited_count: 0,
      });
    }
    expect(await stored(ids[2]!)).toEqual({ favorited: 0, popularity: 0, rows: 0 });
    expect((await toggle(user, ids[2]!, { favorited: 'yes' })).statusCode).toBe(400);
  });

  it('answers 404 for a missing, malformed or blocked page', async () => {
    const user = await paidUser();
    for (const id of [crypto.randomUUID(), 'nope', ids[5]!]) {
      const response = await toggle(user, id);
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ code: 'NOT_FOUND', message: 'Page not found' });
    }
  });

  it('keeps the counter equal to the rows under 10 parallel toggles by distinct users', async () => {
    const fans = await Promise.all(Array.from({ length: 10 }, (_, i) => paidUser(`Fan ${i}`)));
    const responses = await Promise.all(fans.map((fan) => toggle(fan, ids[3]!)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await stored(ids[3]!)).toEqual({ favorited: 10, popularity: 10, rows: 10 });
    await Promise.all(fans.slice(0, 4).map((fan) => toggle(fan, ids[3]!)));
    expect(await stored(ids[3]!)).toEqual({ favorited: 6, popularity: 6, rows: 6 });
  });

  it('never leaves the counter off by one user’s row under that user’s parallel toggles', async () => {
    const user = await paidUser();
    const others = await Promise.all([paidUser(), paidUser()]);
    for (const other of others) await toggle(other, ids[4]!);
    for (const parallel of [2, 5, 8]) {
      await Promise.all(Array.from({ length: parallel }, () => toggle(user, ids[4]!)));
      const mine = await t.db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, user.user.id), eq(favorites.pageId, ids[4]!)));
      const now = await stored(ids[4]!);
      expect(now.rows).toBe(2 + mine.length);
      expect(now).toEqual({ favorited: now.rows, popularity: now.rows, rows: now.rows });
    }
  });
});
