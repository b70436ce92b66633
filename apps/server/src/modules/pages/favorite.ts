import type { Page } from '@huebook/shared/schemas/page';
import { and, eq, sql } from 'drizzle-orm';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { favorites, pages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

import { findPageRow, pageViewById } from './page-view.ts';

export const FAVORITES_PAID_ONLY = 'Favorites are available on the paid plans.';

/** Adds `delta` (±1) to the page's favorited_count and popularity. */
async function bumpCounters(tx: Tx, pageId: string, delta: 1 | -1): Promise<void> {
  await tx
    .update(pages)
    .set({
      favoritedCount: sql`${pages.favoritedCount} + ${delta}`,
      popularity: sql`${pages.popularity} + ${delta}`,
    })
    .where(eq(pages.id, pageId));
}

/**
 * PATCH /pages/:id/favorited/toggle: flips the user's favorite of a page, or sets it to
 * `favorited` when given (a retried request then changes nothing). The favorites row and the
 * counters change in one transaction, and the counters move only when a row was really
 * inserted or deleted, so concurrent toggles never drift them from the rows.
 * @throws AppError FORBIDDEN (admins), NO_PAID_PLAN (free plan), NOT_FOUND (missing or blocked).
 */
export async function toggleFavorite(
  ctx: AppContext,
  me: UserWithPlan,
  pageId: string,
  favorited?: boolean,
): Promise<Page> {
  if (me.user.admin) throw new AppError('FORBIDDEN', 'Admins cannot favorite pages.');
  if (!me.plan.paid) throw new AppError('NO_PAID_PLAN', FAVORITES_PAID_ONLY);
  const page = await findPageRow(ctx.db, pageId);
  if (!page || page.blocked) throw new AppError('NOT_FOUND', 'Page not found');

  const userId = me.user.id;
  await ctx.db.transaction(async (tx) => {
    if (favorited !== true) {
      const deleted = await tx
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.pageId, page.id)))
        .returning({ pageId: favorites.pageId });
      if (deleted.length > 0) return bumpCounters(tx, page.id, -1);
      if (favorited === false) return;
    }
    const inserted = await tx
      .insert(favorites)
      .values({ userId, pageId: page.id })
      .onConflictDoNothing()
      .returning({ pageId: favorites.pageId });
    if (inserted.length > 0) await bumpCounters(tx, page.id, 1);
  });
  return pageViewById(ctx, userId, page.id);
}
