import { centsToDollars } from '@huebook/shared/format';
import type { Plan } from '@huebook/shared/schemas/plan';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { plans, type PlanRow } from '../../db/schema.ts';
import { isTestMode, readStripeSettings } from '../../providers/stripe/client.ts';
import { checkoutPriceId } from '../stripe/prices.ts';

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

/** /api/plans/*: public, cheapest first. */
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
}
