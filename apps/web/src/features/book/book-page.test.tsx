// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import type { ListedPage } from '@huebook/shared/schemas/page';
import type { User } from '@huebook/shared/schemas/user';
import { QueryClientProvider, QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '../../lib/auth-store.ts';
import { saveFile } from '../../lib/native-files.ts';
import { useNotificationStore } from '../../lib/notification-store.ts';
import { queryClient as sessionCache } from '../../lib/query-client.ts';

import { BookPage } from './book-page.tsx';

vi.mock('../../lib/native-files.ts', () => ({ saveFile: vi.fn(() => Promise.resolve('browser')) }));

function listedPage(n: number): ListedPage {
  return {
    id: `page-${n}`,
    title: `Page ${n}`,
    illustration: `/uploads/${n}.png`,
    thumbnail: `/uploads/${n}-thumb.webp`,
    colored: null,
    user: { name: 'Olive', stripe_id: null },
    colored_count: 0,
    favorited_count: 0,
    is_colored: false,
    is_favorited: true,
    is_owner: false,
    blocked: false,
    trending: false,
    created_at: new Date().toISOString(),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch: the favorite list holds `pages`; /books/pdf answers `book()`. Returns the book bodies sent. */
function stubApi(pages: ListedPage[], book: () => Response, isPaid = true) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://app.test').pathname.replace(/^\/api/, '');
      if (path === '/pages/paginate') {
        return Promise.resolve(
          json(200, { data: pages, current_page: 1, last_page: 1, per_page: 24, next_cursor: null }),
        );
      }
      if (path === '/users/read') return Promise.resolve(json(200, { data: { plan: { paid: isPaid } } }));
      if (path === '/books/pdf') {
        sent.push(JSON.parse(init.body as string));
        return Promise.resolve(book());
      }
      return Promise.resolve(json(404, { message: 'Not found', code: 'NOT_FOUND' }));
    }),
  );
  return sent;
}

function renderBook(url = '/books/new?from=favorite') {
  const router = createMemoryRouter(
    [
      {
        path: '/books/new',
        element: <BookPage />,
      },
      { path: '/checkout', element: <h1>Choose plan</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const pdf = () =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Zoo.pdf"' },
  });

beforeEach(() => {
  useNotificationStore.getState().clear();
  sessionCache.clear();
  useAuthStore.setState({ token: 'token', user: { plan: { paid: true } } as User });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
});

describe('Make a book', () => {
  it('sends the chosen pages in the order set, with the title and paper, and saves the PDF', async () => {
    const user = userEvent.setup();
    const sent = stubApi([listedPage(1), listedPage(2), listedPage(3)], pdf);
    renderBook();
    await user.click(await screen.findByRole('checkbox', { name: 'Page 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Page 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Page 3' }));
    expect(screen.getByText('3 of 24')).toBeInTheDocument();

    const moveUp = screen.getByRole('button', { name: 'Move “Page 3” up' });
    await user.click(moveUp);
    // Focus follows the moved page.
    expect(screen.getByRole('button', { name: 'Move “Page 3” up' })).toHaveFocus();
    const order = within(screen.getByRole('form', { name: 'Your book' })).getAllByRole('listitem');
    expect(order.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Page 2'),
      expect.stringContaining('Page 3'),
      expect.stringContaining('Page 1'),
    ]);

    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, ' Zoo ');
    await user.click(screen.getByRole('radio', { name: 'A4' }));
    await user.click(screen.getByRole('button', { name: 'Make the book' }));

    await vi.waitFor(() => expect(saveFile).toHaveBeenCalled());
    expect(sent).toEqual([{ title: 'Zoo', pageIds: ['page-2', 'page-3', 'page-1'], paper: 'a4' }]);
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('Zoo.pdf');
  });

  it('says which page is no longer available when the server answers 404', async () => {
    const user = userEvent.setup();
    stubApi([listedPage(1), listedPage(2)], () =>
      json(404, {
        message: 'Page not found',
        code: 'NOT_FOUND',
        issues: [{ path: 'pageIds.1', message: 'x' }],
      }),
    );
    renderBook();
    await user.click(await screen.findByRole('checkbox', { name: 'Page 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Make the book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Page 2, “Page 2”, is no longer available. Take it out of the book and try again.',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('asks for a page and a title before calling the server', async () => {
    const user = userEvent.setup();
    const sent = stubApi([listedPage(1)], pdf);
    renderBook();
    await screen.findByRole('checkbox', { name: 'Page 1' });
    await user.click(screen.getByRole('button', { name: 'Make the book' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one page for the book.');
    await user.click(screen.getByRole('checkbox', { name: 'Page 1' }));
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Make the book' }));
    expect(screen.getByText('Give the book a title: it goes on the cover.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends a free user to checkout with the paid-plan notice', async () => {
    const user = userEvent.setup();
    const sent = stubApi([listedPage(1)], pdf, false);
    const router = renderBook();
    await user.click(await screen.findByRole('checkbox', { name: 'Page 1' }));
    await user.click(screen.getByRole('button', { name: 'Make the book' }));
    expect(await screen.findByRole('heading', { name: 'Choose plan' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(useNotificationStore.getState().current).toMatchObject({
      message: 'Download is only available on the paid plan.',
      variant: 'danger',
      persist: true,
    });
    expect(sent).toEqual([]);
  });

  it('shows an empty state when the list has no pages', async () => {
    stubApi([], pdf);
    renderBook('/books/new?from=colored');
    expect(await screen.findByRole('heading', { name: 'No pages in Colored pages yet' })).toBeInTheDocument();
  });
});
