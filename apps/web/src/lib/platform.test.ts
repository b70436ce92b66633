import { afterEach, describe, expect, it, vi } from 'vitest';

import { currentPlatform, detectPlatform, isNativePlatform } from './platform.ts';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ELECTRON_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Huebook/0.1.0 Chrome/130.0.0.0 Electron/33.2.0 Safari/537.36';

describe('detectPlatform', () => {
  it('is the web in an ordinary browser', () => {
    expect(detectPlatform({ userAgent: CHROME_UA })).toBe('web');
    expect(detectPlatform({})).toBe('web');
  });

  it('reads iOS and Android from Capacitor', () => {
    expect(detectPlatform({ capacitorPlatform: 'ios', userAgent: CHROME_UA })).toBe('ios');
    expect(detectPlatform({ capacitorPlatform: 'android', userAgent: CHROME_UA })).toBe('android');
  });

  it("treats Capacitor's own web platform as the web", () => {
    expect(detectPlatform({ capacitorPlatform: 'web', userAgent: CHROME_UA })).toBe('web');
  });

  it('recognizes Electron by its user agent', () => {
    expect(detectPlatform({ userAgent: ELECTRON_UA })).toBe('electron');
  });
});

describe('isNativePlatform', () => {
  it('is false only on the web', () => {
    expect(isNativePlatform('web')).toBe(false);
    expect(isNativePlatform('ios')).toBe(true);
    expect(isNativePlatform('android')).toBe(true);
    expect(isNativePlatform('electron')).toBe(true);
  });
});

describe('currentPlatform', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the window for Capacitor', () => {
    vi.stubGlobal('window', {
      Capacitor: { getPlatform: () => 'android' },
      navigator: { userAgent: CHROME_UA },
    });
    expect(currentPlatform()).toBe('android');
  });

  it('is the web without a window', () => {
    vi.stubGlobal('window', undefined);
    expect(currentPlatform()).toBe('web');
  });
});
