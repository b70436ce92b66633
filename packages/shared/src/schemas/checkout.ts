import { z } from 'zod';

import { userSchema } from './user.ts';

/** POST /stripe/checkout: the Stripe price of the chosen paid plan (spec §7). */
export const checkoutBodySchema = z.object({ priceId: z.string().trim().min(1).max(200) });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Answer of POST /stripe/checkout: where to send the browser (Stripe Checkout, or test mode). */
export const checkoutSessionSchema = z.object({ url: z.string() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** POST /stripe/checkout/confirm (test mode only): the session id from the /payment URL. */
export const checkoutConfirmBodySchema = z.object({ sessionId: z.string().trim().min(1).max(500) });
export type CheckoutConfirmBody = z.infer<typeof checkoutConfirmBodySchema>;

/** Answer of POST /stripe/checkout/confirm: the user on their new plan. */
export const checkoutConfirmationSchema = z.object({ user: userSchema });
export type CheckoutConfirmation = z.infer<typeof checkoutConfirmationSchema>;

/** Prefix of the payment price ids and session ids of test mode (no Stripe key, not production). */
export const TEST_MODE_PREFIX = 'test_';
