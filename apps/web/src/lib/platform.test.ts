import { afterEach, describe, expect, it, vi } from 'vitest';

import { listenForBackButton, listenForDeepLinks } from './native-listeners.ts';
import type { NativePlugins } from './native-plugins.ts';
import {
  currentPlatform,
  detectPlatform,
  isMobilePlatform,
  isNativePlatform,
  checkoutReturn,
  openCheckout,
  setNativePlugins,
} from './platform.ts';

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

/** Fake Capacitor plugins that record what the app asked of them. */
function fakePlugins(launch: string | null = null) {
  const calls: string[] = [];
  let listener: ((url: string) => void) | null = null;
  let back: ((canGoBack: boolean) => void) | null = null;
  const plugins: NativePlugins = {
    openInBrowser: async (url) => void calls.push(`open ${url}`),
    closeBrowser: async () => void calls.push('close'),
    onAppUrlOpen: async (next) => {
      listener = next;
      return () => {
        listener = null;
        calls.push('stopped');
      };
    },
    launchUrl: async () => launch,
    onBackButton: async (next) => {
      back = next;
      return () => {
        back = null;
        calls.push('back stopped');
      };
    },
    exitApp: async () => void calls.push('exit'),
    requestStoragePermission: async () => true,
    writeFile: async (fileName) => `file:///documents/${fileName}`,
    shareFile: async () => {},
    printDocument: async () => {},
  };
  setNativePlugins(plugins);
  return {
    calls,
    wake: (url: string) => listener?.(url),
    isListening: () => listener !== null,
    pressBack: (canGoBack: boolean) => back?.(canGoBack),
    hasBackListener: () => back !== null,
  };
}

describe('isMobilePlatform', () => {
  it('is true on iOS and Android only', () => {
    expect(['web', 'ios', 'android', 'electron'].map((p) => isMobilePlatform(p as never))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('checkoutReturn', () => {
  it('brings a buyer back into the iOS and Android apps, and to this site elsewhere', () => {
    expect(checkoutReturn('ios')).toBe('app');
    expect(checkoutReturn('android')).toBe('app');
    expect(checkoutReturn('web')).toBe('web');
    expect(checkoutReturn('electron')).toBe('web');
  });
});

describe('openCheckout', () => {
  afterEach(() => {
    setNativePlugins(null);
    vi.unstubAllGlobals();
  });

  const STRIPE = 'https://checkout.stripe.com/c/pay/cs_test_1';

  it("opens Stripe's page in the system browser on iOS and Android", async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    for (const platform of ['ios', 'android'] as const) {
      const { calls } = fakePlugins();
      await openCheckout(STRIPE, platform);
      expect(calls).toEqual([`open ${STRIPE}`]);
    }
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads it in the window on the web and the desktop, and an app path everywhere', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    const { calls } = fakePlugins();
    await openCheckout(STRIPE, 'web');
    await openCheckout(STRIPE, 'electron');
    await openCheckout('/payment?status=success&session_id=test_1', 'ios');
    expect(assign.mock.calls).toEqual([[STRIPE], [STRIPE], ['/payment?status=success&session_id=test_1']]);
    expect(calls).toEqual([]);
  });
});

describe('listenForDeepLinks', () => {
  afterEach(() => setNativePlugins(null));

  it('lands a huebook://payment link on /payment with its query, and closes the checkout browser', async () => {
    const { calls, wake } = fakePlugins();
    const navigate = vi.fn();
    const stop = await listenForDeepLinks(navigate, 'ios');
    wake('huebook://payment?status=success&session_id=cs_live_a1');
    expect(navigate).toHaveBeenCalledWith('/payment?status=success&session_id=cs_live_a1');
    await vi.waitFor(() => expect(calls).toContain('close'));
    stop();
    expect(calls).toContain('stopped');
  });

  it('opens the link the app was launched with', async () => {
    fakePlugins('huebook://payment?status=canceled');
    const navigate = vi.fn();
    await listenForDeepLinks(navigate, 'android');
    expect(navigate).toHaveBeenCalledWith('/payment?status=canceled');
  });

  it('ignores links to anything but the deep-link screens', async () => {
    const { wake } = fakePlugins();
    const navigate = vi.fn();
    await listenForDeepLinks(navigate, 'android');
    wake('huebook://admin/users');
    wake('https://evil.example/payment?status=success');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('listens to nothing on the web and the desktop', async () => {
    const { isListening } = fakePlugins('huebook://payment?status=success');
    const navigate = vi.fn();
    for (const platform of ['web', 'electron'] as const) {
      (await listenForDeepLinks(navigate, platform))();
    }
    expect(isListening()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('listenForBackButton', () => {
  afterEach(() => {
    setNativePlugins(null);
    vi.unstubAllGlobals();
  });

  /** A window at `path` whose history's back() is watched. */
  function windowAt(path: string) {
    const view = { location: { pathname: path }, history: { back: vi.fn() } };
    vi.stubGlobal('window', view);
    return view;
  }

  it('on Android goes back through the app, and exits from a home screen or the first screen', async () => {
    const { calls, pressBack } = fakePlugins();
    const view = windowAt('/pages/p1/color');
    const stop = await listenForBackButton((path) => path === '/pages/public', 'android');
    pressBack(true);
    expect(view.history.back).toHaveBeenCalledTimes(1);
    pressBack(false);
    await vi.waitFor(() => expect(calls).toContain('exit'));
    calls.length = 0;
    view.location.pathname = '/pages/public';
    pressBack(true);
    await vi.waitFor(() => expect(calls).toContain('exit'));
    expect(view.history.back).toHaveBeenCalledTimes(1);
    stop();
    expect(calls).toContain('back stopped');
  });

  it('listens to nothing on iOS, the web and the desktop', async () => {
    const { hasBackListener } = fakePlugins();
    for (const platform of ['ios', 'web', 'electron'] as const) {
      (await listenForBackButton(() => false, platform))();
    }
    expect(hasBackListener()).toBe(false);
  });
});
