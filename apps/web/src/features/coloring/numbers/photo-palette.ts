import type { NumberPalette } from '@huebook/shared/schemas/number-palette';

import { API_BASE } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/**
 * A photo page's own colours for color by number (GET /pages/:id/palette), or null when the
 * page has none (drawn pages, older photo pages) or they cannot be read: the page then gets a
 * harmonious palette, so a failure here never stops color by number.
 */
export async function fetchPhotoPalette(pageId: string): Promise<NumberPalette | null> {
  const token = useAuthStore.getState().token;
  try {
    const response = await fetch(`${API_BASE}/pages/${encodeURIComponent(pageId)}/palette`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data: NumberPalette | null };
    return body.data;
  } catch {
    return null;
  }
}
