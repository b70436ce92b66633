import { downloadBlob } from '../../lib/download.ts';

import { composeExport } from './engine/export.ts';
import type { PixelImage } from './engine/types.ts';
import { scratchContext } from './illustration.ts';

/** Pixels as a PNG blob, at their own size. */
export async function encodePng(image: PixelImage): Promise<Blob> {
  const context = scratchContext(image.width);
  context.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
  const canvas = context.canvas;
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the picture'))),
      'image/png',
    ),
  );
}

/**
 * The finished picture as a PNG: white page, colours, then the illustration multiplied on top
 * (the engine's `composeExport`), at full size (1024×1024).
 */
export async function composePicture(colorLayer: PixelImage, illustration: PixelImage): Promise<Blob> {
  return encodePng(composeExport(colorLayer, illustration));
}

/**
 * Shows a PDF to print: it opens in a new tab, in the browser's PDF viewer, whose Print button
 * prints it at its own paper size. (A hidden frame could open the print dialog at once, but the
 * app's CSP frames no blob: URLs.) Where the tab cannot open (a pop-up blocker), the PDF is
 * downloaded as `fileName` instead, to print from the downloads.
 */
export function printPdf(blob: Blob, fileName: string): Promise<void> {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (!tab) {
    URL.revokeObjectURL(url);
    downloadBlob(blob, fileName);
    return Promise.resolve();
  }
  // The tab has loaded the PDF long before; its URL is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
  return Promise.resolve();
}
