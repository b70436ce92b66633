import {
  PUBLIC_SETTING_NAMES,
  settingNameSchema,
  updateSettingBodySchema,
  type Setting,
} from '@huebook/shared/schemas/setting';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { requireUser } from '../../auth/current-user.ts';
import type { AppContext } from '../../context.ts';
import { plans, settings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { readSettingValues } from '../../lib/secrets.ts';

import { updateSetting } from './update.ts';

/** Only admins may change settings or read the setup status. @throws AppError UNAUTHORIZED, FORBIDDEN */
async function requireAdmin(ctx: AppContext, request: FastifyRequest, message: string) {
  const me = await requireUser(ctx, request);
  if (!me.user.admin) throw new AppError('FORBIDDEN', message);
  return me;
}

/**
 * /api/settings/list (public settings only; secrets never), /api/settings/{name}/update
 * and /api/app/status (admins: which keys are set says where the app is weak).
 */
export function settingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/settings/list', async () => {
    const rows = await ctx.db
      .select({ name: settings.name, value: settings.value })
      .from(settings)
      .where(and(inArray(settings.name, [...PUBLIC_SETTING_NAMES]), eq(settings.secret, false)))
      .orderBy(asc(settings.name));
    return { data: rows as Setting[] };
  });

  app.patch<{ Params: { name: string } }>('/settings/:name/update', async (request) => {
    const me = await requireAdmin(ctx, request, 'Only admins can change app settings.');
    const name = settingNameSchema.safeParse(request.params.name);
    if (!name.success) throw new AppError('NOT_FOUND', 'Unknown setting');
    const { value } = updateSettingBodySchema.parse(request.body);
    return { data: await updateSetting(ctx, me.user.id, name.data, value) };
  });

  app.get('/app/status', async (request) => {
    await requireAdmin(ctx, request, 'Only admins can see the app setup status.');
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
  });
}
