import { Outlet, ScrollRestoration } from 'react-router';

import { NotificationToast } from '../components/ui/notification-toast.tsx';

/** The top route: every screen, the toast, and scroll restoration. */
export function Root() {
  return (
    <>
      <Outlet />
      <NotificationToast />
      <ScrollRestoration />
    </>
  );
}
