import { CANVAS_SIZE } from '@huebook/shared/constants';

/**
 * Zoom of the canvas on screen: displayed width over the 1024-pixel canvas (spec §4 "Fit").
 * A canvas shown 512 pixels wide has zoom 0.5.
 */
export function zoomFor(displayedWidth: number, canvasWidth: number = CANVAS_SIZE): number {
  return displayedWidth > 0 ? displayedWidth / canvasWidth : 1;
}

/**
 * Line width in canvas pixels for a brush size chosen in screen pixels (spec §5: brush size
 * divided by zoom), so a stroke looks the chosen size whatever the canvas is scaled to.
 */
export function strokeWidth(brushSize: number, zoom: number): number {
  return brushSize / (zoom > 0 ? zoom : 1);
}

/** Maps a pointer position in client pixels to canvas pixels. */
export function toCanvasPoint(
  clientX: number,
  clientY: number,
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  canvas: { width: number; height: number },
): { x: number; y: number } {
  return {
    x: ((clientX - rect.left) * canvas.width) / (rect.width || 1),
    y: ((clientY - rect.top) * canvas.height) / (rect.height || 1),
  };
}
