// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { settingsListQuery } from '../lib/settings.ts';

import { Root } from './root.tsx';

const icon = () => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');

beforeEach(() => {
  document.title = 'Huebook';
  document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
});
afterEach(cleanup);

function renderRoot(client: QueryClient) {
  const router = createMemoryRouter([{ element: <Root />, children: [{ path: '/', element: null }] }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the tab shows the app settings', () => {
  it('takes the title and the favicon from app_name and favicon, and follows changes', async () => {
    const client = new QueryClient();
    client.setQueryData(settingsListQuery.queryKey, [
      { name: 'app_name', value: 'Crayon Club' },
      { name: 'favicon', value: '/uploads/icon.png' },
    ]);
    renderRoot(client);
    await expect.poll(() => document.title).toBe('Crayon Club');
    expect(icon()?.getAttribute('href')).toBe('/uploads/icon.png');
    expect(icon()?.hasAttribute('type')).toBe(false);

    // The admin removes the favicon and renames the app.
    client.setQueryData(settingsListQuery.queryKey, [
      { name: 'app_name', value: 'Colorly' },
      { name: 'favicon', value: '' },
    ]);
    await expect.poll(() => document.title).toBe('Colorly');
    expect(icon()?.getAttribute('href')).toBe('/favicon.svg');
    expect(icon()?.getAttribute('type')).toBe('image/svg+xml');
    expect(document.head.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
  });
});

describe('after the cache is cleared (signing in or out)', () => {
  it('still follows the settings', async () => {
    const client = new QueryClient();
    client.setQueryData(settingsListQuery.queryKey, [{ name: 'app_name', value: 'Before' }]);
    renderRoot(client);
    await expect.poll(() => document.title).toBe('Before');
    client.clear();
    client.setQueryData(settingsListQuery.queryKey, [{ name: 'app_name', value: 'After' }]);
    await expect.poll(() => document.title).toBe('After');
  });
});
