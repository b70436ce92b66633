import type { NumberPalette } from '@huebook/shared/schemas/number-palette';

import { callApi } from '../../../lib/api-client.ts';

/**
 * A photo page's own colours for color by number (GET /pages/:id/palette), or null when the
 * page has none (drawn pages, older photo pages) or they cannot be read: the page then gets a
 * harmonious palette, so a failure here never stops color by number.
 */
export async function fetchPhotoPalette(pageId: string): Promise<NumberPalette | null> {
  try {
    return (await callApi('GET /pages/:id/palette', { params: { id: pageId } })).data;
  } catch {
    return null;
  }
}
