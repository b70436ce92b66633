import { randomUUID } from 'node:crypto';
import path from 'node:path';

import type { Page } from '@huebook/shared/schemas/page';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { pages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { spendCredit } from '../../lib/credits.ts';
import { convertToLineArt } from '../../providers/line-art/convert.ts';
import { finalizePage, type FinalPage } from '../../providers/line-art/finalize.ts';

import { selectPages, toPageView, trendingThreshold } from './page-view.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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
  const [row] = UUID.test(pageId) ? await selectPages(ctx.db, me.user.id).where(eq(pages.id, pageId)) : [];
  if (!row || (row.page.blocked && !me.user.admin && row.page.userId !== me.user.id)) {
    throw new AppError('NOT_FOUND', PAGE_NOT_FOUND);
  }
  return toPageView(ctx, row, me.user.id, await trendingThreshold(ctx.db));
}

/**
 * The page images of an upload. Every page ends as black lines on white (issue 4): with
 * `lineArt` the picture is first converted to line art (`convertToLineArt`); either way it then
 * passes `finalizePage` (thresholded, 1024² letterboxed on white, 512 px WebP thumbnail).
 * Keeping a picture "as it is" therefore suits pictures that already are line art.
 * @throws ImageInputError UNSUPPORTED_MEDIA_TYPE, IMAGE_TOO_LARGE.
 */
async function uploadedPageImages(picture: Buffer, lineArt: boolean): Promise<FinalPage> {
  return finalizePage(lineArt ? await convertToLineArt(picture) : picture);
}

/**
 * POST /pages/upload: turns a picture into a page (1024² black-and-white illustration, 512 px
 * WebP thumbnail), thresholded as it is or, with `lineArt`, converted to line art first. The picture is checked
 * before anything is spent; the credit spend, the stored files and the page row then succeed
 * or fail together (files are removed on failure).
 * @throws AppError FORBIDDEN (admins), NO_CREDITS, UNSUPPORTED_MEDIA_TYPE, TOO_LARGE.
 */
export async function createUploadedPage(
  ctx: AppContext,
  me: UserWithPlan,
  input: { picture: Buffer; title: string; lineArt?: boolean },
): Promise<Page> {
  if (me.user.admin) throw new AppError('FORBIDDEN', 'Admins cannot create pages.');
  const { illustration, thumbnail } = await uploadedPageImages(input.picture, input.lineArt ?? false);
  const id = randomUUID();
  const illustrationKey = `${id}.png`;
  const thumbnailKey = `${id}-thumb.webp`;
  try {
    await ctx.db.transaction(async (tx) => {
      await spendCredit(tx, me.user.id, 'page_creation');
      await ctx.storage.put(illustrationKey, illustration, 'image/png');
      await ctx.storage.put(thumbnailKey, thumbnail, 'image/webp');
      await tx.insert(pages).values({
        id,
        userId: me.user.id,
        title: input.title,
        source: 'upload',
        illustrationKey,
        thumbnailKey,
      });
    });
  } catch (error) {
    await Promise.all([ctx.storage.delete(illustrationKey), ctx.storage.delete(thumbnailKey)]).catch(
      () => undefined,
    );
    throw error;
  }
  return readPage(ctx, me, id);
}
