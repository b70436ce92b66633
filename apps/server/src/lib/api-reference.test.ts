import { endpoints } from '@huebook/shared/api/endpoints';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setupTestApp, type TestApp } from '../test/app.ts';
import { ROUTE_TABLE } from '../test/route-table.ts';

import { isApiReferenceRoute } from './api-reference.ts';
import { assertContractRoute } from './endpoint.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; tags?: string[]; security?: unknown[] }>>;
}

/** Fastify's `/api/pages/:id/read` as OpenAPI writes it: `/api/pages/{id}/read`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await setupTestApp();
  const response = await t.app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});
afterAll(async () => {
  await t?.close();
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes every /api route the app registers', () => {
    expect(document.openapi).toBe('3.1.0');
    const missing = t.routes
      .filter((route) => route.url.startsWith('/api/') && !isApiReferenceRoute(route.url))
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('holds every endpoint of the contract with its summary, section and who may call it', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const operation = document.paths[openApiPath(`/api${endpoint.path}`)]?.[endpoint.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation?.summary, name).toBe(endpoint.summary);
      expect(operation?.tags, name).toEqual([endpoint.tag]);
      expect(Boolean(operation?.security), name).toBe(endpoint.access !== 'visitor');
    }
  });

  it('describes the page upload as a multipart form with its file', () => {
    const upload = document.paths['/api/pages/upload']?.post as {
      requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
    };
    const form = upload.requestBody?.content?.['multipart/form-data']?.schema;
    expect(Object.keys(form?.properties ?? {})).toEqual(
      expect.arrayContaining(['file', 'lineArt', 'detail']),
    );
  });

  it('leaves out the routes that are not API calls', () => {
    for (const path of Object.keys(document.paths)) expect(path.startsWith('/api/'), path).toBe(true);
    expect(document.paths['/healthz']).toBeUndefined();
  });
});

describe('the reference at /api/docs', () => {
  it('serves the readable reference from the package, with its own content security policy', async () => {
    const page = await t.app.inject({ url: '/api/docs/static/index.html' });
    const html =
      page.statusCode === 302 ? await t.app.inject({ url: page.headers.location as string }) : page;
    const entry = await t.app.inject({ url: '/api/docs' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('swagger-ui');
    expect(entry.headers['content-security-policy']).toContain("script-src 'self'");
    expect(String(entry.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(html.statusCode).toBeLessThan(400);
  });
});

describe('routes outside the contract', () => {
  it('are refused under /api, and allowed elsewhere', async () => {
    const app = Fastify();
    app.addHook('onRoute', (route) => assertContractRoute(route, isApiReferenceRoute));
    app.get('/healthz', async () => 'ok');
    expect(() => app.get('/api/secret', async () => 'x')).toThrow(
      /GET \/api\/secret is not in the API contract/,
    );
    await app.close();
  });
});

describe('the route table of the authorization matrix and fuzzing', () => {
  it('has a row for every endpoint of the contract, whose access it reads from the contract', () => {
    const asRouteTable = {
      visitor: ['public'],
      user: ['signed-in', 'owner'],
      paid: ['paid'],
      admin: ['admin'],
    };
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const row = ROUTE_TABLE[`${endpoint.method} /api${endpoint.path}`];
      expect(row, name).toBeDefined();
      expect(asRouteTable[endpoint.access], name).toContain(row?.access);
    }
  });
});
