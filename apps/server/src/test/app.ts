/**
 * The test harness: one app per test file on its own migrated database and temp DATA_DIR,
 * plus factories that go through the HTTP API like a client would.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { Page } from '@huebook/shared/schemas/page';
import type { Session, User } from '@huebook/shared/schemas/user';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { pages, plans, subscriptions, users } from '../db/schema.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { Storage } from '../lib/storage.ts';
import type { ViewerMarksCache } from '../modules/pages/viewer-marks.ts';

import { createTestDatabase } from './db.ts';
import { solidPng } from './images.ts';
import { multipart } from './multipart.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  dataDir: string;
  /** Every route the app registered (HEAD routes Fastify adds for GET ones left out). */
  routes: TestRoute[];
  close(): Promise<void>;
}

/** A registered route: its method and URL pattern (`/api/pages/:id/read`). */
export interface TestRoute {
  method: string;
  url: string;
}

/** Builds an app on a fresh database and DATA_DIR; env overrides are plain variables. */
export async function setupTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    storage?: Storage;
    database?: Database;
    viewerMarks?: ViewerMarksCache;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'huebook-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    AUTH_RATE_LIMIT: '0',
    UPLOAD_RATE_LIMIT: '0',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const routes: TestRoute[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.viewerMarks ? { viewerMarks: options.viewerMarks } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    dataDir,
    routes: routes.filter(
      (r) => r.method !== 'HEAD' || !routes.some((get) => get.method === 'GET' && get.url === r.url),
    ),
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The newest one-time code mailed to `email`, read from the outbox `.eml` files. */
export async function readCode(t: TestApp, email: string): Promise<string> {
  const outbox = path.join(t.dataDir, 'outbox');
  const files = (await readdir(outbox)).filter((f) => f.endsWith(`-${email}.eml`)).sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no mail for ${email}`);
  const mail = await readFile(path.join(outbox, newest), 'utf8');
  const code = /^Subject: Your Huebook code is (\d{5})$/m.exec(mail)?.[1];
  if (!code) throw new Error(`no code in ${newest}`);
  return code;
}

/** Bearer header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The parsed JSON body of a response. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const body = (response: LightMyRequestResponse): any => response.json();

let sequence = 0;
/** A unique email for this test process. */
export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}-${Date.now().toString(36)}@example.com`;
}

export interface TestUser {
  token: string;
  user: User;
  headers: { authorization: string };
}

/** Verifies the newest code mailed to `email` and returns the session. */
export async function verifyLatest(t: TestApp, email: string, token: string): Promise<Session> {
  const code = await readCode(t, email);
  const response = await t.app.inject({ method: 'POST', url: '/api/users/verify', payload: { token, code } });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.body}`);
  return body(response).data as Session;
}

/** Signs up a new user through the API (admin: promoted in the database) and signs them in. */
export async function createUser(
  t: TestApp,
  options: { name?: string; email?: string; admin?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/sign-up',
    payload: { name: options.name ?? 'Test User', email },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  if (options.admin) await t.db.update(users).set({ admin: true }).where(eq(users.email, email));
  const session = await verifyLatest(t, email, body(response).data.token);
  return { token: session.token, user: session.user, headers: bearer(session.token) };
}

/**
 * Subscribes a user to a paid plan the way a client does in Stripe test mode (no Stripe key):
 * POST /stripe/checkout with the plan's price id, then POST /stripe/checkout/confirm.
 */
export async function subscribe(
  t: TestApp,
  user: TestUser,
  name: 'starter' | 'advanced' = 'starter',
): Promise<TestUser> {
  const paid = body(await t.app.inject({ url: '/api/plans/paid/list' })).data as {
    name: string;
    stripe_price_id: string | null;
  }[];
  const priceId = paid.find((plan) => plan.name === name)?.stripe_price_id;
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/checkout',
    headers: user.headers,
    payload: { priceId },
  });
  if (checkout.statusCode !== 200) throw new Error(`checkout failed: ${checkout.body}`);
  const sessionId = new URL(body(checkout).data.url, 'http://localhost').searchParams.get('session_id');
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/checkout/confirm',
    headers: user.headers,
    payload: { sessionId },
  });
  if (confirm.statusCode !== 200) throw new Error(`checkout confirm failed: ${confirm.body}`);
  return user;
}

/**
 * Puts a user on a paid plan the way a live Stripe subscription does, straight in the
 * database: a subscription row (`sub_test_…`, renewing a month from now) and the plan. Works
 * for admins too, who cannot buy plans through checkout.
 */
export async function givePaidPlan(
  t: { db: Db },
  user: TestUser,
  name: 'starter' | 'advanced' = 'starter',
): Promise<TestUser> {
  const [plan] = await t.db.select().from(plans).where(eq(plans.name, name));
  if (!plan) throw new Error(`no ${name} plan: was the database seeded?`);
  await t.db.insert(subscriptions).values({
    userId: user.user.id,
    planId: plan.id,
    stripeSubscriptionId: `sub_test_${user.user.id}`,
    priceCents: plan.priceCents,
    expireAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
  });
  await t.db.update(users).set({ planId: plan.id }).where(eq(users.id, user.user.id));
  return user;
}

/** Blocks a user in the database; their token stays signed, as after an admin's block. */
export async function blockUser(t: TestApp, user: TestUser): Promise<TestUser> {
  await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.user.id));
  return user;
}

/** POST /pages/upload as `owner`: the form's text `fields` and the picture `file`. */
export function postPageUpload(
  t: TestApp,
  owner: TestUser,
  fields: Record<string, string>,
  file: Parameters<typeof multipart>[1],
): Promise<LightMyRequestResponse> {
  const form = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/pages/upload',
    headers: { ...owner.headers, ...form.headers },
    payload: form.payload,
  });
}

/** Creates a page through POST /pages/upload (spends one page_creation credit). */
export async function createPage(
  t: TestApp,
  owner: TestUser,
  options: { title?: string; picture?: Buffer } = {},
): Promise<Page> {
  const response = await postPageUpload(t, owner, options.title ? { title: options.title } : {}, {
    data: options.picture ?? (await solidPng(64, 48, '#ffffff')),
  });
  if (response.statusCode !== 200) throw new Error(`page upload failed: ${response.body}`);
  return body(response).data as Page;
}

/** Uploads a picture through POST /storage/upload and returns its URL. */
export async function uploadPicture(
  t: TestApp,
  owner: TestUser,
  data: Buffer,
  fields: Record<string, string> = {},
): Promise<string> {
  const form = multipart(fields, { data });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    headers: { ...owner.headers, ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return body(response).data.url as string;
}

/**
 * Inserts `count` pages straight into the database (for list tests that need more pages than
 * credits allow). Creation times step back one second per page, newest first.
 */
export async function insertPages(
  t: TestApp,
  ownerId: string,
  count: number,
  row: (i: number) => Partial<typeof pages.$inferInsert> = () => ({}),
): Promise<string[]> {
  const now = Date.now();
  const values = Array.from({ length: count }, (_, i) => ({
    userId: ownerId,
    title: `Page ${i}`,
    source: 'upload' as const,
    illustrationKey: 'missing.png',
    thumbnailKey: 'missing.webp',
    createdAt: new Date(now - i * 1000),
    ...row(i),
  }));
  const inserted = await t.db.insert(pages).values(values).returning({ id: pages.id });
  return inserted.map((r) => r.id);
}
