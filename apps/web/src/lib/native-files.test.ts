import { Directory, Filesystem } from '@capacitor/filesystem';
import { Share } from '@capacitor/share';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { blobToBase64, printOrShareFile, saveFile, STORAGE_DENIED } from './native-files.ts';
import type { NativePlugins } from './native-plugins.ts';
import { useNotificationStore } from './notification-store.ts';
import { setNativePlugins } from './platform.ts';

// The Capacitor plugin modules, replaced where lib/native-plugins.ts imports them: most tests
// hand in fake NativePlugins instead; the last one goes through the real adapter to these.
vi.mock('@capacitor/app', () => ({ App: {} }));
vi.mock('@capacitor/browser', () => ({ Browser: {} }));
vi.mock('@capgo/capacitor-printer', () => ({ Printer: {} }));
vi.mock('@capacitor/filesystem', () => ({
  Directory: { Documents: 'DOCUMENTS', Cache: 'CACHE' },
  Filesystem: {
    checkPermissions: vi.fn(async () => ({ publicStorage: 'granted' })),
    requestPermissions: vi.fn(),
    writeFile: vi.fn(async ({ path }: { path: string }) => ({
      uri: `file:///storage/emulated/0/Documents/${path}`,
    })),
  },
}));
vi.mock('@capacitor/share', () => ({ Share: { share: vi.fn(async () => ({})) } }));

const PNG = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
  type: 'image/png',
});
const NAME = 'colored-page-p1-2026-11-24_01-10-00.png';

/**
 * Fake plugins recording each call; `permission` is what the user answers, `canPrint` whether
 * the device has a print view, `shareError` what the share sheet rejects with.
 */
function fakePlugins(permission = true, canPrint = true, shareError?: Error) {
  const calls: string[] = [];
  const plugins: NativePlugins = {
    openInBrowser: async () => {},
    closeBrowser: async () => {},
    onAppUrlOpen: async () => () => {},
    launchUrl: async () => null,
    onBackButton: async () => () => {},
    exitApp: async () => {},
    requestStoragePermission: async () => {
      calls.push('permission');
      return permission;
    },
    writeFile: async (fileName, base64, isTemporary = false) => {
      calls.push(`write ${fileName} ${base64} ${isTemporary ? 'cache' : 'documents'}`);
      return `file:///${isTemporary ? 'cache' : 'documents'}/${fileName}`;
    },
    shareFile: async (uri, title) => {
      if (shareError) throw shareError;
      calls.push(`share ${uri} ${title}`);
    },
    printDocument: async (base64, mimeType, jobName) => {
      if (!canPrint) throw new Error('Printing is not available on this device');
      calls.push(`print ${base64} ${mimeType} ${jobName}`);
    },
  };
  setNativePlugins(plugins);
  return calls;
}

const shown = () => useNotificationStore.getState().current;
/** Presses the toast's action button: the toast closes, the action runs (NotificationToast). */
async function pressAction(): Promise<void> {
  const action = shown()?.action;
  if (!action) throw new Error('the toast offers no action');
  useNotificationStore.getState().clear();
  action.run();
  // The share runs on promises that are already settled: one macrotask lets them all finish.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  setNativePlugins(null);
  useNotificationStore.setState({ current: null });
});

describe('blobToBase64', () => {
  it('encodes the bytes, also past one chunk', async () => {
    expect(await blobToBase64(PNG)).toBe('iVBORw0KGgo=');
    const big = new Uint8Array(100_000).map((_, index) => index % 251);
    expect(await blobToBase64(new Blob([big]))).toBe(Buffer.from(big).toString('base64'));
  });
});

describe('saveFile', () => {
  it("asks for storage, writes to Documents and says 'Saved to files' on iOS", async () => {
    const calls = fakePlugins();
    const download = vi.fn();
    expect(await saveFile(PNG, NAME, download, 'ios')).toBe('saved');
    expect(calls).toEqual(['permission', `write ${NAME} iVBORw0KGgo= documents`]);
    expect(shown()).toMatchObject({ message: 'Saved to files', variant: 'success' });
    expect(download).not.toHaveBeenCalled();
  });

  it("says 'Saved to documents' on Android", async () => {
    fakePlugins();
    expect(await saveFile(PNG, NAME, vi.fn(), 'android')).toBe('saved');
    expect(shown()).toMatchObject({ message: 'Saved to documents', variant: 'success' });
  });

  it("offers 'Share', which opens the share sheet on the file just written", async () => {
    const calls = fakePlugins();
    await saveFile(PNG, NAME, vi.fn(), 'ios');
    expect(shown()?.action?.label).toBe('Share');
    expect(calls).not.toContain(`share file:///documents/${NAME} ${NAME}`);
    await pressAction();
    expect(calls.at(-1)).toBe(`share file:///documents/${NAME} ${NAME}`);
    expect(shown()).toBeNull();
  });

  it("offers 'Share' on a PDF saved on Android too", async () => {
    const calls = fakePlugins();
    await saveFile(new Blob([PNG], { type: 'application/pdf' }), 'Zoo friends.pdf', vi.fn(), 'android');
    expect(shown()).toMatchObject({ message: 'Saved to documents', action: { label: 'Share' } });
    await pressAction();
    expect(calls.at(-1)).toBe('share file:///documents/Zoo friends.pdf Zoo friends.pdf');
  });

  it('says nothing when the share sheet is closed without choosing', async () => {
    fakePlugins(true, true, new Error('Share canceled'));
    await saveFile(PNG, NAME, vi.fn(), 'android');
    await pressAction();
    expect(shown()).toBeNull();
  });

  it('says so in plain words when the share sheet cannot open', async () => {
    fakePlugins(true, true, new Error('No Activity found to handle Intent'));
    await saveFile(PNG, NAME, vi.fn(), 'android');
    await pressAction();
    expect(shown()).toMatchObject({
      message: 'The share sheet could not open: No Activity found to handle Intent',
      variant: 'danger',
    });
  });

  it('writes nothing when storage is refused, and says how to allow it', async () => {
    const calls = fakePlugins(false);
    expect(await saveFile(PNG, NAME, vi.fn(), 'android')).toBe('denied');
    expect(calls).toEqual(['permission']);
    expect(shown()).toMatchObject({ message: STORAGE_DENIED, variant: 'danger', persist: true });
  });

  it("hands the file to the browser's download on the web and the desktop", async () => {
    const calls = fakePlugins();
    const download = vi.fn();
    expect(await saveFile(PNG, NAME, download, 'web')).toBe('browser');
    expect(await saveFile(PNG, NAME, download, 'electron')).toBe('browser');
    expect(download.mock.calls).toEqual([
      [PNG, NAME],
      [PNG, NAME],
    ]);
    expect(calls).toEqual([]);
    expect(shown()).toBeNull();
  });
});

describe('printOrShareFile', () => {
  it("opens the system's print view on the picture alone on iOS and Android", async () => {
    for (const platform of ['ios', 'android'] as const) {
      const calls = fakePlugins();
      const print = vi.fn();
      await printOrShareFile(PNG, NAME, print, platform);
      expect(calls).toEqual([`print iVBORw0KGgo= image/png ${NAME}`]);
      expect(print).not.toHaveBeenCalled();
    }
  });

  it('prints a PDF as a PDF, also when the blob does not say its type', async () => {
    const calls = fakePlugins();
    await printOrShareFile(new Blob([PNG]), 'Zoo friends.pdf', vi.fn(), 'android');
    expect(calls).toEqual(['print iVBORw0KGgo= application/pdf Zoo friends.pdf']);
  });

  it('opens the share sheet on a cached copy when the device cannot print', async () => {
    const calls = fakePlugins(true, false);
    await printOrShareFile(PNG, NAME, vi.fn(), 'ios');
    expect(calls).toEqual([`write ${NAME} iVBORw0KGgo= cache`, `share file:///cache/${NAME} ${NAME}`]);
  });

  it('ends quietly when that share sheet is closed without choosing', async () => {
    fakePlugins(true, false, new Error('Share canceled'));
    await expect(printOrShareFile(PNG, NAME, vi.fn(), 'android')).resolves.toBeUndefined();
    expect(shown()).toBeNull();
  });

  it('prints with the browser elsewhere', async () => {
    const calls = fakePlugins();
    const print = vi.fn();
    await printOrShareFile(PNG, NAME, print, 'web');
    expect(print).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });
});

describe('saveFile with the Capacitor plugins', () => {
  it("shares the URI Filesystem.writeFile returned when 'Share' is pressed", async () => {
    await saveFile(PNG, NAME, vi.fn(), 'android');
    expect(Filesystem.writeFile).toHaveBeenCalledWith({
      path: NAME,
      data: 'iVBORw0KGgo=',
      directory: Directory.Documents,
      recursive: true,
    });
    expect(Share.share).not.toHaveBeenCalled();
    await pressAction();
    expect(Share.share).toHaveBeenCalledWith({
      title: NAME,
      files: [`file:///storage/emulated/0/Documents/${NAME}`],
    });
  });
});
