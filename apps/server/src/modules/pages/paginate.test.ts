import { SORTS } from '@huebook/shared/constants';
import { pageSchema, type Page } from '@huebook/shared/schemas/page';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coloreds, favorites, pages } from '../../db/schema.ts';
import { body, createUser, insertPages, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let admin: TestUser;
let ids: string[];
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
    coloredCount: i % 3,
    popularity: (i % 4) + (i % 3),
    trendingScore: i === 5 ? 9 : i === 6 ? 2 : 0,
    blocked: i === BLOCKED,
  }));
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

async function walk(user: TestUser, query: Record<string, string>, by: 'page' | 'cursor'): Promise<Page[]> {
  const seen: Page[] = [];
  let page = 1;
  let cursor: string | null = null;
  for (;;) {
    const response = await list(user, { ...query, page, ...(by === 'cursor' && cursor ? { cursor } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const result = body(response);
    seen.push(...pageSchema.array().parse(result.data));
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
  it.each(SORTS.map((s) => s.value))(
    'sort %s: offset and cursor walks give the same rows, in order',
    async (sort) => {
      const byPage = await walk(viewer, { sort }, 'page');
      const byCursor = await walk(viewer, { sort }, 'cursor');
      expect(byCursor.map((p) => p.id)).toEqual(byPage.map((p) => p.id));
      expect(new Set(byPage.map((p) => p.id)).size).toBe(TOTAL - 1);
      expect(byPage.some((p) => p.id === ids[BLOCKED])).toBe(false);

      const rows = await t.db.select().from(pages);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const key = (p: Page) => {
        const row = byId.get(p.id)!;
        const value = {
          latest: -row.createdAt.getTime(),
          oldest: row.createdAt.getTime(),
          mostFavorited: -row.favoritedCount,
          mostColored: -row.coloredCount,
          popularity: -row.popularity,
          trending: -row.trendingScore,
        }[sort]!;
        return value;
      };
      for (let i = 1; i < byPage.length; i += 1) {
        expect(key(byPage[i - 1]!)).toBeLessThanOrEqual(key(byPage[i]!));
      }
    },
  );

  it('hides blocked pages from users but shows them to admins', async () => {
    const adminPages = await walk(admin, { sort: 'latest' }, 'cursor');
    expect(adminPages).toHaveLength(TOTAL);
    expect(adminPages.find((p) => p.id === ids[BLOCKED])?.blocked).toBe(true);
    const owned = await walk(owner, { scope: 'owned' }, 'page');
    expect(owned).toHaveLength(TOTAL - 1);
    expect(owned.every((p) => p.is_owner)).toBe(true);
    expect(await walk(viewer, { scope: 'owned' }, 'page')).toHaveLength(0);
  });

  it('searches titles, prompts and owner names, with % taken literally', async () => {
    const titles = async (search: string) =>
      body(await list(viewer, { search })).data.map((p: Page) => p.title);
    expect(await titles('dragon')).toEqual(['Dragon 100% cute']);
    expect(await titles('100%')).toEqual(['Dragon 100% cute']);
    expect(await titles('%')).toEqual(['Dragon 100% cute']);
    expect(await titles('CASTLE')).toEqual(['Page 8']);
    expect(await titles('olive')).toHaveLength(24);
    expect(await titles('nothing like this')).toEqual([]);
  });

  it('lists favorited and colored pages with the viewer’s flags and colored preview', async () => {
    await t.db
      .insert(favorites)
      .values([ids[10]!, ids[11]!].map((pageId) => ({ userId: viewer.user.id, pageId })));
    await t.db
      .insert(coloreds)
      .values({ userId: viewer.user.id, pageId: ids[12]!, photoKey: 'p.png', previewKey: 'v.webp' });
    const favorited = body(await list(viewer, { scope: 'favorited' })).data;
    expect(favorited.map((p: Page) => p.id).sort()).toEqual([ids[10], ids[11]].sort());
    expect(favorited.every((p: Page) => p.is_favorited && !p.is_colored)).toBe(true);
    const colored = body(await list(viewer, { scope: 'colored' })).data;
    expect(colored).toHaveLength(1);
    expect(colored[0]).toMatchObject({
      id: ids[12],
      is_colored: true,
      colored: { preview: '/uploads/v.webp', photo: '/uploads/p.png' },
    });
    const forOwner = body(await list(owner, { scope: 'colored' })).data;
    expect(forOwner).toEqual([]);
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
      { cursor: 'garbage' },
    ]) {
      const response = await list(viewer, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(body(response).code).toBe('INVALID_INPUT');
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
