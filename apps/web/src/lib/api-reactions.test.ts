// @vitest-environment jsdom
import { MutationObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { aUser } from '../test/api-fixtures.ts';

import { callApi } from './api-client.ts';
import { useAuthStore } from './auth-store.ts';
import { registerNavigator } from './navigation.ts';
import { useNotificationStore } from './notification-store.ts';
import { createQueryClient } from './query-client.ts';

/** The app's reactions to failed calls, as the query cache runs them (lib/api-reactions.ts). */

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let navigations: string[];
let queryClient: ReturnType<typeof createQueryClient>;

beforeEach(() => {
  navigations = [];
  registerNavigator((to) => navigations.push(to));
  queryClient = createQueryClient();
  useAuthStore.setState({ token: 'tok-1', user: aUser() });
  useNotificationStore.getState().clear();
  window.history.replaceState(null, '', '/pages/public');
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerNavigator(null);
  queryClient.clear();
});

const notification = () => useNotificationStore.getState().current;

/** Answers every call with `status` and the error body `{ message, code }`. */
function failWith(status: number, code: string, message: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(status, { message, code })),
  );
}

/** Runs `options.mutationFn` as a mutation of the cache (as useMutation does); the rejection is swallowed. */
async function mutate(options: { mutationFn: () => Promise<unknown> }) {
  await new MutationObserver(queryClient, options).mutate().catch(() => undefined);
}

/** GET /users/read as a query of the cache; its rejection is swallowed (the test looks at what the app did). */
async function readMe(meta?: { handlesErrors: 'all' | number[] }) {
  await queryClient
    .fetchQuery({ queryKey: ['me'], queryFn: () => callApi('GET /users/read'), meta })
    .catch(() => undefined);
}

describe('the query cache’s reactions to a failed call', () => {
  it('shows the server’s message as a danger toast and goes nowhere', async () => {
    failWith(409, 'CONFLICT', 'Email already taken');
    await mutate({
      mutationFn: () => callApi('POST /users/sign-up', { body: { name: 'Penny', email: 'p@x.io' } }),
    });
    expect(notification()).toMatchObject({
      message: 'Email already taken',
      variant: 'danger',
      persist: false,
    });
    expect(navigations).toEqual([]);
  });

  it('signs out on 401 and comes back where the user was after signing in again', async () => {
    window.history.replaceState(null, '', '/pages/p1/color?from=favorites');
    failWith(401, 'UNAUTHORIZED', 'Sign in again');
    await readMe();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(notification()).toMatchObject({ message: 'Sign in again', variant: 'danger', persist: true });
    expect(navigations).toEqual(['/sign-in?next=/pages/p1/color%3Ffrom%3Dfavorites']);
  });

  it('signs out once when calls made side by side with one token are all refused', async () => {
    failWith(401, 'UNAUTHORIZED', 'Sign in again');
    await Promise.all([
      readMe(),
      queryClient
        .fetchQuery({ queryKey: ['credits'], queryFn: () => callApi('GET /credits/read') })
        .catch(() => undefined),
    ]);
    expect(navigations).toEqual(['/sign-in?next=/pages/public']);
  });

  it('signs a blocked user out, saying the account has been blocked', async () => {
    failWith(403, 'BLOCKED', 'Your account has been blocked.');
    await readMe();
    expect(useAuthStore.getState().token).toBeNull();
    expect(notification()).toMatchObject({ message: 'Your account has been blocked.', persist: true });
    expect(navigations).toEqual(['/sign-in']);
  });

  it('leaves a 403 BLOCKED without a token to the screen (the sign-in form)', async () => {
    useAuthStore.setState({ token: null, user: null });
    window.history.replaceState(null, '', '/sign-in');
    failWith(403, 'BLOCKED', 'Your account has been blocked.');
    await readMe();
    expect(notification()).toMatchObject({ message: 'Your account has been blocked.', persist: false });
    expect(navigations).toEqual([]);
  });

  it('sends a 403 NO_PAID_PLAN to /checkout with a persistent toast, still signed in', async () => {
    failWith(403, 'NO_PAID_PLAN', 'Favorites are part of the paid plans.');
    await mutate({
      mutationFn: () => callApi('PATCH /pages/:id/favorited/toggle', { params: { id: 'p1' } }),
    });
    expect(navigations).toEqual(['/checkout']);
    expect(notification()).toMatchObject({ message: 'Favorites are part of the paid plans.', persist: true });
    expect(useAuthStore.getState().token).toBe('tok-1');
  });

  it('does nothing for a failure the screen says it shows itself', async () => {
    failWith(401, 'UNAUTHORIZED', 'Sign in again');
    await readMe({ handlesErrors: [401] });
    await readMe({ handlesErrors: 'all' });
    expect(notification()).toBeNull();
    expect(navigations).toEqual([]);
    expect(useAuthStore.getState().token).toBe('tok-1');
  });

  it("shows the browser's message when no answer came, and nothing for an aborted call", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await readMe();
    expect(notification()).toMatchObject({ message: 'Failed to fetch', variant: 'danger' });

    useNotificationStore.getState().clear();
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        controller.abort();
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    await mutate({ mutationFn: () => callApi('GET /users/read', { signal: controller.signal }) });
    expect(notification()).toBeNull();
  });
});
