import { z } from 'zod';

import { PLAN_NAMES } from '../constants.ts';

/** A plan as the API returns it (spec §3). `price` is dollars with cents (stored as cents). */
export const planSchema = z.object({
  id: z.string(),
  name: z.enum(PLAN_NAMES),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  paid: z.boolean(),
  discount: z.number(),
  stripe_price_id: z.string().nullable(),
  public_page_limit: z.number().int(),
  page_creation_limit: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

/** Non-negative whole number of pages a month (a plan limit). */
const planLimitSchema = z.number().int().min(0).max(1_000_000);

/**
 * POST /plans/{id}/update (spec §7): `price` in dollars with cents and `stripePriceId` count
 * for paid plans only; a free plan's price stays 0 and its price id empty (both are ignored).
 */
export const updatePlanBodySchema = z.object({
  name: z.enum(PLAN_NAMES).optional(),
  title: z.string().trim().min(1, 'Title is required').max(60),
  description: z.string().trim().max(500).default(''),
  price: z.number().min(0).max(10_000).optional(),
  publicPageLimit: planLimitSchema,
  pageCreationLimit: planLimitSchema,
  stripePriceId: z.string().trim().max(200).nullable().optional(),
});
export type UpdatePlanBody = z.input<typeof updatePlanBodySchema>;

/** Answer of POST /plans/{id}/update. */
export const planUpdateResultSchema = z.object({ updated: z.literal(true), plan: planSchema });
export type PlanUpdateResult = z.infer<typeof planUpdateResultSchema>;
