import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { behindGuard, signedInLoader } from './guards.ts';

/** A signed-in layout like router.tsx's, its child loader watched. */
async function visit(path: string) {
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
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  const { pathname, search } = router.state.location;
  router.dispose();
  return { location: `${pathname}${search}`, childLoader };
}

afterEach(() => vi.unstubAllGlobals());

describe('behindGuard', () => {
  it('sends a signed-out deep link to sign-in with its path, before any child loader runs', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { location, childLoader } = await visit('/pages/p1/color?from=mail');
    expect(location).toBe('/sign-in?next=/pages/p1/color%3Ffrom%3Dmail');
    expect(childLoader).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
