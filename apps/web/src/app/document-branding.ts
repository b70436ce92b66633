import type { Setting } from '@huebook/shared/schemas/setting';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { settingsListQuery, settingValue } from '../lib/settings.ts';
import { DEFAULT_APP_NAME } from '../lib/use-app-name.ts';

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

/** Keeps the tab's title and icon on the app's settings (GET /settings/list, shared query). */
export function useDocumentBranding(): void {
  const { data } = useQuery(settingsListQuery);
  useEffect(() => {
    // Until the list is known, the title and icon the server filled in stay.
    if (data) applyBranding(document, data);
  }, [data]);
}
