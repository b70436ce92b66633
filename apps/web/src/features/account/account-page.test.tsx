// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import type { User } from '@huebook/shared/schemas/user';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { NotificationToast } from '../../components/ui/notification-toast.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useNotificationStore } from '../../lib/notification-store.ts';
import { createQueryClient } from '../../lib/query-client.ts';

import { AccountPage } from './account-page.tsx';

const user: User = {
  id: 'u1',
  name: 'Penny',
  email: 'penny@example.com',
  photo: null,
  admin: false,
  blocked: false,
  created_at: '2026-01-01T00:00:00.000Z',
  stripe_id: null,
  plan: { title: 'Starter', name: 'starter', paid: true },
  subscription: {
    id: 's1',
    created_at: '2026-01-01T00:00:00.000Z',
    canceled_at: null,
    expire_at: '2026-02-01T00:00:00.000Z',
  },
};
/** After the cancel: the plan stays until expire_at. */
const canceledUser: User = {
  ...user,
  subscription: { ...user.subscription!, canceled_at: '2026-01-15T00:00:00.000Z' },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

function stubApi(): { method: string; url: string; body: unknown }[] {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      calls.push({ method: init.method ?? 'GET', url, body });
      if (url === '/api/credits/read') {
        return json({ data: { id: 'c1', public_page: 100, page_creation: 30, period_start: '', user } });
      }
      if (url === '/api/stripe/subscription/cancel') return json({ data: { canceled: true } });
      if (url === '/api/users/read') return json({ data: canceledUser });
      if (url === '/api/users/update') {
        const { email, ...rest } = body as { email?: string };
        // A new email is not applied: its code goes to the new address (DESIGN.md "Auth").
        const emailChange = email && email !== user.email ? { token: 'change-1', email } : undefined;
        return json({ data: { updated: true, user: { ...user, ...rest }, emailChange } });
      }
      if (url === '/api/users/email/confirm') {
        const { code } = body as { code: string };
        if (code !== '24680')
          return json({ message: 'Wrong code. 4 tries left.', code: 'INVALID_INPUT' }, 400);
        return json({ data: { updated: true, user: { ...user, email: 'penny.new@example.com' } } });
      }
      return json({ message: 'unexpected', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

function renderAccount() {
  const router = createMemoryRouter(
    [
      { path: '/account', element: <AccountPage /> },
      { path: '/pages/public', element: <h1>Public pages</h1> },
    ],
    { initialEntries: ['/account'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <NotificationToast />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useNotificationStore.getState().clear();
  useAuthStore.setState({ token: 'token-1', user });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the plan and credits, and cancels the subscription after the confirmation', async () => {
  const calls = stubApi();
  const router = renderAccount();
  expect(screen.getByTestId('current-plan')).toHaveTextContent('Starter');
  expect(await screen.findByText('100')).toBeInTheDocument();
  expect(screen.getByText('30')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  const confirmation = screen.getByRole('alertdialog');
  expect(confirmation).toHaveTextContent('Are you sure you want to cancel your active subscription plan?');
  expect(calls.some((call) => call.url === '/api/stripe/subscription/cancel')).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Yes, proceed' }));

  expect(await screen.findByText('Your active subscription plan has been canceled')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/pages/public');
  expect(useAuthStore.getState().user?.plan.name).toBe('starter');
  expect(useAuthStore.getState().user?.subscription?.canceled_at).not.toBeNull();
});

it('updates name and email with “Update account”', async () => {
  const calls = stubApi();
  renderAccount();
  const name = screen.getByLabelText('Name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Penny Lane');
  await userEvent.click(screen.getByRole('button', { name: 'Update account' }));
  expect(await screen.findByText('Account details have been updated')).toBeInTheDocument();
  expect(calls.find((call) => call.url === '/api/users/update')?.body).toEqual({
    name: 'Penny Lane',
    email: 'penny@example.com',
  });
  expect(useAuthStore.getState().user?.name).toBe('Penny Lane');
});

it('changes the email only once the code sent to the new address is entered', async () => {
  const calls = stubApi();
  renderAccount();
  const email = screen.getByLabelText('Email');
  await userEvent.clear(email);
  await userEvent.type(email, 'penny.new@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Update account' }));

  const confirmation = await screen.findByRole('form', { name: 'Confirm your new email' });
  expect(confirmation).toHaveTextContent(
    'We sent a code to penny.new@example.com. Enter it to change your email.',
  );
  expect(useAuthStore.getState().user?.email).toBe('penny@example.com');
  expect(screen.getByLabelText('Email')).toHaveValue('penny@example.com');

  await userEvent.type(screen.getByLabelText('Code'), '13579');
  await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
  expect(await screen.findByText('Wrong code. 4 tries left.')).toBeInTheDocument();
  expect(useAuthStore.getState().user?.email).toBe('penny@example.com');

  await userEvent.clear(screen.getByLabelText('Code'));
  await userEvent.type(screen.getByLabelText('Code'), '24680');
  await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
  expect(await screen.findByText('Account details have been updated')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Confirm your new email' })).not.toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('penny.new@example.com');
  expect(useAuthStore.getState().user?.email).toBe('penny.new@example.com');
  expect(calls.filter((call) => call.url === '/api/users/email/confirm').map((call) => call.body)).toEqual([
    { token: 'change-1', code: '13579' },
    { token: 'change-1', code: '24680' },
  ]);
});
