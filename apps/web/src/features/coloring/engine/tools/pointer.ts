import type { Point } from '../types.ts';

/**
 * Converts a pointer position (CSS pixels, e.g. `event.clientX/Y`) to canvas pixels, given the
 * canvas element's on-screen box (`getBoundingClientRect()`) and its pixel size (1024).
 */
export function toCanvasPoint(
  client: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
  canvasSize: number,
): Point {
  return {
    x: ((client.clientX - box.left) / box.width) * canvasSize,
    y: ((client.clientY - box.top) / box.height) * canvasSize,
  };
}
