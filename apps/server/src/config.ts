import path from 'node:path';

import { z } from 'zod';

/** The repository root: apps/server/src → ../../.. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Every setting of the server, read once from the environment at start (all optional; the
 * defaults make `npm start` work offline on a fresh machine):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `PORT` | `3000` | port to listen on |
 * | `HOST` | `0.0.0.0` | interface to listen on |
 * | `DATA_DIR` | `<repo>/data` | embedded database (`db/`), uploads (`uploads/`), mail outbox (`outbox/`); relative paths resolve from the repo root |
 * | `DATABASE_URL` | unset → PGlite in `DATA_DIR/db` | a PostgreSQL URL (`postgres://…`) |
 * | `APP_SECRET` | unset → generated once into `DATA_DIR/app-secret` (mode 0600); required in production | signs access tokens, keys one-time-code hashes and encrypts stored keys (16+ characters) |
 * | `SMTP_URL` | unset → `.eml` files in `DATA_DIR/outbox` and the code in the log | e.g. `smtp://user:pass@mail.example.com:587` |
 * | `MAIL_FROM` | `Huebook <no-reply@huebook.local>` | sender of sign-in mail |
 * | `PUBLIC_URL` | `http://localhost:PORT` | base of links in mail |
 * | `WEB_DIST` | `<repo>/apps/web/dist` | the built web app, served when the folder exists |
 * | `LOG_LEVEL` | `info` (`silent` under test) | pino level: fatal, error, warn, info, debug, trace, silent |
 * | `NODE_ENV` | `development` | `production` \| `development` \| `test` |
 * | `AUTH_RATE_LIMIT` | `30` | auth calls per minute per IP and route; `0` turns the limit off |
 * | `TRUST_PROXY` | `false` | `true` behind a load balancer, so client IPs come from X-Forwarded-For |
 * | `LINE_ART_THREADS` | cores − 1 (at least 1) | worker threads that convert and finalize page pictures, off the event loop |
 * | `TRENDING_INTERVAL_MS` | `300000` (5 min) | how often trending scores are recomputed, milliseconds; one instance at a time does it (advisory lock); `0` turns the job off on this instance |
 * | `SHUTDOWN_TIMEOUT_MS` | `10000` | on SIGINT/SIGTERM, how long in-flight requests may take to finish before the process exits with 1, milliseconds; repeated signals are ignored |
 * | `UPLOAD_RATE_LIMIT` | `30` | pictures one user may upload (POST /storage/upload) per 10 minutes, per instance; `0` turns the limit off |
 * | `UPLOAD_DAILY_MB` | `50` | megabytes of pictures (as stored) one user other than an admin may upload in any 24 hours; `0` turns the cap off |
 * | `UPLOAD_CLEANUP_INTERVAL_MS` | `3600000` (1 h) | how often uploads unused for a day that nothing references are deleted, milliseconds; one instance at a time does it (advisory lock); `0` turns the job off on this instance |
 * | `OPENAI_API_KEY` | unset | OpenAI key for AI pages (else the offline generator); the `openai_key` app setting wins when set |
 * | `OPENAI_BASE_URL` | `https://api.openai.com/v1` | OpenAI API base URL (a proxy, or a local fake in tests) |
 * | `OPENAI_TIMEOUT_MS` | `60000` | how long one OpenAI call may take, milliseconds |
 * | `STRIPE_SECRET_KEY` | unset | Stripe key (else payments in test mode) |
 * | `STRIPE_WEBHOOK_SECRET` | unset | Stripe webhook signing secret |
 * | `STRIPE_API_BASE` | `https://api.stripe.com` | Stripe API base URL (a local fake in tests) |
 * | `S3_BUCKET` | unset → uploads in `DATA_DIR/uploads` | S3 bucket for uploads; setting it stores them there (still served under `/uploads/`) |
 * | `S3_REGION` | `us-east-1` | region of the bucket (`auto` for Cloudflare R2) |
 * | `S3_ENDPOINT` | unset → AWS | endpoint of an S3-compatible service (MinIO, R2, …), e.g. `http://minio.internal:9000` |
 * | `S3_ACCESS_KEY_ID` | unset → the AWS SDK's default credential chain | access key; set with `S3_SECRET_ACCESS_KEY` |
 * | `S3_SECRET_ACCESS_KEY` | unset | secret key; set with `S3_ACCESS_KEY_ID` |
 * | `S3_FORCE_PATH_STYLE` | `false` | `true` addresses the bucket as `<endpoint>/<bucket>/<key>` (MinIO and most self-hosted services) |
 * | `METRICS_TOKEN` | unset → GET /metrics is open | when set, GET /metrics wants `Authorization: Bearer <token>` (16+ visible ASCII characters, no spaces) |
 * | `IOS_TEAM_ID` | unset → GET /.well-known/apple-app-site-association is 404 | the Apple team ID (10 letters and digits) that signs the iOS app: the file then lets https://<this host>/payment/app-return open it (iOS universal links; modules/app-links) |
 * | `ANDROID_CERT_SHA256` | unset → GET /.well-known/assetlinks.json is 404 | SHA-256 fingerprints of the Android app's signing certificates, comma-separated (`AB:CD:…`, 32 bytes each): the file then verifies the app's App Links to this host |
 * | `CORS_ORIGINS` | unset → only the native apps' origins | other web origins allowed to call the API and read uploads from a browser, comma-separated, e.g. `https://app.example.com,https://admin.example.com`; the iOS and Android apps (`capacitor://localhost`, `https://localhost`) are always allowed (lib/cors.ts) |
 */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    APP_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Huebook <no-reply@huebook.local>'),
    PUBLIC_URL: z.url().optional(),
    WEB_DIST: z
      .string()
      .min(1)
      .default(path.join('apps', 'web', 'dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(0).default(30),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'], 'must be true or false')
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    LINE_ART_THREADS: z.coerce.number().int().min(1).max(256).optional(),
    TRENDING_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    UPLOAD_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(30),
    UPLOAD_DAILY_MB: z.coerce.number().min(0).max(1_000_000).default(50),
    UPLOAD_CLEANUP_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(60_000),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_BASE: z.url().optional(),
    S3_BUCKET: z.string().min(1).max(255).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0'], 'must be true or false')
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,}$/, 'must be 16 or more visible ASCII characters, no spaces')
      .optional(),
    CORS_ORIGINS: z.string().optional().transform(toOrigins),
    IOS_TEAM_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple team ID, e.g. ABCDE12345')
      .optional(),
    ANDROID_CERT_SHA256: z.string().optional().transform(toFingerprints),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.APP_SECRET === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message:
          'required when NODE_ENV is production: a random string of 16+ characters, the same on every instance',
      });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      const missing = env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      context.addIssue({ code: 'custom', path: [missing], message: 'set both S3 keys or neither' });
    }
  });

/**
 * The origins of a comma-separated list of web addresses (`scheme://host[:port]`, http or
 * https, nothing after the host), normalized (`HTTPS://A.example:443/` → `https://a.example`).
 */
function toOrigins(value: string | undefined, context: z.RefinementCtx): string[] {
  const origins: string[] = [];
  for (const item of (value ?? '').split(',').map((part) => part.trim())) {
    if (!item) continue;
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    const isBare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !isBare) {
      // An address with credentials is named by its position, never echoed.
      const named = url?.username || url?.password ? `entry ${origins.length + 1}` : `"${item}"`;
      context.addIssue({
        code: 'custom',
        message: `${named} is not a web origin: write it as scheme://host[:port] with no path, e.g. https://app.example.com`,
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return [...new Set(origins)];
}

/**
 * SHA-256 certificate fingerprints from a comma-separated list, as assetlinks.json writes them:
 * 32 upper-case hex bytes joined by colons (`keytool -list -v` prints them so; bare hex is
 * accepted too).
 */
function toFingerprints(value: string | undefined, context: z.RefinementCtx): string[] {
  const fingerprints: string[] = [];
  for (const item of (value ?? '').split(',').map((part) => part.trim())) {
    if (!item) continue;
    if (!/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/i.test(item) && !/^[0-9A-F]{64}$/i.test(item)) {
      context.addIssue({
        code: 'custom',
        message: `"${item}" is not a SHA-256 fingerprint: write 32 hex bytes joined by colons, e.g. 14:6D:E9:…:5E`,
      });
      return z.NEVER;
    }
    fingerprints.push(
      item
        .replace(/:/g, '')
        .toUpperCase()
        .replace(/(..)(?!$)/g, '$1:'),
    );
  }
  return [...new Set(fingerprints)];
}

/** Where S3Storage (lib/s3-storage.ts) keeps uploads. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset → AWS's own endpoint for the region. */
  endpoint: string | undefined;
  /** Both set, or both unset → the SDK's default credential chain (env, profile, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

/** The parsed settings; paths are absolute. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  webDist: string;
  logLevel: string;
  nodeEnv: 'production' | 'development' | 'test';
  /** Auth calls per minute per IP and route; 0 = no limit. */
  authRateLimit: number;
  /** Whether to take client IPs from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  /** Worker threads of the line-art pool (`providers/line-art/pool.ts`); unset → cores − 1, at least 1. */
  lineArtThreads: number | undefined;
  /** Period of the trending recompute, milliseconds; 0 = off on this instance. */
  trendingIntervalMs: number;
  /** How long a graceful shutdown may take before the process exits with 1, milliseconds. */
  shutdownTimeoutMs: number;
  /** Pictures one user may upload per 10 minutes (per instance); 0 = no limit. */
  uploadRateLimit: number;
  /** Bytes of pictures one user may upload in any 24 hours; 0 = no cap. */
  uploadDailyBytes: number;
  /** Period of the upload cleanup, milliseconds; 0 = off on this instance. */
  uploadCleanupIntervalMs: number;
  openaiApiKey: string | undefined;
  /** Unset → the client's default, https://api.openai.com/v1. */
  openaiBaseUrl: string | undefined;
  /** Time limit of one OpenAI call, milliseconds. */
  openaiTimeoutMs: number;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Unset → the client's default, https://api.stripe.com. */
  stripeApiBase: string | undefined;
  /** Set when S3_BUCKET is: uploads go to that bucket instead of DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Bearer token GET /metrics requires; unset → /metrics is open. */
  metricsToken: string | undefined;
  /** Web origins allowed by CORS besides the native apps' (lib/cors.ts), e.g. `https://app.example.com`. */
  corsOrigins: string[];
  /** Apple team ID of the iOS app; unset → no apple-app-site-association (modules/app-links). */
  iosTeamId: string | undefined;
  /** Signing-certificate fingerprints of the Android app (`AB:CD:…`); empty → no assetlinks.json. */
  androidCertSha256: string[];
}

/** Thrown by {@link loadConfig}; the message names every bad variable. */
export class ConfigError extends Error {}

/** Treats empty strings as unset, as shells and .env files often leave them. */
function cleanEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

/**
 * Parses the environment into a {@link Config}.
 * @throws ConfigError naming each variable with a bad value.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(cleanEnv(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(
      `Invalid environment variable${lines.length > 1 ? 's' : ''}:\n  ${lines.join('\n  ')}`,
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appSecret: e.APP_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    nodeEnv: e.NODE_ENV,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    lineArtThreads: e.LINE_ART_THREADS,
    trendingIntervalMs: e.TRENDING_INTERVAL_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    uploadDailyBytes: Math.round(e.UPLOAD_DAILY_MB * 1024 * 1024),
    uploadCleanupIntervalMs: e.UPLOAD_CLEANUP_INTERVAL_MS,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiTimeoutMs: e.OPENAI_TIMEOUT_MS,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: e.STRIPE_API_BASE,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    metricsToken: e.METRICS_TOKEN,
    corsOrigins: e.CORS_ORIGINS,
    iosTeamId: e.IOS_TEAM_ID,
    androidCertSha256: e.ANDROID_CERT_SHA256,
  };
}
