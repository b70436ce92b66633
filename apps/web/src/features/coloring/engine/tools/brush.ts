import type { Point } from '../types.ts';

import { Stroke, type StrokeContext } from './stroke.ts';

/**
 * Starts a brush stroke (normal compositing, spec §4) at `start`, in canvas pixels.
 * Feed it `addPoints` on each pointer move (coalesced points) and `end()` on pointer up.
 */
export function startBrushStroke(
  context: StrokeContext,
  options: { size: number; zoom: number; color: string },
  start: Point,
): Stroke {
  return new Stroke(context, { ...options, composite: 'source-over' }, start);
}
