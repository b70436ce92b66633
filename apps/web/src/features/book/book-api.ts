/**
 * The book screen's calls (issue 16, "Make a book"), made here so the feature needs no other
 * feature's code: the user's pages to pick from (GET /pages/paginate), and the book as a job
 * (POST /books starts it or joins the same book already made, GET /books/:id polls its progress,
 * GET /books/:id/pdf fetches the file). The JSON calls go through the typed API client; the
 * file with fetch.
 */
import type { Scope } from '@huebook/shared/constants';
import type { ApiError as ApiErrorBody, Paginated } from '@huebook/shared/schemas/api';
import type { ListedPage } from '@huebook/shared/schemas/page';
import type { BookJob, BookPdfBody } from '@huebook/shared/schemas/print';

import { API_BASE, callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { fileNameFromDisposition } from '../../lib/download.ts';

/** An answer, or why there is none: `status` 0 is no answer (offline); `error` the server's body. */
export type BookAnswer<T> =
  { ok: true; value: T } | { ok: false; status: number; error: Partial<ApiErrorBody> | null };

/** `path` under /api with the user's token; never throws (an abort answers status 0). */
async function send(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response | null> {
  const token = useAuthStore.getState().token;
  const { json, ...rest } = init;
  try {
    return await fetch(`${API_BASE}${path}`, {
      ...rest,
      headers: {
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  } catch {
    return null;
  }
}

async function failure(response: Response | null): Promise<Extract<BookAnswer<never>, { ok: false }>> {
  if (!response) return { ok: false, status: 0, error: null };
  const error = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  return { ok: false, status: response.status, error };
}

/** The answer's `data`, or the failure as the screen reads it (an abort is status 0). */
async function answerOf<T>(call: Promise<{ data: T }>): Promise<BookAnswer<T>> {
  try {
    return { ok: true, value: (await call).data };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, status: 0, error: null };
    const { code } = error;
    const body =
      code === 'NETWORK_ERROR' || code === 'BAD_RESPONSE'
        ? null
        : { message: error.message, code, issues: [...error.issues] };
    return { ok: false, status: error.status, error: body };
  }
}

/** POST /books: starts making `body` (or joins the same book being made or just made). */
export function startBookJob(body: BookPdfBody, signal?: AbortSignal): Promise<BookAnswer<BookJob>> {
  return answerOf(callApi('POST /books', { body, signal }));
}

/** GET /books/:id: where the book stands (`done` of `total` pages). */
export function readBookJob(id: string, signal?: AbortSignal): Promise<BookAnswer<BookJob>> {
  return answerOf(callApi('GET /books/:id', { params: { id }, signal }));
}

/** GET /books/:id/pdf: the finished book, named as its Content-Disposition says (else the job's name). */
export async function fetchBookFile(
  job: BookJob,
  signal?: AbortSignal,
): Promise<BookAnswer<{ blob: Blob; fileName: string }>> {
  const response = await send(`/books/${encodeURIComponent(job.id)}/pdf`, { signal });
  if (!response?.ok) return failure(response);
  try {
    const blob = await response.blob();
    return {
      ok: true,
      value: {
        blob,
        fileName: fileNameFromDisposition(response.headers.get('content-disposition'), job.fileName),
      },
    };
  } catch {
    return { ok: false, status: 0, error: null };
  }
}

/** What the picker asks for: one of the user's lists, a search in it, and where to continue. */
export interface PickerQuery {
  scope: Scope;
  search: string;
  page: number;
  cursor?: string;
}

/**
 * GET /pages/paginate: a page of the user's own, favorite or colored pages matching `search`,
 * newest first, with /uploads paths made absolute for a native build.
 * @throws ApiError when the call fails (the query cache shows it; the screen says it inline).
 */
export async function fetchPickerPages(
  query: PickerQuery,
  signal?: AbortSignal,
): Promise<Paginated<ListedPage>> {
  return callApi('GET /pages/paginate', {
    query: { scope: query.scope, search: query.search || undefined, page: query.page, cursor: query.cursor },
    signal,
  });
}
