import type { AppStatus, SettingName, SettingUpdateResult } from '@huebook/shared/schemas/setting';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';

export const appStatusKey = ['app', 'status'] as const;

/** GET /app/status: which keys are set and whether the paid plans have price ids. */
export function useAppStatus() {
  return useQuery({
    queryKey: appStatusKey,
    queryFn: () => api.get<AppStatus>('/app/status'),
    staleTime: 0,
  });
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
