import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '../lib/auth-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { aUser } from '../test/api-fixtures.ts';

import { behindGuard, signedInLoader } from './route-loaders.ts';

/** A signed-in layout like router.tsx's at `path`, its child loader watched. */
function guardedRouter(path: string) {
  const childLoader = vi.fn(() => 'page');
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: null },
      {
        id: 'user',
        loader: signedInLoader,
        children: behindGuard([{ path: '/pages/:id/color', loader: childLoader }]),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, childLoader };
}

/** Where a visit to `path` ends once the loaders ran. */
async function visit(path: string) {
  const { router, childLoader } = guardedRouter(path);
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  const { pathname, search } = router.state.location;
  router.dispose();
  return { location: `${pathname}${search}`, childLoader };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearToken();
});

describe('behindGuard', () => {
  it('sends a signed-out deep link to sign-in with its path, before any child loader runs', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { location, childLoader } = await visit('/pages/p1/color?from=mail');
    expect(location).toBe('/sign-in?next=/pages/p1/color%3Ffrom%3Dmail');
    expect(childLoader).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with a token, starts the screen’s reads beside the guard’s and shows the screen once let in', async () => {
    queryClient.clear();
    useAuthStore.getState().setToken('tok-1');
    const unanswered: ((response: Response) => void)[] = [];
    const fetchSpy = vi.fn(() => new Promise<Response>((resolve) => unanswered.push(resolve)));
    vi.stubGlobal('fetch', fetchSpy);
    const { router, childLoader } = guardedRouter('/pages/p1/color');
    // The screen's loader runs while GET /users/read is still unanswered.
    await vi.waitFor(() => expect(childLoader).toHaveBeenCalledTimes(1));
    expect(router.state.initialized).toBe(false);
    // One GET /users/read for the layout and the guard.
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    for (const answer of unanswered) answer(Response.json({ data: aUser({ id: 'u1' }) }));
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.location.pathname).toBe('/pages/p1/color');
    expect(router.state.loaderData).toMatchObject({ user: { id: 'u1' } });
    router.dispose();
  });

  it('with a token of an admin, sends a user screen to /admin and drops its reads', async () => {
    queryClient.clear();
    useAuthStore.getState().setToken('tok-2');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: aUser({ id: 'a1', admin: true, name: 'Ada' }) })),
    );
    const { location, childLoader } = await visit('/pages/p1/color');
    expect(location).toBe('/admin');
    expect(childLoader).toHaveBeenCalledTimes(1);
  });
});
