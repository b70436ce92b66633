import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';

import { queryClient } from '../lib/query-client.ts';

import { useDocumentBranding } from './document-branding.ts';

function Branding() {
  useDocumentBranding();
  return null;
}

/**
 * The pathless layout around every screen that reads the API through the query cache (all but
 * the landing site): TanStack Query and the tab's title and icon kept on the settings. A lazy
 * route, so the landing's first download carries neither (issue 12).
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Branding />
      <Outlet />
    </QueryClientProvider>
  );
}
