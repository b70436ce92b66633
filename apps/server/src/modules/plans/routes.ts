import { endpoints } from '@huebook/shared/api/endpoints';
import { centsToDollars } from '@huebook/shared/format';
import type { Plan } from '@huebook/shared/schemas/plan';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { plans, type PlanRow } from '../../db/schema.ts';
import { route } from '../../lib/endpoint.ts';
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

/** /api/plans/*: the lists are public (cheapest first); reading one plan and editing are for admins. */
export function planRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.listPlans, async () => {
    const rows = await ctx.db.select().from(plans).orderBy(asc(plans.priceCents), asc(plans.name));
    return { data: rows.map(toPlanView) };
  });

  route(app, ctx, endpoints.listPaidPlans, async () => {
    const rows = await ctx.db.select().from(plans).where(eq(plans.paid, true)).orderBy(asc(plans.priceCents));
    // The price id checkout sends: in test mode a stand-in when none is set (modules/stripe/prices.ts).
    const testMode = isTestMode(ctx.config, await readStripeSettings(ctx));
    return {
      data: rows.map((row) => ({ ...toPlanView(row), stripe_price_id: checkoutPriceId(row, testMode) })),
    };
  });

  const forbidden = 'Only admins can manage plans.';
  route(
    app,
    ctx,
    endpoints.readPlan,
    async ({ params }) => ({ data: toPlanView(await findPlanOrThrow(ctx.db, params.id)) }),
    {
      forbidden,
    },
  );

  route(
    app,
    ctx,
    endpoints.updatePlan,
    async ({ params, body }) => {
      const plan = await updatePlan(ctx.db, params.id, body);
      return { data: { updated: true as const, plan: toPlanView(plan) } };
    },
    { forbidden },
  );
}
