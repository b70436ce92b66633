import type { DataRouter as Router } from 'react-router';

import { useNotificationStore } from '../lib/notification-store.ts';

type DataRouter = Pick<Router, 'subscribe' | 'state'>;

/**
 * Clears non-persistent notifications when a navigation starts (spec §2). Clearing at the
 * start rather than the end keeps a message that a loader shows on its way (for example
 * "page not found" before a redirect) visible on the screen the user lands on.
 */
export function clearNotificationsOnNavigation(router: DataRouter): () => void {
  let lastLocationKey = router.state.location.key;
  let clearedThisNavigation = false;
  const clear = () => useNotificationStore.getState().clearOnNavigation();
  return router.subscribe((state) => {
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
