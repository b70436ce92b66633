import type { AppStatus, SettingName, SettingUpdateResult } from '@huebook/shared/schemas/setting';
import type { UploadResult } from '@huebook/shared/schemas/storage';
import type { UpdateUserBody, User } from '@huebook/shared/schemas/user';
import { useQuery } from '@tanstack/react-query';

import { api } from '../../lib/api-client.ts';
import { storeUser } from '../../lib/session.ts';

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

/** POST /storage/upload of a picture (favicon, photo); its URL, or null after a failure. */
export async function uploadImage(file: File): Promise<string | null> {
  const uploaded = await api.upload<UploadResult>('/storage/upload', file, {
    fields: { extensions: 'png,jpg,jpeg,webp' },
  });
  return uploaded?.url ?? null;
}

/** PATCH /users/update of the signed-in admin; the updated user, or null after a failure. */
export async function updateAdminAccount(body: UpdateUserBody): Promise<User | null> {
  const result = await api.patch<{ updated: boolean; user: User }>('/users/update', body);
  if (result?.user) storeUser(result.user);
  return result?.user ?? null;
}
