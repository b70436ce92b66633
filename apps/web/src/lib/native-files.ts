/**
 * Download, print and share of a finished picture or PDF where the app runs (spec §1: save,
 * print and download; §8: 'Saved to files' on iOS, 'Saved to documents' on Android; §9: storage
 * permission asked before saving). A web view has no downloads folder and no print dialog of
 * its own, so iOS and Android write the file through the Filesystem plugin and print through
 * the system's print view (@capgo/capacitor-printer; docs/decisions.md "Native print"); the web
 * and the desktop keep the browser's download and print. The plugins sit behind lib/platform.ts.
 */
import { MESSAGES } from '@huebook/shared/messages';

import { notify } from './notification-store.ts';
import { currentPlatform, isMobilePlatform, nativePlugins, type Platform } from './platform.ts';

/** What became of a save: handed to the browser, written on the device, or refused. */
export type SaveOutcome = 'browser' | 'saved' | 'denied';

/** Shown when the user refused storage access (spec §9). */
export const STORAGE_DENIED = 'Allow Huebook to save files in Settings to download pictures.';

/** A blob's bytes as base64 (what the Filesystem plugin takes), in chunks to spare the stack. */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Opens the share sheet on the file at `uri`. Closing the sheet without choosing is no error
 * (both platforms' Share plugin reject with 'Share canceled' then).
 * @throws an Error in plain words when the sheet cannot open.
 */
async function shareWrittenFile(uri: string, title: string): Promise<void> {
  try {
    await (await nativePlugins()).shareFile(uri, title);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/cancel/i.test(reason)) return;
    throw new Error(`The share sheet could not open: ${reason}`);
  }
}

/**
 * Saves `blob` as `fileName` (a Download of a PNG or a PDF). On iOS and Android: asks for
 * storage permission, writes the file into Documents and says 'Saved to files' (iOS) or 'Saved
 * to documents' (Android) with a 'Share' button that opens the share sheet on the written file
 * (or says why it cannot); a refusal says how to allow it. Elsewhere `download` (the browser's download) runs.
 * @throws the plugin's error when writing fails (the caller shows it).
 */
export async function saveFile(
  blob: Blob,
  fileName: string,
  download: (blob: Blob, fileName: string) => void,
  platform: Platform = currentPlatform(),
): Promise<SaveOutcome> {
  if (!isMobilePlatform(platform)) {
    download(blob, fileName);
    return 'browser';
  }
  const native = await nativePlugins();
  if (!(await native.requestStoragePermission())) {
    notify({ message: STORAGE_DENIED, variant: 'danger', persist: true });
    return 'denied';
  }
  const uri = await native.writeFile(fileName, await blobToBase64(blob));
  notify({
    message: platform === 'ios' ? MESSAGES.savedToFilesIos : MESSAGES.savedToDocumentsAndroid,
    variant: 'success',
    action: {
      label: 'Share',
      run: () =>
        void shareWrittenFile(uri, fileName).catch((error: Error) =>
          notify({ message: error.message, variant: 'danger' }),
        ),
    },
  });
  return 'saved';
}

/** The MIME type of a picture or PDF to print: the blob's own, else read from `fileName`. */
function printType(blob: Blob, fileName: string): string {
  if (blob.type) return blob.type;
  return /\.pdf$/i.test(fileName) ? 'application/pdf' : 'image/png';
}

/**
 * Prints `blob` (a Print of a PNG or a PDF). On iOS and Android the system's print view opens
 * on it alone (printer choice, copies, paper), named `fileName` in the print queue; a device
 * that cannot print gets the share sheet on a temporary copy instead (Print where the system
 * offers it, Save to Files, Mail…; no permission is needed for the cache). Elsewhere `print`
 * (the browser's print dialog) runs.
 * @throws an Error in plain words when neither the print view nor the share sheet opens
 * (closing the share sheet without choosing is no error).
 */
export async function printOrShareFile(
  blob: Blob,
  fileName: string,
  print: () => Promise<void> | void,
  platform: Platform = currentPlatform(),
): Promise<void> {
  if (!isMobilePlatform(platform)) {
    await print();
    return;
  }
  const native = await nativePlugins();
  const base64 = await blobToBase64(blob);
  try {
    await native.printDocument(base64, printType(blob, fileName), fileName);
  } catch {
    await shareWrittenFile(await native.writeFile(fileName, base64, true), fileName);
  }
}
