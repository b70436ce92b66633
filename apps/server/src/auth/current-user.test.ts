import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pages, users } from '../db/schema.ts';
import { body, createUser, insertPages, setupTestApp, type TestApp } from '../test/app.ts';

import { signAccessToken, verifyAccessToken } from './tokens.ts';

let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a token verified moments ago (cached signature)', () => {
  // The list reads the session on its own rows when it has some and with a separate lookup
  // when it is empty (pages/list.ts listPages): both paths must refuse alike.
  it.each([
    ['a list with rows', '/api/pages/paginate'],
    ['an empty list', '/api/pages/paginate?search=no-such-page-anywhere'],
    ['another route', '/api/credits/read'],
  ])('is refused on %s once its version changes, its user is blocked or gone', async (_case, url) => {
    const [a, b, c] = [await createUser(t), await createUser(t), await createUser(t)];
    await insertPages(t, c.user.id, 2);
    for (const user of [a, b, c]) {
      expect((await t.app.inject({ url, headers: user.headers })).statusCode, url).toBe(200);
    }

    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, a.user.id));
    const revoked = await t.app.inject({ url, headers: a.headers });
    expect(revoked.statusCode).toBe(401);
    expect(body(revoked)).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Your session has expired. Please sign in again.',
    });

    await t.db.update(users).set({ blocked: true }).where(eq(users.id, b.user.id));
    const blocked = await t.app.inject({ url, headers: b.headers });
    expect(blocked.statusCode).toBe(403);
    expect(body(blocked)).toEqual({ code: 'BLOCKED', message: 'Your account has been blocked.' });

    await t.db.delete(pages).where(eq(pages.userId, c.user.id));
    await t.db.delete(users).where(eq(users.id, c.user.id));
    const gone = await t.app.inject({ url, headers: c.headers });
    expect(gone.statusCode).toBe(401);
    expect(body(gone).code).toBe('UNAUTHORIZED');
  });
});

describe('verifyAccessToken', () => {
  const secret = 'a-test-secret-a-test-secret-a-test';

  it('gives the same claims again, and never for another secret or an altered token', async () => {
    const userId = crypto.randomUUID();
    const token = await signAccessToken(secret, userId, 3);
    expect(await verifyAccessToken(secret, token)).toEqual({ userId, tokenVersion: 3 });
    expect(await verifyAccessToken(secret, token)).toEqual({ userId, tokenVersion: 3 });
    expect(await verifyAccessToken(`${secret}-other`, token)).toBeNull();
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(secret, altered)).toBeNull();
  });
});
