import { CANVAS_SIZE } from '@huebook/shared/constants';

import type { PixelImage } from './engine/types.ts';

/**
 * Loads and decodes an image from a same-origin URL, or from the server's origin in a native
 * shell: that one over CORS, so the canvas it is drawn on stays readable (a same-origin load
 * stays as it was, sharing the preloaded copy).
 */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (new URL(url, window.location.href).origin !== window.location.origin) image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}

/** A `size`×`size` 2D context on an OffscreenCanvas, or a detached canvas where there is none. */
export function scratchContext(
  size: number = CANVAS_SIZE,
): OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D {
  const context =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(size, size).getContext('2d', { willReadFrequently: true })
      : Object.assign(document.createElement('canvas'), { width: size, height: size }).getContext('2d', {
          willReadFrequently: true,
        });
  if (!context) throw new Error('Canvas 2D is not available');
  return context;
}

/**
 * The illustration's pixels at page size (1024×1024): what the region map is computed from and
 * what exports multiply on top. Transparent parts read as white (pages are lines on white).
 */
export async function loadIllustrationPixels(url: string, size: number = CANVAS_SIZE): Promise<PixelImage> {
  const image = await loadImage(url);
  const context = scratchContext(size);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, 0, 0, size, size);
  return context.getImageData(0, 0, size, size);
}
