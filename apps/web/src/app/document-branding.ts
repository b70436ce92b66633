import type { Setting } from '@huebook/shared/schemas/setting';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { settingsListQuery } from '../lib/settings-query.ts';
import { DEFAULT_APP_NAME, settingValue } from '../lib/settings.ts';

/** The icon index.html ships with, put back when the admin removes an uploaded favicon. */
const BUILT_ICON = { href: '/favicon.svg', type: 'image/svg+xml' };

/**
 * Shows the `app_name` and `favicon` settings in the browser tab: the document title and the
 * first <link rel="icon"> (added when missing). The server fills both into index.html already;
 * this keeps them in step when an admin changes them without a reload.
 */
export function applyBranding(doc: Document, settings: readonly Setting[]): void {
  const appName = settingValue(settings, 'app_name') || DEFAULT_APP_NAME;
  if (doc.title !== appName) doc.title = appName;

  const favicon = settingValue(settings, 'favicon');
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  const href = favicon || BUILT_ICON.href;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  // An uploaded favicon is PNG, WebP…: the browser reads its type from the answer.
  if (favicon) link.removeAttribute('type');
  else link.setAttribute('type', BUILT_ICON.type);
}

/**
 * Keeps the tab's title and icon on the app's settings (GET /settings/list, the query
 * `useAppName` shares). It watches the query cache rather than one query: signing in or out
 * clears the cache, after which a `useQuery` mounted before (the root is) would keep watching
 * the dropped query and miss every later change.
 */
export function useDocumentBranding(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const hash = hashKey(settingsListQuery.queryKey);
    const apply = () => {
      // Until the list is known, the title and icon the server filled in stay.
      const settings = queryClient.getQueryData(settingsListQuery.queryKey);
      if (settings) applyBranding(document, settings);
    };
    apply();
    void queryClient.prefetchQuery(settingsListQuery);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash === hash && event.type === 'updated') apply();
    });
  }, [queryClient]);
}
