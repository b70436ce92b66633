/**
 * Shapes shared by the coloring engine. Everything works on `PixelImage`, the structural part of
 * `ImageData` (RGBA, 8 bits a channel, row-major, no padding), so the same code runs in a
 * browser, a Web Worker and Node tests.
 */

/** RGBA pixels: `data.length === width * height * 4`. A DOM `ImageData` satisfies it. */
export interface PixelImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** An axis-aligned rectangle in canvas pixels; `width`/`height` may be 0 (empty). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A point in canvas pixels (not CSS pixels: see `tools/pointer.ts`). */
export interface Point {
  x: number;
  y: number;
}

/** A transparent image of the given size. */
export function createPixelImage(width: number, height: number): PixelImage {
  return { width, height, data: new Uint8ClampedArray(width * height * 4) };
}

/** A deep copy. */
export function clonePixelImage(image: PixelImage): PixelImage {
  return { width: image.width, height: image.height, data: image.data.slice() };
}
