import { PixelContext } from './engine/raster/pixel-context.ts';
import { canvasSurface, imageSurface, type PixelSurface } from './engine/surface.ts';
import type { StrokeContext } from './engine/tools/stroke.ts';
import { clonePixelImage, type PixelImage } from './engine/types.ts';

/**
 * The colour layer as the coloring session sees it: a context strokes draw on, a surface read
 * and written a rectangle at a time (fill, history), and a copy of all of it (stroke "before"
 * pixels, export).
 */
export interface ColorLayer {
  readonly context: StrokeContext;
  readonly surface: PixelSurface;
  readPixels(): PixelImage;
}

/** The on-screen colour layer: a canvas 2D context. */
export function canvasColorLayer(context: CanvasRenderingContext2D): ColorLayer {
  const { width, height } = context.canvas;
  return {
    context,
    surface: canvasSurface(context),
    readPixels: () => context.getImageData(0, 0, width, height),
  };
}

/** An in-memory colour layer (Node tests): strokes drawn by the engine's software rasterizer. */
export function imageColorLayer(image: PixelImage): ColorLayer {
  return {
    context: new PixelContext(image),
    surface: imageSurface(image),
    readPixels: () => clonePixelImage(image),
  };
}
