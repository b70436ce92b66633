import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

import { NotificationToast } from '../components/ui/notification-toast.tsx';
import { Spinner } from '../components/ui/spinner.tsx';

/** A thin bar along the top while a navigation waits for its loaders. */
function NavigationProgress() {
  const isNavigating = useNavigation().state !== 'idle';
  if (!isNavigating) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      className="fixed inset-x-0 top-[var(--safe-top)] z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-brand-600 motion-reduce:animate-none" />
    </div>
  );
}

/**
 * The top route: every screen, the toast and scroll restoration. The tab's title and icon follow
 * the settings in the signed-in and auth screens (query-root.tsx); the server fills them into
 * the landing site's HTML.
 */
export function Root() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <NotificationToast />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first screen's loaders run (reading the session, the page to color…). */
export function AppLoading() {
  return (
    <div className="grid min-h-dvh place-items-center text-brand-600" role="status">
      <Spinner className="size-8" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
