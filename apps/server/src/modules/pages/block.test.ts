import { pageSchema, type Page } from '@huebook/shared/schemas/page';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pages } from '../../db/schema.ts';
import { body, createUser, insertPages, setupTestApp, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await setupTestApp();
  owner = await createUser(t, { name: 'Olive Owner' });
  other = await createUser(t, { name: 'Otto Other' });
  admin = await createUser(t, { name: 'Ada Admin', admin: true });
});
afterAll(async () => {
  await t?.close();
});

const toggle = (user: TestUser, pageId: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/pages/${pageId}/blocked/toggle`, headers: user.headers });
const read = (user: TestUser, pageId: string) =>
  t.app.inject({ url: `/api/pages/${pageId}/read`, headers: user.headers });
const listed = async (user: TestUser, query: string): Promise<string[]> =>
  body(await t.app.inject({ url: `/api/pages/paginate?${query}`, headers: user.headers })).data.map(
    (p: Page) => p.id,
  );

describe('PATCH /api/pages/:id/blocked/toggle', () => {
  it('lets the owner delete (block) their page: gone from every list and from /read for others', async () => {
    const [id, kept] = await insertPages(t, owner.user.id, 2, () => ({ trendingScore: 7 }));
    const response = await toggle(owner, id!);
    expect(response.statusCode, response.body).toBe(200);
    expect(pageSchema.parse(body(response).data)).toMatchObject({
      id,
      blocked: true,
      trending: false,
      is_owner: true,
    });
    const [row] = await t.db.select().from(pages).where(eq(pages.id, id!));
    expect(row).toMatchObject({ blocked: true, trendingScore: 0 });

    for (const query of ['scope=public', 'scope=owned', 'sort=trending']) {
      expect(await listed(owner, query)).toEqual([kept]);
      expect(await listed(other, query.replace('owned', 'public'))).toEqual([kept]);
    }
    expect((await read(other, id!)).statusCode).toBe(404);
    expect(body(await read(owner, id!)).data.blocked).toBe(true);
    expect(body(await read(admin, id!)).data.blocked).toBe(true);
    expect(await listed(admin, 'scope=public')).toContain(id);

    // Repeating the delete keeps it deleted; only an admin brings it back.
    expect(body(await toggle(owner, id!)).data.blocked).toBe(true);
    await t.db.delete(pages).where(eq(pages.userId, owner.user.id));
  });

  it('answers 403 FORBIDDEN to another user, and 404 for a missing page or another’s blocked page', async () => {
    const [id, blocked] = await insertPages(t, owner.user.id, 2, (i) => ({ blocked: i === 1 }));
    const response = await toggle(other, id!);
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({ code: 'FORBIDDEN', message: 'You can only delete your own pages.' });
    for (const pageId of [blocked!, crypto.randomUUID(), 'nope']) {
      expect(body(await toggle(other, pageId))).toEqual({ code: 'NOT_FOUND', message: 'Page not found' });
    }
    const [row] = await t.db.select().from(pages).where(eq(pages.id, id!));
    expect(row!.blocked).toBe(false);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/pages/${id}/blocked/toggle` })).statusCode).toBe(
      401,
    );
    await t.db.delete(pages).where(eq(pages.userId, owner.user.id));
  });

  it('lets an admin block and unblock; the page leaves and comes back to the lists', async () => {
    const [id] = await insertPages(t, owner.user.id, 1);
    const blocked = await toggle(admin, id!);
    expect(blocked.statusCode).toBe(200);
    expect(body(blocked).data).toMatchObject({ id, blocked: true, is_owner: false });
    expect(await listed(other, 'scope=public')).toEqual([]);
    expect((await read(other, id!)).statusCode).toBe(404);

    const unblocked = await toggle(admin, id!);
    expect(body(unblocked).data).toMatchObject({ id, blocked: false });
    expect(await listed(other, 'scope=public')).toEqual([id]);
    expect(body(await read(other, id!)).data.blocked).toBe(false);
    await t.db.delete(pages).where(eq(pages.userId, owner.user.id));
  });
});
