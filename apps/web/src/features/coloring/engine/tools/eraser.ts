import { Stroke, type StrokeContext, type StrokePoint } from './stroke.ts';
import type { Tool } from './tool.ts';

/** Starts an eraser stroke: removes pixels of the colour layer (destination-out, spec §4). */
export function startEraserStroke(
  context: StrokeContext,
  options: { size: number; zoom: number },
  start: StrokePoint,
): Stroke {
  return new Stroke(context, { ...options, color: '#000000', composite: 'destination-out' }, start);
}

/** The eraser tool: a press starts an eraser stroke at the brush size. */
export const eraserTool: Tool<'eraser'> = {
  id: 'eraser',
  cursor: 'cell',
  usesBrushSize: true,
  needsRegionMap: false,
  pointerDown: (target, settings, point) =>
    target.beginStroke((context, start) => startEraserStroke(context, settings, start), point, {
      stayInsideLines: settings.stayInsideLines,
    }),
};
