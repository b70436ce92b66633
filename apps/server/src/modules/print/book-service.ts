import { createHash } from 'node:crypto';

import { isUuid } from '@huebook/shared/api/contract';
import type { BookPdfBody } from '@huebook/shared/schemas/print';
import { and, eq, inArray } from 'drizzle-orm';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { coloreds, pages } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

import type { BookJobs, Job } from './book-jobs.ts';
import { buildBookPdf } from './book-pdf.ts';
import { pdfContentDisposition, pdfFileName } from './file-name.ts';
import { requirePrintPlan } from './service.ts';

/**
 * POST /books and POST /books/pdf: finds or starts the job making the book `body` (a cover,
 * then each page with the user's saved colored layer, or its line art when they have not
 * colored it). Paid plans only, like the single-page PDF; every page must be one `me` may see
 * (GET /pages/:id/read's rule). The pages are checked now; their pictures are read when the
 * job's turn comes, one page at a time. The job's key is the user, the options and, in order,
 * each page's id with what changes its print (title, picture, saved colors and their time), so
 * the same book asked again joins the job, and a recolored page makes a new one.
 * @returns the job (see book-jobs.ts).
 * @throws AppError NO_PAID_PLAN (free plan), NOT_FOUND (a page missing, or blocked and `me`
 *   neither its owner nor an admin; the issue names its place in `pageIds`).
 */
export async function startBook(
  ctx: AppContext,
  jobs: BookJobs,
  me: UserWithPlan,
  body: BookPdfBody,
): Promise<Job> {
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
    .select({ pageId: coloreds.pageId, photoKey: coloreds.photoKey, updatedAt: coloreds.updatedAt })
    .from(coloreds)
    .where(and(eq(coloreds.userId, me.user.id), inArray(coloreds.pageId, ids)));
  const layers = new Map(saved.map((row) => [row.pageId, row]));

  const key = createHash('sha256')
    .update(
      JSON.stringify([
        me.user.id,
        body.title,
        body.paper,
        body.blankBacks,
        book.map((page) => {
          const layer = layers.get(page.id);
          return [page.id, page.title, page.illustrationKey, layer?.photoKey, layer?.updatedAt.getTime()];
        }),
      ]),
    )
    .digest('base64url');

  return jobs.start({
    userId: me.user.id,
    key,
    total: book.length,
    fileName: pdfFileName(body.title),
    disposition: pdfContentDisposition(body.title),
    make: async (onProgress) => {
      const { pdf } = await buildBookPdf({
        title: body.title,
        paper: body.paper,
        blankBacks: body.blankBacks,
        onProgress,
        pages: book.map((page) => ({
          title: page.title,
          read: async () => {
            const layerKey = layers.get(page.id)?.photoKey;
            return {
              illustration: await ctx.storage.get(page.illustrationKey),
              layer: layerKey ? await ctx.storage.get(layerKey) : null,
            };
          },
        })),
      });
      return pdf;
    },
  });
}

/**
 * GET /books/:id and its PDF: `me`'s job `id`.
 * @throws AppError NOT_FOUND (no such job, someone else's, or forgotten BOOK_CACHE_MS after it
 *   ended).
 */
export function findBook(jobs: BookJobs, me: UserWithPlan, id: string): Job {
  requirePrintPlan(me);
  const job = jobs.find(me.user.id, id);
  if (!job) throw new AppError('NOT_FOUND', 'This book is no longer here. Make it again.');
  return job;
}

/**
 * The finished PDF of a job.
 * @throws AppError CONFLICT (still being made), INTERNAL (it failed: the job says why).
 */
export function bookPdfOf(job: Job): { pdf: Buffer; disposition: string } {
  if (job.pdf) return { pdf: job.pdf, disposition: job.disposition };
  if (job.view.state === 'failed') {
    throw new AppError('INTERNAL', job.view.message ?? 'The book could not be made. Try again.');
  }
  throw new AppError('CONFLICT', 'The book is still being made. Wait for it to be ready.');
}
