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

/** Saves a blob under `fileName` through the browser's download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens the system print dialog on a PDF: the browser's PDF viewer in a hidden frame prints it
 * at its own paper size. Where a frame cannot print a PDF (no viewer, as in some mobile
 * browsers), the PDF is downloaded as `fileName` instead, to print from the files app.
 */
export function printPdf(blob: Blob, fileName: string): Promise<void> {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.title = 'PDF to print';
  frame.setAttribute('aria-hidden', 'true');
  // Rendered (a display:none frame loads no viewer) but out of sight.
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:1px;height:1px;border:0;opacity:0;';
  const cleanUp = () => {
    frame.remove();
    URL.revokeObjectURL(url);
  };
  return new Promise((resolve) => {
    frame.addEventListener('load', () => {
      try {
        frame.contentWindow?.focus();
        frame.contentWindow?.print();
      } catch {
        downloadBlob(blob, fileName);
      }
      // The dialog may stay open a long time; the frame is only needed while it shows.
      setTimeout(cleanUp, 10 * 60_000);
      resolve();
    });
    frame.src = url;
    document.body.append(frame);
  });
}
