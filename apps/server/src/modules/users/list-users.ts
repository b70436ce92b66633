import type { Paginated } from '@huebook/shared/schemas/api';
import type { User } from '@huebook/shared/schemas/user';
import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';

import { userView, type SubscriptionSummary } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { plans, subscriptions, users, type PlanRow, type UserRow } from '../../db/schema.ts';
import { likePattern, newestFirst, newestFirstPage, paginate } from '../../lib/pagination.ts';

/** A listed user with their current subscription (null: none, or not on a paid plan). */
interface ListedUserRow {
  user: UserRow;
  plan: PlanRow;
  subscription: SubscriptionSummary | null;
}

/**
 * GET /users/paginate: every user, newest first, searched by name or email (ILIKE), keyset on
 * (created_at, id) — the users_created_at_idx order — with PAGE_SIZE + 1 rows and no COUNT.
 *
 * One statement per page: each user's current subscription (what `toUserView` reads for a paid
 * plan: the live one, not ended) comes from a LEFT JOIN LATERAL on subscriptions_user_idx,
 * instead of one query per paid user. Items are exactly what GET /users/:id/read answers.
 * @throws AppError INVALID_INPUT for a cursor this server did not make.
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
  const current = ctx.db
    .select({
      id: subscriptions.id,
      createdAt: subscriptions.createdAt,
      canceledAt: subscriptions.canceledAt,
      expireAt: subscriptions.expireAt,
    })
    .from(subscriptions)
    .where(
      and(
        // Free users show no subscription, whatever rows they have (as toUserView).
        eq(plans.paid, true),
        eq(subscriptions.userId, users.id),
        isNull(subscriptions.endedAt),
      ),
    )
    .limit(1)
    .as('current_subscription');
  const rows: ListedUserRow[] = await newestFirstPage(
    ctx.db
      .select({
        user: users,
        plan: plans,
        subscription: {
          id: current.id,
          createdAt: current.createdAt,
          canceledAt: current.canceledAt,
          expireAt: current.expireAt,
        },
      })
      .from(users)
      .innerJoin(plans, eq(plans.id, users.planId))
      .leftJoinLateral(current, sql`true`)
      .where(and(...conditions))
      .$dynamic(),
    keyset,
    query.page,
  );
  return paginate(
    rows,
    query.page,
    (row) => userView(row.user, row.plan, row.subscription),
    (row) => ({
      value: row.user.createdAt.toISOString(),
      id: row.user.id,
    }),
  );
}
