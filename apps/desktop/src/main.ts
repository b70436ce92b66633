/**
 * The Electron main process: wires the Electron-free decisions (config.ts, app-protocol.ts,
 * navigation.ts, permissions.ts, menu.ts, window-options.ts) to Electron's API. The only module
 * that imports 'electron'; it runs in the app, never in the tests.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { app, BrowserWindow, dialog, Menu, net, protocol, session, shell, type WebContents } from 'electron';

import { createAppProtocolHandler } from './app-protocol.ts';
import { APP_SCHEME, APP_START_URL } from './app-url.ts';
import { ConfigError, loadConfig, type DesktopConfig } from './config.ts';
import { menuTemplate } from './menu.ts';
import { decideNavigation, decideWindowOpen, type NavigationDecision } from './navigation.ts';
import { isPermissionGranted } from './permissions.ts';
import { mainWindowOptions } from './window-options.ts';

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

function openWindow(): void {
  const window = new BrowserWindow(mainWindowOptions());
  window.once('ready-to-show', () => window.show());
  window.loadURL(APP_START_URL).catch((error: unknown) => console.error('Cannot load the app', error));
}

function focusWindow(): void {
  const [window] = BrowserWindow.getAllWindows();
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

function start(config: DesktopConfig): void {
  app.on('second-instance', focusWindow);
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
