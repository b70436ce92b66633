import { centsToDollars } from '@huebook/shared/format';
import type { Paginated } from '@huebook/shared/schemas/api';
import type { Subscription } from '@huebook/shared/schemas/subscription';
import { and, eq, ilike, type SQL } from 'drizzle-orm';

import type { AppContext } from '../../context.ts';
import { plans, subscriptions, users } from '../../db/schema.ts';
import { likePattern, newestFirst, newestFirstPage, paginate } from '../../lib/pagination.ts';

/**
 * GET /subscriptions/paginate (admins): every subscription newest first, searched by the user's
 * email; keyset on (created_at, id) when a cursor is given, else offset by page.
 */
export async function listSubscriptions(
  ctx: AppContext,
  query: { page: number; search: string; cursor?: string | undefined },
): Promise<Paginated<Subscription>> {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) conditions.push(ilike(users.email, likePattern(query.search)));
  const keyset = newestFirst(subscriptions.createdAt, subscriptions.id, query.cursor);
  conditions.push(keyset.after);
  const rows = await newestFirstPage(
    ctx.db
      .select({
        subscription: subscriptions,
        planTitle: plans.title,
        email: users.email,
        stripeId: users.stripeId,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(...conditions))
      .$dynamic(),
    keyset,
    query.page,
  );
  return paginate(
    rows,
    query.page,
    (row): Subscription => ({
      id: row.subscription.id,
      created_at: row.subscription.createdAt.toISOString(),
      canceled_at: row.subscription.canceledAt?.toISOString() ?? null,
      expire_at: row.subscription.expireAt?.toISOString() ?? null,
      price: centsToDollars(row.subscription.priceCents),
      plan: { title: row.planTitle },
      user: { email: row.email, stripe_id: row.stripeId },
    }),
    (row) => ({ value: row.subscription.createdAt.toISOString(), id: row.subscription.id }),
  );
}
