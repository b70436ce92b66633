import { CANVAS_SIZE } from '@huebook/shared/constants';

/**
 * How the 1024×1024 page sits in its on-screen viewport: a CSS pixel at canvas point `p` is at
 * `(x + p.x * zoom, y + p.y * zoom)` of the viewport. `zoom` is CSS pixels per canvas pixel.
 */
export interface View {
  zoom: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Largest zoom a pinch or the wheel reaches: 4 CSS pixels per canvas pixel. */
export const MAX_ZOOM = 4;

/** The spec's "fit" zoom (§4): container width divided by 1024. */
export function fitZoom(viewport: Size, size: number = CANVAS_SIZE): number {
  return viewport.width > 0 ? viewport.width / size : 1;
}

/** Smallest zoom allowed: fit, or full (1) when the container is wider than the page. */
export function minZoom(viewport: Size, size: number = CANVAS_SIZE): number {
  return Math.min(fitZoom(viewport, size), 1);
}

/**
 * Keeps a view inside its bounds: zoom between `minZoom` and `MAX_ZOOM`; a page wider than the
 * viewport cannot be dragged past its edges, a smaller one is centred.
 */
export function clampView(view: View, viewport: Size, size: number = CANVAS_SIZE): View {
  const zoom = Math.min(
    Math.max(view.zoom, minZoom(viewport, size)),
    Math.max(MAX_ZOOM, fitZoom(viewport, size)),
  );
  const clampAxis = (offset: number, room: number) => {
    const extent = size * zoom;
    if (extent <= room) return (room - extent) / 2;
    return Math.min(0, Math.max(room - extent, offset));
  };
  return { zoom, x: clampAxis(view.x, viewport.width), y: clampAxis(view.y, viewport.height) };
}

/** The page fitting the viewport's width (spec §4 "Fit"). */
export function fitView(viewport: Size, size: number = CANVAS_SIZE): View {
  return clampView({ zoom: fitZoom(viewport, size), x: 0, y: 0 }, viewport, size);
}

/** True when the view is the fit view (within a rounding error). */
export function isFitView(view: View, viewport: Size, size: number = CANVAS_SIZE): boolean {
  return Math.abs(view.zoom - fitZoom(viewport, size)) < 1e-3;
}

/** Zooms to `zoom` keeping the canvas point under `anchor` (viewport CSS pixels) where it is. */
export function zoomAround(
  view: View,
  zoom: number,
  anchor: ScreenPoint,
  viewport: Size,
  size: number = CANVAS_SIZE,
): View {
  const canvasX = (anchor.x - view.x) / view.zoom;
  const canvasY = (anchor.y - view.y) / view.zoom;
  const next = clampView({ zoom, x: 0, y: 0 }, viewport, size);
  return clampView(
    { zoom: next.zoom, x: anchor.x - canvasX * next.zoom, y: anchor.y - canvasY * next.zoom },
    viewport,
    size,
  );
}

/**
 * The Zoom button (spec §4): from fit to full size (1) around the viewport's centre, from any
 * other zoom back to fit.
 */
export function toggleZoom(view: View, viewport: Size, size: number = CANVAS_SIZE): View {
  if (!isFitView(view, viewport, size)) return fitView(viewport, size);
  return zoomAround(view, 1, { x: viewport.width / 2, y: viewport.height / 2 }, viewport, size);
}

/** Moves the page by (dx, dy) CSS pixels, within bounds. */
export function panBy(view: View, dx: number, dy: number, viewport: Size, size: number = CANVAS_SIZE): View {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, viewport, size);
}

/**
 * Two-finger pinch and pan: the view that keeps the canvas point under the fingers' first
 * midpoint under their current midpoint, scaled by how far the fingers spread.
 */
export function pinchView(
  start: View,
  from: readonly [ScreenPoint, ScreenPoint],
  to: readonly [ScreenPoint, ScreenPoint],
  viewport: Size,
  size: number = CANVAS_SIZE,
): View {
  const spread = (pair: readonly [ScreenPoint, ScreenPoint]) =>
    Math.hypot(pair[1].x - pair[0].x, pair[1].y - pair[0].y);
  const mid = (pair: readonly [ScreenPoint, ScreenPoint]) => ({
    x: (pair[0].x + pair[1].x) / 2,
    y: (pair[0].y + pair[1].y) / 2,
  });
  const ratio = spread(from) > 0 ? spread(to) / spread(from) : 1;
  const zoom = clampView({ zoom: start.zoom * ratio, x: 0, y: 0 }, viewport, size).zoom;
  const a = mid(from);
  const b = mid(to);
  const canvasX = (a.x - start.x) / start.zoom;
  const canvasY = (a.y - start.y) / start.zoom;
  return clampView({ zoom, x: b.x - canvasX * zoom, y: b.y - canvasY * zoom }, viewport, size);
}

/**
 * Zoom factor of one wheel event (Ctrl+wheel, or a trackpad pinch, which browsers report as
 * Ctrl+wheel): exponential, so zooming in then out by the same delta returns to the start.
 * `deltaMode` 1 is lines (about 16 px), 2 pages.
 */
export function wheelZoomFactor(deltaY: number, deltaMode: number = 0): number {
  const pixels = deltaY * (deltaMode === 1 ? 16 : deltaMode === 2 ? 400 : 1);
  return Math.exp(-Math.max(-200, Math.min(200, pixels)) * 0.002);
}
