/**
 * Drizzle schema of every entity of spec §3 (DESIGN.md "Credits", "Sorts").
 * Timestamps keep milliseconds (precision 3) so a keyset cursor built from a JS Date
 * matches the stored value exactly. Sort columns are NOT NULL so `ORDER BY col DESC`
 * uses the partial `(col DESC, id DESC) WHERE NOT blocked` indexes (see STACK-NOTES).
 */
import type { NumberPalette } from '@huebook/shared/schemas/number-palette';
import type { PageGeneration } from '@huebook/shared/schemas/page';
import type { BookJob, BookPdfBody } from '@huebook/shared/schemas/print';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const createdAt = () => ts('created_at').notNull().defaultNow();

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull().default(0),
  paid: boolean('paid').notNull().default(false),
  discount: integer('discount').notNull().default(0),
  stripePriceId: text('stripe_price_id'),
  publicPageLimit: integer('public_page_limit').notNull(),
  pageCreationLimit: integer('page_creation_limit').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Always stored lower-cased. */
    email: text('email').notNull().unique(),
    photo: text('photo'),
    admin: boolean('admin').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    /** Bumped to revoke every access token of the user. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Bumped by triggers (migration 0005) in the same transaction as any change to the user's
     * favorites or colored pages: the page list trusts an instance's cached copy of them only
     * while this still matches (modules/pages/viewer-marks.ts).
     */
    marksVersion: integer('marks_version').notNull().default(0),
    stripeId: text('stripe_id'),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_admin_idx')
      .on(t.admin)
      .where(sql`${t.admin}`),
    // Page search matches owner names with ILIKE '%…%' (pg_trgm, see migration 0001).
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The upload cleanup looks up photos by URL (jobs/upload-cleanup.ts, migration 0009).
    index('users_photo_idx')
      .on(t.photo)
      .where(sql`${t.photo} IS NOT NULL`),
  ],
);

export const OTP_PURPOSES = ['sign-in', 'sign-up', 'admin', 'email-change'] as const;

/**
 * One-time codes; the row id is the verification token. A first-run setup code has no user
 * yet: it carries the pending admin's name and email, and the admin is created when it is
 * confirmed. An email-change code carries the new address it was sent to.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    /** HMAC-SHA256 of the code with the app secret, hex. */
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: ts('used_at'),
    /** Set when a newer code of the same account replaced this one. */
    voidedAt: ts('voided_at'),
    /** The pending admin's name (purpose 'admin'). */
    name: text('name'),
    /** The pending admin's email (purpose 'admin') or the new address (purpose 'email-change'). */
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_idx').on(t.userId),
    index('one_time_codes_email_idx')
      .on(t.email)
      .where(sql`${t.userId} IS NULL`),
    check(
      'one_time_codes_owner',
      sql`${t.userId} IS NOT NULL OR (${t.purpose} = 'admin' AND ${t.name} IS NOT NULL AND ${t.email} IS NOT NULL)`,
    ),
  ],
);

/**
 * Wrong one-time codes, kept for the lockout window: `account` is `user:<id>` or, for a
 * first-run setup, `setup:<email>`; `ip` is the client address (modules/users/code-failures.ts).
 */
export const codeFailures = pgTable(
  'code_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('code_failures_account_idx').on(t.account, t.createdAt),
    index('code_failures_ip_idx').on(t.ip, t.createdAt),
    index('code_failures_created_at_idx').on(t.createdAt),
  ],
);

export const credits = pgTable(
  'credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicPage: integer('public_page').notNull().default(0),
    pageCreation: integer('page_creation').notNull().default(0),
    periodStart: ts('period_start').notNull().defaultNow(),
  },
  (t) => [
    check('credits_public_page_nonneg', sql`${t.publicPage} >= 0`),
    check('credits_page_creation_nonneg', sql`${t.pageCreation} >= 0`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    priceCents: integer('price_cents').notNull(),
    createdAt: createdAt(),
    canceledAt: ts('canceled_at'),
    expireAt: ts('expire_at'),
    /** Set once it ended (deleted at Stripe, or its canceled period ran out); null while live. */
    endedAt: ts('ended_at'),
    /** Stripe's `created` of the newest customer.subscription.updated applied (migration 0007). */
    syncedAt: ts('synced_at'),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt.desc()),
    index('subscriptions_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('subscriptions_one_live_per_user')
      .on(t.userId)
      .where(sql`${t.endedAt} IS NULL`),
  ],
);

export const PAGE_SOURCES = ['ai', 'upload'] as const;

export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    prompt: text('prompt'),
    source: text('source', { enum: PAGE_SOURCES }).notNull(),
    /**
     * Who drew the picture: 'openai' | 'offline' for AI pages and for uploads converted to line
     * art (the offline conversion, or OpenAI's image edit); null for uploads kept as they are.
     */
    generator: text('generator'),
    /** How the picture was made (`PageGeneration`): detail level, seed, library drawings, notes. */
    generation: jsonb('generation').$type<PageGeneration>(),
    /** A photo page's colours for color by number (`NumberPalette`), null for drawn pages. */
    numberPalette: jsonb('number_palette').$type<NumberPalette>(),
    illustrationKey: text('illustration_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    coloredCount: integer('colored_count').notNull().default(0),
    favoritedCount: integer('favorited_count').notNull().default(0),
    /** favorited_count + colored_count, kept in step in the same transaction. */
    popularity: integer('popularity').notNull().default(0),
    /** Favorites and colorings of the last 7 days, recomputed by a background job. */
    trendingScore: integer('trending_score').notNull().default(0),
    /**
     * The owner's name and payment id, copied here for the page lists (one table read per
     * card instead of a join): set on insert and kept in step with every change of users.name
     * or users.stripe_id by triggers (migration 0004_page_owner), whatever code writes them.
     */
    ownerName: text('owner_name').notNull().default(''),
    ownerStripeId: text('owner_stripe_id'),
    createdAt: createdAt(),
  },
  (t) => {
    const notBlocked = sql`NOT ${t.blocked}`;
    return [
      index('pages_created_at_idx').on(t.createdAt.desc(), t.id.desc()).where(notBlocked),
      index('pages_colored_count_idx').on(t.coloredCount.desc(), t.id.desc()).where(notBlocked),
      index('pages_favorited_count_idx').on(t.favoritedCount.desc(), t.id.desc()).where(notBlocked),
      index('pages_popularity_idx').on(t.popularity.desc(), t.id.desc()).where(notBlocked),
      index('pages_trending_score_idx').on(t.trendingScore.desc(), t.id.desc()).where(notBlocked),
      // An admin's list (blocked pages too) merges these with the indexes above (list.ts):
      // small, as few pages are blocked.
      index('pages_blocked_created_at_idx')
        .on(t.createdAt.desc(), t.id.desc())
        .where(sql`${t.blocked}`),
      index('pages_blocked_colored_count_idx')
        .on(t.coloredCount.desc(), t.id.desc())
        .where(sql`${t.blocked}`),
      index('pages_blocked_favorited_count_idx')
        .on(t.favoritedCount.desc(), t.id.desc())
        .where(sql`${t.blocked}`),
      index('pages_blocked_popularity_idx')
        .on(t.popularity.desc(), t.id.desc())
        .where(sql`${t.blocked}`),
      index('pages_blocked_trending_score_idx')
        .on(t.trendingScore.desc(), t.id.desc())
        .where(sql`${t.blocked}`),
      index('pages_user_created_at_idx').on(t.userId, t.createdAt),
      // Search: ILIKE '%…%' on title and prompt is served by trigram indexes (pg_trgm).
      index('pages_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
      index('pages_prompt_trgm_idx').using('gin', t.prompt.op('gin_trgm_ops')),
    ];
  },
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.pageId] }),
    index('favorites_page_idx').on(t.pageId, t.createdAt),
    // The trending recompute reads the favorites of the last 7 days.
    index('favorites_created_at_idx').on(t.createdAt),
  ],
);

export const coloreds = pgTable(
  'coloreds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** The transparent drawing layer (an upload of the user). */
    photoKey: text('photo_key').notNull(),
    /** Server-composed WebP preview. */
    previewKey: text('preview_key').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coloreds_user_page_idx').on(t.userId, t.pageId),
    index('coloreds_user_created_at_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('coloreds_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('coloreds_page_idx').on(t.pageId, t.createdAt),
    // The upload cleanup keeps the drawing layers in use (jobs/upload-cleanup.ts).
    index('coloreds_photo_key_idx').on(t.photoKey),
  ],
);

/** Files a user uploaded through /storage/upload, so a call can only reference its own files. */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
    /**
     * When it was stored or last used by a call (lib/uploads.ts): the cleanup job deletes uploads
     * unused for a day that nothing references (jobs/upload-cleanup.ts, migration 0009).
     */
    usedAt: ts('used_at').notNull().defaultNow(),
  },
  (t) => [
    // The daily cap sums a user's uploads of the last 24 hours (modules/storage/quota.ts).
    index('uploads_user_created_at_idx').on(t.userId, t.createdAt),
    index('uploads_used_at_idx').on(t.usedAt),
  ],
);

/** Name/value settings; `secret` rows are never returned by any call. */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  secret: boolean('secret').notNull().default(false),
});

/**
 * The state of the trending recompute (jobs/trending.ts): one row (id 1) holding the lowest
 * trending_score that makes a page `trending`, so answering it per page is a comparison.
 */
export const trendingState = pgTable(
  'trending_state',
  {
    id: integer('id').primaryKey(),
    /** max(TRENDING_MIN_SCORE, the 20th highest score among pages not blocked). */
    threshold: integer('threshold').notNull(),
    computedAt: ts('computed_at').notNull(),
    /** Set while a recompute runs (a lease, so a crashed run frees it): one run at a time. */
    runningUntil: ts('running_until'),
  },
  (t) => [check('trending_state_single_row', sql`${t.id} = 1`)],
);

/** Stripe webhook event ids already applied (idempotency). */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    createdAt: createdAt(),
    /** The Stripe subscription the event is about, when it is parked. */
    subscriptionId: text('subscription_id'),
    /** The whole event, while it waits for its subscription's checkout (modules/stripe/events.ts). */
    parked: jsonb('parked'),
  },
  (t) => [
    index('stripe_events_parked_idx')
      .on(t.subscriptionId)
      .where(sql`${t.parked} IS NOT NULL`),
  ],
);

/**
 * Books being made and just made (modules/print/book-jobs.ts, migration 0011), shared by every
 * instance: one row per job. `key` hashes the user, the options and the ordered pages with what
 * changes their print; at most one job not failed per key, so the same book asked on two
 * instances joins one job (INSERT … ON CONFLICT). `maker` is the instance making it (a random
 * id per process); it bumps `updated_at` with progress and every few seconds, and a job left
 * without an update for BOOK_STALE_MS is taken over or failed by the next instance that reads it.
 * `pdf_key` is the finished file in storage, under a random name; the row and the file go
 * BOOK_CACHE_MS after the job ends (`expires_at`). No foreign key to users: a cascade would
 * delete the row and leave its file behind; the sweep removes both.
 */
export const bookJobs = pgTable(
  'book_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    /** The book as asked (POST /books's body), so any instance can make it again. */
    request: jsonb('request').$type<BookPdfBody>().notNull(),
    status: text('status').$type<BookJob['state']>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    pdfKey: text('pdf_key'),
    /** Why it failed, in plain words (shown to the user). */
    error: text('error'),
    maker: text('maker').notNull(),
    /** How many makers it has had (the first included): a job is failed after BOOK_MAX_MAKERS. */
    makers: integer('makers').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** Set when it ends (ready or failed): BOOK_CACHE_MS later the row and its file go. */
    expiresAt: ts('expires_at'),
  },
  (t) => [
    uniqueIndex('book_jobs_key_idx')
      .on(t.key)
      .where(sql`${t.status} <> 'failed'`),
    index('book_jobs_expires_at_idx').on(t.expiresAt),
    index('book_jobs_maker_idx')
      .on(t.maker)
      .where(sql`${t.status} IN ('queued', 'making')`),
    check('book_jobs_status', sql`${t.status} IN ('queued', 'making', 'ready', 'failed')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type ColoredRow = typeof coloreds.$inferSelect;
export type CreditRow = typeof credits.$inferSelect;
