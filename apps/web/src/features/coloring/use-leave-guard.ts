import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

import { notify, useNotificationStore } from '../../lib/notification-store.ts';

import { leaveConfirmation, leaveReason, shouldConfirmLeave } from './leave-guard.ts';

/**
 * Warns before unsaved changes are lost (`leave-guard.ts`): closing or reloading the tab gets
 * the browser's `beforeunload` prompt; an in-app navigation (Back, browser back, a link) is held
 * by React Router's `useBlocker` and asks with the confirmation toast (spec §2 "Notifications"):
 * 'Cancel' stays, 'Yes, proceed' leaves.
 */
export function useLeaveGuard(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return undefined;
    // Browsers show their own wording; preventDefault is what asks (Chromium 119+, Firefox, Safari).
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      shouldConfirmLeave({
        isDirty,
        currentPath: currentLocation.pathname,
        nextPath: nextLocation.pathname,
      }),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    const store = useNotificationStore.getState();
    // The app may be leaving on its own (a paid-only action, a 403): keep its reason in view.
    const reason = leaveReason(store.current);
    let isAnswered = false;
    store.confirm(leaveConfirmation(reason), () => {
      isAnswered = true;
      if (reason) notify({ message: reason, variant: 'danger', persist: true });
      blocker.proceed();
    });
    const confirmationId = useNotificationStore.getState().current?.id;
    const unsubscribe = useNotificationStore.subscribe((state) => {
      if (isAnswered || state.current?.id === confirmationId) return;
      // 'Cancel', or another message took the toast's place: stay on the drawing.
      isAnswered = true;
      blocker.reset();
    });
    return () => {
      unsubscribe();
      // Unmounted while asking: the question has nothing left to answer.
      if (!isAnswered && useNotificationStore.getState().current?.id === confirmationId) {
        useNotificationStore.getState().clear();
      }
    };
  }, [blocker]);
}
