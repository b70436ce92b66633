// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import type { User } from '@huebook/shared/schemas/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NotificationToast } from '../../components/ui/notification-toast.tsx';
import { useNotificationStore } from '../../lib/notification-store.ts';
import { createQueryClient } from '../../lib/query-client.ts';

import { UsersPage } from './users-page.tsx';

const makeUser = (id: string, name: string, overrides: Partial<User> = {}): User => ({
  id,
  name,
  email: `${id}@example.com`,
  photo: null,
  admin: false,
  blocked: false,
  created_at: '2026-01-01T00:00:00.000Z',
  stripe_id: null,
  plan: { title: 'Free', name: 'free', paid: false },
  subscription: null,
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubUsersApi(users: User[], options: { failList?: boolean } = {}) {
  const calls: { method: string; path: string; query: URLSearchParams }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://app.test');
      const path = url.pathname.replace(/^\/api/, '');
      const method = init.method ?? 'GET';
      calls.push({ method, path, query: url.searchParams });
      if (method === 'GET' && path === '/users/paginate') {
        if (options.failList) return Promise.resolve(json(500, { message: 'Boom', code: 'INTERNAL' }));
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const data = users.filter((u) => u.name.toLowerCase().includes(search));
        return Promise.resolve(
          json(200, { data, current_page: 1, last_page: 1, per_page: 24, next_cursor: null }),
        );
      }
      const toggle = /^\/users\/([^/]+)\/blocked\/toggle$/.exec(path);
      const index = users.findIndex((u) => u.id === toggle?.[1]);
      if (method === 'PATCH' && index >= 0) {
        users[index] = { ...users[index]!, blocked: !users[index]!.blocked };
        return Promise.resolve(json(200, { data: users[index] }));
      }
      return Promise.resolve(json(404, { message: 'Not found', code: 'NOT_FOUND' }));
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/users',
        element: (
          <>
            <UsersPage />
            <NotificationToast />
          </>
        ),
      },
    ],
    { initialEntries: ['/admin/users'] },
  );
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => useNotificationStore.getState().clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UsersPage', () => {
  it('shows users with badges, an edit link and a create link', async () => {
    stubUsersApi([makeUser('u1', 'Ann', { admin: true }), makeUser('u2', 'Bob', { blocked: true })]);
    renderPage();
    const ann = await screen.findByRole('article', { name: 'Ann' });
    expect(within(ann).getByText('admin')).toBeInTheDocument();
    expect(within(ann).getByRole('link', { name: 'edit' })).toHaveAttribute('href', '/admin/users/u1/edit');
    const bob = screen.getByRole('article', { name: 'Bob' });
    expect(within(bob).getByText('blocked')).toBeInTheDocument();
    expect(within(bob).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create user' })).toHaveAttribute('href', '/admin/users/create');
  });

  it('asks before blocking, and unblocks at once', async () => {
    const calls = stubUsersApi([makeUser('u1', 'Ann')]);
    renderPage();
    const ann = await screen.findByRole('article', { name: 'Ann' });
    await userEvent.click(within(ann).getByRole('button', { name: 'Block' }));
    expect(screen.getByText('Are you sure to block the user?')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, proceed' }));
    expect(await within(ann).findByText('blocked')).toBeInTheDocument();

    await userEvent.click(within(ann).getByRole('button', { name: 'Unblock' }));
    expect(await within(ann).findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(within(ann).queryByText('blocked')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2);
  });

  it('searches once typing pauses', async () => {
    const calls = stubUsersApi([makeUser('u1', 'Ann'), makeUser('u2', 'Bob')]);
    renderPage();
    await screen.findByRole('article', { name: 'Bob' });
    await userEvent.type(screen.getByLabelText('Search users'), 'ann');
    expect(await screen.findByRole('article', { name: 'Ann' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Bob' })).not.toBeInTheDocument());
    const searches = calls.filter((c) => c.path === '/users/paginate').map((c) => c.query.get('search'));
    expect(searches).toEqual([null, 'ann']);
  });

  it('says Failed to load users when the list fails', async () => {
    stubUsersApi([], { failList: true });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Failed to load users' })).toBeInTheDocument();
  });
});
