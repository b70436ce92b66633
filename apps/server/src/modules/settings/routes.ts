import { endpoints } from '@huebook/shared/api/endpoints';
import { PUBLIC_SETTING_NAMES, settingNameSchema, type Setting } from '@huebook/shared/schemas/setting';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context.ts';
import { plans, settings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { route } from '../../lib/endpoint.ts';
import { readSettingValues } from '../../lib/secrets.ts';

import { updateSetting } from './update.ts';

/**
 * /api/settings/list (public settings only; secrets never), /api/settings/{name}/update
 * and /api/app/status (admins: which keys are set says where the app is weak).
 */
export function settingRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.listSettings, async () => {
    const rows = await ctx.db
      .select({ name: settings.name, value: settings.value })
      .from(settings)
      .where(and(inArray(settings.name, [...PUBLIC_SETTING_NAMES]), eq(settings.secret, false)))
      .orderBy(asc(settings.name));
    return { data: rows as Setting[] };
  });

  route(
    app,
    ctx,
    endpoints.updateSetting,
    async ({ me, params, body }) => {
      const name = settingNameSchema.safeParse(params.name);
      if (!name.success) throw new AppError('NOT_FOUND', 'Unknown setting');
      return { data: await updateSetting(ctx, me.user.id, name.data, body.value) };
    },
    { forbidden: 'Only admins can change app settings.' },
  );

  route(
    app,
    ctx,
    endpoints.appStatus,
    async () => {
      const paid = await ctx.db
        .select({ stripePriceId: plans.stripePriceId })
        .from(plans)
        .where(eq(plans.paid, true));
      // A secret counts as set only when it decrypts: the flags say what the providers will use.
      const stored = await readSettingValues(ctx, ['openai_key', 'stripe_key', 'stripe_webhook_secret']);
      return {
        data: {
          openaiApi: Boolean(ctx.config.openaiApiKey) || stored.has('openai_key'),
          stripeApi: Boolean(ctx.config.stripeSecretKey) || stored.has('stripe_key'),
          stripeWebhook: Boolean(ctx.config.stripeWebhookSecret) || stored.has('stripe_webhook_secret'),
          plans: paid.length > 0 && paid.every((plan) => Boolean(plan.stripePriceId)),
        },
      };
    },
    { forbidden: 'Only admins can see the app setup status.' },
  );
}
