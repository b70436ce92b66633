import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema.ts';
import {
  body,
  createUser,
  readCode,
  setupTestApp,
  uniqueEmail,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(async () => {
  await t?.close();
});

const update = (me: TestUser, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/update', headers: me.headers, payload });
const confirm = (me: TestUser | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/email/confirm', headers: me?.headers ?? {}, payload });

const storedEmail = async (id: string) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

describe('changing one’s own email', () => {
  it('mails a code to the new address and changes nothing until it is confirmed', async () => {
    const me = await createUser(t);
    const email = uniqueEmail('moved');
    const response = await update(me, { name: me.user.name, email });
    expect(response.statusCode).toBe(200);
    const { data } = body(response);
    expect(data).toMatchObject({ updated: true, user: { email: me.user.email }, emailChange: { email } });
    expect(await storedEmail(me.user.id)).toBe(me.user.email);

    const code = await readCode(t, email);
    const wrong = await confirm(me, {
      token: data.emailChange.token,
      code: code === '00000' ? '11111' : '00000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toBe('Wrong code. 4 tries left.');
    expect(await storedEmail(me.user.id)).toBe(me.user.email);

    const confirmed = await confirm(me, { token: data.emailChange.token, code });
    expect(confirmed.statusCode).toBe(200);
    expect(body(confirmed).data).toMatchObject({ updated: true, user: { email } });
    expect(await storedEmail(me.user.id)).toBe(email);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/users/sign-in', payload: { email } });
    expect(signIn.statusCode).toBe(200);
  });

  it('sends no code when the email stays the same', async () => {
    const me = await createUser(t);
    const response = await update(me, { name: 'Same Mail', email: me.user.email.toUpperCase() });
    expect(body(response).data).toEqual({
      updated: true,
      user: expect.objectContaining({ name: 'Same Mail' }),
    });
  });

  it('answers 409 when the email is taken, at the change and when taken meanwhile', async () => {
    const [me, other] = [await createUser(t), await createUser(t)];
    const taken = await update(me, { email: other.user.email });
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toEqual({ code: 'CONFLICT', message: 'Another account already uses this email.' });

    const email = uniqueEmail('race');
    const { emailChange } = body(await update(me, { email })).data;
    const code = await readCode(t, email);
    await createUser(t, { email });
    const late = await confirm(me, { token: emailChange.token, code });
    expect(late.statusCode).toBe(409);
    expect(body(late).code).toBe('CONFLICT');
    expect(await storedEmail(me.user.id)).toBe(me.user.email);
  });

  it('takes the code only from its own signed-in user, and never at /verify', async () => {
    const [me, other] = [await createUser(t), await createUser(t)];
    const email = uniqueEmail('mine');
    const { emailChange } = body(await update(me, { email })).data;
    const code = await readCode(t, email);

    expect((await confirm(null, { token: emailChange.token, code })).statusCode).toBe(401);
    const stranger = await confirm(other, { token: emailChange.token, code });
    expect(stranger.statusCode).toBe(400);
    expect(body(stranger).message).toBe('This code is not valid. Change your email again.');
    const asSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify',
      payload: { token: emailChange.token, code },
    });
    expect(asSignIn.statusCode).toBe(400);
    expect(await storedEmail(me.user.id)).toBe(me.user.email);
    expect((await confirm(me, { token: emailChange.token, code })).statusCode).toBe(200);
  });

  it('lets an admin set a user’s email directly', async () => {
    const admin = await createUser(t, { admin: true });
    const target = await createUser(t);
    const email = uniqueEmail('set-by-admin');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${target.user.id}/update`,
      headers: admin.headers,
      payload: { email },
    });
    expect(body(response).data).toEqual({ updated: true, user: expect.objectContaining({ email }) });
    expect(await storedEmail(target.user.id)).toBe(email);
  });
});
