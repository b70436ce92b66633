// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import type { User } from '@huebook/shared/schemas/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { useAuthStore } from '../../lib/auth-store.ts';
import { createQueryClient } from '../../lib/query-client.ts';

import { PaymentPage } from './payment-page.tsx';

const starterUser: User = {
  id: 'u1',
  name: 'Penny',
  email: 'penny@example.com',
  photo: null,
  admin: false,
  blocked: false,
  created_at: '2026-01-01T00:00:00.000Z',
  stripe_id: null,
  plan: { title: 'Starter', name: 'starter', paid: true },
  subscription: { id: 's1', created_at: '2026-01-01T00:00:00.000Z', canceled_at: null, expire_at: null },
};

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/payment', element: <PaymentPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() =>
  useAuthStore.setState({
    token: 'token-1',
    user: { ...starterUser, plan: { title: 'Free', name: 'free', paid: false }, subscription: null },
  }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('confirms a test-mode session once and shows the new plan with a link to Public pages', async () => {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ data: { user: starterUser } }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderAt('/payment?status=success&session_id=test_abc.def');

  expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  expect(screen.getByText('Starter')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Public pages' })).toHaveAttribute('href', '/pages/public');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/stripe/checkout/confirm');
  expect(JSON.parse(init.body as string)).toEqual({ sessionId: 'test_abc.def' });
  expect(useAuthStore.getState().user?.plan.name).toBe('starter');
});

it('says a canceled payment was canceled and links back to /checkout', async () => {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  renderAt('/payment?status=canceled');
  expect(await screen.findByRole('heading', { name: 'Payment canceled' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose plan' })).toHaveAttribute('href', '/checkout');
  expect(fetchMock).not.toHaveBeenCalled();
});
