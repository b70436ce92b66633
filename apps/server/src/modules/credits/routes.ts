import { endpoints } from '@huebook/shared/api/endpoints';
import type { Credit } from '@huebook/shared/schemas/credit';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { toUserView } from '../../auth/user-view.ts';
import type { AppContext } from '../../context.ts';
import { credits } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { resetCreditsIfDue } from '../../lib/credits.ts';
import { route } from '../../lib/endpoint.ts';

/** /api/credits/read: the remaining credits of the current period, reset lazily when it ended. */
export function creditRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.readCredit, async ({ me }) => {
    await resetCreditsIfDue(ctx.db, me.user.id);
    const [row] = await ctx.db.select().from(credits).where(eq(credits.userId, me.user.id));
    if (!row) throw new AppError('NOT_FOUND', 'Failed to read credit');
    const credit: Credit = {
      id: row.id,
      public_page: row.publicPage,
      page_creation: row.pageCreation,
      period_start: row.periodStart.toISOString(),
      user: await toUserView(ctx.db, me),
    };
    return { data: credit };
  });
}
