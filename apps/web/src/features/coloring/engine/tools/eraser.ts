import type { Point } from '../types.ts';

import { Stroke, type StrokeContext } from './stroke.ts';

/** Starts an eraser stroke: removes pixels of the colour layer (destination-out, spec §4). */
export function startEraserStroke(
  context: StrokeContext,
  options: { size: number; zoom: number },
  start: Point,
): Stroke {
  return new Stroke(context, { ...options, color: '#000000', composite: 'destination-out' }, start);
}
