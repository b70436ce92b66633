import { MESSAGES } from '@huebook/shared/messages';
import type { ApiError, Paginated } from '@huebook/shared/schemas/api';

import { API_ORIGIN, withAbsoluteUploads } from './api-origin.ts';
import { useAuthStore } from './auth-store.ts';
import { currentPath, navigateTo, signInPath } from './navigation.ts';
import { notify } from './notification-store.ts';
import { toQueryString, type QueryParams } from './query-string.ts';

/** Every call goes under this base path (DESIGN.md "API shape"), on the server's origin. */
export const API_BASE = `${API_ORIGIN}/api`;

/** What a failed call carries to an `onFailure` hook. */
export interface ApiFailure {
  /** HTTP status, or 0 when the request never got an answer. */
  status: number;
  /** The error body `{ message, code, issues? }` when the server sent one. */
  body: Partial<ApiError> | null;
  /** The message shown to the user. */
  message: string;
}

export interface RequestOptions {
  query?: QueryParams;
  /** JSON body. */
  body?: unknown;
  /** Multipart body; takes precedence over `body`. */
  form?: FormData;
  signal?: AbortSignal;
  /**
   * Sees a failure before the default handling; returning true means "handled here", so no
   * notification or redirect happens.
   */
  onFailure?: (failure: ApiFailure) => boolean | void;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function buildUrl(path: string, query?: QueryParams): string {
  const qs = query ? toQueryString(query) : '';
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return withAbsoluteUploads(JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function asErrorBody(value: unknown): Partial<ApiError> | null {
  return value !== null && typeof value === 'object' ? (value as Partial<ApiError>) : null;
}

/** The default reaction to a failure (spec §6, §8). */
function handleFailure(failure: ApiFailure, sentToken: string | null): void {
  const { status, body, message } = failure;
  // A rejected token, or a user blocked since signing in: signed out, told why.
  if (sentToken && (status === 401 || (status === 403 && body?.code === 'BLOCKED'))) {
    // Calls made side by side with that token (a guard and a screen's loader) sign out once.
    if (useAuthStore.getState().token !== sentToken) return;
    notify({ message, variant: 'danger', persist: true });
    useAuthStore.getState().clearToken();
    // An expired session comes back where it was after signing in again; a blocked one cannot.
    const here = `${window.location.pathname}${window.location.search}`;
    const back = status === 401 && here !== '/' ? signInPath(here) : '/sign-in';
    if (currentPath() !== '/sign-in') navigateTo(back);
    return;
  }
  if (status === 403 && (body?.code === 'NO_PAID_PLAN' || body?.code === 'NO_CREDITS')) {
    notify({ message, variant: 'danger', persist: true });
    if (currentPath() !== '/checkout') navigateTo('/checkout');
    return;
  }
  notify({ message, variant: 'danger' });
}

/**
 * Calls the API and returns the parsed JSON body, or null after a failure. A failure shows
 * `message` from the body, else the error's own message, else 'Something went wrong!' as a
 * danger notification; 401 or 403 BLOCKED (with a token) signs out and goes to /sign-in, 403
 * NO_PAID_PLAN or NO_CREDITS goes to /checkout, both with a persistent notification.
 */
export async function requestBody(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<unknown> {
  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (options.form) payload = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }

  let failure: ApiFailure;
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      signal: options.signal,
    });
    const json = await readJson(response);
    if (response.ok) return json;
    const body = asErrorBody(json);
    const message =
      typeof body?.message === 'string' && body.message ? body.message : MESSAGES.somethingWentWrong;
    failure = { status: response.status, body, message };
  } catch (error) {
    if (options.signal?.aborted) return null;
    const message = error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong;
    failure = { status: 0, body: null, message };
  }
  if (options.onFailure?.(failure) === true) return null;
  handleFailure(failure, token);
  return null;
}

/** Calls the API and unwraps `{ data }`; null after a failure (already notified). */
export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T | null> {
  const json = await requestBody(method, path, options);
  if (json === null || typeof json !== 'object' || !('data' in json)) return null;
  return (json as { data: T }).data ?? null;
}

export const api = {
  get: <T>(path: string, query?: QueryParams, options?: RequestOptions) =>
    request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),

  /** A list call: keeps the whole `{ data, current_page, last_page, per_page, next_cursor }`. */
  paginate: async <T>(path: string, query?: QueryParams, options?: RequestOptions) => {
    const json = await requestBody('GET', path, { ...options, query });
    if (json === null || typeof json !== 'object' || !Array.isArray((json as { data?: unknown }).data))
      return null;
    return json as Paginated<T>;
  },

  /** Multipart upload: the file goes in the `file` field, with optional extra fields. */
  upload: <T>(
    path: string,
    file: Blob,
    options: RequestOptions & { fileName?: string; fields?: Record<string, string> } = {},
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    const fileName = options.fileName ?? (file instanceof File ? file.name : 'file');
    form.append('file', file, fileName);
    return request<T>('POST', path, { ...options, form });
  },
};
