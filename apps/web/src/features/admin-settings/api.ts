import type { AppStatus, SettingName, SettingUpdateResult } from '@huebook/shared/schemas/setting';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';

export const appStatusKey = ['app', 'status'] as const;

/** GET /app/status: which keys are set and whether the paid plans have price ids. */
export const appStatusQuery = queryOptions({
  queryKey: appStatusKey,
  queryFn: () => api.get<AppStatus>('/app/status'),
  staleTime: 0,
});

export function useAppStatus() {
  return useQuery(appStatusQuery);
}

/**
 * PATCH /settings/{name}/update for every change, in parallel (spec §7); true only when all
 * succeeded (each failure has already been shown).
 */
export async function saveSettings(changes: { name: SettingName; value: string }[]): Promise<boolean> {
  const results = await Promise.all(
    changes.map(({ name, value }) => api.patch<SettingUpdateResult>(`/settings/${name}/update`, { value })),
  );
  return results.every((result) => result?.updated === true);
}

/**
 * Removes a stored secret: PATCH /settings/{name}/update with an empty value (spec §7's route;
 * the server deletes a secret sent empty). True when removed (a failure has been shown).
 */
export async function removeSecret(name: SettingName): Promise<boolean> {
  const result = await api.patch<SettingUpdateResult>(`/settings/${name}/update`, { value: '' });
  return result?.updated === true;
}
