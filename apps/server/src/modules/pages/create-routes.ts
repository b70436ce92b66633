import { pageCreateBodySchema } from '@huebook/shared/schemas/page-create';
import type { FastifyInstance } from 'fastify';

import { requireUser } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';

import { createAiPage, suggestPagePrompt } from './create-service.ts';

/** /api/pages/create (an AI page from a prompt) and /api/pages/prompt/generate (a page idea). */
export function pageCreateRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/pages/create', async (request, reply) => {
    const me = await requireUser(ctx, request);
    const body = pageCreateBodySchema.parse(request.body ?? {});
    // A client that leaves before the picture is ready stops the provider call: the credit is
    // refunded and nothing is stored.
    const controller = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) controller.abort();
    };
    reply.raw.once('close', onClose);
    try {
      return { data: await createAiPage(ctx, me, body, { signal: controller.signal, log: request.log }) };
    } finally {
      reply.raw.off('close', onClose);
    }
  });

  app.get('/pages/prompt/generate', async (request) => {
    await requireUser(ctx, request);
    return { data: { prompt: await suggestPagePrompt(ctx, request.log) } };
  });
}
