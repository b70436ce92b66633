import { dataOf, defineEndpoint } from '@huebook/shared/api/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import type { AppContext } from '../context.ts';
import { handleError } from '../errors.ts';
import { setupTestApp, type TestApp } from '../test/app.ts';

import { route } from './endpoint.ts';

/** A visitor endpoint (no session needed, so no database): echoes a name. */
const greet = defineEndpoint({
  method: 'POST',
  path: '/greet/:id',
  access: 'visitor',
  tag: 'Test',
  summary: 'Greets.',
  params: z.object({ id: z.string() }),
  query: z.object({ times: z.coerce.number().int().min(1).default(1) }),
  body: z.object({ name: z.string().min(2, 'Too short') }),
  response: dataOf(z.object({ greeting: z.string() })),
});

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

async function appWith(handler: Parameters<typeof route<typeof greet>>[3], serializer?: 'zod' | 'fast') {
  app = Fastify();
  app.setErrorHandler(handleError);
  route(app, {} as AppContext, greet, handler, serializer ? { serializer } : {});
  await app.ready();
  return app;
}

describe('a route from the contract', () => {
  it('hands the handler the parsed params, query (coerced, defaults) and body', async () => {
    await appWith(async ({ params, query, body }) => ({
      data: { greeting: `${'hi '.repeat(query.times)}${body.name} #${params.id}` },
    }));
    const answer = await app.inject({ method: 'POST', url: '/greet/7?times=2', payload: { name: 'Ada' } });
    expect(answer.json()).toEqual({ data: { greeting: 'hi hi Ada #7' } });
  });

  it('answers a bad body 400 INVALID_INPUT with the issue’s path, as the handlers did', async () => {
    await appWith(async () => ({ data: { greeting: 'never' } }));
    const answer = await app.inject({ method: 'POST', url: '/greet/7', payload: { name: 'A' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: 'name: Too short',
      code: 'INVALID_INPUT',
      issues: [{ path: 'name', message: 'Too short' }],
    });
  });

  for (const serializer of ['zod', 'fast'] as const) {
    it(`drops keys the contract does not name (${serializer} serializer)`, async () => {
      await appWith(
        async () => ({ data: { greeting: 'hi', secret: 'x' } as { greeting: string } }),
        serializer,
      );
      const answer = await app.inject({ method: 'POST', url: '/greet/7', payload: { name: 'Ada' } });
      expect(answer.json()).toEqual({ data: { greeting: 'hi' } });
    });

    it(`fails loudly outside production when the answer breaks the contract (${serializer})`, async () => {
      await appWith(async () => ({ data: { greeting: 42 } as unknown as { greeting: string } }), serializer);
      const answer = await app.inject({ method: 'POST', url: '/greet/7', payload: { name: 'Ada' } });
      expect(answer.statusCode).toBe(500);
    });
  }
});

describe('who may call, before the input is read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a visitor 401 whatever the body', async () => {
    const answer = await t.app.inject({ method: 'PATCH', url: '/api/users/update', payload: { name: 5 } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('UNAUTHORIZED');
  });
});
