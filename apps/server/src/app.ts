import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { MAX_UPLOAD_BYTES } from '@huebook/shared/constants';
import { SPA_CSP_DIRECTIVES } from '@huebook/shared/csp';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';

import { resolveAppSecret } from './auth/app-secret.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/client.ts';
import { AppError, handleError } from './errors.ts';
import { isApiReferenceRoute, registerApiReference } from './lib/api-reference.ts';
import { registerCors } from './lib/cors.ts';
import { EARLY_READS_SCRIPT_SOURCE } from './lib/early-reads.ts';
import { assertContractRoute } from './lib/endpoint.ts';
import { createIndexHtml } from './lib/index-html.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { refuseNulInRequest } from './lib/nul-text.ts';
import { S3Storage } from './lib/s3-storage.ts';
import { s3UploadRoutes } from './lib/s3-uploads.ts';
import { registerApiCompression, registerWebAssets } from './lib/static-assets.ts';
import { LocalStorage, UPLOADS_PREFIX, type Storage } from './lib/storage.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { wellKnownRoutes } from './modules/app-links/well-known.ts';
import { coloredRoutes } from './modules/coloreds/routes.ts';
import { creditRoutes } from './modules/credits/routes.ts';
import { healthRoutes } from './modules/ops/health.ts';
import { metricsRoutes } from './modules/ops/metrics.ts';
import { echoRequestId, requestIdFor } from './modules/ops/request-id.ts';
import { pageCreateRoutes } from './modules/pages/create-routes.ts';
import { findPublicPicture } from './modules/pages/public-picture.ts';
import { pageRoutes } from './modules/pages/routes.ts';
import { ViewerMarksCache } from './modules/pages/viewer-marks.ts';
import { planRoutes } from './modules/plans/routes.ts';
import { printRoutes } from './modules/print/routes.ts';
import { settingRoutes } from './modules/settings/routes.ts';
import { storageRoutes } from './modules/storage/routes.ts';
import { appReturnRoutes } from './modules/stripe/app-return.ts';
import { stripeRoutes } from './modules/stripe/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { retainLineArtPool } from './providers/line-art/pool.ts';

export interface BuildAppOptions {
  config: Config;
  /** A migrated and seeded database. */
  db: Db;
  /** Defaults to the S3 bucket of S3_BUCKET when set, else the local folder DATA_DIR/uploads. */
  storage?: Storage;
  /** Defaults to SMTP_URL, or the DATA_DIR/outbox folder. */
  mailer?: Mailer;
  /** Defaults to a new cache logging its read errors (tests hand in their own to watch it). */
  viewerMarks?: ViewerMarksCache;
  /** Told of every route as it is registered (the route-generated tests list them). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go, one JSON object each (default stdout; tests capture them). */
  logStream?: DestinationStream;
}

/** The API's version in its OpenAPI document: the contract changes with the app. */
const API_VERSION = '0.1.0';

/** The SPA's Content Security Policy (shared with the desktop shell). */
const CSP_DIRECTIVES = {
  ...SPA_CSP_DIRECTIVES,
  // The coloring screen's inline script that sends its API reads early (lib/early-reads.ts).
  scriptSrc: [...SPA_CSP_DIRECTIVES.scriptSrc, EARLY_READS_SCRIPT_SOURCE],
  // `npm start` serves plain HTTP (localhost or a LAN address): never rewrite to https.
  upgradeInsecureRequests: null,
};

const HELMET_OPTIONS = {
  contentSecurityPolicy: { directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
  // Native shells (Capacitor, Electron) load pictures from another origin.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} as const;

/** Headers every response has whether or not helmet runs (not helmet's to set). */
const BASE_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The security headers helmet sends with HELMET_OPTIONS, computed once by a throwaway app:
 * @fastify/helmet 13 builds helmet anew (re-parsing the CSP) on every request, a few percent
 * of a list request's CPU. The headers depend on the options alone, never on the request.
 */
async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', () => '');
  const response = await probe.inject({ url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !BASE_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The security headers of /api responses (JSON, never rendered as a document), after the
 * OWASP REST Security Cheat Sheet ("Security headers"): a CSP that allows nothing and no
 * framing, nosniff, and helmet's HSTS, referrer and cross-origin resource policies. The SPA's
 * long CSP and the document-only headers (X-Frame-Options, X-XSS-Protection, …) would add
 * ~700 bytes to every API answer for no protection.
 */
function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = ['strict-transport-security', 'referrer-policy', 'cross-origin-resource-policy'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    ...Object.fromEntries(
      kept.flatMap((name) => (documentHeaders[name] ? [[name, documentHeaders[name]]] : [])),
    ),
  };
}

/**
 * Builds the Fastify app (never listens): /api routes, uploads, and the built SPA when
 * WEB_DIST exists. Resolves the app secret (APP_SECRET, or the one generated into DATA_DIR) first.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Every log line of a request carries its id as reqId (modules/ops/request-id.ts).
    genReqId: requestIdFor,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const ctx: AppContext = {
    config,
    db,
    storage:
      options.storage ??
      (config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.join(config.dataDir, 'uploads'))),
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    appSecret: await resolveAppSecret(db, {
      fromEnv: config.appSecret,
      dataDir: config.dataDir,
      log: app.log,
    }),
    log: app.log,
    viewerMarks:
      options.viewerMarks ??
      new ViewerMarksCache((error) => app.log.error({ err: error }, 'reading viewer marks failed')),
  };
  app.decorate('storage', ctx.storage);

  // Picture work runs on worker threads, started by the first picture task (pool.ts says why);
  // closing the app lets them finish, then stops them.
  app.addHook('onClose', retainLineArtPool({ threads: config.lineArtThreads }));

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setErrorHandler(handleError);
  echoRequestId(app);
  // Before the other routes: its onResponse hook counts every request.
  metricsRoutes(app, ctx);
  healthRoutes(app, ctx);
  // PostgreSQL text cannot hold U+0000: refused for every route before its handler runs.
  app.addHook('preValidation', refuseNulInRequest);
  const security = await securityHeaders();
  const apiSecurity = apiSecurityHeaders(security);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiSecurity : security);
    done();
  });
  // The native apps' origins and CORS_ORIGINS only (lib/cors.ts).
  await registerCors(app, config.corsOrigins);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Try again in ${context.after}.`),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  // Every /api route comes from the contract (lib/endpoint.ts), which the reference describes.
  app.addHook('onRoute', (route) => assertContractRoute(route, isApiReferenceRoute));
  await registerApiReference(app, API_VERSION);

  await app.register(
    async (api) => {
      await registerApiCompression(api);
      userRoutes(api, ctx);
      planRoutes(api, ctx);
      settingRoutes(api, ctx);
      creditRoutes(api, ctx);
      storageRoutes(api, ctx);
      pageRoutes(api, ctx);
      pageCreateRoutes(api, ctx);
      coloredRoutes(api, ctx);
      printRoutes(api, ctx);
      stripeRoutes(api, ctx);
      subscriptionRoutes(api, ctx);
      analyticsRoutes(api, ctx);
    },
    { prefix: '/api' },
  );
  // Stripe Checkout's way back into the native apps (an http(s) page that opens huebook://).
  appReturnRoutes(app);
  // The files that open https links in the native apps, when their settings are set.
  wellKnownRoutes(app, config);

  if (ctx.storage instanceof S3Storage) {
    s3UploadRoutes(app, ctx.storage);
    // Only the client this app made is this app's to close.
    const s3 = ctx.storage;
    if (!options.storage) app.addHook('onClose', async () => s3.destroy());
  } else {
    const uploadsDir = path.join(config.dataDir, 'uploads');
    // A fresh DATA_DIR has none yet: made here, @fastify/static would warn on every first start.
    await mkdir(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
    });
  }
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  // index.html is never served as built: the fallback below fills in the app name and favicon.
  const indexHtml = hasWeb
    ? createIndexHtml({
        db,
        webDist: config.webDist,
        pagePicture: (id) => findPublicPicture(ctx, id),
        onError: (error) => app.log.error({ err: error }, 'reading what the served page shows failed'),
      })
    : null;
  if (hasWeb) await registerWebAssets(app, config.webDist);

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing file (a stale /assets/… name after a deploy, /favicon.ico, …) is a 404, never
    // index.html: the browser would run HTML as a script and show a blank page.
    const isFile = url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url);
    const isApp =
      url === '/index.html' ||
      (!isFile && !url.startsWith('/api/') && url !== '/api' && !url.startsWith(UPLOADS_PREFIX));
    if (indexHtml && isApp && (request.method === 'GET' || request.method === 'HEAD')) {
      // SPA fallback: the client router handles the path. index.html is never cached.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await indexHtml(url));
    }
    return handleError(new AppError('NOT_FOUND', 'Not found'), request, reply);
  });

  return app;
}
