/**
 * The API's reference, made from the contract (packages/shared/src/api/endpoints.ts): an
 * OpenAPI 3.1 document at /api/openapi.json (@fastify/swagger collecting the routes
 * lib/endpoint.ts registers, their zod schemas turned into JSON Schema by
 * fastify-type-provider-zod) and a readable reference at /api/docs (@fastify/swagger-ui, its
 * assets served from the npm package, nothing fetched from elsewhere).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Access, Endpoint, MultipartBody } from '@huebook/shared/api/contract';
import { apiErrorSchema } from '@huebook/shared/schemas/api';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { CONTRACT_CONFIG_KEY } from './endpoint.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/** The reference's own routes: the only /api routes outside the contract. */
export function isApiReferenceRoute(url: string): boolean {
  return url === OPENAPI_PATH || url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`);
}

/** The reference's top-bar title, in place of Fastify's logo. */
const WORDMARK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40" viewBox="0 0 200 40">' +
  '<text x="0" y="29" font-family="system-ui, sans-serif" font-size="26" font-weight="800" fill="#ffffff">' +
  'Huebook API</text></svg>';

const WHO: Record<Access, string> = {
  visitor: 'Anyone; no token needed.',
  user: 'A signed-in user who is not blocked (bearer token).',
  paid: 'A signed-in user on a paid plan; others get 403 NO_PAID_PLAN.',
  admin: 'An admin; others get 403 FORBIDDEN.',
};

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];

function isMultipart(body: Endpoint['body']): body is MultipartBody {
  return typeof body === 'object' && body !== null && 'multipart' in body;
}

/**
 * The OpenAPI description of one route: from its endpoint (route config), so the document
 * shows what the contract says (multipart forms and who may call included); routes outside
 * the contract are left out.
 */
function describeRoute(args: TransformArgs): ReturnType<typeof jsonSchemaTransform> {
  const route = (args as TransformArgs & { route?: RouteOptions }).route;
  const endpoint = (route?.config as Record<string, unknown> | undefined)?.[CONTRACT_CONFIG_KEY] as
    Endpoint | undefined;
  if (!endpoint) return { schema: { hide: true }, url: args.url };
  const body = endpoint.body && !isMultipart(endpoint.body) ? endpoint.body : undefined;
  const described = jsonSchemaTransform({
    ...args,
    schema: {
      summary: endpoint.summary,
      description: `Who may call: ${WHO[endpoint.access]}`,
      tags: [endpoint.tag],
      ...(endpoint.access === 'visitor' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(body ? { body } : {}),
      response: {
        ...(endpoint.produces ? {} : { 200: endpoint.response }),
        '4xx': apiErrorSchema,
        '5xx': apiErrorSchema,
      },
    },
  });
  if (endpoint.produces) {
    const file = { type: 'string', format: 'binary' };
    (described.schema as { response: Record<string, unknown> }).response['200'] = {
      description: 'The file.',
      content: { [endpoint.produces]: { schema: file } },
    };
  }
  if (isMultipart(endpoint.body)) {
    const fields = z.toJSONSchema(endpoint.body.fields, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    Object.assign(described.schema, {
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        properties: { file: { type: 'string', format: 'binary' }, ...fields.properties },
        required: ['file', ...(fields.required ?? [])],
      },
    });
  }
  return described;
}

/** Registers the OpenAPI document and the reference UI; call before the API's routes. */
export async function registerApiReference(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Huebook API',
        version,
        description:
          'Every call of the Huebook app (spec §7). Answers are `{ data }` (lists add `current_page`, ' +
          '`last_page`, `per_page`, `next_cursor`); failures are `{ message, code, issues? }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: describeRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: 'Huebook API reference' },
    logo: { type: 'image/svg+xml', content: WORDMARK, href: API_DOCS_PREFIX },
    // The UI's own policy (hashes of its inline scripts), minus the https upgrade (`npm start`
    // serves plain HTTP) and with inline styles, which the UI sets on its elements as it renders.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src 'self'/, "style-src 'self' 'unsafe-inline'"),
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
