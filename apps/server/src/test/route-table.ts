/**
 * Every route of the app with who may call it and a valid request, for the tests generated
 * from the routes (authorization-matrix.test.ts, fuzz.test.ts). A route the app registers
 * that is missing here fails both. Who may call an /api route is read from the API contract
 * (packages/shared/src/api/endpoints.ts); only routes outside it state their access here.
 */
import type { Access as EndpointAccess } from '@huebook/shared/api/contract';
import { endpoints } from '@huebook/shared/api/endpoints';
import type { Page } from '@huebook/shared/schemas/page';
import type { Plan } from '@huebook/shared/schemas/plan';
import type { InjectOptions } from 'fastify';

import type { TestUser } from './app.ts';
import { multipart } from './multipart.ts';

/** Who calls: no token, free and paid plans, a blocked user, the page owner, another user, an admin. */
export const ROLES = ['visitor', 'free', 'paid', 'blocked', 'owner', 'other', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'visitor'>;

/**
 * Who may call a route (spec §6):
 * - `public`: anyone, signed in or not (a token is not even read);
 * - `signed-in`: any signed-in user who is not blocked;
 * - `paid`: a signed-in user on a paid plan (free users get 403 NO_PAID_PLAN);
 * - `owner`: the owner of the resource (others get 403 or 404) and admins;
 * - `admin`: admins only (others get 403 FORBIDDEN).
 */
export type Access = 'public' | 'signed-in' | 'paid' | 'owner' | 'admin';

/** What the route tests share: users by role and the resources the samples name. */
export interface RouteFixtures {
  users: Record<SignedInRole, TestUser>;
  /** The owner's page, public: anyone signed in reads it. */
  page: Page;
  /** Another page of the owner's, for the owner's delete (block) toggle. */
  deletablePage: Pick<Page, 'id'>;
  /** A user the admin reads, edits and blocks. */
  target: TestUser;
  /** The starter plan as stored, and the price id its checkout takes. */
  starter: Plan;
  starterPriceId: string;
  /** The stored app name (its update sends it back unchanged). */
  appName: string;
  /** A small PNG picture. */
  picture: Buffer;
  /** Each signed-in user's own PNG upload URL (a drawing layer for PATCH /coloreds/upsert). */
  photos: Partial<Record<SignedInRole, string>>;
  /** Path of a stored file under /uploads/. */
  uploadPath: string;
}

/** A request without its bearer header (the tests add the role's). */
export type Sample = Omit<InjectOptions, 'method' | 'url'> & {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
};

/**
 * A row of the table as written. A route of the API contract (packages/shared/src/api/endpoints.ts)
 * takes its access from there and may only narrow a signed-in route to its resource's `owner`;
 * any other route (health, the API reference, uploads, app links) states its access here.
 */
export interface RouteRow {
  access?: Access;
  /** The contract's signed-in route is further limited to the resource's owner (and admins). */
  owner?: true;
  /** A valid request as `role` would send it (fixtures give the ids and files). */
  sample: (f: RouteFixtures, role: Role) => Sample;
  /** Statuses of the roles the route admits (default [200]); see `admin` for admins. */
  ok?: number[];
  /** Statuses of an admin when they differ from `ok` (admins cannot create, color or buy). */
  admin?: number[];
  /** Statuses of admitted roles whose answer differs from `ok` (a subscriber's checkout). */
  roles?: Partial<Record<Role, number[]>>;
  /**
   * Success stores rows or spends credits and picture work: the fuzz test sends it invalid
   * input only (at least one field poisoned).
   */
  stores?: boolean;
}

/** A row with its access resolved: what the route tests read. */
export interface RouteSpec extends Omit<RouteRow, 'access'> {
  access: Access;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${(sequence += 1)}@example.com`;

const form = (fields: Record<string, string>, data: Buffer): Sample => {
  const { payload, headers } = multipart(fields, { data });
  return { url: '', payload, headers };
};

/** The routes by `METHOD /url` as Fastify registers them, as written (see RouteRow). */
const ROWS: Record<string, RouteRow> = {
  // Passwordless auth: public; each sample answers as for any caller.
  'POST /api/users/sign-up': {
    sample: () => ({ url: '/api/users/sign-up', payload: { name: 'New User', email: unique('new') } }),
    stores: true,
  },
  'POST /api/users/sign-in': {
    sample: (f) => ({ url: '/api/users/sign-in', payload: { email: f.target.user.email } }),
    // A code per request; a lockout (429) after many is an answer too.
    ok: [200, 429],
    stores: true,
  },
  'POST /api/users/admin/create': {
    sample: () => ({ url: '/api/users/admin/create', payload: { name: 'Ada', email: unique('admin') } }),
    // Only while no admin exists: the fixtures have one.
    ok: [403],
    stores: true,
  },
  'POST /api/users/verify': {
    sample: () => ({ url: '/api/users/verify', payload: { token: 'not-a-token', code: '12345' } }),
    ok: [400],
    stores: true,
  },
  'GET /api/users/read': { sample: () => ({ url: '/api/users/read' }) },
  'PATCH /api/users/update': {
    sample: (f, role) => ({
      url: '/api/users/update',
      payload: { name: role === 'visitor' ? 'Nobody' : f.users[role].user.name },
    }),
    stores: true,
  },
  'POST /api/users/email/confirm': {
    sample: () => ({ url: '/api/users/email/confirm', payload: { token: 'not-a-token', code: '12345' } }),
    ok: [400],
    stores: true,
  },
  'GET /api/users/paginate': { sample: () => ({ url: '/api/users/paginate?search=a' }) },
  'GET /api/users/:id/read': {
    sample: (f) => ({ url: `/api/users/${f.target.user.id}/read` }),
  },
  'POST /api/users/create': {
    sample: () => ({ url: '/api/users/create', payload: { name: 'Made User', email: unique('made') } }),
    stores: true,
  },
  'PATCH /api/users/:id/update': {
    sample: (f) => ({ url: `/api/users/${f.target.user.id}/update`, payload: { name: 'Target User' } }),
    stores: true,
  },
  'PATCH /api/users/:id/blocked/toggle': {
    sample: (f) => ({ url: `/api/users/${f.target.user.id}/blocked/toggle` }),
    stores: true,
  },

  'GET /api/plans/list': { sample: () => ({ url: '/api/plans/list' }) },
  'GET /api/plans/paid/list': { sample: () => ({ url: '/api/plans/paid/list' }) },
  'GET /api/plans/:id/read': { sample: (f) => ({ url: `/api/plans/${f.starter.id}/read` }) },
  'POST /api/plans/:id/update': {
    // The plan's own values: nothing changes.
    sample: ({ starter }) => ({
      url: `/api/plans/${starter.id}/update`,
      payload: {
        title: starter.title,
        description: starter.description,
        price: starter.price,
        publicPageLimit: starter.public_page_limit,
        pageCreationLimit: starter.page_creation_limit,
      },
    }),
    stores: true,
  },

  'GET /api/settings/list': { sample: () => ({ url: '/api/settings/list' }) },
  'PATCH /api/settings/:name/update': {
    sample: (f) => ({ url: '/api/settings/app_name/update', payload: { value: f.appName } }),
    stores: true,
  },
  // Which keys are set says where the app is weak: admins only.
  'GET /api/app/status': { sample: () => ({ url: '/api/app/status' }) },
  'GET /api/credits/read': { sample: () => ({ url: '/api/credits/read' }) },
  'POST /api/storage/upload': {
    sample: (f) => ({ ...form({}, f.picture), url: '/api/storage/upload' }),
    stores: true,
  },

  'GET /api/pages/paginate': {
    sample: () => ({ url: '/api/pages/paginate?sort=popularity&search=page' }),
  },
  'GET /api/pages/:id/read': {
    sample: (f) => ({ url: `/api/pages/${f.page.id}/read` }),
  },
  'GET /api/pages/:id/palette': {
    sample: (f) => ({ url: `/api/pages/${f.page.id}/palette` }),
  },
  'PATCH /api/pages/:id/favorited/toggle': {
    sample: (f) => ({ url: `/api/pages/${f.page.id}/favorited/toggle`, payload: { favorited: true } }),
    // Admins cannot favorite pages.
    admin: [403],
    stores: true,
  },
  'PATCH /api/pages/:id/blocked/toggle': {
    owner: true,
    sample: (f) => ({ url: `/api/pages/${f.deletablePage.id}/blocked/toggle` }),
    stores: true,
  },
  'POST /api/pages/upload': {
    sample: (f) => ({ ...form({ title: 'Uploaded' }, f.picture), url: '/api/pages/upload' }),
    // Admins cannot create pages.
    admin: [403],
    stores: true,
  },
  'POST /api/pages/create': {
    sample: () => ({ url: '/api/pages/create', payload: { prompt: 'a cat on a hill', detail: 'simple' } }),
    admin: [403],
    stores: true,
  },
  'GET /api/pages/prompt/generate': {
    sample: () => ({ url: '/api/pages/prompt/generate' }),
  },
  // Print-ready PDFs (modules/print): paid plans, like the PNG download; admins here are free.
  'GET /api/pages/:id/pdf': {
    sample: (f) => ({ url: `/api/pages/${f.page.id}/pdf?paper=letter` }),
    admin: [403],
  },
  'POST /api/pages/:id/pdf': {
    sample: (f) => ({ ...form({}, f.picture), url: `/api/pages/${f.page.id}/pdf?paper=a4` }),
    admin: [403],
  },
  'POST /api/books/pdf': {
    sample: (f) => ({
      url: '/api/books/pdf',
      payload: { title: 'My book', pageIds: [f.page.id], paper: 'a4' },
    }),
    admin: [403],
  },
  // A book as a job: started (or joined), then read back by its caller only.
  'POST /api/books': {
    sample: (f) => ({
      url: '/api/books',
      payload: { title: 'My book', pageIds: [f.page.id], paper: 'a4', blankBacks: true },
    }),
    admin: [403],
  },
  'GET /api/books/:id': {
    // No such job: the sample's caller never started one under this id.
    sample: () => ({ url: '/api/books/00000000-0000-4000-8000-000000000000' }),
    ok: [404],
    admin: [403],
  },
  'GET /api/books/:id/pdf': {
    sample: () => ({ url: '/api/books/00000000-0000-4000-8000-000000000000/pdf' }),
    ok: [404],
    admin: [403],
  },

  'PATCH /api/coloreds/upsert': {
    sample: (f, role) => ({
      url: '/api/coloreds/upsert',
      payload: { pageId: f.page.id, photo: (role !== 'visitor' && f.photos[role]) || '/uploads/none.png' },
    }),
    // Admins cannot color pages.
    admin: [403],
    stores: true,
  },
  'GET /api/coloreds/paginate': { sample: () => ({ url: '/api/coloreds/paginate' }) },
  // The caller's own replay log of a page (null when they have none).
  'GET /api/coloreds/:id/log': {
    sample: (f) => ({ url: `/api/coloreds/${f.page.id}/log` }),
  },

  'POST /api/stripe/checkout': {
    sample: (f) => ({ url: '/api/stripe/checkout', payload: { priceId: f.starterPriceId } }),
    // Admins cannot buy plans; a subscriber cancels first.
    admin: [403],
    roles: { paid: [409] },
  },
  'POST /api/stripe/checkout/confirm': {
    sample: () => ({ url: '/api/stripe/checkout/confirm', payload: { sessionId: 'test_not-a-session' } }),
    ok: [404],
    stores: true,
  },
  'POST /api/stripe/subscription/cancel': {
    // Only the paid user has a subscription to cancel (it ends at expire_at: the plan stays).
    sample: () => ({ url: '/api/stripe/subscription/cancel' }),
    ok: [404],
    roles: { paid: [200] },
    stores: true,
  },
  // Stripe's calls: the signature is the credential (none is configured here).
  'POST /api/stripe/webhook': {
    sample: () => ({ url: '/api/stripe/webhook', payload: { id: 'evt_1', type: 'ping' } }),
    // Unsigned: refused (the tests set STRIPE_WEBHOOK_SECRET).
    ok: [400],
    stores: true,
  },

  'GET /api/subscriptions/paginate': {
    sample: () => ({ url: '/api/subscriptions/paginate' }),
  },
  'GET /api/analytics/counters': { sample: () => ({ url: '/api/analytics/counters' }) },
  'GET /api/analytics/charts': {
    sample: () => ({ url: '/api/analytics/charts?tz=Europe%2FParis' }),
  },

  // What a host asks (modules/ops): probes, and metrics (open: the tests set no METRICS_TOKEN).
  'GET /healthz': { access: 'public', sample: () => ({ url: '/healthz' }) },
  'GET /readyz': { access: 'public', sample: () => ({ url: '/readyz' }) },
  'GET /metrics': { access: 'public', sample: () => ({ url: '/metrics' }) },

  // The API's reference, made from the contract (lib/api-reference.ts): public.
  'GET /api/openapi.json': { access: 'public', sample: () => ({ url: '/api/openapi.json' }) },
  'GET /api/docs': { access: 'public', sample: () => ({ url: '/api/docs' }) },
  'HEAD /api/docs/': { access: 'public', sample: () => ({ url: '/api/docs/' }) },
  'GET /api/docs/json': { access: 'public', sample: () => ({ url: '/api/docs/json' }) },
  'GET /api/docs/yaml': { access: 'public', sample: () => ({ url: '/api/docs/yaml' }) },
  'GET /api/docs/static/*': { access: 'public', sample: () => ({ url: '/api/docs/static/index.css' }) },
  'GET /api/docs/static/index.html': {
    access: 'public',
    sample: () => ({ url: '/api/docs/static/index.html' }),
    ok: [302],
  },
  'GET /api/docs/static/swagger-initializer.js': {
    access: 'public',
    sample: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },

  // Stripe Checkout's return into the native apps (modules/stripe/app-return.ts): a public page.
  'GET /payment/app-return': {
    access: 'public',
    sample: () => ({ url: '/payment/app-return?status=success&session_id=cs_test_1' }),
  },
  // The files that open https links in the native apps (modules/app-links): public, and 404
  // here, where IOS_TEAM_ID and ANDROID_CERT_SHA256 are unset.
  'GET /.well-known/apple-app-site-association': {
    access: 'public',
    sample: () => ({ url: '/.well-known/apple-app-site-association' }),
    ok: [404],
  },
  'GET /.well-known/assetlinks.json': {
    access: 'public',
    sample: () => ({ url: '/.well-known/assetlinks.json' }),
    ok: [404],
  },

  // Stored pictures: public, immutable URLs.
  'GET /uploads/*': { access: 'public', sample: (f) => ({ url: f.uploadPath }) },
  // CORS preflight of any URL.
  'OPTIONS *': {
    access: 'public',
    sample: () => ({
      url: '/api/pages/paginate',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' },
    }),
    ok: [204],
  },
};

/** The contract's access (packages/shared/src/api/contract.ts) in the route tests' words. */
const CONTRACT_ACCESS: Record<EndpointAccess, Access> = {
  visitor: 'public',
  user: 'signed-in',
  paid: 'paid',
  admin: 'admin',
};

/**
 * The rows with each contract route's access read from the contract. Throws when a contract
 * route states its own access, narrows to `owner` a route that is not for signed-in users, or a
 * route outside the contract states none: the contract is the one place that says who may call.
 */
function withContractAccess(rows: Record<string, RouteRow>): Record<string, RouteSpec> {
  const contract = new Map(
    Object.values(endpoints).map((endpoint) => [`${endpoint.method} /api${endpoint.path}`, endpoint.access]),
  );
  return Object.fromEntries(
    Object.entries(rows).map(([key, { access, owner, ...row }]) => {
      const declared = contract.get(key);
      if (declared === undefined) {
        if (access === undefined || owner)
          throw new Error(`${key} is not in the API contract: state its access`);
        return [key, { ...row, access }];
      }
      if (access !== undefined)
        throw new Error(`${key}: its access is the contract's (endpoints.ts), not the table's`);
      if (owner && declared !== 'user')
        throw new Error(`${key}: only a signed-in route narrows to its owner`);
      return [key, { ...row, access: owner ? 'owner' : CONTRACT_ACCESS[declared] }];
    }),
  );
}

/** The routes by `METHOD /url` with who may call each: the contract's access, or the row's. */
export const ROUTE_TABLE: Record<string, RouteSpec> = withContractAccess(ROWS);

/** The statuses a role may get from a route's sample (see Access). */
export function expectedStatuses(spec: RouteSpec, role: Role): number[] {
  const ok = spec.roles?.[role] ?? spec.ok ?? [200];
  if (spec.access === 'public') return ok;
  if (role === 'visitor') return [401];
  // Blocked users are refused with 401 or 403 BLOCKED ("Your account has been blocked.").
  if (role === 'blocked') return [401, 403];
  if (role === 'admin') return spec.admin ?? ok;
  switch (spec.access) {
    case 'admin':
      return [403];
    case 'paid':
      return role === 'paid' ? ok : [403];
    case 'owner':
      return role === 'owner' ? ok : [403, 404];
    default:
      return ok;
  }
}
