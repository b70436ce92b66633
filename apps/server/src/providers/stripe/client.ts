import Stripe from 'stripe';

import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { readSettingValues } from '../../lib/secrets.ts';

export interface StripeSettings {
  /** The secret API key, or null: payments then run in test mode (outside production). */
  secretKey: string | null;
  /** The webhook signing secret, or null: webhooks are then refused. */
  webhookSecret: string | null;
}

/**
 * The Stripe key and webhook secret: the `stripe_key` and `stripe_webhook_secret` app settings
 * (write-only secrets set by an admin, decrypted by lib/secrets.ts) or else STRIPE_SECRET_KEY
 * and STRIPE_WEBHOOK_SECRET. Read per request so keys saved in the admin area apply at once.
 */
export async function readStripeSettings(ctx: AppContext): Promise<StripeSettings> {
  const byName = await readSettingValues(ctx, ['stripe_key', 'stripe_webhook_secret']);
  return {
    secretKey: byName.get('stripe_key') || ctx.config.stripeSecretKey || null,
    webhookSecret: byName.get('stripe_webhook_secret') || ctx.config.stripeWebhookSecret || null,
  };
}

/** Whether checkout runs in test mode: no Stripe key and not production (DESIGN.md "Payments"). */
export function isTestMode(config: Config, stripe: StripeSettings): boolean {
  return !stripe.secretKey && config.nodeEnv !== 'production';
}

/** The official client; STRIPE_API_BASE points it elsewhere (a local fake in tests). */
export function createStripeClient(config: Config, secretKey: string): Stripe {
  if (!config.stripeApiBase) return new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 30_000 });
  const base = new URL(config.stripeApiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: base.hostname,
    port: Number(base.port) || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 0,
    timeout: 30_000,
  });
}

/** Only for verifying webhook signatures, which needs no key. */
export function webhookVerifier(): Stripe['webhooks'] {
  return Stripe.webhooks;
}
