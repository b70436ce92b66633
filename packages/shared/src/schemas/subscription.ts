import { z } from 'zod';

/** A subscription as the admin list shows it (spec §3). `price` is dollars with cents. */
export const subscriptionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** Null while active (spec §4: active while canceled_at is empty). */
  canceled_at: z.string().nullable(),
  /** End of the paid period, or null when not known yet. */
  expire_at: z.string().nullable(),
  price: z.number(),
  plan: z.object({ title: z.string() }),
  user: z.object({ email: z.string(), stripe_id: z.string().nullable() }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Answer of POST /stripe/subscription/cancel. */
export const subscriptionCancellationSchema = z.object({ canceled: z.literal(true) });
export type SubscriptionCancellation = z.infer<typeof subscriptionCancellationSchema>;
