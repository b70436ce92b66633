import { describe, expect, it } from 'vitest';

import { isPermissionGranted } from './permissions.ts';

describe('isPermissionGranted', () => {
  it('denies every device, notification, clipboard and external-app permission', () => {
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'midi',
      'midiSysex',
      'pointerLock',
      'clipboard-read',
      'clipboard-sanitized-write',
      'display-capture',
      'hid',
      'serial',
      'usb',
      'openExternal',
      'unknown',
    ]) {
      expect(isPermissionGranted(permission), permission).toBe(false);
    }
  });

  it('grants full screen, for the video player', () => {
    expect(isPermissionGranted('fullscreen')).toBe(true);
  });
});
