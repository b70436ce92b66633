/**
 * The Electron main process: wires the Electron-free decisions (config.ts, app-protocol.ts,
 * navigation.ts, permissions.ts, menu.ts, window-options.ts) to Electron's API. The only module
 * that imports 'electron'; it runs in the app, never in the tests.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import {
  app,
  BrowserWindow,
  dialog,
  Menu,
  net,
  protocol,
  screen,
  session,
  shell,
  type WebContents,
} from 'electron';

import { createAppProtocolHandler } from './app-protocol.ts';
import { APP_SCHEME, APP_START_URL } from './app-url.ts';
import { ConfigError, loadConfig, type DesktopConfig } from './config.ts';
import { DEEP_LINK_SCHEME, deepLinkToAppUrl, findDeepLink } from './deep-link.ts';
import { menuTemplate } from './menu.ts';
import { decideNavigation, decideWindowOpen, type NavigationDecision } from './navigation.ts';
import { isPermissionGranted } from './permissions.ts';
import { mainWindowOptions } from './window-options.ts';
import { parseWindowState, restoreBounds, serializeWindowState } from './window-state.ts';

/** The built SPA, copied beside this file by `npm run build` (scripts/copy-web.ts). */
const WEB_ROOT = path.join(import.meta.dirname, 'web');

// Before `ready`, as Electron requires: a standard, secure scheme gets storage, fetch and
// workers like https, and the SPA's relative URLs resolve against it.
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
  },
]);
app.enableSandbox();

/** Says why the app cannot start (a dialog, and the terminal) and quits with status 1. */
function failToStart(message: string): void {
  console.error(message);
  dialog.showErrorBox('Huebook cannot start', message);
  app.exit(1);
}

/** The settings, or null after telling the user what is wrong with them. */
function readConfig(): DesktopConfig | null {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    failToStart(error.message);
    return null;
  }
}

/** Carries out what the navigation policy decided for a URL the app itself did not load. */
function follow(contents: WebContents, decision: NavigationDecision, target: string): void {
  switch (decision.action) {
    case 'allow':
      return;
    case 'load-in-app':
      contents
        .loadURL(decision.url)
        .catch((error: unknown) => console.error(`Cannot load ${decision.url}`, error));
      return;
    case 'open-external':
      shell
        .openExternal(decision.url)
        .catch((error: unknown) => console.error(`Cannot open ${decision.url}`, error));
      return;
    case 'deny':
      console.warn(`Blocked a navigation to ${target}`);
      return;
  }
}

/** Limits navigation and new windows of every web contents, and refuses <webview>. */
function secureContents(contents: WebContents, serverOrigin: string): void {
  contents.on('will-navigate', (event) => {
    const decision = decideNavigation(event.url, serverOrigin);
    if (decision.action === 'allow') return;
    event.preventDefault();
    follow(contents, decision, event.url);
  });
  contents.setWindowOpenHandler(({ url }) => {
    follow(contents, decideWindowOpen(url, serverOrigin), url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Where the window's size and position are kept between runs (window-state.ts). */
function windowStateFile(): string {
  return path.join(app.getPath('userData'), 'window-state.json');
}

function readWindowStateText(): string | null {
  try {
    return readFileSync(windowStateFile(), 'utf8');
  } catch {
    return null;
  }
}

/** The page a deep link asked for before the window was there (the first launch's). */
let pendingStartUrl: string | null = null;

function openWindow(): void {
  const state = parseWindowState(readWindowStateText());
  const bounds = restoreBounds(
    state,
    screen.getAllDisplays().map((display) => display.workArea),
  );
  const window = new BrowserWindow({ ...mainWindowOptions(), ...bounds });
  if (bounds && state?.isMaximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  window.on('close', () => {
    const next = { bounds: window.getNormalBounds(), isMaximized: window.isMaximized() };
    try {
      writeFileSync(windowStateFile(), serializeWindowState(next));
    } catch (error) {
      console.warn('Cannot remember the window size', error);
    }
  });
  const startUrl = pendingStartUrl ?? APP_START_URL;
  pendingStartUrl = null;
  window.loadURL(startUrl).catch((error: unknown) => console.error('Cannot load the app', error));
}

/**
 * Opens the screen a `huebook://` link asks for (deep-link.ts: the checkout's return lands on
 * /payment) in the window, or in the window about to open; other links are ignored.
 */
function openDeepLink(link: string): void {
  const target = deepLinkToAppUrl(link);
  if (!target) {
    console.warn(`Ignored a link the app does not open: ${link.slice(0, 200)}`);
    return;
  }
  const [window] = BrowserWindow.getAllWindows();
  if (!window) {
    pendingStartUrl = target;
    if (app.isReady()) openWindow();
    return;
  }
  window.loadURL(target).catch((error: unknown) => console.error(`Cannot load ${target}`, error));
  focusWindow();
}

function focusWindow(): void {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

function start(config: DesktopConfig): void {
  // A second launch (Windows, Linux: with the huebook:// link as an argument) hands over here.
  app.on('second-instance', (_event, argv) => {
    focusWindow();
    const link = findDeepLink(argv);
    if (link) openDeepLink(link);
  });
  // macOS hands links over by event, also before `ready` when a link launched the app.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    openDeepLink(url);
  });
  const launchLink = findDeepLink(process.argv);
  if (launchLink) pendingStartUrl = deepLinkToAppUrl(launchLink);
  app.on('web-contents-created', (_event, contents) => secureContents(contents, config.serverOrigin));
  app.on('window-all-closed', () => {
    // On macOS an app stays in the Dock without windows, and `activate` opens a new one.
    if (process.platform !== 'darwin') app.quit();
  });
  app
    .whenReady()
    .then(() => {
      protocol.handle(
        APP_SCHEME,
        createAppProtocolHandler({
          webRoot: WEB_ROOT,
          serverOrigin: config.serverOrigin,
          fetch: (url, init) => net.fetch(url, init),
        }),
      );
      session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) =>
        callback(isPermissionGranted(permission)),
      );
      session.defaultSession.setPermissionCheckHandler((_contents, permission) =>
        isPermissionGranted(permission),
      );
      Menu.setApplicationMenu(
        Menu.buildFromTemplate(menuTemplate({ platform: process.platform, isPackaged: app.isPackaged })),
      );
      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) openWindow();
      });
      openWindow();
    })
    .catch((error: unknown) => failToStart(`Huebook could not start: ${String(error)}`));
}

// A second launch hands over to the first (its `second-instance` focuses the window) and quits.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // huebook:// links open this app. A development run (`electron .`) registers the Electron
  // binary with this app's folder as its argument.
  const isRegistered =
    process.defaultApp && process.argv[1]
      ? app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [path.resolve(process.argv[1])])
      : app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  if (!isRegistered) console.warn(`Could not register the ${DEEP_LINK_SCHEME}:// links`);
  const config = readConfig();
  if (config && !existsSync(path.join(WEB_ROOT, 'index.html'))) {
    failToStart(
      `The web app is missing from ${WEB_ROOT}. Build it first, at the repository root:\n` +
        'npm run build && npm run build -w @huebook/desktop',
    );
  } else if (config) {
    start(config);
  }
}
