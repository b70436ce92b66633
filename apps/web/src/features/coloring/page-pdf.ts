import type { PaperSize } from '@huebook/shared/constants';
import type { ApiError } from '@huebook/shared/schemas/api';
import type { PrintNumbers } from '@huebook/shared/schemas/number-palette';

import { API_BASE } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { fileNameFromDisposition } from '../../lib/download.ts';

/** A page's PDF as the server made it. */
export interface PagePdf {
  blob: Blob;
  /** From the answer's Content-Disposition: the page title, `.pdf`. */
  fileName: string;
}

/**
 * Asks the server for the page as a print-ready PDF on `paper` (POST /pages/:id/pdf): the
 * colored layer `layer` (PNG, what the screen shows) under the page's lines at 300 DPI, and
 * color by number's `numbers` small and grey when given.
 * @throws Error with the server's message when it refuses (403 NO_PAID_PLAN, 404, 429) or
 *   cannot be reached.
 */
export async function fetchPagePdf(
  pageId: string,
  paper: PaperSize,
  layer: Blob,
  numbers: PrintNumbers = [],
): Promise<PagePdf> {
  const form = new FormData();
  form.append('file', layer, 'layer.png');
  if (numbers.length > 0) form.append('numbers', JSON.stringify(numbers));
  const token = useAuthStore.getState().token;
  const response = await fetch(`${API_BASE}/pages/${encodeURIComponent(pageId)}/pdf?paper=${paper}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
    throw new Error(body?.message || 'The PDF could not be made. Try again.');
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition'), 'coloring-page.pdf'),
  };
}
