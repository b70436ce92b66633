import type { Setting, SettingName } from '@huebook/shared/schemas/setting';

import { callApi } from './api-client.ts';
import { createPublicRead } from './public-read.ts';

/** The product name until the `app_name` setting is known, or when it is unset. */
export const DEFAULT_APP_NAME = 'Huebook';

/** How long the settings list stays fresh, milliseconds (the query cache uses the same). */
export const SETTINGS_MAX_AGE_MS = 5 * 60_000;

/**
 * GET /settings/list (public, no token needed). @throws ApiError when the call fails.
 */
export async function fetchSettingsList(): Promise<Setting[]> {
  return (await callApi('GET /settings/list')).data;
}

/**
 * The settings list for the landing site's loaders, cached without the query cache
 * (lib/settings-query.ts holds the app's query, which keeps this copy up to date). A failure
 * yields no settings, silently: visitors see the defaults, not an error toast.
 */
export const publicSettings = createPublicRead(
  () => fetchSettingsList().catch((): Setting[] => []),
  SETTINGS_MAX_AGE_MS,
);

/** The trimmed value of one setting, or '' when unset. */
export function settingValue(settings: readonly Setting[] | undefined, name: SettingName): string {
  return settings?.find((setting) => setting.name === name)?.value.trim() ?? '';
}
