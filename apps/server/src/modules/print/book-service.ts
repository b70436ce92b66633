import { isUuid } from '@huebook/shared/api/contract';
import type { BookPdfBody } from '@huebook/shared/schemas/print';
import { and, eq, inArray } from 'drizzle-orm';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { coloreds, pages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

import { buildBookPdf } from './book-pdf.ts';
import { pdfContentDisposition } from './file-name.ts';
import { requirePrintPlan } from './service.ts';

/**
 * POST /books/pdf: the pages `body.pageIds` as one book PDF (cover first), each with the user's
 * saved colored layer, or its line art when they have not colored it. Paid plans only, like
 * the single-page PDF; every page must be one `me` may see (GET /pages/:id/read's rule).
 * @returns the PDF bytes and its Content-Disposition (file named for the book's title).
 * @throws AppError NO_PAID_PLAN (free plan), NOT_FOUND (a page missing, or blocked and `me`
 *   neither its owner nor an admin; the issue names its place in `pageIds`).
 */
export async function makeBookPdf(
  ctx: AppContext,
  me: UserWithPlan,
  body: BookPdfBody,
): Promise<{ pdf: Buffer; disposition: string }> {
  requirePrintPlan(me);
  const ids = [...new Set(body.pageIds.filter((id) => isUuid(id)))];
  const rows = ids.length > 0 ? await ctx.db.select().from(pages).where(inArray(pages.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const book = body.pageIds.map((id, index) => {
    const page = byId.get(id);
    if (!page || (page.blocked && !me.user.admin && page.userId !== me.user.id)) {
      const message = 'Page not found';
      throw new AppError('NOT_FOUND', message, [{ path: `pageIds.${index}`, message }]);
    }
    return page;
  });
  const saved = await ctx.db
    .select({ pageId: coloreds.pageId, photoKey: coloreds.photoKey })
    .from(coloreds)
    .where(and(eq(coloreds.userId, me.user.id), inArray(coloreds.pageId, ids)));
  const layerKeys = new Map(saved.map((row) => [row.pageId, row.photoKey]));
  // One page's pictures in memory at a time beyond the PDF being built.
  const inputs = [];
  for (const page of book) {
    const layerKey = layerKeys.get(page.id);
    inputs.push({
      illustration: await ctx.storage.get(page.illustrationKey),
      layer: layerKey ? await ctx.storage.get(layerKey) : null,
      title: page.title,
    });
  }
  const { pdf } = await buildBookPdf({ title: body.title, paper: body.paper, pages: inputs });
  return { pdf, disposition: pdfContentDisposition(body.title) };
}
