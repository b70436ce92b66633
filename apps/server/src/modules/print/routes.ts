import { endpoints } from '@huebook/shared/api/endpoints';
import { MESSAGES } from '@huebook/shared/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../lib/endpoint.ts';
import { readForm, requireFile } from '../../lib/multipart.ts';
import { perUserRateLimit } from '../../lib/rate-limit.ts';

import { viewOf } from './book-job-rows.ts';
import { BookJobs } from './book-jobs.ts';
import { bookPdfOf, findBook, makeStoredBook, startBook, waitForBook } from './book-service.ts';
import { parsePrintNumbers } from './print-numbers.ts';
import { makePagePdf } from './service.ts';

/** PDFs one user may make per PDF_RATE_WINDOW (off where UPLOAD_RATE_LIMIT is 0, as in tests). */
const PDF_RATE_LIMIT = 60;
const PDF_RATE_WINDOW = '10 minutes';
/** Books one user may make per PDF_RATE_WINDOW (same switch). */
const BOOK_RATE_LIMIT = 10;

function sendPdf(reply: FastifyReply, made: { pdf: Buffer; disposition: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', made.disposition)
    .header('cache-control', 'private, no-store')
    .send(made.pdf);
}

/**
 * /api/pages/:id/pdf?paper=a4|letter: the page as a print-ready one-sheet PDF (paid plans).
 * GET prints the saved colored page (or the line art); POST prints the multipart `file`, the
 * colored layer as a PNG, unsaved strokes included. POST /api/books/pdf makes a book of up to 24
 * saved pages behind a cover, as a job (book-jobs.ts): POST /api/books starts or joins it and
 * answers at once, GET /api/books/:id tells its progress, GET /api/books/:id/pdf gives the file;
 * POST /api/books/pdf waits for the job and answers the file. Book jobs live in the database and
 * their files in storage, so any instance answers them; single-page PDFs are never stored.
 */
export function printRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limit = perUserRateLimit(ctx, {
    max: ctx.config.uploadRateLimit > 0 ? PDF_RATE_LIMIT : 0,
    timeWindow: PDF_RATE_WINDOW,
    message: (after) => `You have made too many PDFs. Try again in ${after}.`,
  });

  const extras = { ...limit, forbidden: MESSAGES.downloadPaidOnly };
  route(
    app,
    ctx,
    endpoints.pagePdf,
    async ({ me, params, query, reply }) =>
      sendPdf(reply, await makePagePdf(ctx, me, { pageId: params.id, paper: query.paper })),
    extras,
  );

  // Who may print is settled before the form is read (lib/endpoint.ts checks the plan first).
  route(
    app,
    ctx,
    endpoints.drawingPdf,
    async ({ me, params, query, request, reply }) => {
      const form = await readForm(request);
      const layer = requireFile(form).data;
      const numbers = parsePrintNumbers(form.fields.numbers);
      return sendPdf(
        reply,
        await makePagePdf(ctx, me, { pageId: params.id, paper: query.paper, layer, numbers }),
      );
    },
    extras,
  );

  // A book is up to 24 pages of picture work (about 3 s of CPU): its own, smaller allowance.
  const bookLimit = perUserRateLimit(ctx, {
    max: ctx.config.uploadRateLimit > 0 ? BOOK_RATE_LIMIT : 0,
    timeWindow: PDF_RATE_WINDOW,
    message: (after) => `You have made too many books. Try again in ${after}.`,
  });
  const jobs = new BookJobs({
    db: ctx.db,
    storage: ctx.storage,
    make: (job, onProgress) => makeStoredBook(ctx, job, onProgress),
    log: (error, message) => ctx.log.error({ err: error }, message),
  });
  app.addHook('onClose', async () => jobs.close());
  const bookExtras = { ...bookLimit, forbidden: MESSAGES.downloadPaidOnly };
  route(
    app,
    ctx,
    endpoints.bookPdf,
    async ({ me, body, reply }) => {
      const job = await startBook(ctx, jobs, me, body);
      return sendPdf(reply, await bookPdfOf(jobs, await waitForBook(jobs, me, job.id)));
    },
    bookExtras,
  );
  route(
    app,
    ctx,
    endpoints.startBook,
    async ({ me, body }) => ({ data: viewOf(await startBook(ctx, jobs, me, body)) }),
    bookExtras,
  );
  const readExtras = { forbidden: MESSAGES.downloadPaidOnly };
  route(
    app,
    ctx,
    endpoints.bookJob,
    async ({ me, params }) => ({ data: viewOf(await findBook(jobs, me, params.id)) }),
    readExtras,
  );
  route(
    app,
    ctx,
    endpoints.bookJobPdf,
    async ({ me, params, reply }) =>
      sendPdf(reply, await bookPdfOf(jobs, await findBook(jobs, me, params.id))),
    readExtras,
  );
}
