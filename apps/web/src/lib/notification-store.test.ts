import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useNotificationStore } from './notification-store.ts';

const state = () => useNotificationStore.getState();

beforeEach(() => {
  vi.useFakeTimers();
  state().clear();
});
afterEach(() => vi.useRealTimers());

describe('notifications', () => {
  it('clear themselves after 6000 ms', () => {
    state().notify({ message: 'Hello' });
    expect(state().current).toMatchObject({ message: 'Hello', variant: 'info', persist: false });
    vi.advanceTimersByTime(5999);
    expect(state().current).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(state().current).toBeNull();
  });

  it('restart the timer when a new one is shown', () => {
    state().notify({ message: 'First' });
    vi.advanceTimersByTime(4000);
    state().notify({ message: 'Second', variant: 'success' });
    vi.advanceTimersByTime(4000);
    expect(state().current?.message).toBe('Second');
    vi.advanceTimersByTime(2000);
    expect(state().current).toBeNull();
  });

  it('are cleared on navigation unless persistent', () => {
    state().notify({ message: 'Gone', variant: 'danger' });
    state().clearOnNavigation();
    expect(state().current).toBeNull();
    state().notify({ message: 'Stays', variant: 'danger', persist: true });
    state().clearOnNavigation();
    expect(state().current?.message).toBe('Stays');
  });

  it('with an action stay until dismissed', () => {
    const run = vi.fn();
    state().notify({ message: 'Saved to files', variant: 'success', action: { label: 'Share', run } });
    vi.advanceTimersByTime(60_000);
    expect(state().current).toMatchObject({ message: 'Saved to files', action: { label: 'Share', run } });
    state().clear();
    expect(state().current).toBeNull();
    expect(run).not.toHaveBeenCalled();
  });

  it('with an action replaced by a plain one time out again', () => {
    state().notify({ message: 'Saved to files', action: { label: 'Share', run: () => {} } });
    state().notify({ message: 'Page has been saved' });
    vi.advanceTimersByTime(6000);
    expect(state().current).toBeNull();
  });

  it('with an action still clear on navigation', () => {
    state().notify({ message: 'Saved to files', action: { label: 'Share', run: () => {} } });
    state().clearOnNavigation();
    expect(state().current).toBeNull();
  });

  it('run a confirmation with a proceeding state, then clear it', async () => {
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    state().confirm('Are you sure to delete the page?', action);
    vi.advanceTimersByTime(10_000);
    expect(state().current?.message).toBe('Are you sure to delete the page?');
    const proceeding = state().proceed();
    expect(state().current?.isProceeding).toBe(true);
    expect(action).toHaveBeenCalledOnce();
    finish();
    await proceeding;
    expect(state().current).toBeNull();
  });
});
