import { z } from 'zod';

import { userSchema } from './user.ts';

/**
 * Where Stripe sends the buyer back: this site's /payment (`web`), or the native app by its
 * `huebook://payment` link through the server's /payment/app-return page (`app`: Stripe takes
 * only http(s) return addresses).
 */
export const CHECKOUT_RETURNS = ['web', 'app'] as const;

/** POST /stripe/checkout: the Stripe price of the chosen paid plan (spec §7) and where to return. */
export const checkoutBodySchema = z.object({
  priceId: z.string().trim().min(1).max(200),
  returnTo: z.enum(CHECKOUT_RETURNS, 'returnTo must be web or app').default('web'),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

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
