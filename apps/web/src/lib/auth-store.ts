import { AUTH_STORAGE_KEY, AUTH_STORAGE_VERSION } from '@huebook/shared/constants';
import type { User } from '@huebook/shared/schemas/user';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The fields of the signed-in user that the account screen may change (spec §4). */
export type UserPatch = Partial<Pick<User, 'name' | 'photo' | 'email'>>;

export interface AuthState {
  /** Bearer token of the API, or null when signed out. */
  token: string | null;
  /** The signed-in user, or null. */
  user: User | null;
  setToken: (token: string) => void;
  /** Signs out locally: forgets the token and the user. */
  clearToken: () => void;
  replaceUser: (user: User | null) => void;
  /** Changes name, photo or email of the stored user; does nothing when no user is stored. */
  updateUser: (patch: UserPatch) => void;
}

/**
 * Client-side session, persisted in localStorage under 'auth' at version 0 (spec §3, §9),
 * restored on start.
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      setToken: (token) => set({ token }),
      clearToken: () => set({ token: null, user: null }),
      replaceUser: (user) => set({ user }),
      updateUser: (patch) =>
        set((state) => {
          if (!state.user) return {};
          const next = { ...state.user };
          if (patch.name !== undefined) next.name = patch.name;
          if (patch.photo !== undefined) next.photo = patch.photo;
          if (patch.email !== undefined) next.email = patch.email;
          return { user: next };
        }),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: AUTH_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ token: state.token, user: state.user }),
    },
  ),
);
