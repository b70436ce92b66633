// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { queryClient as client } from '../lib/query-client.ts';
import { settingsListQuery } from '../lib/settings-query.ts';
import { publicSettings } from '../lib/settings.ts';

import { Component as QueryRoot } from './query-root.tsx';

const icon = () => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');

beforeEach(() => {
  client.clear();
  document.title = 'Huebook';
  document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
});
afterEach(cleanup);

/** The layout around every screen but the landing site's (router.tsx). */
function renderRoot() {
  const router = createMemoryRouter([{ Component: QueryRoot, children: [{ path: '/', element: null }] }]);
  render(<RouterProvider router={router} />);
}

describe('the tab shows the app settings', () => {
  it('takes the title and the favicon from app_name and favicon, and follows changes', async () => {
    client.setQueryData(settingsListQuery.queryKey, [
      { name: 'app_name', value: 'Crayon Club' },
      { name: 'favicon', value: '/uploads/icon.png' },
    ]);
    renderRoot();
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
    client.setQueryData(settingsListQuery.queryKey, [{ name: 'app_name', value: 'Before' }]);
    renderRoot();
    await expect.poll(() => document.title).toBe('Before');
    client.clear();
    client.setQueryData(settingsListQuery.queryKey, [{ name: 'app_name', value: 'After' }]);
    await expect.poll(() => document.title).toBe('After');
  });
});

describe("the landing site's copy of the settings", () => {
  it('takes every newer answer of the query, so the site shows it after signing out', () => {
    client.setQueryData(settingsListQuery.queryKey, [{ name: 'tagline', value: 'Color every day' }]);
    expect(publicSettings.peek()?.value).toEqual([{ name: 'tagline', value: 'Color every day' }]);
  });
});
