import type { Rgba } from '../color.ts';
import { fillRegion } from '../fill/fill.ts';
import { regionAt, regionBounds, type RegionMap } from '../fill/region-map.ts';
import type { History } from '../history.ts';
import type { PixelSurface } from '../surface.ts';
import type { Point, Rect } from '../types.ts';

import type { Tool } from './tool.ts';

/**
 * The bucket tool: fills the region under `point` (canvas pixels) with `color` on the colour
 * layer, reading and writing only the region's bounding rectangle, and records the step in
 * `history` when given.
 * @returns the changed rectangle, or null when the point has no region or nothing changed.
 */
export function applyFill(
  surface: PixelSurface,
  map: RegionMap,
  point: Point,
  color: string | Rgba,
  history?: History,
): Rect | null {
  const label = regionAt(map, point.x, point.y);
  const rect = regionBounds(map, label);
  if (!rect) return null;
  const before = surface.getPixels(rect);
  const after = { width: rect.width, height: rect.height, data: before.slice() };
  fillRegion(after, map, label, color, rect);
  surface.putPixels(rect, after.data);
  if (history && !history.recordChange(rect, before, after.data)) return null;
  return rect;
}

/** The bucket tool: a press draws nothing; a tap flood fills the region under it. */
export const fillTool: Tool<'fill'> = {
  id: 'fill',
  cursor: 'pointer',
  usesBrushSize: false,
  needsRegionMap: true,
  pointerDown: () => null,
  tap: (target, settings, point) => void target.fillAt(point, settings.color),
};
