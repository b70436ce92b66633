import { endpoints } from '@huebook/shared/api/endpoints';
import { pageUploadFieldsSchema } from '@huebook/shared/schemas/page-create';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { AppContext } from '../../context.ts';
import { route } from '../../lib/endpoint.ts';
import { readForm, requireFile } from '../../lib/multipart.ts';

import { toggleBlocked } from './block.ts';
import { FAVORITES_PAID_ONLY, toggleFavorite } from './favorite.ts';
import { listPages } from './list.ts';
import { readNumberPalette } from './number-palette.ts';
import { pageTitleSchema, readPage, titleFromFilename } from './service.ts';
import { createUploadedPage } from './upload-service.ts';

/** /api/pages/*: lists, one page, favorite and block toggles, page creation from an upload. */
export function pageRoutes(app: FastifyInstance, ctx: AppContext): void {
  // The hot list: the session is checked inside its one query; answers by fast-json-stringify.
  route(app, ctx, endpoints.listPages, async ({ claims, query }) => listPages(ctx, claims, query), {
    session: 'token',
    serializer: 'fast',
  });

  route(
    app,
    ctx,
    endpoints.toggleFavorite,
    async ({ me, params, body }) => ({ data: await toggleFavorite(ctx, me, params.id, body?.favorited) }),
    { forbidden: FAVORITES_PAID_ONLY, admins: 'Admins cannot favorite pages.' },
  );

  route(app, ctx, endpoints.togglePageBlocked, async ({ me, params }) => ({
    data: await toggleBlocked(ctx, me, params.id),
  }));

  route(app, ctx, endpoints.readPage, async ({ me, params }) => ({
    data: await readPage(ctx, me, params.id),
  }));

  route(app, ctx, endpoints.readPagePalette, async ({ me, params }) => ({
    data: await readNumberPalette(ctx, me, params.id),
  }));

  route(app, ctx, endpoints.uploadPage, async ({ me, request, reply }) => {
    const form = await readForm(request);
    const file = requireFile(form);
    const rawTitle = form.fields.title?.trim();
    const { title } = z
      .object({ title: pageTitleSchema })
      .parse({ title: rawTitle ? rawTitle : titleFromFilename(file.filename) });
    const { lineArt, detail } = pageUploadFieldsSchema.parse(form.fields);
    // A client that leaves stops an OpenAI conversion: the credit is refunded, nothing stored.
    const controller = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) controller.abort();
    };
    reply.raw.once('close', onClose);
    try {
      const input = { picture: file.data, title, lineArt, detail };
      return {
        data: await createUploadedPage(ctx, me, input, { signal: controller.signal, log: request.log }),
      };
    } finally {
      reply.raw.off('close', onClose);
    }
  });
}
