import type { ListedPage } from '@huebook/shared/schemas/page';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coloreds, favorites, pages, users } from '../../db/schema.ts';
import {
  bearer,
  body,
  createUser,
  givePaidPlan,
  insertPages,
  setupTestApp,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';

import { MARKS_PER_USER, ViewerMarksCache } from './viewer-marks.ts';

const errors: unknown[] = [];
const marksA = new ViewerMarksCache((error) => errors.push(error));
const marksB = new ViewerMarksCache((error) => errors.push(error));
let a: TestApp;
let b: TestApp;
let owner: TestUser;
let ids: string[];

beforeAll(async () => {
  // Instances on one database share APP_SECRET, as deployments must (README).
  const env = { APP_SECRET: 'one-app-secret-for-both-instances' };
  a = await setupTestApp({ env, viewerMarks: marksA });
  // A second instance on the same database, with a cache of its own.
  b = await setupTestApp({ env, database: a.database, viewerMarks: marksB });
  owner = await createUser(a, { name: 'Olive Owner' });
  ids = await insertPages(a, owner.user.id, 6);
});
afterAll(async () => {
  await b.app.close();
  await a.close();
  expect(errors).toEqual([]);
});

async function paidUser(name: string): Promise<TestUser> {
  return givePaidPlan(a, await createUser(a, { name }));
}

/** A favorite as the app makes one: the row and the page's counter (lists trust counters of 0). */
async function addFavorite(userId: string, pageId: string): Promise<void> {
  await a.db.insert(favorites).values({ userId, pageId });
  await a.db
    .update(pages)
    .set({ favoritedCount: sql`${pages.favoritedCount} + 1` })
    .where(eq(pages.id, pageId));
}

/** A colored page as the app makes one: the row and the page's counter. */
async function addColored(userId: string, pageId: string, key: string): Promise<void> {
  await a.db.insert(coloreds).values({ userId, pageId, photoKey: `${key}.png`, previewKey: `${key}.webp` });
  await a.db
    .update(pages)
    .set({ coloredCount: sql`${pages.coloredCount} + 1` })
    .where(eq(pages.id, pageId));
}

const marksVersion = async (userId: string) =>
  (await a.db.select({ v: users.marksVersion }).from(users).where(eq(users.id, userId)))[0]!.v;

async function list(t: TestApp, user: TestUser): Promise<Map<string, ListedPage>> {
  const response = await t.app.inject({ url: '/api/pages/paginate', headers: bearer(user.token) });
  expect(response.statusCode).toBe(200);
  return new Map((body(response).data as ListedPage[]).map((page) => [page.id, page]));
}

const toggle = (t: TestApp, user: TestUser, pageId: string, favorited: boolean) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/pages/${pageId}/favorited/toggle`,
    headers: bearer(user.token),
    payload: { favorited },
  });

describe('marks_version', () => {
  it('moves once per statement for each user whose favorites or colored pages change', async () => {
    const [u, v] = [await createUser(a), await createUser(a)];
    const before = [await marksVersion(u.user.id), await marksVersion(v.user.id)];
    // One statement adding two favorites for u and one for v: each moves once.
    await a.db.insert(favorites).values([
      { userId: u.user.id, pageId: ids[0]! },
      { userId: u.user.id, pageId: ids[1]! },
      { userId: v.user.id, pageId: ids[0]! },
    ]);
    expect([await marksVersion(u.user.id), await marksVersion(v.user.id)]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ]);
    // Nothing inserted (a repeat), nothing moves.
    await a.db.insert(favorites).values({ userId: u.user.id, pageId: ids[0]! }).onConflictDoNothing();
    expect(await marksVersion(u.user.id)).toBe(before[0]! + 1);

    await a.db
      .insert(coloreds)
      .values({ userId: u.user.id, pageId: ids[2]!, photoKey: 'a.png', previewKey: 'a.webp' });
    expect(await marksVersion(u.user.id)).toBe(before[0]! + 2);
    await a.db.update(coloreds).set({ previewKey: 'b.webp' }).where(eq(coloreds.userId, u.user.id));
    expect(await marksVersion(u.user.id)).toBe(before[0]! + 3);
    await a.db.delete(coloreds).where(eq(coloreds.userId, u.user.id));
    expect(await marksVersion(u.user.id)).toBe(before[0]! + 4);
    await a.db.delete(favorites).where(eq(favorites.userId, u.user.id));
    expect(await marksVersion(u.user.id)).toBe(before[0]! + 5);

    // A page deleted for good takes its favorites with it: their users' versions move.
    const [gone] = await insertPages(a, owner.user.id, 1);
    await a.db.insert(favorites).values({ userId: v.user.id, pageId: gone! });
    const held = await marksVersion(v.user.id);
    await a.db.delete(pages).where(eq(pages.id, gone!));
    expect(await marksVersion(v.user.id)).toBe(held + 1);
  });
});

describe('ViewerMarksCache', () => {
  it('reads a user’s favorites and colored pages with their version', async () => {
    const user = await createUser(a);
    await a.db
      .insert(favorites)
      .values([ids[3]!, ids[4]!].map((pageId) => ({ userId: user.user.id, pageId })));
    await a.db
      .insert(coloreds)
      .values({ userId: user.user.id, pageId: ids[4]!, photoKey: 'p.png', previewKey: 'v.webp' });
    const cache = new ViewerMarksCache((error) => errors.push(error));
    expect(cache.get(user.user.id)).toBeUndefined();
    await cache.refresh(a.db, user.user.id);
    const marks = cache.get(user.user.id)!;
    expect(marks.version).toBe(await marksVersion(user.user.id));
    expect([...marks.favorites].sort()).toEqual([ids[3]!, ids[4]!].sort());
    expect(marks.coloreds.get(ids[4]!)).toMatchObject({ photoKey: 'p.png', previewKey: 'v.webp' });
    expect(marks.coloreds.has(ids[3]!)).toBe(false);
  });

  it(`keeps no copy of a user with more than ${MARKS_PER_USER} favorites`, async () => {
    const fan = await createUser(a);
    // Newer than every other page, so they fill the first list page.
    const later = Date.now() + 3_600_000;
    const many = await insertPages(a, owner.user.id, MARKS_PER_USER + 1, (i) => ({
      favoritedCount: 1,
      createdAt: new Date(later - i * 1000),
    }));
    await a.db.insert(favorites).values(many.map((pageId) => ({ userId: fan.user.id, pageId })));
    const cache = new ViewerMarksCache((error) => errors.push(error));
    await cache.refresh(a.db, fan.user.id);
    expect(cache.get(fan.user.id)).toBeUndefined();
    expect(cache.tooMany(fan.user.id)).toBe(true);
    // Their lists still show their favorites (probed per row).
    const shown = [...(await list(a, fan)).values()];
    expect(shown.map((page) => page.id)).toEqual(many.slice(0, 24));
    expect(shown.every((page) => page.is_favorited)).toBe(true);
    await a.db.delete(pages).where(sql`${pages.id} IN ${many}`);
  });
});

describe('page lists with cached marks', () => {
  it('answers from the cache while the version holds, and never serves a stale mark', async () => {
    const user = await paidUser('Casey Cached');
    await addFavorite(user.user.id, ids[0]!);
    expect((await list(a, user)).get(ids[0]!)?.is_favorited).toBe(true);
    await marksA.refresh(a.db, user.user.id);
    expect(marksA.get(user.user.id)?.favorites.has(ids[0]!)).toBe(true);

    // A change that bypasses the triggers (replica role) leaves the version as it was: the
    // answer still comes from the cached copy, which shows that the cache is what answers.
    await a.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.delete(favorites).where(eq(favorites.userId, user.user.id));
    });
    expect((await list(a, user)).get(ids[0]!)?.is_favorited).toBe(true);
    // Once the version moves, the same instance answers from the database again.
    await a.db
      .update(users)
      .set({ marksVersion: sql`${users.marksVersion} + 1` })
      .where(eq(users.id, user.user.id));
    expect((await list(a, user)).get(ids[0]!)?.is_favorited).toBe(false);
  });

  it('shows a favorite or a colored page saved through another instance on the very next list', async () => {
    const user = await paidUser('Ivy Instances');
    await list(a, user);
    await marksA.refresh(a.db, user.user.id);
    expect(marksA.get(user.user.id)).toBeDefined();

    expect((await toggle(b, user, ids[1]!, true)).statusCode).toBe(200);
    let seen = await list(a, user);
    expect(seen.get(ids[1]!)).toMatchObject({ is_favorited: true, favorited_count: 1 });

    await addColored(user.user.id, ids[2]!, 'mine');
    seen = await list(a, user);
    expect(seen.get(ids[2]!)).toMatchObject({ is_colored: true });
    expect(seen.get(ids[2]!)?.colored?.preview).toMatch(/mine\.webp$/);

    // Again with A's copy refreshed, then a change through B: A's next answer still follows.
    await marksA.refresh(a.db, user.user.id);
    expect((await toggle(b, user, ids[1]!, false)).statusCode).toBe(200);
    seen = await list(a, user);
    expect(seen.get(ids[1]!)).toMatchObject({ is_favorited: false, favorited_count: 0 });
    expect(seen.get(ids[2]!)).toMatchObject({ is_colored: true });
  });

  it('still refuses a revoked token or a blocked user when the marks are cached', async () => {
    const user = await paidUser('Rex Revoked');
    await list(a, user);
    await marksA.refresh(a.db, user.user.id);
    expect(marksA.get(user.user.id)).toBeDefined();
    const url = '/api/pages/paginate';

    await a.db.update(users).set({ blocked: true }).where(eq(users.id, user.user.id));
    expect((await a.app.inject({ url, headers: bearer(user.token) })).statusCode).toBe(403);
    await a.db.update(users).set({ blocked: false }).where(eq(users.id, user.user.id));
    expect((await a.app.inject({ url, headers: bearer(user.token) })).statusCode).toBe(200);

    await a.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.user.id));
    expect((await a.app.inject({ url, headers: bearer(user.token) })).statusCode).toBe(401);
  });

  it('answers an empty list with stale cached marks as empty', async () => {
    const user = await paidUser('Emma Empty');
    await marksA.refresh(a.db, user.user.id);
    await addFavorite(user.user.id, ids[5]!);
    const response = await a.app.inject({
      url: '/api/pages/paginate?scope=colored',
      headers: bearer(user.token),
    });
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ data: [], current_page: 1, last_page: 1 });
    const favorited = await a.app.inject({
      url: '/api/pages/paginate?scope=favorited',
      headers: bearer(user.token),
    });
    expect((body(favorited).data as ListedPage[]).map((page) => page.id)).toEqual([ids[5]!]);
  });
});
