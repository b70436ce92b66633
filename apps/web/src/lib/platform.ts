/**
 * Which platform the SPA runs on (DESIGN.md "Native"), and what differs there: the only place
 * that asks. Capacitor injects `window.Capacitor` in its iOS and Android shells; Electron adds
 * `Electron/x.y` to the user agent. On the web both are absent. The Capacitor plugins are
 * loaded lazily, on iOS and Android only (lib/native-plugins.ts); tests replace them with
 * `setNativePlugins`.
 */
import type { NativePlugins } from './native-plugins.ts';

export type Platform = 'web' | 'ios' | 'android' | 'electron';

/** What detection looks at, so it can be tested without a browser. */
export interface PlatformProbe {
  /** `window.Capacitor.getPlatform()` when Capacitor is present. */
  capacitorPlatform?: string;
  userAgent?: string;
}

/** The platform a probe describes; anything unknown counts as the web. */
export function detectPlatform({ capacitorPlatform, userAgent = '' }: PlatformProbe): Platform {
  if (capacitorPlatform === 'ios' || capacitorPlatform === 'android') return capacitorPlatform;
  if (/\bElectron\//.test(userAgent)) return 'electron';
  return 'web';
}

interface CapacitorGlobal {
  getPlatform?: () => string;
}

/** The probe of the running window (empty outside a browser). */
function probeWindow(): PlatformProbe {
  if (typeof window === 'undefined') return {};
  const capacitor = (window as { Capacitor?: CapacitorGlobal }).Capacitor;
  return { capacitorPlatform: capacitor?.getPlatform?.(), userAgent: window.navigator.userAgent };
}

/** The platform this app runs on now. */
export function currentPlatform(): Platform {
  return detectPlatform(probeWindow());
}

/** Native shells (iOS, Android, Electron) skip the landing site for /splash (spec §1). */
export function isNativePlatform(platform: Platform = currentPlatform()): boolean {
  return platform !== 'web';
}

/** The iOS and Android shells (Capacitor), not the desktop one. */
export function isMobilePlatform(platform: Platform = currentPlatform()): boolean {
  return platform === 'ios' || platform === 'android';
}

let plugins: Promise<NativePlugins> | null = null;

/** Replaces the Capacitor plugins (tests hand in fakes); null goes back to the real ones. */
export function setNativePlugins(next: NativePlugins | null): void {
  plugins = next ? Promise.resolve(next) : null;
}

/** The Capacitor plugins, loaded on first use (iOS and Android only: never call it elsewhere). */
export function nativePlugins(): Promise<NativePlugins> {
  plugins ??= import('./native-plugins.ts').then((module) => module.capacitorPlugins);
  return plugins;
}

/**
 * Where Stripe Checkout should send the buyer back (POST /stripe/checkout `returnTo`): the
 * native app by its huebook:// link on iOS and Android (the page opened in the system
 * browser), this site elsewhere.
 */
export function checkoutReturn(platform: Platform = currentPlatform()): 'web' | 'app' {
  return isMobilePlatform(platform) ? 'app' : 'web';
}

/**
 * Sends the user to a checkout page (the `url` of POST /stripe/checkout). On iOS and Android
 * Stripe's page opens in the system browser (a payment page must not run inside the app's web
 * view) and the result comes back by deep link; an app path (test mode's `/payment?…`) and
 * every other platform load it in this window (the desktop shell hands web pages to the
 * system browser itself, apps/desktop/src/navigation.ts).
 */
export async function openCheckout(url: string, platform: Platform = currentPlatform()): Promise<void> {
  if (isMobilePlatform(platform) && /^https?:\/\//i.test(url)) {
    await (await nativePlugins()).openInBrowser(url);
    return;
  }
  window.location.assign(url);
}
