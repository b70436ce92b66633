import { isUuid } from '@huebook/shared/api/contract';
import type { User } from '@huebook/shared/schemas/user';
import { eq, sql } from 'drizzle-orm';

import { findUserWithPlan, toUserView, type UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

import { insertUser } from './service.ts';

const NO_USER = 'No user found';

/** The user `id` with their plan. @throws AppError NOT_FOUND. */
async function requireUserById(ctx: AppContext, id: string): Promise<UserWithPlan> {
  const found = isUuid(id) ? await findUserWithPlan(ctx.db, id) : null;
  if (!found) throw new AppError('NOT_FOUND', NO_USER);
  return found;
}

/** GET /users/:id/read. @throws AppError NOT_FOUND. */
export async function readUser(ctx: AppContext, id: string): Promise<User> {
  return toUserView(ctx.db, await requireUserById(ctx, id));
}

/**
 * POST /users/create: an admin creates a user or another admin on the free plan, with free
 * credits, like sign-up; no code is mailed (the user signs in with their email).
 * @throws AppError CONFLICT when the email is taken.
 */
export async function createUserAsAdmin(
  ctx: AppContext,
  input: { name: string; email: string; admin: boolean },
): Promise<User> {
  const user = await ctx.db.transaction((tx) => insertUser(tx, input));
  return readUser(ctx, user.id);
}

/**
 * PATCH /users/:id/blocked/toggle (spec §4 "User blocked"). Blocking also bumps the token
 * version in the same statement, so every token of the user stops working at once.
 * @throws AppError NOT_FOUND, FORBIDDEN (an admin blocking themselves).
 */
export async function toggleUserBlocked(ctx: AppContext, me: UserWithPlan, id: string): Promise<User> {
  const target = await requireUserById(ctx, id);
  if (target.user.id === me.user.id) throw new AppError('FORBIDDEN', 'You cannot block yourself.');
  await ctx.db
    .update(users)
    .set({
      blocked: sql`NOT ${users.blocked}`,
      tokenVersion: sql`CASE WHEN ${users.blocked} THEN ${users.tokenVersion} ELSE ${users.tokenVersion} + 1 END`,
    })
    .where(eq(users.id, target.user.id));
  return readUser(ctx, target.user.id);
}
