import type { SettingName } from '@huebook/shared/schemas/setting';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { callApi } from '../../lib/api-client.ts';
import { reactToFailure } from '../../lib/api-reactions.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET /app/status: which keys are set and whether the paid plans have price ids. */
export const appStatusQuery = queryOptions({
  queryKey: queryKeys.settings.appStatus(),
  queryFn: async () => (await callApi('GET /app/status')).data,
  staleTime: 0,
});

export function useAppStatus() {
  return useQuery(appStatusQuery);
}

/**
 * PATCH /settings/{name}/update for every change, in parallel (spec §7).
 * @throws ApiError of the first change that failed (the others may have been saved).
 */
export async function saveSettings(changes: { name: SettingName; value: string }[]): Promise<void> {
  await Promise.all(
    changes.map(({ name, value }) =>
      callApi('PATCH /settings/:name/update', { params: { name }, body: { value } }),
    ),
  );
}

/**
 * Removes a stored secret: PATCH /settings/{name}/update with an empty value (spec §7's route;
 * the server deletes a secret sent empty). True when removed; false after a failure, which has
 * had the app's reaction (a toast) as a query cache failure would.
 */
export async function removeSecret(name: SettingName): Promise<boolean> {
  try {
    await callApi('PATCH /settings/:name/update', { params: { name }, body: { value: '' } });
    return true;
  } catch (error) {
    reactToFailure(error);
    return false;
  }
}
