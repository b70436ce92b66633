import type { Setting } from '@huebook/shared/schemas/setting';
import { queryOptions } from '@tanstack/react-query';

import { queryKeys } from './query-keys.ts';
import { fetchSettingsList, publicSettings, SETTINGS_MAX_AGE_MS } from './settings.ts';

/**
 * GET /settings/list as one cached query, the key `useAppName`, the tab's branding and the
 * admin's settings screens share. It starts from the landing's copy when there is one (no second
 * request after signing in), and lib/query-client.ts writes every newer answer back to it.
 */
export const settingsListQuery = queryOptions({
  queryKey: queryKeys.settings.list(),
  queryFn: (): Promise<Setting[]> => fetchSettingsList(),
  // Visitors' screens show the defaults without one; the admin's editors read it themselves.
  meta: { handlesErrors: 'all' },
  staleTime: SETTINGS_MAX_AGE_MS,
  initialData: () => publicSettings.peek()?.value,
  initialDataUpdatedAt: () => publicSettings.peek()?.at,
});
