import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';

import { registerNavigator } from '../lib/navigation.ts';
import { queryClient } from '../lib/query-client.ts';

import { clearNotificationsOnNavigation } from './navigation-notifications.ts';
import { createAppRouter } from './router.tsx';

/** The app: the query cache around the router, which the API client can navigate with. */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    registerNavigator((to) => void router.navigate(to));
    const unsubscribe = clearNotificationsOnNavigation(router);
    return () => {
      unsubscribe();
      registerNavigator(null);
    };
  }, [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
