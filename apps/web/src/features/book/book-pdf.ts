import type { ApiError } from '@huebook/shared/schemas/api';
import type { BookPdfBody } from '@huebook/shared/schemas/print';

import { API_BASE } from '../../lib/api-client.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { fileNameFromDisposition } from '../../lib/download.ts';

import { bookFileName } from './book-selection.ts';

/** A book PDF as the server made it, or why it did not. */
export type BookPdfResult =
  | { ok: true; blob: Blob; fileName: string }
  /** `status` 0: no answer (offline); `error` is the server's `{ message, code, issues }` if any. */
  | { ok: false; status: number; error: Partial<ApiError> | null };

/**
 * POST /books/pdf with `body` (a cover, then each page with the user's saved colors). The PDF
 * comes back as a blob named by the answer's Content-Disposition (the title, `.pdf`). Never
 * throws: a refusal (403 NO_PAID_PLAN, 404 naming `pageIds.N`, 429) or no answer is returned
 * for the screen to explain.
 */
export async function fetchBookPdf(body: BookPdfBody, signal?: AbortSignal): Promise<BookPdfResult> {
  const token = useAuthStore.getState().token;
  try {
    const response = await fetch(`${API_BASE}/books/pdf`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/pdf',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) {
      const error = (await response.json().catch(() => null)) as Partial<ApiError> | null;
      return { ok: false, status: response.status, error };
    }
    return {
      ok: true,
      blob: await response.blob(),
      fileName: fileNameFromDisposition(
        response.headers.get('content-disposition'),
        bookFileName(body.title),
      ),
    };
  } catch {
    return { ok: false, status: 0, error: null };
  }
}
