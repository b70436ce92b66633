import { SCOPES, SORTS } from '@huebook/shared/constants';
import { listedPageSchema, pageSchema, type ListedPage } from '@huebook/shared/schemas/page';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coloreds, favorites, pages, users } from '../../db/schema.ts';
import { body, createUser, insertPages, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';

import { SEARCH_FEW_OWNERS } from './list.ts';

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let admin: TestUser;
let other: TestUser;
let ids: string[];
let otherIds: string[];
const TOTAL = 30;
const BLOCKED = 3;

beforeAll(async () => {
  t = await setupTestApp();
  owner = await createUser(t, { name: 'Olive Owner' });
  viewer = await createUser(t, { name: 'Vic Viewer' });
  admin = await createUser(t, { name: 'Ada Admin', admin: true });
  ids = await insertPages(t, owner.user.id, TOTAL, (i) => ({
    title: i === 7 ? 'Dragon 100% cute' : `Page ${i}`,
    prompt: i === 8 ? 'a castle on a hill' : null,
    favoritedCount: i % 4,
    // Counters agree with the rows added below (the viewer colored pages 12 and BLOCKED): the
    // list only looks for the viewer's colored page where colored_count > 0.
    coloredCount: i === 12 || i === BLOCKED ? 1 : i % 3,
    popularity: (i % 4) + (i % 3),
    trendingScore: i === 5 ? 9 : i === 6 ? 2 : 0,
    blocked: i === BLOCKED,
  }));
  other = await createUser(t, { name: 'Zelda Quillfeather' });
  otherIds = await insertPages(t, other.user.id, 4, (i) => ({
    title: `Other ${i}`,
    favoritedCount: 2,
    coloredCount: 1,
    popularity: 3,
    createdAt: new Date(Date.now() - 500 - i * 1000),
  }));
  // The viewer's favorites and colored pages, one of each on a blocked page (hidden).
  await t.db
    .insert(favorites)
    .values(
      [ids[10]!, ids[11]!, ids[BLOCKED]!, otherIds[1]!].map((pageId) => ({ userId: viewer.user.id, pageId })),
    );
  await t.db.insert(coloreds).values(
    [ids[12]!, ids[BLOCKED]!, otherIds[2]!].map((pageId, i) => ({
      userId: viewer.user.id,
      pageId,
      photoKey: `p${i}.png`,
      previewKey: `v${i}.webp`,
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

async function list(user: TestUser, query: Record<string, string | number | undefined>) {
  const qs = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  return t.app.inject({ url: `/api/pages/paginate?${qs}`, headers: user.headers });
}

async function walk(
  user: TestUser,
  query: Record<string, string>,
  by: 'page' | 'cursor',
): Promise<ListedPage[]> {
  const seen: ListedPage[] = [];
  let page = 1;
  let cursor: string | null = null;
  for (;;) {
    const response = await list(user, { ...query, page, ...(by === 'cursor' && cursor ? { cursor } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const result = body(response);
    // strict: a list sends a card's fields only (no prompt, source, generator).
    seen.push(...listedPageSchema.strict().array().parse(result.data));
    if (result.current_page === result.last_page) {
      expect(result.next_cursor).toBeNull();
      return seen;
    }
    expect(result.last_page).toBe(page + 1);
    expect(result.per_page).toBe(24);
    cursor = result.next_cursor;
    page += 1;
  }
}

describe('GET /api/pages/paginate', () => {
  /** What a scope and sort should list for `user`, computed from the stored rows. */
  async function expectedIds(user: TestUser, scope: string, sort: string): Promise<string[]> {
    const rows = await t.db.select().from(pages);
    const favored = new Set(
      (await t.db.select().from(favorites).where(eq(favorites.userId, user.user.id))).map((f) => f.pageId),
    );
    const colored = new Set(
      (await t.db.select().from(coloreds).where(eq(coloreds.userId, user.user.id))).map((c) => c.pageId),
    );
    const inScope = rows.filter((row) => {
      if (row.blocked && !(user.user.admin && scope === 'public')) return false;
      if (scope === 'owned') return row.userId === user.user.id;
      if (scope === 'favorited') return favored.has(row.id);
      if (scope === 'colored') return colored.has(row.id);
      return true;
    });
    const value = (row: (typeof rows)[number]): number =>
      ({
        latest: row.createdAt.getTime(),
        oldest: -row.createdAt.getTime(),
        mostFavorited: row.favoritedCount,
        mostColored: row.coloredCount,
        popularity: row.popularity,
        trending: row.trendingScore,
      })[sort]!;
    const direction = sort === 'oldest' ? -1 : 1;
    // Descending by value then id (ascending for oldest): uuid order is its hex string order.
    return inScope
      .sort((a, b) => value(b) - value(a) || direction * (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((row) => row.id);
  }

  const cases = SCOPES.flatMap((scope) => SORTS.map((s) => [scope, s.value] as const));
  it.each(cases)(
    'scope %s, sort %s: offset and cursor walks list exactly the expected rows',
    async (scope, sort) => {
      for (const user of [viewer, owner]) {
        const expected = await expectedIds(user, scope, sort);
        const byPage = await walk(user, { scope, sort }, 'page');
        const byCursor = await walk(user, { scope, sort }, 'cursor');
        expect(byPage.map((p) => p.id)).toEqual(expected);
        expect(byCursor.map((p) => p.id)).toEqual(expected);
        expect(byPage.every((p) => !p.blocked)).toBe(true);
        if (scope === 'favorited') expect(byPage.every((p) => p.is_favorited)).toBe(true);
        if (scope === 'colored') expect(byPage.every((p) => p.is_colored && p.colored !== null)).toBe(true);
        if (scope === 'owned') expect(byPage.every((p) => p.is_owner)).toBe(true);
      }
    },
  );

  it.each(SORTS.map((s) => s.value))('sort %s: admins list blocked pages too, in order', async (sort) => {
    const expected = await expectedIds(admin, 'public', sort);
    expect(expected).toHaveLength(TOTAL + otherIds.length);
    expect((await walk(admin, { sort }, 'cursor')).map((p) => p.id)).toEqual(expected);
    // By page number too: page 2 starts after the 24th row of the merged blocked and not-blocked walks.
    expect((await walk(admin, { sort }, 'page')).map((p) => p.id)).toEqual(expected);
  });

  it('hides blocked pages from users but shows them to admins', async () => {
    const adminPages = await walk(admin, { sort: 'latest' }, 'cursor');
    expect(adminPages).toHaveLength(TOTAL + otherIds.length);
    expect(adminPages.find((p) => p.id === ids[BLOCKED])?.blocked).toBe(true);
    const owned = await walk(owner, { scope: 'owned' }, 'page');
    expect(owned).toHaveLength(TOTAL - 1);
    expect(owned.every((p) => p.is_owner)).toBe(true);
    expect(await walk(viewer, { scope: 'owned' }, 'page')).toHaveLength(0);
  });

  it('searches titles, prompts and owner names, case-insensitively, with % taken literally', async () => {
    const titles = async (search: string, query: Record<string, string> = {}) =>
      body(await list(viewer, { search, ...query })).data.map((p: ListedPage) => p.title);
    expect(await titles('dragon')).toEqual(['Dragon 100% cute']);
    expect(await titles('DrAgOn 100')).toEqual(['Dragon 100% cute']);
    expect(await titles('100%')).toEqual(['Dragon 100% cute']);
    expect(await titles('%')).toEqual(['Dragon 100% cute']);
    expect(await titles('_')).toEqual([]);
    expect(await titles('CASTLE')).toEqual(['Page 8']);
    expect(await titles('olive')).toHaveLength(24);
    expect(await titles('  quillFEATHER ')).toEqual(['Other 0', 'Other 1', 'Other 2', 'Other 3']);
    expect(await titles('zelda q', { sort: 'oldest' })).toEqual(['Other 3', 'Other 2', 'Other 1', 'Other 0']);
    expect(await titles('quill', { scope: 'favorited' })).toEqual(['Other 1']);
    expect(await titles('nothing like this')).toEqual([]);
  });

  it('searches a common owner name (more than SEARCH_FEW_OWNERS owners) and a rare one in sort order, by cursor and page', async () => {
    const [{ planId }] = (await t.db
      .select({ planId: users.planId })
      .from(users)
      .where(eq(users.id, owner.user.id))) as [{ planId: string }];
    const many = SEARCH_FEW_OWNERS + 10;
    const commonOwners = await t.db
      .insert(users)
      .values(
        Array.from({ length: many }, (_, i) => ({
          name: `Kai Tanakaya ${i}`,
          email: `tanakaya${i}@example.com`,
          planId,
        })),
      )
      .returning({ id: users.id });
    const [rareOwner] = await t.db
      .insert(users)
      .values({ name: 'Rin Raresby', email: 'raresby@example.com', planId })
      .returning({ id: users.id });
    const now = Date.now();
    const page = (userId: string, i: number, extra: Partial<typeof pages.$inferInsert> = {}) => ({
      userId,
      title: `Searched ${i}`,
      source: 'upload' as const,
      illustrationKey: 'missing.png',
      thumbnailKey: 'missing.webp',
      // Ties on every counter and some on created_at: the id decides.
      createdAt: new Date(now - 100_000 - Math.floor(i / 3) * 1000),
      favoritedCount: i % 5,
      coloredCount: i % 4,
      popularity: i % 7,
      trendingScore: i % 3,
      blocked: i % 50 === 1,
      ...extra,
    });
    const inserted = await t.db
      .insert(pages)
      .values([
        ...commonOwners.map((u, i) => page(u.id, i)),
        ...commonOwners.slice(0, 30).map((u, i) => page(u.id, many + i)),
        ...[0, 1, 2].map((i) => page(rareOwner!.id, 2 * many + i)),
        // Matches by title and prompt (of an owner whose name does not match).
        page(owner.user.id, 2 * many + 3, { title: 'My TANAKAYA fan art' }),
        page(owner.user.id, 2 * many + 4, { prompt: 'drawn like raresby would' }),
      ])
      .returning({ id: pages.id, userId: pages.userId, title: pages.title, prompt: pages.prompt });
    const commonIds = new Set(commonOwners.map((u) => u.id));
    try {
      for (const [term, matches] of [
        ['tanakaya', (r: (typeof inserted)[number]) => commonIds.has(r.userId) || /tanakaya/i.test(r.title)],
        [
          'RARESBY',
          (r: (typeof inserted)[number]) => r.userId === rareOwner!.id || /raresby/i.test(r.prompt ?? ''),
        ],
      ] as const) {
        const matching = new Set(inserted.filter(matches).map((r) => r.id));
        for (const { value: sort } of SORTS) {
          const expected = (await expectedIds(viewer, 'public', sort)).filter((id) => matching.has(id));
          expect(expected.length).toBeGreaterThan(term === 'tanakaya' ? SEARCH_FEW_OWNERS : 3);
          for (const by of ['cursor', 'page'] as const) {
            const listed = await walk(viewer, { search: term, sort }, by);
            expect(
              listed.map((p) => p.id),
              `${term} ${sort} by ${by}`,
            ).toEqual(expected);
          }
        }
      }
    } finally {
      await t.db.delete(pages).where(
        inArray(
          pages.id,
          inserted.map((r) => r.id),
        ),
      );
      await t.db.delete(users).where(inArray(users.id, [...commonIds, rareOwner!.id]));
    }
  });

  it('lists favorited and colored pages with the viewer’s flags and colored preview', async () => {
    const favorited = body(await list(viewer, { scope: 'favorited' })).data;
    expect(favorited.map((p: ListedPage) => p.id).sort()).toEqual([ids[10], ids[11], otherIds[1]].sort());
    expect(favorited.every((p: ListedPage) => p.is_favorited && !p.is_colored)).toBe(true);
    const colored = body(await list(viewer, { scope: 'colored', sort: 'latest' })).data;
    expect(colored.map((p: ListedPage) => p.id)).toEqual([otherIds[2], ids[12]]);
    expect(colored[1]).toMatchObject({
      id: ids[12],
      is_colored: true,
      colored: { preview: '/uploads/v0.webp', photo: '/uploads/p0.png' },
    });
    const forOwner = body(await list(owner, { scope: 'colored' })).data;
    expect(forOwner).toEqual([]);
  });

  it('shows the owner’s current name and payment id, after a rename and on pages made since', async () => {
    const maker = await createUser(t, { name: 'Mona Maker' });
    const [before] = await insertPages(t, maker.user.id, 1, () => ({ title: 'Owner check 1' }));
    const card = async (id: string) =>
      (await walk(viewer, { search: 'Owner check' }, 'cursor')).find((p) => p.id === id)?.user;
    expect(await card(before!)).toEqual({ name: 'Mona Maker', stripe_id: null });

    await t.db
      .update(users)
      .set({ name: 'Mona Renamed', stripeId: 'cus_test_mona' })
      .where(eq(users.id, maker.user.id));
    const [after] = await insertPages(t, maker.user.id, 1, () => ({ title: 'Owner check 2' }));
    for (const id of [before!, after!]) {
      expect(await card(id)).toEqual({ name: 'Mona Renamed', stripe_id: 'cus_test_mona' });
    }
    // Searching by the owner's name finds the new name, not the old one.
    const byName = (await walk(viewer, { search: 'mona renamed' }, 'cursor')).map((p) => p.id);
    expect(byName.sort()).toEqual([before!, after!].sort());
    expect(await walk(viewer, { search: 'mona maker' }, 'cursor')).toEqual([]);
    // Leave the other tests the data they count on.
    await t.db.delete(users).where(eq(users.id, maker.user.id));
  });

  it('answers the last page, and an empty page past the end, without a next page', async () => {
    const second = body(await list(viewer, { page: 2 }));
    expect(second).toMatchObject({ current_page: 2, last_page: 2, per_page: 24, next_cursor: null });
    expect(second.data).toHaveLength(TOTAL - 1 + otherIds.length - 24);
    for (const page of [3, 99]) {
      expect(body(await list(viewer, { page }))).toEqual({
        data: [],
        current_page: page,
        last_page: page,
        per_page: 24,
        next_cursor: null,
      });
    }
  });

  it('marks pages trending with a score of at least 3 in the top 20', async () => {
    const all = await walk(viewer, { sort: 'trending' }, 'cursor');
    expect(all.filter((p) => p.trending).map((p) => p.id)).toEqual([ids[5]]);
  });

  it('answers 400 for a bad sort, scope, page or cursor, and 401 without a token', async () => {
    for (const query of [
      { sort: 'best' },
      { scope: 'mine' },
      { page: 0 },
      { page: 'x' },
      { page: 1.5 },
      { page: -2 },
      { cursor: 'garbage' },
    ]) {
      const response = await list(viewer, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(body(response).code).toBe('INVALID_INPUT');
    }
    for (const page of [0, 'x']) {
      expect(body(await list(viewer, { page })).message).toBe(
        'page: page must be a whole number from 1 to 100000',
      );
    }
    expect((await t.app.inject({ url: '/api/pages/paginate' })).statusCode).toBe(401);
  });
});

describe('GET /api/pages/:id/read', () => {
  it('returns the page, and 404 for missing pages or blocked pages of others', async () => {
    const ok = await t.app.inject({ url: `/api/pages/${ids[0]}/read`, headers: viewer.headers });
    expect(ok.statusCode).toBe(200);
    expect(pageSchema.parse(body(ok).data)).toMatchObject({
      id: ids[0],
      is_owner: false,
      user: { name: 'Olive Owner' },
    });

    for (const id of [crypto.randomUUID(), 'not-a-uuid', ids[BLOCKED]]) {
      const response = await t.app.inject({ url: `/api/pages/${id}/read`, headers: viewer.headers });
      expect(response.statusCode).toBe(404);
      expect(body(response)).toEqual({ code: 'NOT_FOUND', message: 'Page not found' });
    }
    for (const user of [owner, admin]) {
      const response = await t.app.inject({ url: `/api/pages/${ids[BLOCKED]}/read`, headers: user.headers });
      expect(body(response).data.blocked).toBe(true);
    }
    const [row] = await t.db.select().from(pages).where(eq(pages.id, ids[0]!));
    expect(body(ok).data.created_at).toBe(row!.createdAt.toISOString());
  });
});
