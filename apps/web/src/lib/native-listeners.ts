/**
 * What only the iOS and Android shells listen to: deep links (the checkout's return) and
 * Android's back button; at start it also colours their status bar (native-status-bar.ts).
 * Loaded by app.tsx on those platforms alone, so the web's first download does without it.
 */
import { API_ORIGIN } from './api-origin.ts';
import { handleDeepLink } from './deep-link.ts';
import { styleStatusBar } from './native-status-bar.ts';
import { currentPlatform, isMobilePlatform, nativePlugins, type Platform } from './platform.ts';

/**
 * On iOS and Android, opens the screen of each deep link the app is launched or woken with
 * (lib/deep-link.ts: `huebook://payment?…`, or an app link on the server's origin) with
 * `navigate`, closing the checkout browser left over it. Elsewhere nothing is listened to (the
 * desktop shell loads a deep link's page itself). Resolves to a function that stops listening.
 */
export async function listenForDeepLinks(
  navigate: (path: string) => void,
  platform: Platform = currentPlatform(),
): Promise<() => void> {
  if (!isMobilePlatform(platform)) return () => {};
  const native = await nativePlugins();
  const appOrigins = API_ORIGIN ? [API_ORIGIN] : [];
  const open = (url: string) => {
    if (!handleDeepLink(url, navigate, appOrigins)) return;
    // Android has no browser of the app's to close: the call fails there, harmlessly.
    native.closeBrowser().catch(() => {});
  };
  const stop = await native.onAppUrlOpen(open);
  const launch = await native.launchUrl();
  if (launch) open(launch);
  return stop;
}

/**
 * Android's back button: back through the app's screens, and out of the app from a home screen
 * (`isHome(path)`, e.g. /splash or the user's home) or when there is nothing to go back to.
 * Elsewhere nothing is listened to (iOS has no back button; the web and the desktop have the
 * browser's). Resolves to a function that stops listening.
 */
export async function listenForBackButton(
  isHome: (path: string) => boolean,
  platform: Platform = currentPlatform(),
): Promise<() => void> {
  if (platform !== 'android') return () => {};
  const native = await nativePlugins();
  return native.onBackButton((canGoBack) => {
    if (canGoBack && !isHome(window.location.pathname)) window.history.back();
    else void native.exitApp();
  });
}

/**
 * Colours the status bar and starts both listeners: deep links land with `navigate`; the back
 * button leaves the app on a screen `isHome` names. Resolves to a function that stops both.
 */
export async function startNativeListeners(
  navigate: (path: string) => void,
  isHome: (path: string) => boolean,
): Promise<() => void> {
  // A bar the shell would not restyle keeps the colours capacitor.config.ts gave it at launch.
  styleStatusBar().catch(() => {});
  const stops = await Promise.all([listenForDeepLinks(navigate), listenForBackButton(isHome)]);
  return () => {
    for (const stop of stops) stop();
  };
}
