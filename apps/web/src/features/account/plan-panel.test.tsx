// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import type { User } from '@huebook/shared/schemas/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../lib/query-client.ts';

import { PlanPanel } from './plan-panel.tsx';

const starter: User = {
  id: 'u1',
  name: 'Penny',
  email: 'penny@example.com',
  photo: null,
  admin: false,
  blocked: false,
  created_at: '2026-01-01T00:00:00.000Z',
  stripe_id: 'test_cus_abc',
  plan: { title: 'Starter', name: 'starter', paid: true },
  subscription: {
    id: 's1',
    created_at: '2026-11-23T00:00:00.000Z',
    canceled_at: null,
    expire_at: '2026-12-23T12:00:00.000Z',
  },
};

function renderPanel(user: User) {
  const router = createMemoryRouter([{ path: '/', element: <PlanPanel user={user} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  const credit = { id: 'c1', public_page: 99, page_creation: 30, period_start: '', user: starter };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: credit }), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('an active subscription renews, and can be canceled', async () => {
  renderPanel(starter);
  expect(await screen.findByText('99')).toBeInTheDocument();
  expect(screen.getByText('Renews on December 23, 2026')).toBeInTheDocument();
  expect(screen.getByText('active')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
});

it('a canceled subscription keeps its plan and credits and ends on its expire_at', async () => {
  renderPanel({
    ...starter,
    subscription: { ...starter.subscription!, canceled_at: '2026-12-01T00:00:00Z' },
  });
  expect(screen.getByTestId('current-plan')).toHaveTextContent('Starter');
  expect(await screen.findByText('99')).toBeInTheDocument();
  expect(screen.getByText('Ends on December 23, 2026')).toBeInTheDocument();
  expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
  expect(screen.getByText('canceled')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
});
