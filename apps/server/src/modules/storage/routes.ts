import { endpoints } from '@huebook/shared/api/endpoints';
import { uploadLimitsSchema } from '@huebook/shared/schemas/storage';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { route } from '../../lib/endpoint.ts';
import { readForm, requireFile } from '../../lib/multipart.ts';
import { perUserRateLimit } from '../../lib/rate-limit.ts';

import { storeUpload } from './service.ts';

/** The window of `config.uploadRateLimit` (UPLOAD_RATE_LIMIT pictures per user). */
export const UPLOAD_RATE_WINDOW = '10 minutes';

/**
 * POST /api/storage/upload: multipart `file` plus optional extensions, max, dimensions. At most
 * UPLOAD_RATE_LIMIT calls per user per UPLOAD_RATE_WINDOW (counted on each instance), and the
 * daily cap of service.ts.
 */
export function storageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limit = perUserRateLimit(ctx, {
    max: ctx.config.uploadRateLimit,
    timeWindow: UPLOAD_RATE_WINDOW,
    message: (after) => `You have uploaded too many pictures. Try again in ${after}.`,
  });
  route(
    app,
    ctx,
    endpoints.upload,
    async ({ me, request }) => {
      const form = await readForm(request);
      const limits = uploadLimitsSchema.parse(form.fields);
      const file = requireFile(form);
      const { url } = await storeUpload(ctx, me, file.data, limits);
      return { data: { url } };
    },
    limit,
  );
}
