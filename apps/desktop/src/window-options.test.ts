import { describe, expect, it } from 'vitest';

import { mainWindowOptions } from './window-options.ts';

describe('mainWindowOptions', () => {
  it('isolates and sandboxes the renderer, with no Node.js anywhere', () => {
    expect(mainWindowOptions().webPreferences).toEqual({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
    expect(mainWindowOptions().webPreferences).not.toHaveProperty('preload');
  });

  it('opens at 1280×832 and never shrinks under 800×600', () => {
    expect(mainWindowOptions()).toMatchObject({ width: 1280, height: 832, minWidth: 800, minHeight: 600 });
  });
});
