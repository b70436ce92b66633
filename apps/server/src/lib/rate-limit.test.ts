import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { body, createUser, setupTestApp, verifyLatest, type TestApp, type TestUser } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

const suggest = (authorization?: string) =>
  t.app.inject({ url: '/api/pages/prompt/generate', headers: authorization ? { authorization } : {} });

/** A second access token of the same account, by signing in again. */
async function signInAgain(user: TestUser): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/sign-in',
    payload: { email: user.user.email },
  });
  return (await verifyLatest(t, user.user.email, body(response).data.token)).token;
}

describe('per-user rate limits (GET /api/pages/prompt/generate, 20 a minute)', () => {
  it('counts every spelling of the header and every token of an account against the same user', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const second = await signInAgain(me);
    for (let i = 0; i < 20; i++) expect((await suggest(`Bearer ${me.token}`)).statusCode).toBe(200);

    for (const header of [
      `Bearer ${me.token}`,
      `Bearer    ${me.token}`,
      `bearer ${me.token}`,
      `Bearer\t${me.token}`,
      `Bearer ${second}`,
    ]) {
      const response = await suggest(header);
      expect(response.statusCode, header).toBe(429);
      expect(body(response)).toMatchObject({ code: 'RATE_LIMITED' });
      expect(body(response).message).toMatch(/^Too many requests\. Try again in \d+ (seconds?|minute)\.$/);
    }
    expect((await suggest(`Bearer ${other.token}`)).statusCode).toBe(200);
  });

  it('counts visitors and bad tokens by address, and still answers them 401', async () => {
    for (let i = 0; i < 20; i++) expect((await suggest('Bearer not-a-token')).statusCode).toBe(401);
    expect((await suggest()).statusCode).toBe(429);
    expect((await suggest('Bearer another-bad-token')).statusCode).toBe(429);
    // A signed-in user at the same address has an allowance of their own.
    const me = await createUser(t);
    expect((await suggest(`Bearer ${me.token}`)).statusCode).toBe(200);
  });
});
