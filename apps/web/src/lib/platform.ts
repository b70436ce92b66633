/**
 * Which platform the SPA runs on (DESIGN.md "Native"): the only place that asks. Capacitor
 * injects `window.Capacitor` in its iOS and Android shells; Electron adds `Electron/x.y` to the
 * user agent. On the web both are absent. No native package is imported.
 */
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
