/**
 * Routes registered from the API contract (packages/shared/src/api/endpoints.ts): one call per
 * endpoint, its method and path, its input validated by the endpoint's zod schemas (a failure is
 * the ZodError errors.ts turns into 400 INVALID_INPUT with its issues, as before), its 200
 * answer serialized through the response schema, and who may call it checked before the body is
 * parsed (so a visitor hears 401 whatever the body). Every /api route must come from here: app.ts
 * refuses any other (assertContractRoute).
 */
import type { Access, Endpoint, MultipartBody } from '@huebook/shared/api/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';

import { requireClaims, requireUser } from '../auth/current-user.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import type { UserWithPlan } from '../auth/user-view.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';

type ZodSchema = z.ZodType;
/** What a handler receives of a request part: the schema's output (never when the part has none). */
type Input<S> = [NonNullable<S>] extends [ZodSchema] ? z.output<NonNullable<S>> : undefined;

/**
 * How the caller is known: `user` (default) loads the signed-in user and checks the session;
 * `token` only verifies the bearer token (a hot list that checks the session in its own query).
 */
type Session = 'user' | 'token';

/** The caller as the handler sees it, by the endpoint's access and the route's session. */
type Caller<A extends Access, S extends Session> = A extends 'visitor'
  ? { me: null; claims: null }
  : S extends 'token'
    ? { me: null; claims: AccessClaims }
    : { me: UserWithPlan; claims: null };

export type EndpointHandler<E extends Endpoint, S extends Session> = (
  input: {
    params: Input<E['params']>;
    query: Input<E['query']>;
    body: NonNullable<E['body']> extends MultipartBody ? undefined : Input<E['body']>;
    request: FastifyRequest;
    reply: FastifyReply;
  } & Caller<E['access'], S>,
) => Promise<z.input<E['response']> | FastifyReply>;

export interface RouteExtras<S extends Session = 'user'> {
  session?: S;
  /** The 403 message for a caller who is not an admin (admin endpoints) or not on a paid plan. */
  forbidden?: string;
  /** Paid endpoints: refuse admins with this FORBIDDEN message rather than NO_PAID_PLAN. */
  admins?: string;
  /** Route config merged in (e.g. `{ rateLimit: … }` for @fastify/rate-limit). */
  config?: Record<string, unknown>;
  /**
   * `fast`: serialize the answer with Fastify's fast-json-stringify, compiled from the response
   * schema's JSON Schema (a hot list); the zod schema still checks it outside production.
   */
  serializer?: 'zod' | 'fast';
  /** The route's own request body cap in bytes, when it differs from the app's 1 MiB. */
  bodyLimit?: number;
}

/** The route config key that marks a route as registered from the contract. */
export const CONTRACT_CONFIG_KEY = 'endpoint';

const NOT_ADMIN = 'Only admins can do this.';
const NOT_PAID = 'This needs a paid plan.';

/** Answers that do not match their schema fail loudly outside production (tests catch drift). */
const strictResponses = process.env.NODE_ENV !== 'production';

/** Validates one part of the request with its zod schema; the ZodError reaches errors.ts. */
const validatorCompiler: FastifySchemaCompiler<ZodSchema> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/** Thrown (outside production) when a handler answers what its response schema does not allow. */
export class ResponseContractError extends Error {
  constructor(url: string, error: z.ZodError) {
    super(`The answer of ${url} does not match its contract: ${z.prettifyError(error)}`);
    this.name = 'ResponseContractError';
  }
}

type JsonSchema = Record<string, unknown>;

/**
 * A zod JSON Schema with each nullable `anyOf: [X, null]` folded into X with `type: [X, 'null']`:
 * fast-json-stringify runs a validator to pick an anyOf branch, but serializes a type list
 * with a plain check.
 */
export function foldNullable(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema') continue;
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) ? foldNullable(value as JsonSchema) : value;
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  const [only, nullable] = anyOf ?? [];
  if (anyOf?.length === 2 && only && nullable?.type === 'null' && typeof only.type === 'string') {
    delete out.anyOf;
    Object.assign(out, only, { type: [only.type, 'null'] });
  }
  if (out.properties) {
    const properties = out.properties as Record<string, JsonSchema>;
    out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, foldNullable(v)]));
  }
  if (out.items && typeof out.items === 'object' && !Array.isArray(out.items)) {
    out.items = foldNullable(out.items as JsonSchema);
  }
  return out;
}

/** Serializes an answer through its zod schema (unknown keys dropped). */
function zodSerializer(url: string): FastifySerializerCompiler<ZodSchema> {
  return ({ schema }) =>
    (data) => {
      const result = schema.safeParse(data);
      if (result.success) return JSON.stringify(result.data);
      if (strictResponses) throw new ResponseContractError(url, result.error);
      // Never fail a user for a contract slip in production: send the answer as it is.
      return JSON.stringify(data);
    };
}

/** A preSerialization hook that refuses a 200 answer breaking `endpoint`'s response schema. */
function checkAnswer(endpoint: Endpoint) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // Failures have their own shape (errors.ts); the contract is the 200 answer's.
    if (reply.statusCode !== 200) return payload;
    const result = endpoint.response.safeParse(payload);
    if (!result.success) throw new ResponseContractError(endpoint.path, result.error);
    return payload;
  };
}

/** Who the caller is, checked against `access`. @throws AppError UNAUTHORIZED, BLOCKED, FORBIDDEN, NO_PAID_PLAN */
async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  access: Access,
  extras: RouteExtras<Session>,
): Promise<{ me: UserWithPlan | null; claims: AccessClaims | null }> {
  if (access === 'visitor') return { me: null, claims: null };
  if (extras.session === 'token') return { me: null, claims: await requireClaims(ctx, request) };
  const me = await requireUser(ctx, request);
  if (access === 'admin' && !me.user.admin) throw new AppError('FORBIDDEN', extras.forbidden ?? NOT_ADMIN);
  // Admins are on the free plan: paid features are the subscribers' (spec §5).
  if (access === 'paid' && me.user.admin && extras.admins) throw new AppError('FORBIDDEN', extras.admins);
  if (access === 'paid' && !me.plan.paid) throw new AppError('NO_PAID_PLAN', extras.forbidden ?? NOT_PAID);
  return { me, claims: null };
}

const callers = new WeakMap<FastifyRequest, { me: UserWithPlan | null; claims: AccessClaims | null }>();

function isMultipart(body: Endpoint['body']): body is MultipartBody {
  return typeof body === 'object' && body !== null && 'multipart' in body;
}

/**
 * Registers `endpoint` on `app` (a scope under /api) with `handler`.
 * @param extras the route's own needs: session kind, the 403 wording, rate limits, serializer.
 */
export function route<E extends Endpoint, S extends Session = 'user'>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: EndpointHandler<E, S>,
  extras: RouteExtras<S> = {},
): void {
  const fast = extras.serializer === 'fast';
  // A file answer (endpoint.produces) is sent as bytes: no JSON serializer.
  const schema: FastifySchema = endpoint.produces
    ? {}
    : {
        response: {
          200: fast
            ? foldNullable(z.toJSONSchema(endpoint.response, { io: 'output' }) as JsonSchema)
            : endpoint.response,
        },
      };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body && !isMultipart(endpoint.body)) schema.body = endpoint.body;
  const options: RouteOptions = {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { ...extras.config, [CONTRACT_CONFIG_KEY]: endpoint } as RouteOptions['config'],
    validatorCompiler: validatorCompiler as RouteOptions['validatorCompiler'],
    ...(extras.bodyLimit && { bodyLimit: extras.bodyLimit }),
    // A `fast` route: Fastify's own serializer compiles its JSON Schema (the zod check runs
    // before it outside production); any other: the answer goes through its zod schema.
    ...(fast
      ? strictResponses && { preSerialization: checkAnswer(endpoint) }
      : { serializerCompiler: zodSerializer(endpoint.path) as RouteOptions['serializerCompiler'] }),
    // Before the body is parsed: a caller who may not call hears 401 or 403, not what is wrong
    // with the body, and an upload of someone who may not upload is never read. After
    // onRequest, where @fastify/rate-limit counts: a flood of bad tokens is still limited.
    preParsing: async (request, _reply, payload) => {
      callers.set(request, await authenticate(ctx, request, endpoint.access, extras));
      return payload;
    },
    handler: async (request, reply) => {
      const caller = callers.get(request) ?? { me: null, claims: null };
      return handler({
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        ...caller,
      } as Parameters<EndpointHandler<E, S>>[0]);
    },
  };
  app.route(options);
}

/**
 * An onRoute check: every route under /api comes from the contract (`route`), except the
 * reference's own (/api/docs, /api/openapi.json). @throws Error naming the route otherwise.
 */
export function assertContractRoute(options: RouteOptions, allowed: (url: string) => boolean): void {
  const url = options.url ?? '';
  if (!url.startsWith('/api/') && url !== '/api') return;
  if (allowed(url)) return;
  const config = options.config as Record<string, unknown> | undefined;
  if (!config?.[CONTRACT_CONFIG_KEY]) {
    const methods = [options.method].flat().join(',');
    throw new Error(`${methods} ${url} is not in the API contract (packages/shared/src/api/endpoints.ts)`);
  }
}
