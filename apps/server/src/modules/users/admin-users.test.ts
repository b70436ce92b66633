import { PAGE_SIZE } from '@huebook/shared/constants';
import { userSchema } from '@huebook/shared/schemas/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { credits, users } from '../../db/schema.ts';
import {
  body,
  createUser,
  setupTestApp,
  uniqueEmail,
  uploadPicture,
  verifyLatest,
  type TestApp,
  type TestUser,
} from '../../test/app.ts';
import { solidPng } from '../../test/images.ts';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await createUser(t, { name: 'Ada Admin', admin: true });
  member = await createUser(t, { name: 'Molly Member' });
});
afterAll(async () => {
  await t?.close();
});

const as = (who: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe('admin users calls', () => {
  it('answer 403 FORBIDDEN to a non-admin and 401 without a token', async () => {
    const calls: ['GET' | 'POST' | 'PATCH', string, object?][] = [
      ['GET', '/api/users/paginate'],
      ['GET', `/api/users/${admin.user.id}/read`],
      ['POST', '/api/users/create', { name: 'X', email: uniqueEmail() }],
      ['PATCH', `/api/users/${admin.user.id}/update`, { name: 'X' }],
      ['PATCH', `/api/users/${admin.user.id}/blocked/toggle`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await as(member, method, url, payload);
      expect(response.statusCode, url).toBe(403);
      expect(body(response).code).toBe('FORBIDDEN');
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/users/paginate', () => {
  it('lists users newest first, searches name and email, and pages by cursor', async () => {
    const tag = `zeb${Date.now().toString(36)}`;
    const emails: string[] = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++) {
      const response = await as(admin, 'POST', '/api/users/create', {
        name: i === 0 ? `Zebulon ${tag}` : `Person ${i}`,
        email: i === 0 ? uniqueEmail() : uniqueEmail(`${tag}-${i}`),
      });
      expect(response.statusCode).toBe(200);
      emails.push(body(response).data.email);
    }

    const first = await as(admin, 'GET', `/api/users/paginate?search=${tag}`);
    expect(first.statusCode).toBe(200);
    const page1 = body(first);
    expect(page1.data).toHaveLength(PAGE_SIZE);
    expect(page1).toMatchObject({ current_page: 1, last_page: 2, per_page: PAGE_SIZE });
    for (const row of page1.data) expect(userSchema.parse(row)).toEqual(row);
    // Newest first: the last created comes first.
    expect(page1.data[0].email).toBe(emails.at(-1));

    const next = await as(
      admin,
      'GET',
      `/api/users/paginate?search=${tag}&page=2&cursor=${encodeURIComponent(page1.next_cursor)}`,
    );
    const page2 = body(next);
    expect(page2.data).toHaveLength(2);
    expect(page2).toMatchObject({ current_page: 2, last_page: 2, next_cursor: null });
    const all = [...page1.data, ...page2.data].map((u: { email: string }) => u.email);
    expect(new Set(all).size).toBe(PAGE_SIZE + 2);
    expect(all.sort()).toEqual([...emails].sort());

    const byName = body(await as(admin, 'GET', `/api/users/paginate?search=ZEBULON%20${tag}`));
    expect(byName.data.map((u: { name: string }) => u.name)).toEqual([`Zebulon ${tag}`]);

    const offset = body(await as(admin, 'GET', `/api/users/paginate?search=${tag}&page=2`));
    expect(offset.data).toHaveLength(2);
  });
});

describe('POST /api/users/create', () => {
  it('creates a user on the free plan with credits; a created admin can sign in', async () => {
    const email = uniqueEmail('new-admin');
    const response = await as(admin, 'POST', '/api/users/create', {
      name: ' New Admin ',
      email: email.toUpperCase(),
      admin: true,
    });
    expect(response.statusCode).toBe(200);
    const created = body(response).data;
    expect(created).toMatchObject({ name: 'New Admin', email, admin: true, blocked: false });
    expect(created.plan.name).toBe('free');
    const [credit] = await t.db.select().from(credits).where(eq(credits.userId, created.id));
    expect(credit).toMatchObject({ publicPage: 10, pageCreation: 3 });

    const signIn = await t.app.inject({ method: 'POST', url: '/api/users/sign-in', payload: { email } });
    expect(signIn.statusCode).toBe(200);
    const session = await verifyLatest(t, email, body(signIn).data.token);
    expect(session.user).toMatchObject({ id: created.id, admin: true });

    const plain = body(await as(admin, 'POST', '/api/users/create', { name: 'Plain', email: uniqueEmail() }));
    expect(plain.data.admin).toBe(false);
  });

  it('answers 409 for a taken email and 400 for bad input', async () => {
    const taken = await as(admin, 'POST', '/api/users/create', { name: 'Dup', email: member.user.email });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).code).toBe('CONFLICT');
    const bad = await as(admin, 'POST', '/api/users/create', { name: '', email: 'nope', admin: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(
      body(bad)
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['admin', 'email', 'name']);
  });
});

describe('GET /api/users/:id/read and PATCH /api/users/:id/update', () => {
  it('reads and updates name, email and photo (an upload of the admin)', async () => {
    const target = await createUser(t, { name: 'Before' });
    const read = await as(admin, 'GET', `/api/users/${target.user.id}/read`);
    expect(body(read).data).toMatchObject({ id: target.user.id, name: 'Before' });

    const photo = await uploadPicture(t, admin, await solidPng(32, 32, '#ff0000'));
    const email = uniqueEmail('after');
    const response = await as(admin, 'PATCH', `/api/users/${target.user.id}/update`, {
      name: 'After',
      email,
      photo,
    });
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toMatchObject({
      updated: true,
      user: { id: target.user.id, name: 'After', email, photo },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row).toMatchObject({ name: 'After', email, photo });
  });

  it('answers 404 for an unknown or malformed id and 409 for a taken email', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      expect((await as(admin, 'GET', `/api/users/${id}/read`)).statusCode).toBe(404);
      expect((await as(admin, 'PATCH', `/api/users/${id}/update`, { name: 'X' })).statusCode).toBe(404);
      expect((await as(admin, 'PATCH', `/api/users/${id}/blocked/toggle`)).statusCode).toBe(404);
    }
    const target = await createUser(t);
    const taken = await as(admin, 'PATCH', `/api/users/${target.user.id}/update`, {
      email: member.user.email,
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('PATCH /api/users/:id/blocked/toggle', () => {
  it('blocks (the user’s token stops working at once) and unblocks', async () => {
    const target = await createUser(t);
    expect((await t.app.inject({ url: '/api/users/read', headers: target.headers })).statusCode).toBe(200);

    const blocked = await as(admin, 'PATCH', `/api/users/${target.user.id}/blocked/toggle`);
    expect(blocked.statusCode).toBe(200);
    expect(body(blocked).data).toMatchObject({ id: target.user.id, blocked: true });
    // Told so on the next call, not that the session expired (blocking also revokes the token).
    const refused = await t.app.inject({ url: '/api/users/read', headers: target.headers });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toEqual({ code: 'BLOCKED', message: 'Your account has been blocked.' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      payload: { email: target.user.email },
    });
    expect(body(signIn).code).toBe('BLOCKED');

    const unblocked = await as(admin, 'PATCH', `/api/users/${target.user.id}/blocked/toggle`);
    expect(body(unblocked).data.blocked).toBe(false);
    // The old token stays revoked; signing in again works.
    expect((await t.app.inject({ url: '/api/users/read', headers: target.headers })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign-in',
      payload: { email: target.user.email },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses an admin blocking themselves', async () => {
    const response = await as(admin, 'PATCH', `/api/users/${admin.user.id}/blocked/toggle`);
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({ code: 'FORBIDDEN', message: 'You cannot block yourself.' });
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.blocked).toBe(false);
  });
});
