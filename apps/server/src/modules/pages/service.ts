import path from 'node:path';

import { isUuid } from '@huebook/shared/api/contract';
import type { Page } from '@huebook/shared/schemas/page';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { pages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

import { selectPages, toPageView, trendingThreshold } from './page-view.ts';

const PAGE_NOT_FOUND = 'Page not found';

export const pageTitleSchema = z
  .string()
  .trim()
  .min(1, 'Enter a title')
  .max(120, 'Title is too long (120 characters at most)');

/** A title from an uploaded file's name: "my-cat_photo.png" → "my cat photo". */
export function titleFromFilename(filename: string): string {
  const base = path.parse(filename).name.replace(/[-_]+/g, ' ').trim();
  return (base || 'Uploaded page').slice(0, 120);
}

/**
 * One page as the user `me` sees it.
 * @throws AppError NOT_FOUND when missing, or blocked and `me` is neither its owner nor an admin.
 */
export async function readPage(ctx: AppContext, me: UserWithPlan, pageId: string): Promise<Page> {
  const [row] = isUuid(pageId) ? await selectPages(ctx.db, me.user.id).where(eq(pages.id, pageId)) : [];
  if (!row || (row.page.blocked && !me.user.admin && row.page.userId !== me.user.id)) {
    throw new AppError('NOT_FOUND', PAGE_NOT_FOUND);
  }
  return toPageView(ctx, row, me.user.id, await trendingThreshold(ctx.db));
}
