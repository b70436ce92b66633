/**
 * The effects of a subscription's life on the database: start, renewal, change, end. Each runs
 * inside the caller's transaction, the one that also records the Stripe event id, so an event
 * applies exactly once (DESIGN.md "Payments", "Credits").
 */
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';

import type { Executor, Tx } from '../../db/client.ts';
import { credits, plans, subscriptions, users, type PlanRow } from '../../db/schema.ts';

/** One month after `from` (same day of month, clamped by Date arithmetic). */
export function oneMonthAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/** Resets the user's credits to the plan's limits; the new period starts now. */
async function resetCredits(tx: Tx, userId: string, plan: PlanRow): Promise<void> {
  await tx
    .update(credits)
    .set({ publicPage: plan.publicPageLimit, pageCreation: plan.pageCreationLimit, periodStart: sql`now()` })
    .where(eq(credits.userId, userId));
}

async function findPlan(tx: Tx, planId: string): Promise<PlanRow | null> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, planId));
  return plan ?? null;
}

export interface StartSubscriptionInput {
  userId: string;
  planId: string;
  /** Stripe's subscription id (`sub_…`), or `test_sub_…` in test mode. */
  stripeSubscriptionId: string;
  /** Stripe's customer id, kept as the user's stripe_id when none is set. */
  stripeCustomerId: string | null;
  /** End of the first paid period. */
  expireAt: Date;
}

/**
 * A checkout completed: records the subscription, moves the user to its plan and resets their
 * credits to the plan's limits with a period starting now. Returns false (and changes nothing)
 * when the user or the paid plan does not exist, or the subscription is already recorded.
 */
export async function startSubscription(tx: Tx, input: StartSubscriptionInput): Promise<boolean> {
  const plan = await findPlan(tx, input.planId);
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!plan?.paid || !user) return false;
  const inserted = await tx
    .insert(subscriptions)
    .values({
      userId: input.userId,
      planId: plan.id,
      stripeSubscriptionId: input.stripeSubscriptionId,
      priceCents: plan.priceCents,
      expireAt: input.expireAt,
    })
    .onConflictDoNothing({ target: subscriptions.stripeSubscriptionId })
    .returning({ id: subscriptions.id });
  if (inserted.length === 0) return false;
  await tx
    .update(users)
    .set({ planId: plan.id, stripeId: sql`coalesce(${users.stripeId}, ${input.stripeCustomerId})` })
    .where(eq(users.id, input.userId));
  await resetCredits(tx, input.userId, plan);
  return true;
}

async function findByStripeId(tx: Tx, stripeSubscriptionId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .for('update');
  return row ?? null;
}

/**
 * An invoice of the subscription was paid: the paid period now ends at `expireAt`; on a renewal
 * (`resetCredits`) the credits go back to the plan's limits. Unknown subscriptions are ignored.
 */
export async function renewSubscription(
  tx: Tx,
  stripeSubscriptionId: string,
  expireAt: Date,
  options: { resetCredits: boolean },
): Promise<boolean> {
  const row = await findByStripeId(tx, stripeSubscriptionId);
  if (!row) return false;
  await tx.update(subscriptions).set({ expireAt }).where(eq(subscriptions.id, row.id));
  const plan = await findPlan(tx, row.planId);
  if (options.resetCredits && plan) {
    await tx.update(users).set({ planId: plan.id }).where(eq(users.id, row.userId));
    await resetCredits(tx, row.userId, plan);
  }
  return true;
}

export interface SubscriptionChange {
  /** The plan of the subscription's price now, or null when the price is not a plan's. */
  planId: string | null;
  /** Whether it ends at the end of the period (a cancellation), or renews. */
  cancelAtPeriodEnd: boolean;
  /** End of the current period, when known. */
  expireAt: Date | null;
}

/**
 * The subscription changed at Stripe: a new plan (the user moves to it), a cancellation at the
 * period's end (canceled_at set, the plan kept until then) or its undoing (canceled_at cleared).
 */
export async function changeSubscription(
  tx: Tx,
  stripeSubscriptionId: string,
  change: SubscriptionChange,
): Promise<boolean> {
  const row = await findByStripeId(tx, stripeSubscriptionId);
  if (!row) return false;
  const plan = change.planId ? await findPlan(tx, change.planId) : null;
  const isNewPlan = plan?.paid === true && plan.id !== row.planId;
  await tx
    .update(subscriptions)
    .set({
      canceledAt: change.cancelAtPeriodEnd ? (row.canceledAt ?? new Date()) : null,
      ...(change.expireAt ? { expireAt: change.expireAt } : {}),
      ...(isNewPlan ? { planId: plan.id, priceCents: plan.priceCents } : {}),
    })
    .where(eq(subscriptions.id, row.id));
  if (isNewPlan) await tx.update(users).set({ planId: plan.id }).where(eq(users.id, row.userId));
  return true;
}

/**
 * The subscription ended (canceled now, or its canceled period ran out): it is marked canceled
 * and expired now, and the user goes back to the plan of another live subscription, else to
 * free, keeping at most the free plan's credits. Unknown subscriptions are ignored.
 */
export async function endSubscription(tx: Tx, stripeSubscriptionId: string): Promise<boolean> {
  const row = await findByStripeId(tx, stripeSubscriptionId);
  if (!row) return false;
  const now = new Date();
  await tx
    .update(subscriptions)
    .set({ canceledAt: row.canceledAt ?? now, expireAt: now })
    .where(eq(subscriptions.id, row.id));
  const [other] = await tx
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, row.userId),
        ne(subscriptions.id, row.id),
        or(isNull(subscriptions.expireAt), gt(subscriptions.expireAt, sql`now()`)),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (other) {
    await tx.update(users).set({ planId: other.planId }).where(eq(users.id, row.userId));
    return true;
  }
  const [free] = await tx.select().from(plans).where(eq(plans.name, 'free'));
  if (!free) throw new Error('the free plan is missing: was the database seeded?');
  await tx.update(users).set({ planId: free.id }).where(eq(users.id, row.userId));
  await tx
    .update(credits)
    .set({
      publicPage: sql`least(${credits.publicPage}, ${free.publicPageLimit})`,
      pageCreation: sql`least(${credits.pageCreation}, ${free.pageCreationLimit})`,
    })
    .where(eq(credits.userId, row.userId));
  return true;
}

/** The user's subscription that is neither canceled nor expired, or null. */
export async function findActiveSubscription(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        isNull(subscriptions.canceledAt),
        or(isNull(subscriptions.expireAt), gt(subscriptions.expireAt, sql`now()`)),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}
