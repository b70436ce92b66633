import { describe, expect, it } from 'vitest';

import { menuTemplate, type MenuItemTemplate } from './menu.ts';

const roles = (items: MenuItemTemplate[] | undefined) =>
  (items ?? []).map((item) => item.role ?? item.type ?? item.label);

describe('menuTemplate', () => {
  it('has File, Edit, View and Window menus, and the app menu on macOS only', () => {
    expect(roles(menuTemplate({ platform: 'win32', isPackaged: true }))).toEqual([
      'fileMenu',
      'editMenu',
      'View',
      'windowMenu',
    ]);
    expect(roles(menuTemplate({ platform: 'darwin', isPackaged: true }))[0]).toBe('appMenu');
  });

  it('zooms with the keyboard, Ctrl/Cmd+= included', () => {
    const view = menuTemplate({ platform: 'linux', isPackaged: true }).find((item) => item.label === 'View');
    expect(roles(view?.submenu)).toEqual(
      expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen', 'reload']),
    );
    expect(view?.submenu).toContainEqual({
      role: 'zoomIn',
      accelerator: 'CommandOrControl+=',
      visible: false,
    });
  });

  it('offers the developer tools only outside a packaged app', () => {
    const viewRoles = (isPackaged: boolean) =>
      roles(menuTemplate({ platform: 'linux', isPackaged }).find((item) => item.label === 'View')?.submenu);
    expect(viewRoles(false)).toContain('toggleDevTools');
    expect(viewRoles(true)).not.toContain('toggleDevTools');
  });
});
