import { TEST_MODE_PREFIX } from '@huebook/shared/schemas/checkout';
import { eq } from 'drizzle-orm';

import type { Executor } from '../../db/client.ts';
import { plans, type PlanRow } from '../../db/schema.ts';

/**
 * The payment price id a checkout sends for a plan: its Stripe price id, or in test mode, when
 * none is set, `test_<plan name>` — so the whole flow can be tried before Stripe is set up,
 * while the spec's rule "checkout does nothing without a price id" still holds everywhere.
 */
export function checkoutPriceId(plan: PlanRow, isTestMode: boolean): string | null {
  if (plan.stripePriceId) return plan.stripePriceId;
  return isTestMode && plan.paid ? `${TEST_MODE_PREFIX}${plan.name}` : null;
}

/** The paid plan whose checkout price id is `priceId`, or null. */
export async function findPlanByPriceId(
  db: Executor,
  priceId: string,
  isTestMode: boolean,
): Promise<PlanRow | null> {
  const paid = await db.select().from(plans).where(eq(plans.paid, true));
  return paid.find((plan) => checkoutPriceId(plan, isTestMode) === priceId) ?? null;
}
