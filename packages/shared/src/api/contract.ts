import { z } from 'zod';

/**
 * Who may call an endpoint (spec §6): anyone (`visitor`: no token is read), a signed-in user who
 * is not blocked (`user`), one on a paid plan (`paid`: others get 403 NO_PAID_PLAN), or an admin
 * (`admin`: others get 403 FORBIDDEN). Finer rules (the owner of a page) are the service's.
 */
export type Access = 'visitor' | 'user' | 'paid' | 'admin';

export type Method = 'GET' | 'POST' | 'PATCH';

/** A request body read as a multipart form: its text fields (the file is the `file` part). */
export interface MultipartBody<F extends z.ZodType = z.ZodType> {
  multipart: true;
  fields: F;
}

/**
 * One call of the API (spec §7): method, path under /api (Fastify's `:param` syntax), the zod
 * schemas of its path parameters, query, body and 200 answer, and who may call it. The server
 * registers its route from it (apps/server/src/lib/endpoint.ts), the OpenAPI document is made
 * from it, and the web client's calls are typed by it (by method and path: `M` and `Path` keep
 * them as literal types).
 */
export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | MultipartBody | undefined = z.ZodType | MultipartBody | undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
  M extends Method = Method,
  Path extends `/${string}` = `/${string}`,
> {
  method: M;
  path: Path;
  access: A;
  /** One line for the reference (/api/docs). */
  summary: string;
  /** The resource it belongs to: the reference's section. */
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The 200 answer's schema (JSON), or what is sent when `produces` names a file type. */
  response: R;
  /** A file answer's content type (e.g. application/pdf) instead of JSON. */
  produces?: string;
}

/** An endpoint, its types kept exact (the table's entries are declared with it). */
export function defineEndpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | MultipartBody | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
  M extends Method = Method,
  Path extends `/${string}` = `/${string}`,
>(endpoint: Endpoint<P, Q, B, R, A, M, Path>): Endpoint<P, Q, B, R, A, M, Path> {
  return endpoint;
}

/** The answer of most calls: `{ data }`. */
export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/**
 * The answer of a list call: `{ data, current_page, last_page, per_page, next_cursor }`
 * (schemas/api.ts `Paginated`).
 */
export function paginatedOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    next_cursor: z.string().nullable(),
  });
}

/** Path parameters naming a record by id. Not checked as a UUID here: a bad id is a 404. */
export const idParams = z.object({ id: z.string().max(100) });

/** True for a UUID in its canonical text form (any version), the ids of every table. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A schema's input type, or undefined where the endpoint has no such part. */
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/**
 * What a caller of endpoint `E` sends and gets, read from its schemas (the web client's types,
 * apps/web/src/lib/api-client.ts): path parameters, query and JSON body as their schemas accept
 * them (before defaults and transforms), a multipart call's text fields, and the 200 answer.
 */
export type EndpointParams<E> = E extends Endpoint<infer P, infer _Q, infer _B> ? InputOf<P> : never;
export type EndpointQuery<E> = E extends Endpoint<infer _P, infer Q, infer _B> ? InputOf<Q> : never;
/** The JSON body's input; undefined for a call without one or with a multipart body. */
export type EndpointBody<E> =
  E extends Endpoint<infer _P, infer _Q, infer B>
    ? B extends MultipartBody
      ? undefined
      : InputOf<B>
    : never;
/** A multipart call's text fields (besides `file`); undefined for other calls. */
export type EndpointFields<E> =
  E extends Endpoint<infer _P, infer _Q, infer B>
    ? B extends MultipartBody<infer F>
      ? z.input<F>
      : undefined
    : never;
export type EndpointResult<E> =
  E extends Endpoint<infer _P, infer _Q, infer _B, infer R> ? z.output<R> : never;

/** How a caller names endpoint `E`: its method and path, e.g. `'GET /pages/:id/read'`. */
export type EndpointRoute<E> = E extends { method: infer M extends Method; path: infer Path extends string }
  ? `${M} ${Path}`
  : never;
