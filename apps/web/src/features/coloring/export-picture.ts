import { composeExport } from './engine/export.ts';
import type { PixelImage } from './engine/types.ts';
import { scratchContext } from './illustration.ts';

/**
 * The finished picture as a PNG: white page, colours, then the illustration multiplied on top
 * (the engine's `composeExport`), at full size (1024×1024).
 */
export async function composePicture(colorLayer: PixelImage, illustration: PixelImage): Promise<Blob> {
  const picture = composeExport(colorLayer, illustration);
  const context = scratchContext(picture.width);
  context.putImageData(
    new ImageData(new Uint8ClampedArray(picture.data), picture.width, picture.height),
    0,
    0,
  );
  const canvas = context.canvas;
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the picture'))),
      'image/png',
    ),
  );
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
