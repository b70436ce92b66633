// @vitest-environment jsdom
import type { Charts } from '@huebook/shared/schemas/analytics';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../lib/query-client.ts';

import { useCharts } from './api.ts';

const charts: Charts = { users: [], pages: [], coloreds: [], subscriptions: [] };

function stubChartsApi() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      urls.push(new URL(input, 'http://app.test'));
      return Promise.resolve(
        new Response(JSON.stringify({ data: charts }), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return urls;
}

function stubTimeZone(timeZone: string) {
  const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolvedOptions.call(this), timeZone };
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = createQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useCharts', () => {
  it("asks for the months of the browser's time zone", async () => {
    const urls = stubChartsApi();
    stubTimeZone('America/Los_Angeles');
    const { result } = renderHook(() => useCharts(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(charts));
    expect(urls.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/analytics/charts?tz=America%2FLos_Angeles',
    ]);
  });
});
