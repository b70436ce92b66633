import { userSchema } from '@huebook/shared/schemas/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signAccessToken } from '../../auth/tokens.ts';
import { credits, oneTimeCodes, plans, uploads, users } from '../../db/schema.ts';
import {
  bearer,
  body,
  createUser,
  readCode,
  setupTestApp,
  uniqueEmail,
  uploadPicture,
  type TestApp,
} from '../../test/app.ts';
import { solidPng } from '../../test/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('POST /api/users/sign-up', () => {
  it('creates the user on the free plan with free credits, mails a code and returns a token', async () => {
    const email = uniqueEmail('Ann');
    const response = await post('/api/users/sign-up', { name: ' Ann ', email: email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    const { token } = body(response).data;
    expect(token).toMatch(/^[0-9a-f-]{36}$/);

    const [user] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user?.name).toBe('Ann');
    const [plan] = await t.db.select().from(plans).where(eq(plans.id, user!.planId));
    expect(plan?.name).toBe('free');
    const [credit] = await t.db.select().from(credits).where(eq(credits.userId, user!.id));
    expect(credit).toMatchObject({ publicPage: 10, pageCreation: 3 });

    const [code] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, token));
    const mailed = await readCode(t, email.toLowerCase());
    expect(code?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(code?.codeHash).not.toContain(mailed);
  });

  it('answers 409 CONFLICT when the email exists', async () => {
    const email = uniqueEmail();
    await post('/api/users/sign-up', { name: 'A', email });
    const response = await post('/api/users/sign-up', { name: 'B', email: email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toEqual({
      code: 'CONFLICT',
      message: 'An account with this email already exists. Sign in instead.',
    });
  });

  it('answers 400 INVALID_INPUT with issues for missing or wrong fields', async () => {
    const response = await post('/api/users/sign-up', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const error = body(response);
    expect(error.code).toBe('INVALID_INPUT');
    expect(error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'name']);

    const wrongType = await post('/api/users/sign-up', { name: 42, email: 'x@example.com' });
    expect(wrongType.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(body(notJson).code).toBe('INVALID_INPUT');
  });
});

describe('POST /api/users/sign-in and /verify', () => {
  it('signs in with the mailed code and returns the access token and user', async () => {
    const { user } = await createUser(t, { name: 'Bea' });
    const signIn = await post('/api/users/sign-in', { email: user.email });
    expect(signIn.statusCode).toBe(200);
    const code = await readCode(t, user.email);
    const verify = await post('/api/users/verify', { token: body(signIn).data.token, code });
    expect(verify.statusCode).toBe(200);
    const session = body(verify).data;
    expect(userSchema.parse(session.user)).toMatchObject({
      name: 'Bea',
      admin: false,
      plan: { name: 'free', title: 'Free', paid: false },
      subscription: null,
    });
    const read = await t.app.inject({ url: '/api/users/read', headers: bearer(session.token) });
    expect(body(read).data.id).toBe(user.id);
  });

  it('answers 404 NOT_FOUND for an unknown email', async () => {
    const response = await post('/api/users/sign-in', { email: uniqueEmail() });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({
      code: 'NOT_FOUND',
      message: 'No account uses this email. Sign up first.',
    });
  });

  it('answers 403 BLOCKED for a blocked user, at sign-in and at verify', async () => {
    const { user } = await createUser(t);
    const signIn = await post('/api/users/sign-in', { email: user.email });
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    const verify = await post('/api/users/verify', {
      token: body(signIn).data.token,
      code: await readCode(t, user.email),
    });
    expect(verify.statusCode).toBe(403);
    expect(body(verify).code).toBe('BLOCKED');
    const again = await post('/api/users/sign-in', { email: user.email });
    expect(again.statusCode).toBe(403);
    expect(body(again)).toEqual({ code: 'BLOCKED', message: 'Your account has been blocked.' });
  });

  it('counts wrong codes and refuses the 6th try, even with the right code', async () => {
    const email = uniqueEmail();
    const { token } = body(await post('/api/users/sign-up', { name: 'C', email })).data;
    const code = await readCode(t, email);
    const wrong = code === '00000' ? '11111' : '00000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await post('/api/users/verify', { token, code: wrong });
      expect(response.statusCode).toBe(400);
      messages.push(body(response).message);
    }
    expect(messages).toEqual([
      'Wrong code. 4 tries left.',
      'Wrong code. 3 tries left.',
      'Wrong code. 2 tries left.',
      'Wrong code. 1 try left.',
      'Wrong code. Request a new code.',
    ]);
    const sixth = await post('/api/users/verify', { token, code });
    expect(sixth.statusCode).toBe(400);
    expect(body(sixth).message).toBe('Too many wrong codes. Request a new code.');
  });

  it('refuses an expired code and a used code', async () => {
    const email = uniqueEmail();
    const { token } = body(await post('/api/users/sign-up', { name: 'D', email })).data;
    const code = await readCode(t, email);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.id, token));
    const expired = await post('/api/users/verify', { token, code });
    expect(expired.statusCode).toBe(400);
    expect(body(expired).message).toBe('This code has expired. Request a new code.');

    const signIn = body(await post('/api/users/sign-in', { email })).data.token;
    const fresh = await readCode(t, email);
    expect((await post('/api/users/verify', { token: signIn, code: fresh })).statusCode).toBe(200);
    const reused = await post('/api/users/verify', { token: signIn, code: fresh });
    expect(reused.statusCode).toBe(400);
    expect(body(reused).message).toBe('This code has already been used. Request a new code.');
  });

  it('rejects a malformed code and an unknown token with 400', async () => {
    const malformed = await post('/api/users/verify', { token: 'abc', code: '12a' });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).issues[0]).toEqual({
      path: 'code',
      message: 'Enter the 5-digit code from the email',
    });
    const unknown = await post('/api/users/verify', { token: crypto.randomUUID(), code: '12345' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe('This sign-in link is not valid. Request a new code.');
  });
});

describe('access tokens', () => {
  it('answers 401 without a token, with a bad token, after a version change and when blocked', async () => {
    expect((await t.app.inject({ url: '/api/users/read' })).statusCode).toBe(401);
    const garbage = await t.app.inject({ url: '/api/users/read', headers: bearer('nope') });
    expect(garbage.statusCode).toBe(401);
    expect(body(garbage).code).toBe('UNAUTHORIZED');

    const forged = await signAccessToken('some-other-secret-of-length', crypto.randomUUID(), 0);
    expect((await t.app.inject({ url: '/api/users/read', headers: bearer(forged) })).statusCode).toBe(401);

    const a = await createUser(t);
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, a.user.id));
    expect((await t.app.inject({ url: '/api/users/read', headers: a.headers })).statusCode).toBe(401);

    const b = await createUser(t);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, b.user.id));
    const blocked = await t.app.inject({ url: '/api/users/read', headers: b.headers });
    expect(blocked.statusCode).toBe(403);
    expect(body(blocked)).toEqual({ code: 'BLOCKED', message: 'Your account has been blocked.' });
  });
});

describe('PATCH /api/users/update', () => {
  it('updates name and photo (an upload of the user) at once, and the email once confirmed', async () => {
    const me = await createUser(t);
    const url = await uploadPicture(t, me, await solidPng(40, 40));
    const email = uniqueEmail('new');
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: me.headers,
      payload: { name: 'Renamed', email: email.toUpperCase(), photo: url },
    });
    expect(response.statusCode).toBe(200);
    const { data } = body(response);
    expect(data).toMatchObject({
      updated: true,
      user: { name: 'Renamed', email: me.user.email, photo: url },
      emailChange: { email },
    });
    const confirmed = await post(
      '/api/users/email/confirm',
      {
        token: data.emailChange.token,
        code: await readCode(t, email),
      },
      me.headers,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(body(confirmed).data).toMatchObject({ updated: true, user: { id: me.user.id, email } });

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: me.headers,
      payload: { photo: null },
    });
    expect(body(cleared).data.user.photo).toBeNull();
  });

  it('answers 409 for a taken email, 400 for a photo that is not the user’s upload or an empty body', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const taken = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: me.headers,
      payload: { email: other.user.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).code).toBe('CONFLICT');

    const othersUpload = await uploadPicture(t, other, await solidPng(20, 20));
    for (const photo of [othersUpload, 'https://evil.example.com/x.png', '/uploads/missing.png']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/update',
        headers: me.headers,
        payload: { photo },
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).issues[0].path).toBe('photo');
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.photo).toBeNull();
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, me.user.id))).toHaveLength(0);

    const empty = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      headers: me.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/update',
      payload: { name: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
