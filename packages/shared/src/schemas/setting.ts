import { z } from 'zod';

/** Setting names (spec §3). Secrets are write-only: never returned by any call. */
export const PUBLIC_SETTING_NAMES = ['app_name', 'tagline', 'favicon', 'website', 'openai_model'] as const;
export const SECRET_SETTING_NAMES = ['openai_key', 'stripe_key', 'stripe_webhook_secret'] as const;
export const SETTING_NAMES = [...PUBLIC_SETTING_NAMES, ...SECRET_SETTING_NAMES] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** One row of GET /settings/list. `value` is a string; `website` holds JSON text. */
export const settingSchema = z.object({ name: z.enum(PUBLIC_SETTING_NAMES), value: z.string() });
export type Setting = z.infer<typeof settingSchema>;

/** GET /app/status flags (spec §3). */
export const appStatusSchema = z.object({
  openaiApi: z.boolean(),
  stripeApi: z.boolean(),
  stripeWebhook: z.boolean(),
  plans: z.boolean(),
});
export type AppStatus = z.infer<typeof appStatusSchema>;

/** Names PATCH /settings/{name}/update accepts: every setting, secrets included (write-only). */
export const settingNameSchema = z.enum(SETTING_NAMES);

/** PATCH /settings/{name}/update body; each name checks its value further on the server. */
export const updateSettingBodySchema = z.object({ value: z.string().max(200_000) });
export type UpdateSettingBody = z.infer<typeof updateSettingBodySchema>;

/** Answer of PATCH /settings/{name}/update: a public setting's stored value; never a secret's. */
export const settingUpdateResultSchema = z.object({
  updated: z.literal(true),
  name: z.enum(SETTING_NAMES),
  value: z.string().optional(),
});
export type SettingUpdateResult = z.infer<typeof settingUpdateResultSchema>;
