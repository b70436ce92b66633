import type { UploadResult } from '@huebook/shared/schemas/storage';

import { api } from './api-client.ts';

/** POST /storage/upload of a picture (PNG, JPEG or WebP); its URL, or null after a failure. */
export async function uploadImage(file: File): Promise<string | null> {
  const uploaded = await api.upload<UploadResult>('/storage/upload', file, {
    fields: { extensions: 'png,jpg,jpeg,webp' },
  });
  return uploaded?.url ?? null;
}
