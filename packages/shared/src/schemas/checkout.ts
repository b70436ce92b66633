import { z } from 'zod';

/** POST /stripe/checkout: the Stripe price of the chosen paid plan (spec §7). */
export const checkoutBodySchema = z.object({ priceId: z.string().trim().min(1).max(200) });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Answer of POST /stripe/checkout: where to send the browser (Stripe Checkout, or test mode). */
export const checkoutSessionSchema = z.object({ url: z.string() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
