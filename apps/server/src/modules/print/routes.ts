import { pagePdfQuerySchema } from '@huebook/shared/schemas/print';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { requireUser } from '../../auth/current-user.ts';
import type { UserWithPlan } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { readForm, requireFile } from '../../lib/multipart.ts';
import { perUserRateLimit } from '../../lib/rate-limit.ts';

import { makePagePdf, requirePrintPlan } from './service.ts';

/** PDFs one user may make per PDF_RATE_WINDOW (off where UPLOAD_RATE_LIMIT is 0, as in tests). */
const PDF_RATE_LIMIT = 60;
const PDF_RATE_WINDOW = '10 minutes';

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
 * colored layer as a PNG, unsaved strokes included. Nothing is stored.
 */
export function printRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limit = perUserRateLimit(ctx, {
    max: ctx.config.uploadRateLimit > 0 ? PDF_RATE_LIMIT : 0,
    timeWindow: PDF_RATE_WINDOW,
    message: (after) => `You have made too many PDFs. Try again in ${after}.`,
  });

  app.get<{ Params: { id: string } }>('/pages/:id/pdf', limit, async (request, reply) => {
    const me = await requireUser(ctx, request);
    const { paper } = pagePdfQuerySchema.parse(request.query);
    return sendPdf(reply, await makePagePdf(ctx, me, { pageId: request.params.id, paper }));
  });

  // Who may print is settled before the body is read: a free user's upload is never parsed.
  const signedIn = new WeakMap<FastifyRequest, UserWithPlan>();
  const onRequest = async (request: FastifyRequest) => {
    const me = await requireUser(ctx, request);
    requirePrintPlan(me);
    signedIn.set(request, me);
  };
  app.post<{ Params: { id: string } }>('/pages/:id/pdf', { ...limit, onRequest }, async (request, reply) => {
    const me = signedIn.get(request) ?? (await requireUser(ctx, request));
    const { paper } = pagePdfQuerySchema.parse(request.query);
    const layer = requireFile(await readForm(request)).data;
    return sendPdf(reply, await makePagePdf(ctx, me, { pageId: request.params.id, paper, layer }));
  });
}
