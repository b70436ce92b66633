import type { Notification } from '../../lib/notification-store.ts';

/** The question asked before leaving a drawing with changes not yet saved. */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave without saving?';

/**
 * Where the app sends a user whose session ended (401). Nothing can be saved from there on, so
 * that navigation is never held back.
 */
const SIGNED_OUT_PATH = '/sign-in';

/** The two ends of an in-app navigation, as React Router's blocker sees them. */
export interface LeaveAttempt {
  /** The drawing has changes that are not saved (the Save button is enabled). */
  isDirty: boolean;
  currentPath: string;
  nextPath: string;
}

/**
 * Whether an in-app navigation away from the coloring screen must ask first: only with unsaved
 * changes, only when it leaves the screen (another path), and never on the way to sign-in.
 */
export function shouldConfirmLeave({ isDirty, currentPath, nextPath }: LeaveAttempt): boolean {
  return isDirty && nextPath !== currentPath && nextPath !== SIGNED_OUT_PATH;
}

/**
 * Why the app itself is leaving, when it says so: a persistent danger notification (spec §8,
 * e.g. 'Print is only available on the paid plan.' on the way to /checkout). Null otherwise.
 */
export function leaveReason(current: Notification | null): string | null {
  if (!current || current.onConfirm || !current.persist || current.variant !== 'danger') return null;
  return current.message;
}

/** The confirmation toast's text: the app's reason for leaving, if any, then the question. */
export function leaveConfirmation(reason: string | null): string {
  return reason ? `${reason} ${UNSAVED_CHANGES_MESSAGE}` : UNSAVED_CHANGES_MESSAGE;
}
