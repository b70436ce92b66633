import type { Colored, UpsertColoredBody } from '@huebook/shared/schemas/colored';
import type { UploadResult } from '@huebook/shared/schemas/storage';

import { api } from '../../lib/api-client.ts';

/**
 * Saves the drawing layer of a page: uploads the PNG (POST /storage/upload, multipart `file`),
 * then records it (PATCH /coloreds/upsert) with the replay `log` (base64) when there is one. Null when a step failed; the API client has then
 * told the user why.
 */
export async function saveColoredPage(pageId: string, png: Blob, log?: string): Promise<Colored | null> {
  const uploaded = await api.upload<UploadResult>('/storage/upload', png, {
    fileName: `colored-page-${pageId}.png`,
  });
  if (!uploaded) return null;
  const body: UpsertColoredBody = { pageId, photo: uploaded.url, ...(log !== undefined && { log }) };
  return api.patch<Colored>('/coloreds/upsert', body);
}
