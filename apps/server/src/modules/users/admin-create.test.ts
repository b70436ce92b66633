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
