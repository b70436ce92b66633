/**
 * Authorization matrix generated from the routes: every registered route × every role
 * (visitor, free, paid, blocked, owner, other user, admin) sends the route's sample request
 * (test/route-table.ts) and gets the status its access allows — never a 5xx.
 */
import type { Page } from '@huebook/shared/schemas/page';
import type { Plan } from '@huebook/shared/schemas/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  blockUser,
  body,
  createPage,
  createUser,
  insertPages,
  setupTestApp,
  subscribe,
  uploadPicture,
  type TestApp,
} from './test/app.ts';
import { solidPng } from './test/images.ts';
import {
  expectedStatuses,
  ROLES,
  ROUTE_TABLE,
  type Role,
  type RouteFixtures,
  type SignedInRole,
} from './test/route-table.ts';

let t: TestApp;
let f: RouteFixtures;

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

beforeAll(async () => {
  // A webhook secret, so an unsigned webhook is refused (not "not set up": a 503).
  t = await setupTestApp({ env: { STRIPE_WEBHOOK_SECRET: 'whsec_matrix' } });
  const [free, paid, blocked, owner, other, admin, target] = [
    await createUser(t, { name: 'Fay Free' }),
    await subscribe(t, await createUser(t, { name: 'Pat Paid' })),
    await createUser(t, { name: 'Bo Blocked' }),
    await createUser(t, { name: 'Olive Owner' }),
    await createUser(t, { name: 'Otto Other' }),
    await createUser(t, { name: 'Ada Admin', admin: true }),
    await createUser(t, { name: 'Tess Target' }),
  ];
  const picture = await solidPng(64, 48, '#ffffff');
  // One page through the API (a real picture to color), one inserted: the owner's free plan
  // has 3 page creations, and the matrix creates two more.
  const page: Page = await createPage(t, owner, { title: 'Read me' });
  const [deletableId] = await insertPages(t, owner.user.id, 1, () => ({ title: 'Delete me' }));
  const deletablePage = { id: deletableId! };
  const photos: RouteFixtures['photos'] = {};
  const layer = await solidPng(1024, 1024, 'transparent');
  for (const role of ['free', 'paid', 'owner', 'other'] as const) {
    photos[role] = await uploadPicture(t, { free, paid, owner, other }[role], layer);
  }
  const plans = body(await t.app.inject({ url: '/api/plans/paid/list' })).data as Plan[];
  const starter = plans.find((plan) => plan.name === 'starter');
  if (!starter?.stripe_price_id) throw new Error('no starter plan price');
  const settings = body(await t.app.inject({ url: '/api/settings/list' })).data as {
    name: string;
    value: string;
  }[];
  await blockUser(t, blocked);
  f = {
    users: { free, paid, blocked, owner, other, admin },
    page,
    deletablePage,
    target,
    starter,
    starterPriceId: starter.stripe_price_id,
    appName: settings.find((s) => s.name === 'app_name')?.value ?? 'Huebook',
    picture,
    photos,
    uploadPath: new URL(page.thumbnail, 'http://localhost').pathname,
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('authorization matrix', () => {
  it('lists every route the app registers, and no other', () => {
    const registered = t.routes.map(routeKey).sort();
    expect(registered.filter((key) => !(key in ROUTE_TABLE))).toEqual([]);
    expect(Object.keys(ROUTE_TABLE).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it.each(Object.keys(ROUTE_TABLE))('%s answers each role as its access allows', async (key) => {
    const spec = ROUTE_TABLE[key]!;
    const method = key.slice(0, key.indexOf(' ')) as 'GET';
    const answers: Record<string, string> = {};
    const wrong: string[] = [];
    for (const role of ROLES) {
      const sample = spec.sample(f, role);
      const auth = role === 'visitor' ? {} : f.users[role as SignedInRole].headers;
      const response = await t.app.inject({
        ...sample,
        method,
        headers: { ...sample.headers, ...auth },
      });
      const status = response.statusCode;
      answers[role] = `${status} ${response.body.slice(0, 120)}`;
      const allowed = expectedStatuses(spec, role);
      if (!allowed.includes(status)) wrong.push(`${role}: ${status} (expected ${allowed.join(' or ')})`);
      if (status >= 500) wrong.push(`${role}: 5xx`);
      if (spec.access !== 'public' && role === 'blocked' && status < 500) {
        const message = (body(response) as { message?: string }).message;
        if (message !== 'Your account has been blocked.') wrong.push(`blocked: message ${message}`);
      }
    }
    expect(wrong, JSON.stringify(answers, null, 2)).toEqual([]);
  });

  it('refuses a free user NO_PAID_PLAN on paid routes and a non-admin FORBIDDEN on admin routes', async () => {
    for (const [key, spec] of Object.entries(ROUTE_TABLE)) {
      if (spec.access !== 'paid' && spec.access !== 'admin') continue;
      const method = key.slice(0, key.indexOf(' ')) as 'GET';
      const role: Role = 'free';
      const sample = spec.sample(f, role);
      const response = await t.app.inject({ ...sample, method, headers: { ...f.users.free.headers } });
      expect(body(response).code, key).toBe(spec.access === 'paid' ? 'NO_PAID_PLAN' : 'FORBIDDEN');
    }
  });
});
