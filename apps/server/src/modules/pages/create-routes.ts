import { endpoints } from '@huebook/shared/api/endpoints';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../lib/endpoint.ts';
import { perUserRateLimit } from '../../lib/rate-limit.ts';

import { createAiPage, suggestPagePrompt } from './create-service.ts';

/**
 * Page ideas a signed-in user may ask for per minute. A suggestion spends no credit but may call
 * OpenAI's chat API, so it is bounded: 20 a minute is far more than a person clicking
 * "Suggest a prompt" needs. Counted per signed-in user (per address for visitors): lib/rate-limit.ts.
 */
const PROMPT_SUGGESTIONS_PER_MINUTE = 20;

/** /api/pages/create (an AI page from a prompt) and /api/pages/prompt/generate (a page idea). */
export function pageCreateRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.createPage, async ({ me, body, request, reply }) => {
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

  const suggestionLimit = perUserRateLimit(ctx, {
    max: PROMPT_SUGGESTIONS_PER_MINUTE,
    timeWindow: '1 minute',
  });
  route(
    app,
    ctx,
    endpoints.suggestPrompt,
    async ({ request }) => ({ data: { prompt: await suggestPagePrompt(ctx, request.log) } }),
    suggestionLimit,
  );
}
