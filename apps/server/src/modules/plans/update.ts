import { isUuid } from '@huebook/shared/api/contract';
import { dollarsToCents } from '@huebook/shared/format';
import type { updatePlanBodySchema } from '@huebook/shared/schemas/plan';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { Executor } from '../../db/client.ts';
import { plans, type PlanRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

/** The plan with this id. @throws AppError NOT_FOUND (also for a malformed id). */
export async function findPlanOrThrow(db: Executor, id: string): Promise<PlanRow> {
  const [row] = isUuid(id) ? await db.select().from(plans).where(eq(plans.id, id)) : [];
  if (!row) throw new AppError('NOT_FOUND', 'Plan not found');
  return row;
}

function invalid(path: string, message: string): AppError {
  return new AppError('INVALID_INPUT', message, [{ path, message }]);
}

/**
 * POST /plans/{id}/update: title, description and the two monthly limits of any plan; for paid
 * plans also the price (dollars → integer cents, above 0) and the Stripe price id (`price_…`,
 * empty clears it). A free plan keeps price 0 and no price id whatever is sent (spec §5: those
 * two are sent for paid plans only). The plan's name never changes.
 * @throws AppError NOT_FOUND, INVALID_INPUT (a name other than the plan's, a paid price of 0,
 *   a price id that is not Stripe's).
 */
export async function updatePlan(
  db: Executor,
  id: string,
  input: z.output<typeof updatePlanBodySchema>,
): Promise<PlanRow> {
  const plan = await findPlanOrThrow(db, id);
  if (input.name !== undefined && input.name !== plan.name) {
    throw invalid('name', 'A plan’s name cannot be changed.');
  }
  const changes: Partial<PlanRow> = {
    title: input.title,
    description: input.description,
    publicPageLimit: input.publicPageLimit,
    pageCreationLimit: input.pageCreationLimit,
  };
  if (plan.paid) {
    if (input.price !== undefined) {
      const cents = dollarsToCents(input.price);
      if (cents <= 0) throw invalid('price', 'A paid plan’s price must be above $0.00.');
      changes.priceCents = cents;
    }
    if (input.stripePriceId !== undefined) {
      const priceId = input.stripePriceId?.trim() || null;
      if (priceId && !/^price_[A-Za-z0-9]+$/.test(priceId)) {
        throw invalid('stripePriceId', 'A Stripe price ID looks like price_1AbC… (Product catalog).');
      }
      changes.stripePriceId = priceId;
    }
  }
  const [updated] = await db.update(plans).set(changes).where(eq(plans.id, plan.id)).returning();
  if (!updated) throw new AppError('NOT_FOUND', 'Plan not found');
  return updated;
}
