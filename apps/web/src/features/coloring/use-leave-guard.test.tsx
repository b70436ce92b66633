// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';

import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { useNotificationStore } from '../../lib/notification-store.ts';

import { UNSAVED_CHANGES_MESSAGE } from './leave-guard.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

afterEach(() => {
  cleanup();
  useNotificationStore.getState().clear();
});

function Studio({ isDirty }: { isDirty: boolean }) {
  useLeaveGuard(isDirty);
  return (
    <>
      <h1>Studio</h1>
      <Link to="/pages/public">Public pages</Link>
    </>
  );
}

/** The studio at /pages/p1/color, entered from /pages, in a memory data router. */
function renderStudio(isDirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/pages', element: <h1>My pages</h1> },
      { path: '/pages/public', element: <h1>Public pages</h1> },
      { path: '/checkout', element: <h1>Choose plan</h1> },
      { path: '/sign-in', element: <h1>Sign in</h1> },
      { path: '/pages/:id/color', element: <Studio isDirty={isDirty} /> },
    ],
    { initialEntries: ['/pages', '/pages/p1/color'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const pendingQuestion = () => useNotificationStore.getState().current;

describe('useLeaveGuard', () => {
  it('lets a saved drawing go without asking', async () => {
    const router = renderStudio(false);
    await act(() => router.navigate('/pages/public'));
    expect(router.state.location.pathname).toBe('/pages/public');
    expect(pendingQuestion()).toBeNull();
  });

  it('asks before leaving unsaved changes; Cancel stays', async () => {
    const router = renderStudio(true);
    await act(() => screen.getByRole('link', { name: 'Public pages' }).click());
    expect(router.state.location.pathname).toBe('/pages/p1/color');
    expect(pendingQuestion()?.message).toBe(UNSAVED_CHANGES_MESSAGE);
    expect(pendingQuestion()?.onConfirm).toBeDefined();

    act(() => useNotificationStore.getState().clear());
    expect([...router.state.blockers.values()].map((blocker) => blocker.state)).not.toContain('blocked');
    expect(screen.getByRole('heading', { name: 'Studio' })).toBeInTheDocument();
    // Asked again on the next try.
    await act(() => router.navigate('/pages/public'));
    expect(pendingQuestion()?.message).toBe(UNSAVED_CHANGES_MESSAGE);
  });

  it("'Yes, proceed' leaves", async () => {
    const router = renderStudio(true);
    await act(() => router.navigate('/pages/public'));
    expect(pendingQuestion()?.message).toBe(UNSAVED_CHANGES_MESSAGE);
    await act(() => useNotificationStore.getState().proceed());
    await screen.findByRole('heading', { name: 'Public pages' });
    expect(router.state.location.pathname).toBe('/pages/public');
    expect(pendingQuestion()).toBeNull();
  });

  it('keeps the reason of a navigation the app makes itself, and shows it again on the way', async () => {
    const router = renderStudio(true);
    const reason = 'Print is only available on the paid plan.';
    useNotificationStore.getState().notify({ message: reason, variant: 'danger', persist: true });
    await act(() => router.navigate('/checkout'));
    expect(pendingQuestion()?.message).toBe(`${reason} ${UNSAVED_CHANGES_MESSAGE}`);
    await act(() => useNotificationStore.getState().proceed());
    expect(router.state.location.pathname).toBe('/checkout');
    expect(pendingQuestion()).toMatchObject({ message: reason, variant: 'danger', persist: true });
  });

  it('never holds back the way to sign-in', async () => {
    const router = renderStudio(true);
    await act(() => router.navigate('/sign-in'));
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('asks the browser before the tab closes, only while there are unsaved changes', () => {
    renderStudio(true);
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
    cleanup();
    renderStudio(false);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
  });
});
