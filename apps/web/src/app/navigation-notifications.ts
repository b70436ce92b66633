import type { DataRouter as Router } from 'react-router';

import { useNotificationStore } from '../lib/notification-store.ts';

type DataRouter = {
  state: Pick<Router['state'], 'initialized' | 'navigation' | 'location'>;
  subscribe: (
    listener: (state: Pick<Router['state'], 'initialized' | 'navigation' | 'location'>) => void,
  ) => () => void;
};

/**
 * Clears non-persistent notifications when a navigation starts (spec §2). Clearing at the
 * start rather than the end keeps a message that a loader shows on its way (for example
 * "page not found" before a redirect) visible on the screen the user lands on. The first load
 * of the app (and its redirects) is not a navigation away from anything, so it clears nothing.
 */
export function clearNotificationsOnNavigation(router: DataRouter): () => void {
  let lastLocationKey = router.state.location.key;
  let clearedThisNavigation = false;
  const clear = () => useNotificationStore.getState().clearOnNavigation();
  let isInitialized = router.state.initialized;
  return router.subscribe((state) => {
    if (!isInitialized) {
      isInitialized = state.initialized;
      lastLocationKey = state.location.key;
      return;
    }
    if (state.navigation.state !== 'idle') {
      if (!clearedThisNavigation) clear();
      clearedThisNavigation = true;
      return;
    }
    if (state.location.key !== lastLocationKey) {
      lastLocationKey = state.location.key;
      if (!clearedThisNavigation) clear();
    }
    clearedThisNavigation = false;
  });
}
