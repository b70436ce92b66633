/**
 * Options of the app window. The web preferences follow the Electron security checklist
 * (https://www.electronjs.org/docs/latest/tutorial/security): the renderer runs the SPA
 * sandboxed and isolated, with no Node.js and no preload script (the SPA needs no native API;
 * it learns it runs in Electron from the user agent, apps/web/src/lib/platform.ts).
 */
export interface WindowOptions {
  title: string;
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
  show: boolean;
  backgroundColor: string;
  webPreferences: {
    contextIsolation: boolean;
    sandbox: boolean;
    nodeIntegration: boolean;
    nodeIntegrationInWorker: boolean;
    nodeIntegrationInSubFrames: boolean;
    webSecurity: boolean;
    allowRunningInsecureContent: boolean;
    experimentalFeatures: boolean;
    webviewTag: boolean;
    navigateOnDragDrop: boolean;
  };
}

/** Size in pixels: 1280×832 at first (a 13-inch laptop), never under 800×600. */
export function mainWindowOptions(): WindowOptions {
  return {
    title: 'Huebook',
    width: 1280,
    height: 832,
    minWidth: 800,
    minHeight: 600,
    // Shown at `ready-to-show`, so the window never flashes empty.
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: {
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      // A picture dropped outside the upload area must not replace the app with a file: page.
      navigateOnDragDrop: false,
    },
  };
}
