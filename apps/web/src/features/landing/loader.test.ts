// @vitest-environment jsdom
import type { User } from '@huebook/shared/schemas/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '../../lib/auth-store.ts';
import { queryClient } from '../../lib/query-client.ts';

import { landingLoader } from './loader.ts';

const member = { admin: false, name: 'Penny' } as User;
const plans = [{ id: 'p1', name: 'free', title: 'Free', price: 0 }];

beforeEach(() => {
  queryClient.clear();
  useAuthStore.getState().clearToken();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      Response.json({ data: url.includes('/plans/list') ? plans : [{ name: 'app_name', value: 'Huebook' }] }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { Capacitor?: unknown }).Capacitor;
});

function locationOf(result: unknown): string | null {
  return result instanceof Response ? result.headers.get('Location') : null;
}

describe('landingLoader', () => {
  it('gives a visitor on the web the plans and caches the settings', async () => {
    const result = await landingLoader();
    expect(result).toEqual({ plans });
    expect(queryClient.getQueryData(['settings', 'list'])).toEqual([{ name: 'app_name', value: 'Huebook' }]);
  });

  it('sends a signed-in user home', async () => {
    useAuthStore.getState().setToken('token');
    useAuthStore.getState().replaceUser(member);
    expect(locationOf(await landingLoader())).toBe('/pages/public');
  });

  it('sends native shells to /splash', async () => {
    (window as { Capacitor?: unknown }).Capacitor = { getPlatform: () => 'ios' };
    expect(locationOf(await landingLoader())).toBe('/splash');
    expect(fetch).not.toHaveBeenCalled();
  });
});
