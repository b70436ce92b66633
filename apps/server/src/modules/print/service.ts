import { isUuid } from '@huebook/shared/api/contract';
import type { PaperSize } from '@huebook/shared/constants';
import { MESSAGES } from '@huebook/shared/messages';
import type { PrintNumbers } from '@huebook/shared/schemas/number-palette';
import { and, eq } from 'drizzle-orm';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { coloreds, pages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { inspectImage } from '../../lib/images.ts';

import { pdfContentDisposition } from './file-name.ts';
import { buildPagePdf } from './page-pdf.ts';

export interface PagePdfRequest {
  pageId: string;
  paper: PaperSize;
  /**
   * The colored layer to print (POST: the screen's, unsaved changes included); undefined
   * prints the user's saved colored page, or the bare line art when there is none.
   */
  layer?: Buffer;
  /** Color by number's numbers, printed small and grey over the page (POST only). */
  numbers?: PrintNumbers;
}

/**
 * Print and download are paid-plan features (spec §5): the same rule as the web's PNG download.
 * @throws AppError NO_PAID_PLAN (free plan).
 */
export function requirePrintPlan(me: UserWithPlan): void {
  if (!me.plan.paid) throw new AppError('NO_PAID_PLAN', MESSAGES.downloadPaidOnly);
}

/**
 * GET and POST /pages/:id/pdf: a page as a one-sheet PDF, for paid plans only
 * ({@link requirePrintPlan}). The page is refused as GET /pages/:id/read refuses it.
 * @returns the PDF bytes and its Content-Disposition (file named for the page title).
 * @throws AppError NO_PAID_PLAN (free plan), NOT_FOUND (missing, or blocked and `me` neither
 *   owner nor admin), UNSUPPORTED_MEDIA_TYPE / TOO_LARGE / INVALID_INPUT (a sent layer that is
 *   not a PNG picture).
 */
export async function makePagePdf(
  ctx: AppContext,
  me: UserWithPlan,
  request: PagePdfRequest,
): Promise<{ pdf: Buffer; disposition: string }> {
  requirePrintPlan(me);
  const [page] = isUuid(request.pageId)
    ? await ctx.db.select().from(pages).where(eq(pages.id, request.pageId))
    : [];
  if (!page || (page.blocked && !me.user.admin && page.userId !== me.user.id)) {
    throw new AppError('NOT_FOUND', 'Page not found');
  }
  let layer: Buffer | null = null;
  if (request.layer) {
    const picture = await inspectImage(request.layer);
    if (picture.format !== 'png') {
      const message = 'The colored layer must be a PNG picture.';
      throw new AppError('INVALID_INPUT', message, [{ path: 'file', message }]);
    }
    layer = request.layer;
  } else {
    const [saved] = await ctx.db
      .select({ photoKey: coloreds.photoKey })
      .from(coloreds)
      .where(and(eq(coloreds.userId, me.user.id), eq(coloreds.pageId, page.id)));
    if (saved) layer = await ctx.storage.get(saved.photoKey);
  }
  const illustration = await ctx.storage.get(page.illustrationKey);
  const { pdf } = await buildPagePdf({
    illustration,
    layer,
    title: page.title,
    paper: request.paper,
    numbers: request.numbers ?? [],
  });
  return { pdf, disposition: pdfContentDisposition(page.title) };
}
