import { z } from 'zod';

import { userSchema } from './user.ts';

/** GET /credits/read: remaining credits of the current period (spec §3, DESIGN.md "Credits"). */
export const creditSchema = z.object({
  id: z.string(),
  public_page: z.number().int(),
  page_creation: z.number().int(),
  period_start: z.string(),
  user: userSchema,
});
export type Credit = z.infer<typeof creditSchema>;

export const CREDIT_KINDS = ['public_page', 'page_creation'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
