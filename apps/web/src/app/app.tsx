import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';

import { useAuthStore } from '../lib/auth-store.ts';
import { homePathFor, registerNavigator } from '../lib/navigation.ts';
import { isMobilePlatform } from '../lib/platform.ts';

import { clearNotificationsOnNavigation } from './navigation-notifications.ts';
import { createAppRouter } from './router.tsx';

/** The screens the back button leaves the app from: the native start screen and the user's home. */
function isHomeScreen(path: string): boolean {
  const { user } = useAuthStore.getState();
  return path === '/splash' || path === '/' || (user !== null && path === homePathFor(user));
}

/**
 * The app: the router, which the API client can navigate with. The query cache wraps the routes
 * that read the API (query-root.tsx), not the landing site.
 */
export function App() {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    registerNavigator((to) => void router.navigate(to));
    const unsubscribe = clearNotificationsOnNavigation(router);
    // iOS and Android: huebook://payment?… (the checkout's return) lands on /payment, and
    // Android's back button leaves the app from its start screen or the user's home.
    const stopNative = isMobilePlatform()
      ? import('../lib/native-listeners.ts').then((native) =>
          native.startNativeListeners((to) => void router.navigate(to), isHomeScreen),
        )
      : null;
    return () => {
      unsubscribe();
      registerNavigator(null);
      void stopNative?.then((stop) => stop());
    };
  }, [router]);
  return <RouterProvider router={router} />;
}
