import { createHash } from 'node:crypto';

import { isUuid } from '@huebook/shared/api/contract';
import type { BookPdfBody } from '@huebook/shared/schemas/print';
import { and, eq, inArray } from 'drizzle-orm';

import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { coloreds, pages, users, type PageRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

import { viewOf, type BookJobRow } from './book-job-rows.ts';
import type { BookJobs } from './book-jobs.ts';
import { buildBookPdf } from './book-pdf.ts';
import { pdfContentDisposition } from './file-name.ts';
import { requirePrintPlan } from './service.ts';

/** The pages of a book in order, each with the saved colored layer of its user, if any. */
interface ResolvedBook {
  pages: PageRow[];
  layers: Map<string, { photoKey: string; updatedAt: Date }>;
}

/**
 * Reads the pages `pageIds` (in order, repeats kept) and `user`'s saved layers of them. Every
 * page must be one `user` may see (GET /pages/:id/read's rule).
 * @throws AppError NOT_FOUND naming the first missing or blocked page's place in `pageIds`.
 */
async function resolveBook(
  ctx: AppContext,
  user: { id: string; admin: boolean },
  pageIds: string[],
): Promise<ResolvedBook> {
  const ids = [...new Set(pageIds.filter((id) => isUuid(id)))];
  const rows = ids.length > 0 ? await ctx.db.select().from(pages).where(inArray(pages.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const book = pageIds.map((id, index) => {
    const page = byId.get(id);
    if (!page || (page.blocked && !user.admin && page.userId !== user.id)) {
      const message = 'Page not found';
      throw new AppError('NOT_FOUND', message, [{ path: `pageIds.${index}`, message }]);
    }
    return page;
  });
  const saved =
    ids.length > 0
      ? await ctx.db
          .select({ pageId: coloreds.pageId, photoKey: coloreds.photoKey, updatedAt: coloreds.updatedAt })
          .from(coloreds)
          .where(and(eq(coloreds.userId, user.id), inArray(coloreds.pageId, ids)))
      : [];
  return { pages: book, layers: new Map(saved.map((row) => [row.pageId, row])) };
}

/**
 * POST /books and POST /books/pdf: finds or starts the job making the book `body` (a cover,
 * then each page with the user's saved colored layer, or its line art when they have not
 * colored it). Paid plans only, like the single-page PDF; every page must be one `me` may see
 * (GET /pages/:id/read's rule). The pages are checked now, and read again by whichever instance
 * makes the book ({@link makeStoredBook}). The job's key is the user, the options and, in order,
 * each page's id with what changes its print (title, picture, saved colors and their time), so
 * the same book asked again joins the job, and a recolored page makes a new one.
 * @returns the job's row (see book-jobs.ts).
 * @throws AppError NO_PAID_PLAN (free plan), NOT_FOUND (a page missing, or blocked and `me`
 *   neither its owner nor an admin; the issue names its place in `pageIds`).
 */
export async function startBook(
  ctx: AppContext,
  jobs: BookJobs,
  me: UserWithPlan,
  body: BookPdfBody,
): Promise<BookJobRow> {
  requirePrintPlan(me);
  const { pages: book, layers } = await resolveBook(ctx, me.user, body.pageIds);
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
  return jobs.start({ userId: me.user.id, key, total: book.length, body });
}

/**
 * Makes the PDF of a stored job (on the instance that created it, or one that took it over):
 * reads its pages and the user's layers again (the rule of {@link startBook}), then each page's
 * pictures from storage when its turn comes. `onProgress` gets the pages done.
 * @throws AppError NOT_FOUND (a page or the user gone since), Error when a picture is missing.
 */
export async function makeStoredBook(
  ctx: AppContext,
  job: BookJobRow,
  onProgress: (done: number) => void,
): Promise<Buffer> {
  const [user] = await ctx.db
    .select({ id: users.id, admin: users.admin })
    .from(users)
    .where(eq(users.id, job.userId));
  if (!user) throw new AppError('NOT_FOUND', 'The user of this book is gone.');
  const { request } = job;
  const { pages: book, layers } = await resolveBook(ctx, user, request.pageIds);
  const { pdf } = await buildBookPdf({
    title: request.title,
    paper: request.paper,
    blankBacks: request.blankBacks,
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
}

const GONE = 'This book is no longer here. Make it again.';

/**
 * GET /books/:id and its PDF: `me`'s job `id`, from whichever instance made it.
 * @throws AppError NOT_FOUND (no such job, someone else's, or deleted BOOK_CACHE_MS after it
 *   ended).
 */
export async function findBook(jobs: BookJobs, me: UserWithPlan, id: string): Promise<BookJobRow> {
  requirePrintPlan(me);
  const job = await jobs.find(me.user.id, id);
  if (!job) throw new AppError('NOT_FOUND', GONE);
  return job;
}

/**
 * POST /books/pdf: waits for `me`'s job `id` to end (made here or elsewhere).
 * @throws AppError NOT_FOUND when it is gone meanwhile.
 */
export async function waitForBook(jobs: BookJobs, me: UserWithPlan, id: string): Promise<BookJobRow> {
  const job = await jobs.waitFor(me.user.id, id);
  if (!job) throw new AppError('NOT_FOUND', GONE);
  return job;
}

/**
 * The finished PDF of a job, read from storage, and its Content-Disposition.
 * @throws AppError CONFLICT (still being made), INTERNAL (it failed: the job says why),
 *   NOT_FOUND (its file is gone).
 */
export async function bookPdfOf(
  jobs: BookJobs,
  job: BookJobRow,
): Promise<{ pdf: Buffer; disposition: string }> {
  if (job.status === 'failed')
    throw new AppError('INTERNAL', viewOf(job).message ?? 'The book could not be made.');
  if (job.status !== 'ready') {
    throw new AppError('CONFLICT', 'The book is still being made. Wait for it to be ready.');
  }
  try {
    return { pdf: await jobs.readPdf(job), disposition: pdfContentDisposition(job.request.title) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('NOT_FOUND', GONE);
    throw error;
  }
}
