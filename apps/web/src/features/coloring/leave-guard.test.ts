import { describe, expect, it } from 'vitest';

import type { Notification } from '../../lib/notification-store.ts';

import {
  UNSAVED_CHANGES_MESSAGE,
  leaveConfirmation,
  leaveReason,
  shouldConfirmLeave,
} from './leave-guard.ts';

const notification = (fields: Partial<Notification>): Notification => ({
  id: 1,
  variant: 'info',
  message: 'Hello',
  persist: false,
  ...fields,
});

describe('shouldConfirmLeave', () => {
  const leave = { currentPath: '/pages/p1/color', nextPath: '/pages/public' };

  it('asks only with unsaved changes', () => {
    expect(shouldConfirmLeave({ ...leave, isDirty: true })).toBe(true);
    expect(shouldConfirmLeave({ ...leave, isDirty: false })).toBe(false);
  });

  it('does not ask when staying on the screen or when the session ended', () => {
    expect(
      shouldConfirmLeave({ isDirty: true, currentPath: '/pages/p1/color', nextPath: '/pages/p1/color' }),
    ).toBe(false);
    expect(shouldConfirmLeave({ ...leave, isDirty: true, nextPath: '/sign-in' })).toBe(false);
  });

  it('asks on the way to another page to color', () => {
    expect(shouldConfirmLeave({ ...leave, isDirty: true, nextPath: '/pages/p2/color' })).toBe(true);
  });
});

describe('leaveReason', () => {
  it("is a persistent danger message: the app's own reason to leave", () => {
    const denial = notification({
      variant: 'danger',
      persist: true,
      message: 'Print is only available on the paid plan.',
    });
    expect(leaveReason(denial)).toBe('Print is only available on the paid plan.');
  });

  it('is null for passing messages and confirmations', () => {
    expect(leaveReason(null)).toBeNull();
    expect(leaveReason(notification({ variant: 'danger' }))).toBeNull();
    expect(leaveReason(notification({ variant: 'success', persist: true }))).toBeNull();
    expect(
      leaveReason(notification({ variant: 'danger', persist: true, onConfirm: () => undefined })),
    ).toBeNull();
  });
});

describe('leaveConfirmation', () => {
  it('asks the question, after the reason when there is one', () => {
    expect(leaveConfirmation(null)).toBe('You have unsaved changes. Leave without saving?');
    expect(leaveConfirmation('Download is only available on the paid plan.')).toBe(
      `Download is only available on the paid plan. ${UNSAVED_CHANGES_MESSAGE}`,
    );
  });
});
