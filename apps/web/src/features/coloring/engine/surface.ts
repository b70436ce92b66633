import type { PixelImage, Rect } from './types.ts';

/**
 * Where the colour layer's pixels live: an in-memory image (Node, workers, tests) or a canvas
 * (`canvasSurface`). History and the fill tool read and write it a rectangle at a time.
 */
export interface PixelSurface {
  readonly width: number;
  readonly height: number;
  /** A copy of the rectangle's RGBA pixels, `rect.width * rect.height * 4` bytes. */
  getPixels(rect: Rect): Uint8ClampedArray;
  /** Writes RGBA pixels (same layout as `getPixels`) over the rectangle. */
  putPixels(rect: Rect, pixels: Uint8ClampedArray): void;
}

/** A surface over an in-memory image; writes go straight to `image.data`. */
export function imageSurface(image: PixelImage): PixelSurface {
  const { width, height, data } = image;
  return {
    width,
    height,
    getPixels(rect) {
      const out = new Uint8ClampedArray(rect.width * rect.height * 4);
      for (let row = 0; row < rect.height; row++) {
        const from = ((rect.y + row) * width + rect.x) * 4;
        out.set(data.subarray(from, from + rect.width * 4), row * rect.width * 4);
      }
      return out;
    },
    putPixels(rect, pixels) {
      for (let row = 0; row < rect.height; row++) {
        const from = row * rect.width * 4;
        data.set(pixels.subarray(from, from + rect.width * 4), ((rect.y + row) * width + rect.x) * 4);
      }
    },
  };
}

/** The part of a 2D context the engine needs (`CanvasRenderingContext2D` and the offscreen one fit). */
export interface PixelContext {
  readonly canvas: { readonly width: number; readonly height: number };
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
  putImageData(image: ImageData, x: number, y: number): void;
}

/** A surface over a canvas 2D context (browser or worker: needs the global `ImageData`). */
export function canvasSurface(context: PixelContext): PixelSurface {
  return {
    get width() {
      return context.canvas.width;
    },
    get height() {
      return context.canvas.height;
    },
    getPixels: (rect) => context.getImageData(rect.x, rect.y, rect.width, rect.height).data,
    putPixels: (rect, pixels) =>
      context.putImageData(
        new ImageData(new Uint8ClampedArray(pixels), rect.width, rect.height),
        rect.x,
        rect.y,
      ),
  };
}
