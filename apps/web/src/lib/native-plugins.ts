/**
 * The Capacitor plugins the SPA uses in the iOS and Android shells, behind one small interface
 * so lib/platform.ts (their only user) loads them lazily — the web build never downloads them —
 * and tests hand in fakes (`setNativePlugins`).
 */
import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { Directory, Filesystem } from '@capacitor/filesystem';
import { Share } from '@capacitor/share';
import { Printer } from '@capgo/capacitor-printer';

export interface NativePlugins {
  /** Opens `url` in the system browser (SFSafariViewController, Custom Tabs). */
  openInBrowser(url: string): Promise<void>;
  /** Closes that browser when it is still open (iOS; elsewhere nothing happens). */
  closeBrowser(): Promise<void>;
  /** Calls `listener` with each URL the app is opened with; resolves to an unsubscribe. */
  onAppUrlOpen(listener: (url: string) => void): Promise<() => void>;
  /** The URL the app was launched with, if any. */
  launchUrl(): Promise<string | null>;
  /**
   * Calls `listener` each time Android's back button is pressed, with whether the web view has
   * history to go back to; resolves to an unsubscribe. While a listener is set, the button is
   * the app's to handle.
   */
  onBackButton(listener: (canGoBack: boolean) => void): Promise<() => void>;
  /** Closes the app (Android). */
  exitApp(): Promise<void>;
  /** Asks for storage permission when not yet answered; true when it is granted. */
  requestStoragePermission(): Promise<boolean>;
  /**
   * Writes `base64` data as `fileName` in the Documents folder (iOS: the app's folder in Files;
   * Android: the shared Documents) or, with `isTemporary`, the cache; resolves to its file URI.
   */
  writeFile(fileName: string, base64: string, isTemporary?: boolean): Promise<string>;
  /** Opens the share sheet (Save to Files, Print, Mail, other apps) on a file URI. */
  shareFile(uri: string, title: string): Promise<void>;
  /**
   * Opens the system print view on one PNG, JPEG or PDF given as `base64` (iOS:
   * UIPrintInteractionController; Android: PrintManager, a picture scaled to fit the sheet),
   * with `jobName` in the print queue; resolves once the view shows, printed or not.
   * @throws when the device cannot print.
   */
  printDocument(base64: string, mimeType: string, jobName: string): Promise<void>;
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
  async onBackButton(listener) {
    const handle = await App.addListener('backButton', (event) => listener(event.canGoBack));
    return () => void handle.remove();
  },
  exitApp: () => App.exitApp(),
  async requestStoragePermission() {
    let status = await Filesystem.checkPermissions();
    if (status.publicStorage !== 'granted' && status.publicStorage !== 'denied') {
      status = await Filesystem.requestPermissions();
    }
    return status.publicStorage === 'granted';
  },
  async writeFile(fileName, base64, isTemporary = false) {
    const directory = isTemporary ? Directory.Cache : Directory.Documents;
    const written = await Filesystem.writeFile({ path: fileName, data: base64, directory, recursive: true });
    return written.uri;
  },
  async shareFile(uri, title) {
    await Share.share({ title, files: [uri] });
  },
  printDocument: (data, mimeType, name) => Printer.printBase64({ data, mimeType, name }),
};
