import type {
  EndpointBody,
  EndpointFields,
  EndpointParams,
  EndpointQuery,
  EndpointResult,
  EndpointRoute,
} from '@huebook/shared/api/contract';
import type { EndpointName, Endpoints } from '@huebook/shared/api/endpoints';
import { MESSAGES } from '@huebook/shared/messages';
import type { ErrorCode } from '@huebook/shared/schemas/api';

import { ApiError, type ApiIssue } from './api-error.ts';
import { API_ORIGIN, withAbsoluteUploads } from './api-origin.ts';
import { useAuthStore } from './auth-store.ts';
import { toQueryString, type QueryParams } from './query-string.ts';

/**
 * The web app's API client (issue 13): each call names its endpoint by method and path
 * (`callApi('GET /pages/:id/read', { params: { id } })`) and is typed by the contract
 * (packages/shared/src/api/endpoints.ts) through type-only imports, so neither zod nor the
 * schemas enter the landing's download: a call carries only its own route string. Development
 * and tests also check each answer against its schema (lib/api-validation.ts, loaded lazily).
 * A failure throws an ApiError; what the app does about it (toasts, signing out, /checkout) is
 * the query cache's (lib/query-client.ts, lib/api-reactions.ts), not this file's.
 */

/** Every call goes under this base path (DESIGN.md "API shape"), on the server's origin. */
export const API_BASE = `${API_ORIGIN}/api`;

/**
 * Every JSON call the contract declares, by method and path: `'GET /pages/:id/read'`. File
 * answers (the print PDFs, bytes) are fetched as files, not through this client.
 */
export type ApiRoute = {
  [N in EndpointName]: EndpointResult<Endpoints[N]> extends Uint8Array ? never : EndpointRoute<Endpoints[N]>;
}[EndpointName];

/** The contract's endpoint named by `R`. */
type EndpointOf<R extends ApiRoute> = {
  [N in EndpointName]: EndpointRoute<Endpoints[N]> extends R ? Endpoints[N] : never;
}[EndpointName];

/** `{ key: T }`, optional when T accepts undefined or has no required field. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : undefined extends T
    ? { [P in K]?: T }
    : object extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/** A multipart call's part: the file, its name, and the contract's text fields. */
type FilePart<F> = [F] extends [undefined]
  ? { file?: never; fileName?: never; fields?: never }
  : { file: Blob; fileName?: string } & Part<'fields', F>;

/** What a call of `R` takes, read from its endpoint's schemas. */
export type CallInput<R extends ApiRoute> = Part<'params', EndpointParams<EndpointOf<R>>> &
  Part<'query', EndpointQuery<EndpointOf<R>>> &
  Part<'body', EndpointBody<EndpointOf<R>>> &
  FilePart<EndpointFields<EndpointOf<R>>> & { signal?: AbortSignal };

/** The 200 answer of `R` (`{ data }`, or a list page), as its endpoint's schema describes it. */
export type CallResult<R extends ApiRoute> = EndpointResult<EndpointOf<R>>;

type CallArgs<R extends ApiRoute> =
  object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/**
 * The answer check of development and tests (lib/api-validation.ts, with zod and the schemas).
 * Imported by a path the bundler does not follow, so a production build has neither its chunk
 * nor a loader for it in the landing's download; the branch that imports it is dead there.
 */
const ANSWER_CHECK_MODULE = './api-validation.ts';

/**
 * Calls the endpoint `route` ('METHOD /path' as the contract declares it) and resolves to its
 * whole JSON answer (`{ data }` for most calls), with /uploads paths made absolute for a native
 * build. Path parameters are URL-encoded; `query` may nest (`filter[scope]=public`); `file` is
 * sent as multipart field `file` with `fields`.
 * @throws ApiError on a failed answer, no answer, or (development, tests) an answer its schema
 *   rejects; the signal's AbortError as it is when the call is aborted.
 */
export async function callApi<R extends ApiRoute>(route: R, ...[input]: CallArgs<R>): Promise<CallResult<R>> {
  // One shape for every route inside (each call site was checked against its own).
  const { params, query, body, file, fileName, fields, signal } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: QueryParams;
    body?: unknown;
    file?: Blob;
    fileName?: string;
    fields?: Record<string, unknown>;
    signal?: AbortSignal;
  };
  const [method = 'GET', template = '/'] = route.split(' ');
  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (file) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields ?? {}))
      if (value !== undefined) form.append(name, String(value));
    form.append('file', file, fileName ?? (file instanceof File ? file.name : 'file'));
    payload = form;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(template, params, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = error instanceof Error && error.message ? error.message : MESSAGES.somethingWentWrong;
    throw new ApiError(0, 'NETWORK_ERROR', message, [], token);
  }
  const json = await readJson(response);
  if (!response.ok) throw errorOf(response.status, json, token);
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const { checkAnswer } = (await import(
      /* @vite-ignore */ ANSWER_CHECK_MODULE
    )) as typeof import('./api-validation.ts');
    checkAnswer(method, template, json);
  }
  return withAbsoluteUploads(json) as CallResult<R>;
}

/** `/api` + the path with its `:name` parameters filled in (URL-encoded) + the query string. */
function buildUrl(template: string, params?: Record<string, unknown>, query?: QueryParams): string {
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${template} needs :${name}`);
    return encodeURIComponent(String(value));
  });
  const qs = query ? toQueryString(query) : '';
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The ApiError of a failed answer; BAD_RESPONSE when its body is not `{ message, code }`. */
function errorOf(status: number, json: unknown, token: string | null): ApiError {
  const body = (json !== null && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const message =
    typeof body.message === 'string' && body.message ? body.message : MESSAGES.somethingWentWrong;
  const code = typeof body.code === 'string' ? (body.code as ErrorCode) : 'BAD_RESPONSE';
  const issues = Array.isArray(body.issues) ? (body.issues as ApiIssue[]) : [];
  return new ApiError(status, code, message, issues, token);
}
