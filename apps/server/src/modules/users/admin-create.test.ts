import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema.ts';
import { body, readCode, setupTestApp, uniqueEmail, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/users/admin/create', () => {
  it('creates the first admin and mails a code; afterwards answers 403 FORBIDDEN', async () => {
    const email = uniqueEmail('admin');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/users/admin/create',
      payload: { name: 'Ada', email },
    });
    expect(first.statusCode).toBe(200);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify',
      payload: { token: body(first).data.token, code: await readCode(t, email) },
    });
    expect(body(verify).data.user).toMatchObject({ admin: true, email, name: 'Ada' });

    const second = await t.app.inject({
      method: 'POST',
      url: '/api/users/admin/create',
      payload: { name: 'Eve', email: uniqueEmail('eve') },
    });
    expect(second.statusCode).toBe(403);
    expect(body(second)).toEqual({ code: 'FORBIDDEN', message: 'An admin already exists. Sign in instead.' });
    expect(await t.db.select().from(users).where(eq(users.admin, true))).toHaveLength(1);
  });

  it('validates its body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/admin/create',
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('INVALID_INPUT');
  });
});

describe('first-run setup before its code is confirmed', () => {
  it('creates no user, so a wrong code or an abandoned setup leaves setup open', async () => {
    const fresh = await setupTestApp();
    try {
      const create = (name: string, email: string) =>
        fresh.app.inject({ method: 'POST', url: '/api/users/admin/create', payload: { name, email } });
      const verify = (token: string, code: string) =>
        fresh.app.inject({ method: 'POST', url: '/api/users/verify', payload: { token, code } });

      const mallory = uniqueEmail('mallory');
      const abandoned = body(await create('Mallory', mallory)).data.token;
      const code = await readCode(fresh, mallory);
      const wrong = await verify(abandoned, code === '00000' ? '11111' : '00000');
      expect(wrong.statusCode).toBe(400);
      expect(await fresh.db.select().from(users)).toHaveLength(0);

      const ada = uniqueEmail('ada');
      const setup = await create('Ada', ada);
      expect(setup.statusCode).toBe(200);
      expect(await fresh.db.select().from(users)).toHaveLength(0);
      const confirmed = await verify(body(setup).data.token, await readCode(fresh, ada));
      expect(confirmed.statusCode).toBe(200);
      expect(body(confirmed).data.user).toMatchObject({ name: 'Ada', email: ada, admin: true });

      // The abandoned setup's right code no longer makes a second admin.
      const late = await verify(abandoned, code);
      expect(late.statusCode).toBe(403);
      expect(body(late).code).toBe('FORBIDDEN');
      expect(await fresh.db.select().from(users).where(eq(users.admin, true))).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('makes one admin when two setups are confirmed at once', async () => {
    const fresh = await setupTestApp();
    try {
      const emails = [uniqueEmail('one'), uniqueEmail('two')];
      const tokens: string[] = [];
      for (const email of emails) {
        const response = await fresh.app.inject({
          method: 'POST',
          url: '/api/users/admin/create',
          payload: { name: 'Admin', email },
        });
        tokens.push(body(response).data.token);
      }
      const codes = await Promise.all(emails.map((email) => readCode(fresh, email)));
      const answers = await Promise.all(
        tokens.map((token, i) =>
          fresh.app.inject({ method: 'POST', url: '/api/users/verify', payload: { token, code: codes[i] } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
      expect(await fresh.db.select().from(users).where(eq(users.admin, true))).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('auth rate limit', () => {
  it('answers 429 RATE_LIMITED past the configured calls per minute', async () => {
    const limited = await setupTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    try {
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/sign-in',
          payload: { email: 'nobody@example.com' },
        });
      expect((await call()).statusCode).toBe(404);
      expect((await call()).statusCode).toBe(404);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(body(third).code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
