import { isUuid } from '@huebook/shared/api/contract';
import type { NumberPalette } from '@huebook/shared/schemas/number-palette';
import { eq } from 'drizzle-orm';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { pages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/**
 * GET /pages/:id/palette: a photo page's own colours for color by number (kept when the page
 * was made, providers/line-art/photo-palette.ts), or null for a page without them (drawn pages,
 * older photo pages: the browser makes a palette of its own). Visible as GET /pages/:id/read is.
 * @throws AppError NOT_FOUND (missing, or blocked and `me` neither its owner nor an admin).
 */
export async function readNumberPalette(
  ctx: AppContext,
  me: UserWithPlan,
  pageId: string,
): Promise<NumberPalette | null> {
  const [page] = isUuid(pageId)
    ? await ctx.db
        .select({ userId: pages.userId, blocked: pages.blocked, numberPalette: pages.numberPalette })
        .from(pages)
        .where(eq(pages.id, pageId))
    : [];
  if (!page || (page.blocked && !me.user.admin && page.userId !== me.user.id)) {
    throw new AppError('NOT_FOUND', 'Page not found');
  }
  return page.numberPalette ?? null;
}
