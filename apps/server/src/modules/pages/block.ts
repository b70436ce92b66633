import type { Page } from '@huebook/shared/schemas/page';
import { eq, sql } from 'drizzle-orm';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { pages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

import { findPageRow, pageViewById } from './page-view.ts';

/**
 * PATCH /pages/:id/blocked/toggle. An admin flips `blocked` both ways. The owner's "delete"
 * (DESIGN.md "Pages": a soft delete) only ever blocks: repeating it leaves the page blocked,
 * and only an admin can bring it back. A blocked page's trending_score drops to 0 (the
 * recompute skips blocked pages and restores it after an unblock).
 * @throws AppError NOT_FOUND (missing, or blocked and not the owner's), FORBIDDEN (anyone else).
 */
export async function toggleBlocked(ctx: AppContext, me: UserWithPlan, pageId: string): Promise<Page> {
  const page = await findPageRow(ctx.db, pageId);
  const isOwner = page?.userId === me.user.id;
  if (!page || (page.blocked && !isOwner && !me.user.admin))
    throw new AppError('NOT_FOUND', 'Page not found');
  if (!isOwner && !me.user.admin) throw new AppError('FORBIDDEN', 'You can only delete your own pages.');

  // An admin's flip is computed in SQL so two concurrent flips cannot both read the old value.
  const blocked = me.user.admin ? sql`NOT ${pages.blocked}` : sql`true`;
  await ctx.db
    .update(pages)
    .set({
      blocked,
      trendingScore: sql`CASE WHEN ${blocked} THEN 0 ELSE ${pages.trendingScore} END`,
    })
    .where(eq(pages.id, page.id));
  return pageViewById(ctx, me.user.id, page.id);
}
