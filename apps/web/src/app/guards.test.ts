import { describe, expect, it } from 'vitest';

import { guardRedirect, publicPagesLoader } from './guards.ts';
import { clearNotificationsOnNavigation } from './navigation-notifications.ts';

const admin = { admin: true };
const member = { admin: false };

describe('guardRedirect', () => {
  it.each([
    [null, '/pages/public', '/sign-in'],
    [null, '/admin', '/sign-in'],
    [admin, '/pages/public', '/admin'],
    [admin, '/checkout', '/admin'],
    [admin, '/admin', null],
    [admin, '/admin/users/7/edit', null],
    [member, '/admin', '/pages/public'],
    [member, '/admin/plans', '/pages/public'],
    [member, '/pages/p1/color', null],
    [member, '/administrator-notes', null],
  ])('%o visiting %s → %s', (user, path, expected) => {
    expect(guardRedirect(user, path)).toBe(expected);
  });
});

describe('publicPagesLoader', () => {
  const call = (url: string) =>
    publicPagesLoader({ request: new Request(url), params: {}, context: {} } as never);

  it('sends ?plan= to /checkout keeping the query', () => {
    const response = call('http://app.test/pages/public?plan=starter&x=1');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/checkout?plan=starter&x=1');
  });

  it('lets the list load without a plan', () => {
    expect(call('http://app.test/pages/public')).toBeNull();
  });

  it('keeps the free plan on the public pages: nothing to buy', () => {
    const response = call('http://app.test/pages/public?plan=free');
    expect(response?.headers.get('location')).toBe('/pages/public');
  });
});

describe('clearNotificationsOnNavigation', () => {
  type State = {
    initialized?: boolean;
    navigation: { state: 'idle' | 'loading' };
    location: { key: string };
  };
  function fakeRouter() {
    let listener: (state: State) => void = () => {};
    return {
      state: { initialized: true, navigation: { state: 'idle' }, location: { key: 'a' } } as State,
      subscribe(fn: (state: State) => void) {
        listener = fn;
        return () => {};
      },
      emit: (state: State) => listener(state),
    };
  }

  it('clears at the start of a navigation, keeping what a loader shows on the way', async () => {
    const { useNotificationStore } = await import('../lib/notification-store.ts');
    const store = useNotificationStore.getState();
    const router = fakeRouter();
    clearNotificationsOnNavigation(router as never);

    store.notify({ message: 'old' });
    router.emit({ navigation: { state: 'loading' }, location: { key: 'a' } });
    expect(useNotificationStore.getState().current).toBeNull();
    store.notify({ message: 'Page not found', variant: 'danger' });
    router.emit({ navigation: { state: 'idle' }, location: { key: 'b' } });
    expect(useNotificationStore.getState().current?.message).toBe('Page not found');

    // A navigation without loaders goes straight to idle at a new location.
    router.emit({ navigation: { state: 'idle' }, location: { key: 'c' } });
    expect(useNotificationStore.getState().current).toBeNull();
    store.clear();
  });

  it('clears nothing while the first load settles, redirects included', async () => {
    const { useNotificationStore } = await import('../lib/notification-store.ts');
    const router = fakeRouter();
    router.state.initialized = false;
    clearNotificationsOnNavigation(router as never);
    useNotificationStore.getState().notify({ message: 'Page not found', variant: 'danger' });
    router.emit({ initialized: true, navigation: { state: 'idle' }, location: { key: 'b' } });
    expect(useNotificationStore.getState().current?.message).toBe('Page not found');
    useNotificationStore.getState().clear();
  });
});
