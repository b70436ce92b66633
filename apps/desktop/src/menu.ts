/**
 * The application menu, as data for `Menu.buildFromTemplate`. Standard roles give the keyboard
 * shortcuts people expect (copy and paste in fields, zoom, full screen, close): without an Edit
 * menu macOS has no Cmd+C/V at all. Keys the menu does not claim (B, E, F, [ and ] on the
 * coloring screen) reach the page, and the page handles Ctrl/Cmd+Z itself before the menu's
 * Undo would run (a key the page's handler prevents never reaches the menu).
 */
export type MenuRole =
  | 'appMenu'
  | 'fileMenu'
  | 'editMenu'
  | 'windowMenu'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen';

/** The part of Electron's `MenuItemConstructorOptions` the menu uses. */
export interface MenuItemTemplate {
  role?: MenuRole;
  label?: string;
  type?: 'separator';
  accelerator?: string;
  visible?: boolean;
  submenu?: MenuItemTemplate[];
}

export interface MenuOptions {
  /** `process.platform`: macOS gets the app menu (About, Hide, Quit). */
  platform: NodeJS.Platform;
  /** `app.isPackaged`: the developer tools are only in a development build. */
  isPackaged: boolean;
}

/** The menu bar: [app,] File, Edit, View (reload, zoom, full screen), Window. */
export function menuTemplate({ platform, isPackaged }: MenuOptions): MenuItemTemplate[] {
  const separator: MenuItemTemplate = { type: 'separator' };
  const view: MenuItemTemplate = {
    label: 'View',
    submenu: [
      { role: 'reload' },
      { role: 'forceReload' },
      ...(isPackaged ? [] : [{ role: 'toggleDevTools' } as const]),
      separator,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      // Zoom in's own accelerator is Ctrl/Cmd+Plus, which most keyboards type with Shift.
      { role: 'zoomIn', accelerator: 'CommandOrControl+=', visible: false },
      { role: 'zoomOut' },
      separator,
      { role: 'togglefullscreen' },
    ],
  };
  return [
    ...(platform === 'darwin' ? [{ role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    view,
    { role: 'windowMenu' },
  ];
}
