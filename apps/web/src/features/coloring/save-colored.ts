import type { Colored } from '@huebook/shared/schemas/colored';

import { callApi } from '../../lib/api-client.ts';
import { reactToFailure } from '../../lib/api-reactions.ts';

/**
 * Saves the drawing layer of a page: uploads the PNG (POST /storage/upload, multipart `file`),
 * then records it (PATCH /coloreds/upsert) with the replay `log` (base64) when there is one.
 * Null when a step failed, after the app's reaction to it (a toast, or signing out), as for a
 * failed query (spec §8: the save then clears quietly).
 */
export async function saveColoredPage(pageId: string, png: Blob, log?: string): Promise<Colored | null> {
  try {
    const uploaded = await callApi('POST /storage/upload', {
      file: png,
      fileName: `colored-page-${pageId}.png`,
    });
    const body = { pageId, photo: uploaded.data.url, ...(log !== undefined && { log }) };
    return (await callApi('PATCH /coloreds/upsert', { body })).data;
  } catch (error) {
    reactToFailure(error);
    return null;
  }
}
