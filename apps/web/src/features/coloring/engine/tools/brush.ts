import { Stroke, type StrokeContext, type StrokePoint } from './stroke.ts';
import type { Tool } from './tool.ts';

/**
 * Starts a brush stroke (normal compositing, spec §4) at `start`, in canvas pixels.
 * Feed it `addPoints` on each pointer move (coalesced points) and `end()` on pointer up.
 */
export function startBrushStroke(
  context: StrokeContext,
  options: { size: number; zoom: number; color: string },
  start: StrokePoint,
): Stroke {
  return new Stroke(context, { ...options, composite: 'source-over' }, start);
}

/** The brush tool: a press starts a brush stroke at the brush size and colour. */
export const brushTool: Tool<'brush'> = {
  id: 'brush',
  cursor: 'crosshair',
  usesBrushSize: true,
  needsRegionMap: false,
  pointerDown: (target, settings, point) =>
    target.beginStroke((context, start) => startBrushStroke(context, settings, start), point, {
      stayInsideLines: settings.stayInsideLines,
    }),
};
