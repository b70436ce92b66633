/**
 * The effects of a subscription's life on the database: start, renewal, change, end. Each runs
 * inside the caller's transaction, the one that also records the Stripe event id, so an event
 * applies exactly once (DESIGN.md "Payments", "Credits"). Each locks the user's row first
 * (settlePlan) and leaves the user on the plan of their one live subscription, else on free.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Executor, Tx } from '../../db/client.ts';
import { credits, plans, subscriptions, users, type PlanRow } from '../../db/schema.ts';
import { settlePlan } from '../../lib/credits.ts';

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

/** The user's live subscription (not ended; canceled or not), or null. */
export async function findLiveSubscription(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)))
    .limit(1);
  return row ?? null;
}

/** The user's live subscription that is not canceled (spec §4: active), or null. */
export async function findActiveSubscription(db: Executor, userId: string) {
  const live = await findLiveSubscription(db, userId);
  return live && !live.canceledAt ? live : null;
}

export interface StartSubscriptionInput {
  userId: string;
  planId: string;
  /** Stripe's subscription id (`sub_…`), or `test_sub_…` in test mode. */
  stripeSubscriptionId: string;
  /** Stripe's customer id (`test_cus_…` in test mode), kept as the user's stripe_id when none is set. */
  stripeCustomerId: string | null;
  /** End of the first paid period. */
  expireAt: Date;
}

/**
 * What a start did: `started`; `known` (already recorded: nothing changed); `duplicate` (the
 * user already has a live subscription: this one is recorded as ended, and the caller cancels
 * it at Stripe or refuses it); `invalid` (no such user or paid plan: nothing recorded).
 */
export type StartResult = 'started' | 'known' | 'duplicate' | 'invalid';

/**
 * A checkout completed: records the subscription, moves the user to its plan and resets their
 * credits to the plan's limits with a period starting now — unless the user already has a live
 * subscription (a user has at most one: DESIGN.md "Payments").
 */
export async function startSubscription(tx: Tx, input: StartSubscriptionInput): Promise<StartResult> {
  const plan = await findPlan(tx, input.planId);
  if (!plan?.paid) return 'invalid';
  await settlePlan(tx, input.userId);
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!user) return 'invalid';
  const [known] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, input.stripeSubscriptionId));
  if (known) return 'known';
  const isDuplicate = (await findLiveSubscription(tx, input.userId)) !== null;
  const now = new Date();
  await tx.insert(subscriptions).values({
    userId: input.userId,
    planId: plan.id,
    stripeSubscriptionId: input.stripeSubscriptionId,
    priceCents: plan.priceCents,
    expireAt: isDuplicate ? now : input.expireAt,
    ...(isDuplicate ? { canceledAt: now, endedAt: now } : {}),
  });
  await tx
    .update(users)
    .set({ stripeId: sql`coalesce(${users.stripeId}, ${input.stripeCustomerId})` })
    .where(eq(users.id, input.userId));
  if (isDuplicate) return 'duplicate';
  await resetCredits(tx, input.userId, plan);
  await settlePlan(tx, input.userId);
  return 'started';
}

/**
 * The recorded subscription, read after locking its user's row (the order every change takes,
 * so two changes of one user never deadlock), or null when it is not recorded.
 */
async function findLocked(tx: Tx, stripeSubscriptionId: string) {
  const byId = eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId);
  const [found] = await tx.select({ userId: subscriptions.userId }).from(subscriptions).where(byId);
  if (!found) return null;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for('update');
  const [row] = await tx.select().from(subscriptions).where(byId).for('update');
  return row ?? null;
}

/** What a change did: `applied`; `unknown` (not recorded yet); `ignored` (ended, or stale). */
export type ChangeResult = 'applied' | 'unknown' | 'ignored';

/**
 * An invoice of the subscription was paid: the paid period now ends at `expireAt`; on a renewal
 * (`resetCredits`) the credits go back to the plan's limits. An ended subscription stays ended.
 */
export async function renewSubscription(
  tx: Tx,
  stripeSubscriptionId: string,
  expireAt: Date,
  options: { resetCredits: boolean },
): Promise<ChangeResult> {
  const row = await findLocked(tx, stripeSubscriptionId);
  if (!row) return 'unknown';
  if (row.endedAt) return 'ignored';
  await tx.update(subscriptions).set({ expireAt }).where(eq(subscriptions.id, row.id));
  await settlePlan(tx, row.userId);
  const plan = await findPlan(tx, row.planId);
  if (options.resetCredits && plan) await resetCredits(tx, row.userId, plan);
  return 'applied';
}

export interface SubscriptionChange {
  /** The plan of the subscription's price now, or null when the price is not a plan's. */
  planId: string | null;
  /** Whether it ends at the end of the period (a cancellation), or renews. */
  cancelAtPeriodEnd: boolean;
  /** End of the current period, when known. */
  expireAt: Date | null;
  /** When Stripe made the change (the event's `created`): an older change than one applied is stale. */
  changedAt: Date;
}

/**
 * The subscription changed at Stripe: a new plan (the user moves to it), a cancellation at the
 * period's end (canceled_at set, the plan kept until then) or its undoing (canceled_at cleared).
 * Of an ended subscription only the plan is recorded (what it was when it ended).
 */
export async function changeSubscription(
  tx: Tx,
  stripeSubscriptionId: string,
  change: SubscriptionChange,
): Promise<ChangeResult> {
  const row = await findLocked(tx, stripeSubscriptionId);
  if (!row) return 'unknown';
  if (row.syncedAt && row.syncedAt > change.changedAt) return 'ignored';
  const plan = change.planId ? await findPlan(tx, change.planId) : null;
  const newPlan = plan?.paid ? { planId: plan.id, priceCents: plan.priceCents } : {};
  const period = row.endedAt
    ? {}
    : {
        canceledAt: change.cancelAtPeriodEnd ? (row.canceledAt ?? new Date()) : null,
        ...(change.expireAt ? { expireAt: change.expireAt } : {}),
      };
  await tx
    .update(subscriptions)
    .set({ ...newPlan, ...period, syncedAt: change.changedAt })
    .where(eq(subscriptions.id, row.id));
  await settlePlan(tx, row.userId);
  return 'applied';
}

/**
 * The subscription ended (deleted at Stripe): it is canceled, expired and ended now, for good,
 * and the user goes back to free, keeping at most free's credits.
 */
export async function endSubscription(tx: Tx, stripeSubscriptionId: string): Promise<ChangeResult> {
  const row = await findLocked(tx, stripeSubscriptionId);
  if (!row) return 'unknown';
  if (row.endedAt) return 'ignored';
  const now = new Date();
  await tx
    .update(subscriptions)
    .set({
      canceledAt: row.canceledAt ?? now,
      expireAt: row.expireAt && row.expireAt < now ? row.expireAt : now,
      endedAt: now,
    })
    .where(eq(subscriptions.id, row.id));
  await settlePlan(tx, row.userId);
  return 'applied';
}
