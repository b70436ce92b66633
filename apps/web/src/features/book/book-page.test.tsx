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

/** The signed-in user as GET /users/read answers, on a paid plan or not. */
const userOf = (isPaid: boolean): User => ({
  id: 'u1',
  name: 'Olive',
  email: 'olive@example.com',
  photo: null,
  admin: false,
  blocked: false,
  created_at: '2025-01-01T00:00:00.000Z',
  stripe_id: null,
  plan: isPaid
    ? { title: 'Starter', name: 'starter', paid: true }
    : { title: 'Free', name: 'free', paid: false },
  subscription: null,
});

/** A book job as the server tells it. */
const job = (state: string, done: number, total = 3) => ({
  id: 'job-1',
  state,
  done,
  total,
  fileName: 'Zoo.pdf',
  message: null,
});

interface StubOptions {
  isPaid?: boolean;
  /** The answers of POST /books then each GET /books/:id, in turn (the last one repeats). */
  jobs?: Response[];
}

/**
 * Stubs fetch: /pages/paginate answers from `pages` by scope and title search (2 per page, the
 * cursor is the next index); POST /books and GET /books/job-1 answer `options.jobs` in turn;
 * GET /books/job-1/pdf answers `book()`. Returns the book bodies and list queries sent.
 */
function stubApi(pages: ListedPage[], book: () => Response, options: StubOptions = {}) {
  const sent: unknown[] = [];
  const listQueries: Record<string, string>[] = [];
  const jobs = options.jobs ?? [json(200, { data: job('ready', 3) })];
  let turn = 0;
  const nextJob = () => jobs[Math.min(turn++, jobs.length - 1)]!.clone();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://app.test');
      const path = url.pathname.replace(/^\/api/, '');
      if (path === '/pages/paginate') {
        const query = Object.fromEntries(url.searchParams);
        listQueries.push(query);
        const scoped = pages.filter((page) =>
          query.scope === 'colored'
            ? page.is_colored
            : query.scope === 'favorited'
              ? page.is_favorited
              : page.is_owner,
        );
        const found = scoped.filter((page) => !query.search || page.title.includes(query.search));
        const from = Number(query.cursor ?? 0);
        const isLast = from + 2 >= found.length;
        return Promise.resolve(
          json(200, {
            data: found.slice(from, from + 2),
            current_page: Number(query.page ?? 1),
            last_page: isLast ? Number(query.page ?? 1) : 99,
            per_page: 2,
            next_cursor: isLast ? null : String(from + 2),
          }),
        );
      }
      if (path === '/users/read') return Promise.resolve(json(200, { data: userOf(options.isPaid ?? true) }));
      if (path === '/books' && init.method === 'POST') {
        sent.push(JSON.parse(init.body as string));
        return Promise.resolve(nextJob());
      }
      if (path === '/books/job-1') return Promise.resolve(nextJob());
      if (path === '/books/job-1/pdf') return Promise.resolve(book());
      return Promise.resolve(json(404, { message: 'Not found', code: 'NOT_FOUND' }));
    }),
  );
  return { sent, listQueries };
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
  // Radix measures the Blank backs switch's thumb; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  useNotificationStore.getState().clear();
  sessionCache.clear();
  useAuthStore.setState({ token: 'token', user: { plan: { paid: true } } as User });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockClear();
});

/**
 * How long a step that reads the user first may take: in tests the API client checks each
 * answer against its schema, and loads those schemas on the first call.
 */
const SLOW = { timeout: 5000 };

describe('Make a book', { timeout: 20_000 }, () => {
  it('sends the chosen pages in the order set, with the title and paper, and saves the PDF', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi([listedPage(1), listedPage(2), listedPage(3)], pdf);
    renderBook();
    await user.click(await screen.findByRole('checkbox', { name: 'Page 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Page 1' }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Page 3' }));
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

    await vi.waitFor(() => expect(saveFile).toHaveBeenCalled(), SLOW);
    expect(sent).toEqual([
      { title: 'Zoo', pageIds: ['page-2', 'page-3', 'page-1'], paper: 'a4', blankBacks: false },
    ]);
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('Zoo.pdf');
  });

  it('says which page is no longer available when the server answers 404', async () => {
    const user = userEvent.setup();
    stubApi([listedPage(1), listedPage(2)], pdf, {
      jobs: [
        json(404, {
          message: 'Page not found',
          code: 'NOT_FOUND',
          issues: [{ path: 'pageIds.1', message: 'x' }],
        }),
      ],
    });
    renderBook();
    await user.click(await screen.findByRole('checkbox', { name: 'Page 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Page 2' }));
    await user.click(screen.getByRole('button', { name: 'Make the book' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Page 2, “Page 2”, is no longer available. Take it out of the book and try again.',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('asks for a page and a title before calling the server', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi([listedPage(1)], pdf);
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
    const { sent } = stubApi([listedPage(1)], pdf, { isPaid: false });
    const router = renderBook();
    await user.click(await screen.findByRole('checkbox', { name: 'Page 1' }));
    await user.click(screen.getByRole('button', { name: 'Make the book' }));
    expect(await screen.findByRole('heading', { name: 'Choose plan' }, SLOW)).toBeInTheDocument();
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

  it('shows the real progress of the book while the server makes it, blank backs asked', async () => {
    const user = userEvent.setup();
    const { sent } = stubApi([listedPage(1), listedPage(2)], pdf, {
      jobs: [
        json(200, { data: job('queued', 0, 2) }),
        json(200, { data: job('making', 1, 2) }),
        json(200, { data: job('ready', 2, 2) }),
      ],
    });
    renderBook();
    await user.click(await screen.findByRole('checkbox', { name: 'Page 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Page 2' }));
    await user.click(screen.getByRole('switch', { name: 'Blank backs' }));
    await user.click(screen.getByRole('button', { name: 'Make the book' }));

    const bar = await screen.findByRole('progressbar', { name: 'Making the book' });
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    await vi.waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '1'), SLOW);
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 2 pages made');
    expect(screen.getByText('Making page 2 of 2…')).toBeInTheDocument();
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalled(), SLOW);
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { title: 'My coloring book', pageIds: ['page-1', 'page-2'], paper: 'a4', blankBacks: true },
    ]);
  });

  it("finds any of the user's pages: another list, a search, Load more; chosen pages stay", async () => {
    const user = userEvent.setup();
    const colored = (n: number) => ({
      ...listedPage(n),
      title: `Colored ${n}`,
      is_favorited: false,
      is_colored: true,
    });
    const calls = stubApi(
      [listedPage(1), colored(7), colored(8), { ...colored(9), title: 'Colored lion' }],
      pdf,
    );
    renderBook();
    await user.click(await screen.findByRole('checkbox', { name: 'Page 1' }));

    await user.click(screen.getByRole('radio', { name: 'Colored pages' }));
    expect(await screen.findByRole('checkbox', { name: 'Colored 7' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Colored lion' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('checkbox', { name: 'Colored lion' })).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search Colored pages' });
    await user.type(search, 'lion{Enter}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Colored 7' })).not.toBeInTheDocument(),
    );
    // From the keyboard: the card's checkbox takes Space.
    screen.getByRole('checkbox', { name: 'Colored lion' }).focus();
    await user.keyboard(' ');
    expect(calls.listQueries.at(-1)).toMatchObject({ scope: 'colored', search: 'lion' });

    await user.type(search, 'zzz{Enter}');
    expect(await screen.findByRole('heading', { name: 'No pages found' })).toBeInTheDocument();
    const order = within(screen.getByRole('form', { name: 'Your book' })).getAllByRole('listitem');
    expect(order.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Page 1'),
      expect.stringContaining('Colored lion'),
    ]);
  });

  it('says so when the book being made is gone from the server', async () => {
    const user = userEvent.setup();
    stubApi([listedPage(1)], pdf, {
      jobs: [
        json(200, { data: job('making', 0, 1) }),
        json(404, { message: 'This book is no longer here. Make it again.', code: 'NOT_FOUND' }),
      ],
    });
    renderBook();
    await user.click(await screen.findByRole('checkbox', { name: 'Page 1' }));
    await user.click(screen.getByRole('button', { name: 'Make the book' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'This book is no longer here. Make it again.',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });
});
