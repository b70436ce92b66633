import type { Setting, SettingName } from '@huebook/shared/schemas/setting';

import { api } from './api-client.ts';
import { createPublicRead } from './public-read.ts';

/** The product name until the `app_name` setting is known, or when it is unset. */
export const DEFAULT_APP_NAME = 'Huebook';

/** How long the settings list stays fresh, milliseconds (the query cache uses the same). */
export const SETTINGS_MAX_AGE_MS = 5 * 60_000;

/**
 * GET /settings/list (public, no token needed). A failure yields no settings, silently:
 * visitors see the defaults, not an error toast.
 */
export async function fetchSettingsList(): Promise<Setting[]> {
  return (await api.get<Setting[]>('/settings/list', undefined, { onFailure: () => true })) ?? [];
}

/**
 * The settings list for the landing site's loaders, cached without the query cache
 * (lib/settings-query.ts holds the app's query, which keeps this copy up to date).
 */
export const publicSettings = createPublicRead(fetchSettingsList, SETTINGS_MAX_AGE_MS);

/** The trimmed value of one setting, or '' when unset. */
export function settingValue(settings: readonly Setting[] | undefined, name: SettingName): string {
  return settings?.find((setting) => setting.name === name)?.value.trim() ?? '';
}
