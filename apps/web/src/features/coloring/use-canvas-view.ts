import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

import {
  fitView,
  isFitView,
  panBy,
  pinchView,
  toggleZoom,
  wheelZoomFactor,
  zoomAround,
  type ScreenPoint,
  type Size,
  type View,
} from './view-math.ts';

export interface CanvasView {
  view: View;
  /** True when showing more than fit (the Zoom button reads as pressed). */
  isZoomed: boolean;
  toggleZoom(): void;
  pinchStart(): void;
  /** Fingers' first and current positions, client pixels. */
  pinch(from: readonly [ScreenPoint, ScreenPoint], to: readonly [ScreenPoint, ScreenPoint]): void;
  /** Moves the page by (dx, dy) CSS pixels, within bounds (a mouse drag with the hand tool). */
  pan(dx: number, dy: number): void;
}

/**
 * Zoom and pan of the page in its viewport (spec §4 "Fit" and the Zoom toggle): the view follows
 * the viewport's size while it fits; Ctrl+wheel (and a trackpad pinch) zooms around the cursor;
 * the wheel and a hand-tool drag pan a zoomed page; two fingers pinch and pan.
 */
export function useCanvasView(viewportRef: RefObject<HTMLElement | null>): CanvasView {
  const [state, setState] = useState<{ view: View; viewport: Size }>({
    view: { zoom: 1, x: 0, y: 0 },
    viewport: { width: 0, height: 0 },
  });
  const latest = useRef(state);
  const pinchFrom = useRef<{ view: View; origin: ScreenPoint } | null>(null);

  const apply = useCallback((next: (current: { view: View; viewport: Size }) => View) => {
    setState((current) => {
      const updated = { ...current, view: next(current) };
      latest.current = updated;
      return updated;
    });
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    const measure = () => {
      const size = { width: viewport.clientWidth, height: viewport.clientHeight };
      setState((current) => {
        // A fitted page stays fitted when the window resizes; a zoomed one keeps its zoom.
        const wasFit = current.viewport.width === 0 || isFitView(current.view, current.viewport);
        const view = wasFit
          ? fitView(size)
          : zoomAround(current.view, current.view.zoom, { x: 0, y: 0 }, size);
        const updated = { view, viewport: size };
        latest.current = updated;
        return updated;
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);

    const onWheel = (event: WheelEvent) => {
      const { view, viewport: size } = latest.current;
      const box = viewport.getBoundingClientRect();
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        const anchor = { x: event.clientX - box.left, y: event.clientY - box.top };
        apply((current) =>
          zoomAround(
            current.view,
            current.view.zoom * wheelZoomFactor(event.deltaY, event.deltaMode),
            anchor,
            current.viewport,
          ),
        );
        return;
      }
      // A fitted page lets the wheel scroll the screen; a zoomed one pans under it.
      if (isFitView(view, size)) return;
      const moved = panBy(view, -event.deltaX, -event.deltaY, size);
      if (moved.x === view.x && moved.y === view.y) return;
      event.preventDefault();
      apply(() => moved);
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      viewport.removeEventListener('wheel', onWheel);
    };
  }, [viewportRef, apply]);

  return {
    view: state.view,
    isZoomed: state.viewport.width > 0 && !isFitView(state.view, state.viewport),
    toggleZoom: useCallback(() => apply((current) => toggleZoom(current.view, current.viewport)), [apply]),
    pinchStart: useCallback(() => {
      const box = viewportRef.current?.getBoundingClientRect();
      pinchFrom.current = { view: latest.current.view, origin: { x: box?.left ?? 0, y: box?.top ?? 0 } };
    }, [viewportRef]),
    pinch: useCallback(
      (from, to) => {
        const start = pinchFrom.current;
        if (!start) return;
        const local = (p: ScreenPoint) => ({ x: p.x - start.origin.x, y: p.y - start.origin.y });
        apply((current) =>
          pinchView(
            start.view,
            [local(from[0]), local(from[1])],
            [local(to[0]), local(to[1])],
            current.viewport,
          ),
        );
      },
      [apply],
    ),
    pan: useCallback(
      (dx: number, dy: number) => apply((current) => panBy(current.view, dx, dy, current.viewport)),
      [apply],
    ),
  };
}
