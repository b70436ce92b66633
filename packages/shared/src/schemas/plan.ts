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
