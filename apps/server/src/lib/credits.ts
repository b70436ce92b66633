import { MESSAGES } from '@huebook/shared/messages';
import { TEST_MODE_PREFIX } from '@huebook/shared/schemas/checkout';
import type { CreditKind } from '@huebook/shared/schemas/credit';
import { and, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';

import type { Executor, Tx } from '../db/client.ts';
import { credits, plans, subscriptions, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** Test mode's subscription ids start so (modules/stripe/checkout.ts). */
export const TEST_SUBSCRIPTION_PREFIX = `${TEST_MODE_PREFIX}sub_`;

/**
 * True for a user (`users` in the query) whose paid plan is due to change: a live subscription
 * of theirs is canceled and past its `expire_at`, or is a test-mode one past it (test mode has
 * no invoices: it renews here), or no live subscription holds the plan at all. A subscription
 * that renews at Stripe keeps its plan past `expire_at` until invoice.paid or its deletion.
 */
export function isPlanDue(): SQL<boolean> {
  return sql<boolean>`(${plans.paid} AND NOT EXISTS (
    SELECT 1 FROM ${subscriptions} s
    WHERE s.user_id = ${users.id} AND s.ended_at IS NULL AND s.plan_id = ${users.planId}
      AND NOT coalesce(s.expire_at <= now()
        AND (s.canceled_at IS NOT NULL OR starts_with(s.stripe_subscription_id, ${TEST_SUBSCRIPTION_PREFIX})),
        false)))`;
}

/**
 * Brings a user's plan in line with their subscriptions, lazily (DESIGN.md "Payments"): a
 * canceled subscription whose paid period is over ends (the fallback when
 * customer.subscription.deleted never comes, and test mode's only end); a test-mode one that
 * is not canceled renews by whole months; then the user's plan is their live subscription's,
 * else free, keeping at most free's credits. Locks the user's row first, as every subscription
 * change does, so concurrent changes of one user run one after another.
 */
export async function settlePlan(tx: Tx, userId: string): Promise<void> {
  const [user] = await tx
    .select({ planId: users.planId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return;
  const mine = and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt));
  await tx
    .update(subscriptions)
    .set({ endedAt: sql`${subscriptions.expireAt}` })
    .where(and(mine, isNotNull(subscriptions.canceledAt), lte(subscriptions.expireAt, sql`now()`)));
  await tx.execute(sql`
    UPDATE ${subscriptions} SET expire_at = expire_at + make_interval(months =>
      (extract(year FROM age(now(), expire_at)) * 12 + extract(month FROM age(now(), expire_at)))::int + 1)
    WHERE user_id = ${userId} AND ended_at IS NULL AND canceled_at IS NULL
      AND starts_with(stripe_subscription_id, ${TEST_SUBSCRIPTION_PREFIX}) AND expire_at <= now()`);
  const [live] = await tx.select({ planId: subscriptions.planId }).from(subscriptions).where(mine);
  const [free] = await tx.select().from(plans).where(eq(plans.name, 'free'));
  if (!free) throw new Error('the free plan is missing: was the database seeded?');
  const planId = live?.planId ?? free.id;
  if (planId === user.planId) return;
  await tx.update(users).set({ planId }).where(eq(users.id, userId));
  if (planId !== free.id) return;
  await tx
    .update(credits)
    .set({
      publicPage: sql`least(${credits.publicPage}, ${free.publicPageLimit})`,
      pageCreation: sql`least(${credits.pageCreation}, ${free.pageCreationLimit})`,
    })
    .where(eq(credits.userId, userId));
}

/**
 * Resets a user's credits to their plan's limits when the period (one month) has ended,
 * in one UPDATE; the new period starts a whole number of months after the old one so it stays
 * anchored to the sign-up or renewal day (DESIGN.md "Credits").
 */
export async function resetCreditsIfDue(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${credits} SET
      public_page = ${plans.publicPageLimit},
      page_creation = ${plans.pageCreationLimit},
      period_start = ${credits.periodStart} + make_interval(months =>
        (extract(year FROM age(now(), ${credits.periodStart})) * 12
          + extract(month FROM age(now(), ${credits.periodStart})))::int)
    FROM ${users} JOIN ${plans} ON ${plans.id} = ${users.planId}
    WHERE ${credits.userId} = ${userId}
      AND ${users.id} = ${credits.userId}
      AND ${credits.periodStart} + interval '1 month' <= now()`);
}

const COLUMN = { public_page: credits.publicPage, page_creation: credits.pageCreation } as const;

/**
 * Spends one credit of `kind` atomically (`UPDATE … WHERE remaining > 0`): two concurrent
 * calls can never spend the same credit.
 * @throws AppError NO_CREDITS when none is left.
 */
export async function spendCredit(db: Executor, userId: string, kind: CreditKind): Promise<void> {
  await resetCreditsIfDue(db, userId);
  const column = COLUMN[kind];
  const spent = await db
    .update(credits)
    .set({ [kind === 'public_page' ? 'publicPage' : 'pageCreation']: sql`${column} - 1` })
    .where(and(eq(credits.userId, userId), gt(column, 0)))
    .returning({ id: credits.id });
  if (spent.length === 0) throw new AppError('NO_CREDITS', MESSAGES.noCredits);
}
