import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { codeFailures } from '../../db/schema.ts';
import { body, createUser, readCode, setupTestApp, uniqueEmail, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

let addresses = 0;
/** A fresh client address, so a test's tries never count against another's. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

const post = (url: string, payload: object, remoteAddress = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** Asks for a sign-in code of `email`; its verification token and the mailed code. */
async function signIn(email: string, address?: string): Promise<{ token: string; code: string }> {
  const response = await post('/api/users/sign-in', { email }, address);
  expect(response.statusCode, response.body).toBe(200);
  return { token: body(response).data.token, code: await readCode(t, email) };
}

const wrongFor = (code: string) => (code === '00000' ? '11111' : '00000');

describe('one live code per account', () => {
  it('voids the older codes when a new one is sent', async () => {
    const { user } = await createUser(t);
    const issued = [];
    for (let i = 0; i < 20; i += 1) issued.push(await signIn(user.email));
    const newest = issued.pop()!;
    for (const older of issued) {
      const response = await post('/api/users/verify', older);
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toBe(
        'A newer code has been sent. Enter the code from the newest email.',
      );
    }
    expect((await post('/api/users/verify', newest)).statusCode).toBe(200);
  });

  it('keeps the codes of other accounts', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const codeOfA = await signIn(a.user.email);
    await signIn(b.user.email);
    expect((await post('/api/users/verify', codeOfA)).statusCode).toBe(200);
  });
});

describe('wrong codes per account', () => {
  it('locks verification of the account after 10 wrong codes in 15 minutes, from any address', async () => {
    const { user } = await createUser(t);
    const messages: string[] = [];
    for (const tries of [5, 5]) {
      const { token, code } = await signIn(user.email, newAddress());
      for (let i = 0; i < tries; i += 1) {
        const response = await post('/api/users/verify', { token, code: wrongFor(code) }, newAddress());
        messages.push(`${response.statusCode} ${body(response).message}`);
      }
    }
    expect(messages.slice(4, 10)).toEqual([
      '400 Wrong code. Request a new code.',
      '400 Wrong code. 4 tries left.',
      '400 Wrong code. 3 tries left.',
      '400 Wrong code. 2 tries left.',
      '400 Wrong code. 1 try left.',
      '429 Too many wrong codes. Try again in 15 minutes.',
    ]);

    // A new code is refused too, and so is the right code of a code sent before the lock.
    const refused = await post('/api/users/sign-in', { email: user.email }, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many wrong codes. Try again in 15 minutes.',
    });

    // 12½ minutes later the lock has 3 minutes to go; once the window moved on, codes work again.
    const account = `user:${user.id}`;
    const age = async (ms: number) =>
      t.db
        .update(codeFailures)
        .set({ createdAt: sql`${codeFailures.createdAt} - ${`${ms} milliseconds`}::interval` })
        .where(eq(codeFailures.account, account));
    await age(12.5 * 60_000);
    const later = await post('/api/users/sign-in', { email: user.email }, newAddress());
    expect(body(later).message).toBe('Too many wrong codes. Try again in 3 minutes.');
    await age(2.5 * 60_000 + 1000);
    const again = await signIn(user.email, newAddress());
    expect((await post('/api/users/verify', again, newAddress())).statusCode).toBe(200);
  });

  it('refuses even the right code while the account is locked', async () => {
    const { user } = await createUser(t);
    const sent = await signIn(user.email);
    const failures = Array.from({ length: 10 }, () => ({ account: `user:${user.id}`, ip: '192.0.2.1' }));
    await t.db.insert(codeFailures).values(failures);
    const response = await post('/api/users/verify', sent, newAddress());
    expect(response.statusCode).toBe(429);
    expect(body(response).message).toBe('Too many wrong codes. Try again in 15 minutes.');
  });
});

describe('wrong codes per address', () => {
  it('locks an address after 30 wrong codes on any accounts, even with AUTH_RATE_LIMIT off', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (const rounds of [[5, 4], [5, 4], [5, 4], [3]]) {
      const { user } = await createUser(t);
      for (const tries of rounds) {
        const { token, code } = await signIn(user.email, address);
        for (let i = 0; i < tries; i += 1) {
          statuses.push(
            (await post('/api/users/verify', { token, code: wrongFor(code) }, address)).statusCode,
          );
        }
      }
    }
    // 9 + 9 + 9 + 3 = 30: no account reached its limit, the address did with the last one.
    expect(statuses).toEqual([...Array<number>(29).fill(400), 429]);
    const fresh = await createUser(t, { email: uniqueEmail('fresh') });
    const { token, code } = await signIn(fresh.user.email, newAddress());
    const locked = await post('/api/users/verify', { token, code }, address);
    expect(locked.statusCode).toBe(429);
    expect(body(locked).message).toMatch(/^Too many wrong codes\. Try again in 1[45] minutes\.$/);
    expect((await post('/api/users/verify', { token, code }, newAddress())).statusCode).toBe(200);
  });
});
