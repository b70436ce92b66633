import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';

import { useNotificationStore, type NotificationVariant } from '../../lib/notification-store.ts';

import { Button } from './button.tsx';

const tones: Record<NotificationVariant, string> = {
  info: 'bg-ink-900 text-white',
  success: 'bg-emerald-600 text-white',
  danger: 'bg-rose-600 text-white',
};

const icons = { info: Info, success: CircleCheck, danger: CircleAlert } as const;

/**
 * The toast at the bottom of the screen (spec §2 "Notifications"). Danger messages use
 * role="alert", others role="status", so screen readers announce them. Clicking a plain
 * notification clears it; a confirmation waits for 'Cancel' or 'Yes, proceed'. A notification's
 * action is a button inside the announced region (read with the message, reached with Tab).
 */
export function NotificationToast() {
  const current = useNotificationStore((state) => state.current);
  const clear = useNotificationStore((state) => state.clear);
  const proceed = useNotificationStore((state) => state.proceed);

  if (!current) return <div role="status" aria-live="polite" className="sr-only" />;
  const Icon = icons[current.variant];

  if (current.onConfirm) {
    return (
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <div
          role="alertdialog"
          aria-labelledby={`toast-${current.id}`}
          className="pointer-events-auto flex w-full max-w-md flex-col gap-3 rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-ink-200"
        >
          <p id={`toast-${current.id}`} className="font-semibold text-ink-900">
            {current.message}
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="light" size="sm" onClick={clear} disabled={current.isProceeding}>
              Cancel
            </Button>
            <Button
              variant="danger"
              size="sm"
              onClick={() => void proceed()}
              isProcessing={current.isProceeding}
            >
              Yes, proceed
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <div
        key={current.id}
        role={current.variant === 'danger' ? 'alert' : 'status'}
        // In the capture phase, so the toast closes before an action runs and may show its own.
        onClickCapture={clear}
        className={clsx(
          'toast-in pointer-events-auto flex w-full max-w-md cursor-pointer items-start gap-3 rounded-2xl px-4 py-3 shadow-2xl',
          tones[current.variant],
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1 font-medium">{current.message}</p>
        {current.action && (
          <button
            type="button"
            onClick={current.action.run}
            className="-m-1 rounded-lg p-1 font-semibold underline focus-visible:outline-2 focus-visible:outline-white"
          >
            {current.action.label}
          </button>
        )}
        <button
          type="button"
          onClick={clear}
          aria-label="Dismiss notification"
          className="-m-1 rounded-lg p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
