import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { vi } from 'vitest';

import { createQueryClient } from '../../lib/query-client.ts';
import { aCredit } from '../../test/api-fixtures.ts';

/** One call the screens made: path under /api, method and body. */
export interface Call {
  path: string;
  method: string;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}

type Answer = Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const credit = aCredit({ public_page: 9, page_creation: 2 });

/**
 * Stubs fetch: `answers` maps "METHOD /path" to a response (or a pending promise). Credits are
 * answered unless given; anything else is a 404. Returns the calls made, in order.
 */
export function stubApi(answers: Record<string, () => Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const path = input.replace(/^\/api/, '').split('?')[0]!;
      const method = init.method ?? 'GET';
      calls.push({ path, method, body: init.body, signal: init.signal });
      const answer = answers[`${method} ${path}`];
      if (answer) return Promise.resolve(answer());
      if (path === '/credits/read') return Promise.resolve(json(200, { data: credit }));
      return Promise.resolve(json(404, { message: 'Not found', code: 'NOT_FOUND' }));
    }),
  );
  return calls;
}

/** The coloring route, reduced to a heading naming the page id. */
function ColoringStandIn() {
  const { id } = useParams();
  return <h1>Coloring {id}</h1>;
}

/**
 * Renders `element` at / (`search`, e.g. "?prompt=a%20cat", after it), with /pages/:id/color as
 * a stand-in to land on.
 */
export function renderScreen(element: ReactElement, search = '') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/pages/:id/color', element: <ColoringStandIn /> },
    ],
    { initialEntries: [`/${search}`] },
  );
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, unmount: view.unmount };
}

/** Waits for the coloring stand-in of page `id`. */
export function findColoring(id: string) {
  return screen.findByRole('heading', { name: `Coloring ${id}` });
}

/** A promise answered later by the test: `resolve(response)`. */
export function deferred() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}
