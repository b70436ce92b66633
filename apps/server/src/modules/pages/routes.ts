import { pageListQuerySchema } from '@huebook/shared/schemas/page';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { requireUser } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { readForm, requireFile } from '../../lib/multipart.ts';

import { listPages } from './list.ts';
import { createUploadedPage, pageTitleSchema, readPage, titleFromFilename } from './service.ts';

/** /api/pages/*: lists, one page, and page creation from an upload. */
export function pageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/pages/paginate', async (request) => {
    const me = await requireUser(ctx, request);
    return listPages(ctx, me, pageListQuerySchema.parse(request.query));
  });

  app.get<{ Params: { id: string } }>('/pages/:id/read', async (request) => {
    const me = await requireUser(ctx, request);
    return { data: await readPage(ctx, me, request.params.id) };
  });

  app.post('/pages/upload', async (request) => {
    const me = await requireUser(ctx, request);
    const form = await readForm(request);
    const file = requireFile(form);
    const rawTitle = form.fields.title?.trim();
    const { title } = z
      .object({ title: pageTitleSchema })
      .parse({ title: rawTitle ? rawTitle : titleFromFilename(file.filename) });
    return { data: await createUploadedPage(ctx, me, { picture: file.data, title }) };
  });
}
