/**
 * The Capacitor plugins the SPA uses in the iOS and Android shells, behind one small interface
 * so lib/platform.ts (their only user) loads them lazily — the web build never downloads them —
 * and tests hand in fakes (`setNativePlugins`).
 */
import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';

export interface NativePlugins {
  /** Opens `url` in the system browser (SFSafariViewController, Custom Tabs). */
  openInBrowser(url: string): Promise<void>;
  /** Closes that browser when it is still open (iOS; elsewhere nothing happens). */
  closeBrowser(): Promise<void>;
  /** Calls `listener` with each URL the app is opened with; resolves to an unsubscribe. */
  onAppUrlOpen(listener: (url: string) => void): Promise<() => void>;
  /** The URL the app was launched with, if any. */
  launchUrl(): Promise<string | null>;
}

/** The real plugins. */
export const capacitorPlugins: NativePlugins = {
  openInBrowser: (url) => Browser.open({ url }),
  closeBrowser: () => Browser.close(),
  async onAppUrlOpen(listener) {
    const handle = await App.addListener('appUrlOpen', (event) => listener(event.url));
    return () => void handle.remove();
  },
  async launchUrl() {
    return (await App.getLaunchUrl())?.url ?? null;
  },
};
