import { listedPageSchema } from '@huebook/shared/schemas/page';
import { pageUploadFieldsSchema } from '@huebook/shared/schemas/page-create';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { requireClaims, requireUser } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { readForm, requireFile } from '../../lib/multipart.ts';

import { toggleBlocked } from './block.ts';
import { toggleFavorite } from './favorite.ts';
import { listPages, pageListQuery } from './list.ts';
import { pageTitleSchema, readPage, titleFromFilename } from './service.ts';
import { createUploadedPage } from './upload-service.ts';

/** Optional body of the favorite toggle: the wanted state (makes a retry idempotent). */
const favoriteBody = z.object({ favorited: z.boolean().optional() }).nullish();

type JsonSchema = Record<string, unknown>;

/**
 * A zod JSON Schema with each nullable `anyOf: [X, null]` folded into X with `type: [X, 'null']`:
 * fast-json-stringify runs a validator to pick an anyOf branch, but serializes a type list
 * with a plain check.
 */
function foldNullable(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) ? foldNullable(value as JsonSchema) : value;
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  const [only, nullable] = anyOf ?? [];
  if (anyOf?.length === 2 && only && nullable?.type === 'null' && typeof only.type === 'string') {
    delete out.anyOf;
    Object.assign(out, only, { type: [only.type, 'null'] });
  }
  if (out.properties) {
    const properties = out.properties as Record<string, JsonSchema>;
    out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, foldNullable(v)]));
  }
  return out;
}

/**
 * The 200 answer of GET /pages/paginate (Paginated<ListedPage>) as JSON Schema built from listedPageSchema:
 * Fastify serializes it with fast-json-stringify, compiled once, instead of JSON.stringify.
 */
const pageListResponse = {
  type: 'object',
  properties: {
    data: { type: 'array', items: foldNullable(z.toJSONSchema(listedPageSchema) as JsonSchema) },
    current_page: { type: 'integer' },
    last_page: { type: 'integer' },
    per_page: { type: 'integer' },
    next_cursor: { type: ['string', 'null'] },
  },
  required: ['data', 'current_page', 'last_page', 'per_page', 'next_cursor'],
};

/** /api/pages/*: lists, one page, favorite and block toggles, page creation from an upload. */
export function pageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/pages/paginate', { schema: { response: { 200: pageListResponse } } }, async (request) => {
    const claims = await requireClaims(ctx, request);
    return listPages(ctx, claims, pageListQuery.parse(request.query));
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

  app.post('/pages/upload', async (request, reply) => {
    const me = await requireUser(ctx, request);
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
