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

/** How long a printed PDF's frame and blob: URL are kept (the print dialog may stay open), ms. */
const PRINT_FRAME_MS = 10 * 60_000;
const PRINT_FRAME_TITLE = 'PDF to print';

/** Opens the PDF in a new tab, in the browser's viewer; downloads it where no tab may open. */
function openPdfTab(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (!tab) {
    URL.revokeObjectURL(url);
    downloadBlob(blob, fileName);
    return;
  }
  setTimeout(() => URL.revokeObjectURL(url), PRINT_FRAME_MS);
}

/**
 * Prints a PDF: it loads in a hidden frame (a blob: URL, which the CSP's frame-src allows, see
 * packages/shared/src/csp.ts) and the browser's print dialog opens for that frame alone, at
 * the PDF's own paper size. Where the frame cannot print (a browser whose PDF viewer refuses
 * scripted printing), the PDF opens in a new tab to print from there, or, where no tab may open
 * (a pop-up blocker), is downloaded as `fileName`. Resolves once the dialog was asked for.
 */
export function printPdf(blob: Blob, fileName: string): Promise<void> {
  for (const old of document.querySelectorAll(`iframe[title="${PRINT_FRAME_TITLE}"]`)) old.remove();
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.title = PRINT_FRAME_TITLE;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  // Not display:none: a frame that is not rendered loads no PDF viewer to print with.
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  const cleanUp = () => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
  return new Promise<void>((resolve) => {
    frame.addEventListener(
      'load',
      () => {
        try {
          frame.contentWindow!.focus();
          frame.contentWindow!.print();
          setTimeout(cleanUp, PRINT_FRAME_MS);
        } catch {
          cleanUp();
          openPdfTab(blob, fileName);
        }
        resolve();
      },
      { once: true },
    );
    frame.src = url;
    document.body.append(frame);
  });
}
