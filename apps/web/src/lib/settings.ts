import type { Setting, SettingName } from '@huebook/shared/schemas/setting';
import { queryOptions } from '@tanstack/react-query';

import { api } from './api-client.ts';

/**
 * GET /settings/list (public, no token needed) as one cached query, the same key `useAppName`
 * reads. A failure yields no settings, silently: visitors see the defaults, not an error toast.
 */
export const settingsListQuery = queryOptions({
  queryKey: ['settings', 'list'],
  queryFn: async (): Promise<Setting[]> =>
    (await api.get<Setting[]>('/settings/list', undefined, { onFailure: () => true })) ?? [],
  staleTime: 5 * 60_000,
});

/** The trimmed value of one setting, or '' when unset. */
export function settingValue(settings: readonly Setting[] | undefined, name: SettingName): string {
  return settings?.find((setting) => setting.name === name)?.value.trim() ?? '';
}
