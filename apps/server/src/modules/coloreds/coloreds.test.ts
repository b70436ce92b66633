import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { coloredSchema } from '@huebook/shared/schemas/colored';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { coloreds, credits, pages } from '../../db/schema.ts';
import {
  body,
  createPage,
  createUser,
  setupTestApp,
  uploadPicture,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';
import { crossLineArt, pixelAt, solidJpeg, solidPng } from '../../test/images.ts';

let t: TestApp;
let owner: TestUser;
let lineArtPageId: string;
let redLayer: Buffer;

beforeAll(async () => {
  t = await setupTestApp();
  owner = await createUser(t, { name: 'Owner' });
  const page = await createPage(t, owner, { title: 'Cross', picture: await crossLineArt(1024, 500, 24) });
  lineArtPageId = page.id;
  redLayer = await solidPng(1024, 1024, '#ff0000');
});
afterAll(async () => {
  await t?.close();
});

const upsert = (user: TestUser, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/coloreds/upsert',
    headers: user.headers,
    payload: payload as object,
  });
const publicCredit = async (userId: string) =>
  (await t.db.select().from(credits).where(eq(credits.userId, userId)))[0]?.publicPage;
const pageRow = async (id: string) => (await t.db.select().from(pages).where(eq(pages.id, id)))[0]!;
const storedFiles = () => readdir(path.join(t.dataDir, 'uploads'));

/** Pages owned by `owner`, inserted directly (their illustration is a real stored file). */
async function morePages(count: number): Promise<string[]> {
  const source = await pageRow(lineArtPageId);
  const rows = await t.db
    .insert(pages)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ...source,
        id: undefined,
        title: `Extra ${i}`,
        coloredCount: 0,
        popularity: 0,
      })),
    )
    .returning({ id: pages.id });
  return rows.map((r) => r.id);
}

describe('PATCH /api/coloreds/upsert', () => {
  it('composes the preview (lines stay black over the drawing), spends once, counts once', async () => {
    const me = await createUser(t);
    const photo = await uploadPicture(t, me, redLayer);
    const first = await upsert(me, { pageId: lineArtPageId, photo });
    expect(first.statusCode, first.body).toBe(200);
    const colored = coloredSchema.parse(body(first).data);
    expect(colored).toMatchObject({
      photo,
      page: { id: lineArtPageId, title: 'Cross' },
      user: { id: me.user.id },
    });

    const preview = (await t.app.inject({ url: colored.preview })).rawPayload;
    const [lr, lg, lb] = await pixelAt(preview, 512, 200); // on the vertical line
    expect(Math.max(lr, lg, lb)).toBeLessThan(40);
    const [r, g, b] = await pixelAt(preview, 200, 200); // inside a region
    expect(r).toBeGreaterThan(230);
    expect(Math.max(g, b)).toBeLessThan(30);

    expect(await publicCredit(me.user.id)).toBe(9);
    expect(await pageRow(lineArtPageId)).toMatchObject({ coloredCount: 1, popularity: 1 });

    const blue = await uploadPicture(t, me, await solidPng(1024, 1024, '#0000ff'));
    const second = await upsert(me, { pageId: lineArtPageId, photo: blue });
    expect(second.statusCode).toBe(200);
    expect(body(second).data.id).toBe(colored.id);
    const [br, , bb] = await pixelAt(
      (await t.app.inject({ url: body(second).data.preview })).rawPayload,
      200,
      200,
    );
    expect(bb).toBeGreaterThan(230);
    expect(br).toBeLessThan(30);
    expect(await publicCredit(me.user.id)).toBe(9);
    expect(await pageRow(lineArtPageId)).toMatchObject({ coloredCount: 1, popularity: 1 });
    expect(await storedFiles()).not.toContain(colored.preview.slice('/uploads/'.length));
    const read = await t.app.inject({ url: `/api/pages/${lineArtPageId}/read`, headers: me.headers });
    expect(body(read).data).toMatchObject({ is_colored: true, colored: { id: colored.id, photo: blue } });
  });

  it('lets the owner color their page without spending', async () => {
    const photo = await uploadPicture(t, owner, redLayer);
    expect((await upsert(owner, { pageId: lineArtPageId, photo })).statusCode).toBe(200);
    expect(await publicCredit(owner.user.id)).toBe(10);
  });

  it('answers 403 NO_CREDITS with nothing saved when no public_page credit is left', async () => {
    const me = await createUser(t);
    const photo = await uploadPicture(t, me, redLayer);
    await t.db.update(credits).set({ publicPage: 0 }).where(eq(credits.userId, me.user.id));
    const before = await storedFiles();
    const response = await upsert(me, { pageId: lineArtPageId, photo });
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({
      code: 'NO_CREDITS',
      message: 'No credits available. Upgrade your plan to continue.',
    });
    expect(await storedFiles()).toEqual(before);
    expect(await t.db.select().from(coloreds).where(eq(coloreds.userId, me.user.id))).toHaveLength(0);
  });

  it('refuses bad input: missing fields, unknown page, others’ or non-PNG uploads, admins', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const mine = await uploadPicture(t, me, redLayer);
    const theirs = await uploadPicture(t, other, redLayer);
    const webp = await uploadPicture(t, me, await solidJpeg(64, 64));
    const [blockedId] = await morePages(1);
    await t.db.update(pages).set({ blocked: true }).where(eq(pages.id, blockedId!));
    const cases: [unknown, number, string][] = [
      [{}, 400, 'INVALID_INPUT'],
      [{ pageId: lineArtPageId }, 400, 'INVALID_INPUT'],
      [{ pageId: 5, photo: mine }, 400, 'INVALID_INPUT'],
      [{ pageId: crypto.randomUUID(), photo: mine }, 404, 'NOT_FOUND'],
      [{ pageId: blockedId, photo: mine }, 404, 'NOT_FOUND'],
      [{ pageId: lineArtPageId, photo: theirs }, 400, 'INVALID_INPUT'],
      [{ pageId: lineArtPageId, photo: '/uploads/../../etc/passwd' }, 400, 'INVALID_INPUT'],
      [{ pageId: lineArtPageId, photo: webp }, 400, 'INVALID_INPUT'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await upsert(me, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(body(response).code).toBe(code);
    }
    expect(await publicCredit(me.user.id)).toBe(10);
    const admin = await createUser(t, { admin: true });
    const adminPhoto = await uploadPicture(t, admin, redLayer);
    expect((await upsert(admin, { pageId: lineArtPageId, photo: adminPhoto })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/coloreds/upsert', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('concurrent first saves across pages: exactly as many succeed as there were credits', async () => {
    const me = await createUser(t);
    const photo = await uploadPicture(t, me, await solidPng(256, 256, '#00ff00'));
    const pageIds = await morePages(6);
    await t.db.update(credits).set({ publicPage: 3 }).where(eq(credits.userId, me.user.id));
    const results = await Promise.all(pageIds.map((pageId) => upsert(me, { pageId, photo })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 403, 403, 403]);
    expect(await publicCredit(me.user.id)).toBe(0);
    expect(await t.db.select().from(coloreds).where(eq(coloreds.userId, me.user.id))).toHaveLength(3);
  });

  it('concurrent first saves of one page by one user spend one credit and count once', async () => {
    const me = await createUser(t);
    const photo = await uploadPicture(t, me, redLayer);
    const [pageId] = await morePages(1);
    const results = await Promise.all(Array.from({ length: 5 }, () => upsert(me, { pageId, photo })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await publicCredit(me.user.id)).toBe(9);
    expect(await pageRow(pageId!)).toMatchObject({ coloredCount: 1, popularity: 1 });
    const rows = await t.db
      .select()
      .from(coloreds)
      .where(and(eq(coloreds.userId, me.user.id), eq(coloreds.pageId, pageId!)));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/coloreds/paginate', () => {
  it('lists the user’s colored pages newest first; admins see everyone’s', async () => {
    const me = await createUser(t);
    const photo = await uploadPicture(t, me, redLayer);
    const pageIds = await morePages(3);
    for (const pageId of pageIds) expect((await upsert(me, { pageId, photo })).statusCode).toBe(200);
    const response = await t.app.inject({ url: '/api/coloreds/paginate', headers: me.headers });
    expect(response.statusCode).toBe(200);
    const result = body(response);
    expect(result).toMatchObject({ current_page: 1, last_page: 1, per_page: 24, next_cursor: null });
    expect(result.data.map((c: { page: { id: string } }) => c.page.id)).toEqual([...pageIds].reverse());
    coloredSchema.array().parse(result.data);

    const search = await t.app.inject({ url: '/api/coloreds/paginate?search=extra', headers: me.headers });
    expect(body(search).data).toHaveLength(3);
    const none = await t.app.inject({ url: '/api/coloreds/paginate?search=cross', headers: me.headers });
    expect(body(none).data).toHaveLength(0);

    const admin = await createUser(t, { admin: true });
    const all = await t.app.inject({ url: '/api/coloreds/paginate', headers: admin.headers });
    const users = new Set(body(all).data.map((c: { user: { id: string } }) => c.user.id));
    expect(users.size).toBeGreaterThan(1);
    expect(
      (await t.app.inject({ url: '/api/coloreds/paginate?cursor=zzz', headers: me.headers })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/coloreds/paginate as an admin', () => {
  it('searches every user’s colored pages by page title, user name or email', async () => {
    const email = `zelda-${Date.now()}@example.com`;
    const zelda = await createUser(t, { name: 'Zelda Quill', email });
    const photo = await uploadPicture(t, zelda, redLayer);
    const [pageId] = await morePages(1);
    expect((await upsert(zelda, { pageId, photo })).statusCode).toBe(200);
    const admin = await createUser(t, { admin: true });
    for (const search of ['zelda quill', email.slice(0, 12), 'cross']) {
      const response = await t.app.inject({
        url: '/api/coloreds/paginate',
        query: { search },
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      const rows = coloredSchema.array().parse(body(response).data);
      expect(rows.length, search).toBeGreaterThan(0);
      if (search !== 'cross') {
        expect(rows.map((r) => [r.user.email, r.page.id, r.preview.startsWith('/uploads/')])).toEqual([
          [email, pageId, true],
        ]);
      }
    }
  });
});
