// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

import { notify, useNotificationStore } from '../../lib/notification-store.ts';

import { NotificationToast } from './notification-toast.tsx';

beforeEach(() => useNotificationStore.getState().clear());
afterEach(cleanup);

it('offers the action as a button inside the announced message, and runs it on a click', async () => {
  const run = vi.fn();
  render(<NotificationToast />);
  act(() => notify({ message: 'Saved to files', variant: 'success', action: { label: 'Share', run } }));

  const toast = screen.getByRole('status');
  expect(toast).toHaveTextContent('Saved to files');
  const share = screen.getByRole('button', { name: 'Share' });
  expect(toast).toContainElement(share);

  await userEvent.click(share);
  expect(run).toHaveBeenCalledOnce();
  expect(screen.queryByText('Saved to files')).not.toBeInTheDocument();
});

it('keeps a notification the action shows', async () => {
  render(<NotificationToast />);
  const run = () => notify({ message: 'The share sheet could not open', variant: 'danger' });
  act(() => notify({ message: 'Saved to files', variant: 'success', action: { label: 'Share', run } }));

  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The share sheet could not open');
});

it('reaches the action with the keyboard', async () => {
  const run = vi.fn();
  render(<NotificationToast />);
  act(() => notify({ message: 'Saved to documents', variant: 'success', action: { label: 'Share', run } }));

  const user = userEvent.setup();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(run).toHaveBeenCalledOnce();
});

it('dismisses without running the action', async () => {
  const run = vi.fn();
  render(<NotificationToast />);
  act(() => notify({ message: 'Saved to files', action: { label: 'Share', run } }));

  await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
  expect(run).not.toHaveBeenCalled();
  expect(screen.queryByText('Saved to files')).not.toBeInTheDocument();
});

it('shows no action button on a plain notification', () => {
  render(<NotificationToast />);
  act(() => notify({ message: 'Page has been saved', variant: 'success' }));
  expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
    'Dismiss notification',
  ]);
});
