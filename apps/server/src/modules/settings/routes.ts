import { PUBLIC_SETTING_NAMES, type Setting } from '@huebook/shared/schemas/setting';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { plans, settings } from '../../db/schema.ts';

/** Whether a setting holds a non-empty value (secrets are checked, never read out). */
async function hasSetting(ctx: AppContext, name: string): Promise<boolean> {
  const [row] = await ctx.db.select({ value: settings.value }).from(settings).where(eq(settings.name, name));
  return Boolean(row?.value);
}

/** /api/settings/list (public settings only; secrets never) and /api/app/status. */
export function settingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/settings/list', async () => {
    const rows = await ctx.db
      .select({ name: settings.name, value: settings.value })
      .from(settings)
      .where(and(inArray(settings.name, [...PUBLIC_SETTING_NAMES]), eq(settings.secret, false)))
      .orderBy(asc(settings.name));
    return { data: rows as Setting[] };
  });

  app.get('/app/status', async () => {
    const paid = await ctx.db
      .select({ stripePriceId: plans.stripePriceId })
      .from(plans)
      .where(eq(plans.paid, true));
    const [openaiKey, stripeKey, webhookSecret] = await Promise.all([
      hasSetting(ctx, 'openai_key'),
      hasSetting(ctx, 'stripe_key'),
      hasSetting(ctx, 'stripe_webhook_secret'),
    ]);
    return {
      data: {
        openaiApi: Boolean(ctx.config.openaiApiKey) || openaiKey,
        stripeApi: Boolean(ctx.config.stripeSecretKey) || stripeKey,
        stripeWebhook: Boolean(ctx.config.stripeWebhookSecret) || webhookSecret,
        plans: paid.length > 0 && paid.every((plan) => Boolean(plan.stripePriceId)),
      },
    };
  });
}
