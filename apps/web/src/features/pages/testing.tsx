import type { Paginated } from '@huebook/shared/schemas/api';
import type { ListedPage } from '@huebook/shared/schemas/page';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { vi } from 'vitest';

import { NotificationToast } from '../../components/ui/notification-toast.tsx';
import { registerNavigator } from '../../lib/navigation.ts';
import { createQueryClient } from '../../lib/query-client.ts';

let sequence = 0;

/** A page as GET /pages/paginate returns it; ids count up so tests can tell cards apart. */
export function makePage(overrides: Partial<ListedPage> = {}): ListedPage {
  sequence += 1;
  return {
    id: `page-${sequence}`,
    title: `Page ${sequence}`,
    illustration: `/uploads/page-${sequence}.png`,
    thumbnail: `/uploads/page-${sequence}-thumb.webp`,
    colored: null,
    user: { name: 'Olive Owner', stripe_id: null },
    colored_count: 0,
    favorited_count: 0,
    is_colored: false,
    is_favorited: false,
    is_owner: false,
    blocked: false,
    trending: false,
    created_at: new Date(Date.now() - sequence * 60_000).toISOString(),
    ...overrides,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** One call the screen made: method, path under /api, its query and JSON body. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * A stand-in for the pages API on `fetch`: paginates `pages` by `perPage` (search on titles,
 * 'oldest' reverses), toggles favorites and blocks. `favoriteAnswer` overrides the favorite
 * toggle (for example a 403 NO_PAID_PLAN). Returns the calls made, in order.
 */
export function stubPagesApi(
  pages: ListedPage[],
  options: { perPage?: number; favoriteAnswer?: () => Response } = {},
): Call[] {
  const perPage = options.perPage ?? 24;
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://app.test');
      const path = url.pathname.replace(/^\/api/, '');
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, query: url.searchParams, body });
      return Promise.resolve(answer(method, path, url.searchParams));
    }),
  );

  function answer(method: string, path: string, query: URLSearchParams): Response {
    if (method === 'GET' && path === '/pages/paginate') {
      const search = (query.get('search') ?? '').toLowerCase();
      let rows = pages.filter((page) => page.title.toLowerCase().includes(search));
      if (query.get('sort') === 'oldest') rows = [...rows].reverse();
      const current = Number(query.get('page') ?? 1);
      const more = rows.length > current * perPage;
      const body: Paginated<ListedPage> = {
        data: rows.slice((current - 1) * perPage, current * perPage),
        current_page: current,
        last_page: more ? current + 1 : current,
        per_page: perPage,
        next_cursor: more ? `cursor-${current + 1}` : null,
      };
      return json(200, body);
    }
    const toggle = /^\/pages\/([^/]+)\/(favorited|blocked)\/toggle$/.exec(path);
    const index = pages.findIndex((page) => page.id === toggle?.[1]);
    if (method === 'PATCH' && toggle && index >= 0) {
      const page = pages[index]!;
      if (toggle[2] === 'favorited') {
        if (options.favoriteAnswer) return options.favoriteAnswer();
        const isFavorited = !page.is_favorited;
        const count = page.favorited_count + (isFavorited ? 1 : -1);
        pages[index] = { ...page, is_favorited: isFavorited, favorited_count: count };
      } else pages[index] = { ...page, blocked: !page.blocked };
      // The toggles answer the whole page (the contract's pageSchema), not the listed one.
      return json(200, {
        data: { prompt: null, source: 'upload', generator: null, generation: null, ...pages[index] },
      });
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  }
  return calls;
}

/** A 403 answer as the server gives a free plan's favorite toggle. */
export function noPaidPlan(): Response {
  return json(403, { message: 'Favorites are part of the paid plans.', code: 'NO_PAID_PLAN' });
}

function ColoringStandIn() {
  return <h1>Coloring {useParams().id}</h1>;
}

/**
 * Renders `element` at `url` (path '/list') with the toast, a coloring stand-in and /checkout;
 * the API client navigates with this router, as the app's does.
 */
export function renderList(element: ReactElement, url = '/list') {
  const router = createMemoryRouter(
    [
      {
        path: '/list',
        element: (
          <>
            {element}
            <NotificationToast />
          </>
        ),
      },
      { path: '/pages/:id/color', element: <ColoringStandIn /> },
      { path: '/checkout', element: <h1>Choose plan</h1> },
    ],
    { initialEntries: [url] },
  );
  registerNavigator((to) => void router.navigate(to));
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
