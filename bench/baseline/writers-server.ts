/**
 * The server under test of bench/embedded-writers.bench.ts: the real app (buildApp, logging off)
 * on PGlite in a temp DATA_DIR, or on PostgreSQL when DATABASE_URL is set (a fresh database the
 * bench made), migrated and seeded, with WRITERS paid users and one page to favorite. Prints
 * one line `ready <json>` ({ port, tokens, pageId }) once it listens on 127.0.0.1.
 *
 * GET /bench/timings answers (and forgets) the server's own view of each request since the
 * last call: milliseconds from the socket's first byte being parsed (onRequest) to the reply
 * being sent (onResponse). The bench's client-side latency minus this is time spent before
 * the server saw the request (accept queue, a busy event loop).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';

import { buildApp } from '../../apps/server/src/app.ts';
import { signAccessToken } from '../../apps/server/src/auth/tokens.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { pages, plans, subscriptions, users } from '../../apps/server/src/db/schema.ts';
import { seed } from '../../apps/server/src/db/seed.ts';

const WRITERS = Number(process.env.WRITERS ?? 200);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'huebook-bench-writers-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dataDir, 'no-web'),
  TRENDING_INTERVAL_MS: '0',
});
const secret = config.appSecret;
if (!secret) throw new Error('APP_SECRET must be set');

const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(dataDir, 'db') });
await database.migrate();
await seed(database.db);

const [starter] = await database.db.select().from(plans).where(eq(plans.name, 'starter'));
if (!starter) throw new Error('starter plan missing');
const made = await database.db
  .insert(users)
  .values(
    Array.from({ length: WRITERS + 1 }, (_, i) => ({
      name: `Writer ${i}`,
      email: `writer-${i}@bench.huebook.test`,
      planId: starter.id,
    })),
  )
  .returning({ id: users.id, tokenVersion: users.tokenVersion });
const [owner, ...writers] = made;
// A paid plan holds while a live subscription does (lib/credits.ts).
const expireAt = new Date(Date.now() + 30 * 86_400_000);
await database.db
  .insert(subscriptions)
  .values(writers.map((w) => ({ userId: w.id, planId: starter.id, priceCents: 499, expireAt })));
const [page] = await database.db
  .insert(pages)
  .values({
    userId: owner!.id,
    title: 'A page everyone favorites',
    source: 'upload',
    illustrationKey: 'missing.png',
    thumbnailKey: 'missing.webp',
  })
  .returning({ id: pages.id });
const tokens = await Promise.all(writers.map((w) => signAccessToken(secret, w.id, w.tokenVersion)));

const app = await buildApp({ config, db: database.db });
let timings: number[] = [];
const started = new WeakMap<object, number>();
app.addHook('onRequest', async (request) => {
  started.set(request, performance.now());
});
app.addHook('onResponse', async (request) => {
  const at = started.get(request);
  if (at !== undefined && !request.url.startsWith('/bench/')) timings.push(performance.now() - at);
});
app.get('/bench/timings', async () => {
  const out = timings;
  timings = [];
  return out;
});
app.addHook('onClose', () => database.close());
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(`ready ${JSON.stringify({ port, tokens, pageId: page!.id })}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void app.close().then(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
