import type { FastifyInstance } from 'fastify';

import { requireUser } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { readForm, requireFile } from '../../lib/multipart.ts';

import { storeUpload, uploadLimitsSchema } from './service.ts';

/** POST /api/storage/upload: multipart `file` plus optional extensions, max, dimensions. */
export function storageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/storage/upload', async (request) => {
    const me = await requireUser(ctx, request);
    const form = await readForm(request);
    const limits = uploadLimitsSchema.parse(form.fields);
    const file = requireFile(form);
    const { url } = await storeUpload(ctx, me.user.id, file.data, limits);
    return { data: { url } };
  });
}
