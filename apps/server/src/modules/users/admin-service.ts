import { PAGE_SIZE } from '@huebook/shared/constants';
import type { Paginated } from '@huebook/shared/schemas/api';
import type { User } from '@huebook/shared/schemas/user';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';

import { findUserWithPlan, toUserView, type UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { plans, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { likePattern, newestFirst, paginate } from '../../lib/pagination.ts';

import { insertUser } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_USER = 'No user found';

/** The user `id` with their plan. @throws AppError NOT_FOUND. */
async function requireUserById(ctx: AppContext, id: string): Promise<UserWithPlan> {
  const found = UUID.test(id) ? await findUserWithPlan(ctx.db, id) : null;
  if (!found) throw new AppError('NOT_FOUND', NO_USER);
  return found;
}

/**
 * GET /users/paginate: every user, newest first, searched by name or email (ILIKE), keyset on
 * (created_at, id) — the users_created_at_idx order — with PAGE_SIZE + 1 rows and no COUNT.
 */
export async function listUsers(
  ctx: AppContext,
  query: { page: number; search: string; cursor?: string | undefined },
): Promise<Paginated<User>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  const keyset = newestFirst(users.createdAt, users.id, query.cursor);
  conditions.push(keyset.after);
  let statement = ctx.db
    .select({ user: users, plan: plans })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(and(...conditions))
    .orderBy(...keyset.orderBy)
    .limit(PAGE_SIZE + 1)
    .$dynamic();
  if (!keyset.after) statement = statement.offset((query.page - 1) * PAGE_SIZE);
  const rows = await statement;
  // Only paid users need a subscription lookup (toUserView); a page holds at most PAGE_SIZE.
  const views = await Promise.all(rows.slice(0, PAGE_SIZE).map((row) => toUserView(ctx.db, row)));
  const viewById = new Map(views.map((view) => [view.id, view]));
  return paginate(
    rows,
    query.page,
    (row) => viewById.get(row.user.id) as User,
    (row) => ({ value: row.user.createdAt.toISOString(), id: row.user.id }),
  );
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
