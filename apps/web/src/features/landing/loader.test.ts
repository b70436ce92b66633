// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useAuthStore } from '../../lib/auth-store.ts';
import { publicSettings } from '../../lib/settings.ts';
import { aPlan, aUser } from '../../test/api-fixtures.ts';

import { landingLoader, publicPlans, publicSiteLoader } from './loader.ts';

const member = aUser();
const plans = [aPlan()];
let hour = 0;

beforeEach(() => {
  // Start from nothing cached: answers older than five minutes are read again.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 3_600_000 * ++hour);
  useAuthStore.getState().clearToken();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      Response.json({ data: url.includes('/plans/list') ? plans : [{ name: 'app_name', value: 'Huebook' }] }),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as { Capacitor?: unknown }).Capacitor;
});

function locationOf(result: unknown): string | null {
  return result instanceof Response ? result.headers.get('Location') : null;
}

describe('landingLoader', () => {
  it('gives a visitor on the web the plans, read once for five minutes', async () => {
    expect(await landingLoader()).toEqual({ plans });
    expect(await landingLoader()).toEqual({ plans });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(publicPlans.peek()?.value).toEqual(plans);
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

describe('publicSiteLoader', () => {
  it('gives the header, footer and sections the settings, read once and kept for the query cache', async () => {
    const site = await publicSiteLoader();
    expect(site.appName).toBe('Huebook');
    expect(site.website.home.visibility).toBeTypeOf('boolean');
    await publicSiteLoader();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(publicSettings.peek()?.value).toEqual([{ name: 'app_name', value: 'Huebook' }]);
  });

  it('shows the defaults when the settings cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const site = await publicSiteLoader();
    expect(site.appName).toBe('Huebook');
    expect(site.tagline).toBe('');
  });
});
