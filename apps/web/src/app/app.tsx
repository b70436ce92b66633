import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';

import { registerNavigator } from '../lib/navigation.ts';
import { listenForDeepLinks } from '../lib/platform.ts';

import { clearNotificationsOnNavigation } from './navigation-notifications.ts';
import { createAppRouter } from './router.tsx';

/**
 * The app: the router, which the API client can navigate with. The query cache wraps the routes
 * that read the API (query-root.tsx), not the landing site.
 */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    registerNavigator((to) => void router.navigate(to));
    const unsubscribe = clearNotificationsOnNavigation(router);
    // iOS and Android: huebook://payment?… (the checkout's return) lands on /payment.
    const stopDeepLinks = listenForDeepLinks((to) => void router.navigate(to));
    return () => {
      unsubscribe();
      registerNavigator(null);
      void stopDeepLinks.then((stop) => stop());
    };
  }, [router]);
  return <RouterProvider router={router} />;
}
