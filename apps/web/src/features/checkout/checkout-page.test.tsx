// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import type { Plan } from '@huebook/shared/schemas/plan';
import type { User } from '@huebook/shared/schemas/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { useAuthStore } from '../../lib/auth-store.ts';
import { createQueryClient } from '../../lib/query-client.ts';

import { CheckoutPage } from './checkout-page.tsx';

const plans: Plan[] = [
  {
    id: 'p1',
    name: 'starter',
    title: 'Starter',
    description: '',
    price: 4.99,
    paid: true,
    discount: 0,
    stripe_price_id: 'price_starter',
    public_page_limit: 100,
    page_creation_limit: 30,
  },
  {
    id: 'p2',
    name: 'advanced',
    title: 'Advanced',
    description: '',
    price: 9.99,
    paid: true,
    discount: 20,
    stripe_price_id: 'price_advanced',
    public_page_limit: 500,
    page_creation_limit: 150,
  },
];

const free: User = {
  id: 'u1',
  name: 'Penny',
  email: 'penny@example.com',
  photo: null,
  admin: false,
  blocked: false,
  created_at: '2026-01-01T00:00:00.000Z',
  stripe_id: null,
  plan: { title: 'Free', name: 'free', paid: false },
  subscription: null,
};

const subscribed = (canceledAt: string | null): User => ({
  ...free,
  stripe_id: 'test_cus_abc',
  plan: { title: 'Starter', name: 'starter', paid: true },
  subscription: {
    id: 's1',
    created_at: '2026-11-23T00:00:00.000Z',
    canceled_at: canceledAt,
    expire_at: '2026-12-23T12:00:00.000Z',
  },
});

function renderCheckout(user: User) {
  useAuthStore.setState({ token: 'tok', user });
  const router = createMemoryRouter([{ path: '/checkout', element: <CheckoutPage /> }], {
    initialEntries: ['/checkout?plan=advanced'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: plans }), { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState({ token: null, user: null });
});

it('lets a free user choose a plan and check out', async () => {
  renderCheckout(free);
  expect(await screen.findByText('Advanced')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Advanced/ })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
});

it('tells a subscribed user their plan renews and offers no second checkout', async () => {
  renderCheckout(subscribed(null));
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('You are on the Starter plan.');
  expect(notice).toHaveTextContent('It renews on December 23, 2026.');
  expect(screen.getByRole('link', { name: 'Manage plan' })).toHaveAttribute('href', '/account');
  expect(screen.getByRole('radio', { name: /Advanced/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
});

it('tells a user whose plan is canceled when they can choose another', async () => {
  renderCheckout(subscribed('2026-11-24T00:00:00.000Z'));
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('It ends on December 23, 2026. You can choose another plan after that.');
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
});
