import { pageUploadFieldsSchema } from '@huebook/shared/schemas/page-create';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { requireUser } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { readForm, requireFile } from '../../lib/multipart.ts';

import { toggleBlocked } from './block.ts';
import { toggleFavorite } from './favorite.ts';
import { listPages, pageListQuery } from './list.ts';
import { createUploadedPage, pageTitleSchema, readPage, titleFromFilename } from './service.ts';

/** Optional body of the favorite toggle: the wanted state (makes a retry idempotent). */
const favoriteBody = z.object({ favorited: z.boolean().optional() }).nullish();

/** /api/pages/*: lists, one page, favorite and block toggles, page creation from an upload. */
export function pageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/pages/paginate', async (request) => {
    const me = await requireUser(ctx, request);
    return listPages(ctx, me, pageListQuery.parse(request.query));
  });

  app.patch<{ Params: { id: string } }>('/pages/:id/favorited/toggle', async (request) => {
    const me = await requireUser(ctx, request);
    const wanted = favoriteBody.parse(request.body)?.favorited;
    return { data: await toggleFavorite(ctx, me, request.params.id, wanted) };
  });

  app.patch<{ Params: { id: string } }>('/pages/:id/blocked/toggle', async (request) => {
    const me = await requireUser(ctx, request);
    return { data: await toggleBlocked(ctx, me, request.params.id) };
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
    const { lineArt } = pageUploadFieldsSchema.parse(form.fields);
    return { data: await createUploadedPage(ctx, me, { picture: file.data, title, lineArt }) };
  });
}
