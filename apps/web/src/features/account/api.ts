import type { UploadResult } from '@huebook/shared/schemas/storage';
import type { SubscriptionCancellation } from '@huebook/shared/schemas/subscription';
import type { UpdateUserBody, User } from '@huebook/shared/schemas/user';

import { api } from '../../lib/api-client.ts';
import { readFreshUser, storeUser } from '../../lib/session.ts';

/** POST /storage/upload of a new photo (images only); its URL, or null after a failure. */
export async function uploadPhoto(file: File): Promise<string | null> {
  const uploaded = await api.upload<UploadResult>('/storage/upload', file, {
    fields: { extensions: 'png,jpg,jpeg,webp' },
  });
  return uploaded?.url ?? null;
}

/** PATCH /users/update; the updated user, or null after a failure. */
export async function updateAccount(body: UpdateUserBody): Promise<User | null> {
  const result = await api.patch<{ updated: boolean; user: User }>('/users/update', body);
  if (result?.user) storeUser(result.user);
  return result?.user ?? null;
}

/** POST /stripe/subscription/cancel, then re-reads the user; whether it was canceled. */
export async function cancelSubscription(): Promise<boolean> {
  const result = await api.post<SubscriptionCancellation>('/stripe/subscription/cancel');
  if (!result?.canceled) return false;
  await readFreshUser();
  return true;
}
