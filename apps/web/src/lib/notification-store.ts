import { NOTIFICATION_TIMEOUT_MS } from '@huebook/shared/constants';
import { create } from 'zustand';

export type NotificationVariant = 'info' | 'success' | 'danger';

/** A button on a notification, e.g. 'Share' after a native download (spec §8). */
export interface NotificationAction {
  label: string;
  /** Runs when the button is pressed, after the toast closes; it reports its own failures. */
  run: () => void;
}

export interface Notification {
  /** Increases with every notification, so a toast can be re-announced and keyed. */
  id: number;
  variant: NotificationVariant;
  message: string;
  /** A persistent notification survives navigation (spec §2 "Notifications"). */
  persist: boolean;
  /** A button offered beside the message. */
  action?: NotificationAction;
  /** Present on a confirmation: called by 'Yes, proceed'. */
  onConfirm?: () => Promise<unknown> | unknown;
  /** True while a confirmation's action runs. */
  isProceeding?: boolean;
}

export interface NotifyInput {
  message: string;
  variant?: NotificationVariant;
  persist?: boolean;
  action?: NotificationAction;
}

interface NotificationState {
  current: Notification | null;
  notify: (input: NotifyInput) => void;
  /** Shows a confirmation toast; it stays until answered. */
  confirm: (message: string, onConfirm: () => Promise<unknown> | unknown) => void;
  /** Runs the pending confirmation's action, showing a spinner, then clears it. */
  proceed: () => Promise<void>;
  clear: () => void;
  /** Called when the user navigates: clears unless the notification is persistent. */
  clearOnNavigation: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;

function stopTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/**
 * The one toast of the app (spec §2, §4): a new notification replaces the old one and restarts
 * the 6000 ms auto-clear timer. Confirmations and notifications with an action do not time out:
 * a button that vanishes on a timer may be gone before a keyboard or screen-reader user reaches
 * it (WCAG 2.2.1); they close when dismissed, answered, replaced or (unless persistent) on
 * navigation.
 */
export const useNotificationStore = create<NotificationState>()((set, get) => ({
  current: null,
  notify: ({ message, variant = 'info', persist = false, action }) => {
    stopTimer();
    const id = nextId++;
    set({ current: { id, message, variant, persist, action } });
    if (!action)
      timer = setTimeout(() => {
        timer = undefined;
        if (get().current?.id === id) set({ current: null });
      }, NOTIFICATION_TIMEOUT_MS);
  },
  confirm: (message, onConfirm) => {
    stopTimer();
    set({ current: { id: nextId++, message, variant: 'info', persist: false, onConfirm } });
  },
  proceed: async () => {
    const pending = get().current;
    if (!pending?.onConfirm || pending.isProceeding) return;
    set({ current: { ...pending, isProceeding: true } });
    try {
      await pending.onConfirm();
    } finally {
      // The action may have shown its own notification: only clear the confirmation itself.
      if (get().current?.id === pending.id) set({ current: null });
    }
  },
  clear: () => {
    stopTimer();
    set({ current: null });
  },
  clearOnNavigation: () => {
    const current = get().current;
    if (current && !current.persist && !current.isProceeding) get().clear();
  },
}));

/** Shorthand for non-React code (API client, loaders). */
export function notify(input: NotifyInput): void {
  useNotificationStore.getState().notify(input);
}
