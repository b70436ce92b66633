import type { Setting, SettingName } from '@huebook/shared/schemas/setting';

/** The fields of the 'App settings' form, named like the settings they write. */
export const PUBLIC_FIELDS = ['app_name', 'tagline', 'favicon', 'openai_model'] as const;
export const SECRET_FIELDS = ['openai_key', 'stripe_key', 'stripe_webhook_secret'] as const;
export type AppSettingsValues = Record<
  (typeof PUBLIC_FIELDS)[number] | (typeof SECRET_FIELDS)[number],
  string
>;

/** The form's starting values: stored public settings; secrets always start empty (write-only). */
export function initialValues(settings: readonly Setting[]): AppSettingsValues {
  const value = (name: SettingName) => settings.find((s) => s.name === name)?.value ?? '';
  return {
    app_name: value('app_name'),
    tagline: value('tagline'),
    favicon: value('favicon'),
    openai_model: value('openai_model'),
    openai_key: '',
    stripe_key: '',
    stripe_webhook_secret: '',
  };
}

/**
 * The PATCH /settings/{name}/update calls to make: each public setting that changed, and each
 * secret only when filled in (spec §5: an empty secret field means "unchanged").
 */
export function settingsToSend(
  initial: AppSettingsValues,
  draft: AppSettingsValues,
): { name: SettingName; value: string }[] {
  const changes: { name: SettingName; value: string }[] = [];
  for (const name of PUBLIC_FIELDS) {
    if (draft[name].trim() !== initial[name].trim()) changes.push({ name, value: draft[name].trim() });
  }
  for (const name of SECRET_FIELDS) {
    if (draft[name].trim()) changes.push({ name, value: draft[name].trim() });
  }
  return changes;
}
