import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../db/schema.ts';
import { body, createUser, setupTestApp, type TestApp } from '../test/app.ts';

import { signAccessToken, verifyAccessToken } from './tokens.ts';

let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a token verified moments ago (cached signature)', () => {
  it('is refused on the next request once its version changes or its user is blocked', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    for (const user of [a, b]) {
      expect((await t.app.inject({ url: '/api/pages/paginate', headers: user.headers })).statusCode).toBe(
        200,
      );
    }

    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, a.user.id));
    const revoked = await t.app.inject({ url: '/api/pages/paginate', headers: a.headers });
    expect(revoked.statusCode).toBe(401);
    expect(body(revoked).code).toBe('UNAUTHORIZED');

    await t.db.update(users).set({ blocked: true }).where(eq(users.id, b.user.id));
    const blocked = await t.app.inject({ url: '/api/pages/paginate', headers: b.headers });
    expect(blocked.statusCode).toBe(401);
    expect(body(blocked).message).toBe('Your account has been blocked.');
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
