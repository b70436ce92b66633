import type { User } from '@huebook/shared/schemas/user';
import { and, eq, isNull } from 'drizzle-orm';

import type { Executor } from '../db/client.ts';
import { plans, subscriptions, users, type PlanRow, type UserRow } from '../db/schema.ts';

/** A user row with its plan, as loaded for every authenticated request. */
export interface UserWithPlan {
  user: UserRow;
  plan: PlanRow;
}

/** Loads a user and their plan by id, or null. */
export async function findUserWithPlan(db: Executor, userId: string): Promise<UserWithPlan | null> {
  const [row] = await db
    .select({ user: users, plan: plans })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The user's current subscription: their live one (at most one: migration 0007), canceled or
 * not; a canceled one stays until its `expire_at`, when requireUser settles the plan.
 */
async function findCurrentSubscription(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)))
    .limit(1);
  return row ?? null;
}

/** The fields of a user's current subscription that the API shows. */
export interface SubscriptionSummary {
  id: string;
  createdAt: Date;
  canceledAt: Date | null;
  expireAt: Date | null;
}

/** The API shape of a user (userSchema) from their row, plan and current subscription (or null). */
export function userView(user: UserRow, plan: PlanRow, subscription: SubscriptionSummary | null): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    photo: user.photo,
    admin: user.admin,
    blocked: user.blocked,
    created_at: user.createdAt.toISOString(),
    stripe_id: user.stripeId,
    plan: { title: plan.title, name: plan.name as User['plan']['name'], paid: plan.paid },
    subscription: subscription
      ? {
          id: subscription.id,
          created_at: subscription.createdAt.toISOString(),
          canceled_at: subscription.canceledAt?.toISOString() ?? null,
          expire_at: subscription.expireAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The API shape of a user (userSchema): plan summary and current subscription (paid plans) or null. */
export async function toUserView(db: Executor, { user, plan }: UserWithPlan): Promise<User> {
  return userView(user, plan, plan.paid ? await findCurrentSubscription(db, user.id) : null);
}
