import { centsToDollars } from '@huebook/shared/format';
import { updatePlanBodySchema, type Plan, type PlanUpdateResult } from '@huebook/shared/schemas/plan';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { requireUser } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { plans, type PlanRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isTestMode, readStripeSettings } from '../../providers/stripe/client.ts';
import { checkoutPriceId } from '../stripe/prices.ts';

import { findPlanOrThrow, updatePlan } from './update.ts';

/** The API shape of a plan: price in dollars (stored as cents). */
export function toPlanView(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name as Plan['name'],
    title: row.title,
    description: row.description,
    price: centsToDollars(row.priceCents),
    paid: row.paid,
    discount: row.discount,
    stripe_price_id: row.stripePriceId,
    public_page_limit: row.publicPageLimit,
    page_creation_limit: row.pageCreationLimit,
  };
}

async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const me = await requireUser(ctx, request);
  if (!me.user.admin) throw new AppError('FORBIDDEN', 'Only admins can manage plans.');
}

/** /api/plans/*: the lists are public (cheapest first); reading one plan and editing are for admins. */
export function planRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/plans/list', async () => {
    const rows = await ctx.db.select().from(plans).orderBy(asc(plans.priceCents), asc(plans.name));
    return { data: rows.map(toPlanView) };
  });

  app.get('/plans/paid/list', async () => {
    const rows = await ctx.db.select().from(plans).where(eq(plans.paid, true)).orderBy(asc(plans.priceCents));
    // The price id checkout sends: in test mode a stand-in when none is set (modules/stripe/prices.ts).
    const testMode = isTestMode(ctx.config, await readStripeSettings(ctx));
    return {
      data: rows.map((row) => ({ ...toPlanView(row), stripe_price_id: checkoutPriceId(row, testMode) })),
    };
  });

  app.get<{ Params: { id: string } }>('/plans/:id/read', async (request) => {
    await requireAdmin(ctx, request);
    return { data: toPlanView(await findPlanOrThrow(ctx.db, request.params.id)) };
  });

  app.post<{ Params: { id: string } }>('/plans/:id/update', async (request) => {
    await requireAdmin(ctx, request);
    const input = updatePlanBodySchema.parse(request.body);
    const plan = await updatePlan(ctx.db, request.params.id, input);
    const data: PlanUpdateResult = { updated: true, plan: toPlanView(plan) };
    return { data };
  });
}
