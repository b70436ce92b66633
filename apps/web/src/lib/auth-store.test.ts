// @vitest-environment jsdom
import type { User } from '@huebook/shared/schemas/user';
import { beforeEach, describe, expect, it } from 'vitest';

import { useAuthStore } from './auth-store.ts';

const user: User = {
  id: 'u1',
  name: 'Paula',
  email: 'paula@example.com',
  photo: null,
  admin: false,
  blocked: false,
  created_at: '2025-01-01T00:00:00.000Z',
  stripe_id: null,
  plan: { title: 'Free', name: 'free', paid: false },
  subscription: null,
};

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null });
});

function stored(): { state: { token: string | null; user: User | null }; version: number } {
  return JSON.parse(localStorage.getItem('auth')!) as never;
}

describe('auth store', () => {
  it("persists token and user under 'auth' at version 0", () => {
    useAuthStore.getState().setToken('tok');
    useAuthStore.getState().replaceUser(user);
    expect(stored()).toEqual({ state: { token: 'tok', user }, version: 0 });
  });

  it('clearing the token forgets the session', () => {
    useAuthStore.getState().setToken('tok');
    useAuthStore.getState().replaceUser(user);
    useAuthStore.getState().clearToken();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(stored().state.token).toBeNull();
  });

  it('updates name, photo and email only when a user is present', () => {
    useAuthStore.getState().updateUser({ name: 'Ghost' });
    expect(useAuthStore.getState().user).toBeNull();
    useAuthStore.getState().replaceUser(user);
    useAuthStore.getState().updateUser({ name: 'Paula P.', photo: '/uploads/me.webp' });
    expect(useAuthStore.getState().user).toMatchObject({
      name: 'Paula P.',
      photo: '/uploads/me.webp',
      email: user.email,
    });
  });

  it('restores a stored session on start', async () => {
    localStorage.setItem('auth', JSON.stringify({ state: { token: 'saved', user }, version: 0 }));
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: 'saved', user: { id: 'u1' } });
  });
});
