import { describe, expect, it } from 'vitest';

import {
  clampView,
  fitView,
  isFitView,
  panBy,
  pinchView,
  toggleZoom,
  wheelZoomFactor,
  zoomAround,
} from './view-math.ts';

const viewport = { width: 512, height: 512 };
/** Canvas point under a viewport point. */
const canvasAt = (view: { zoom: number; x: number; y: number }, x: number, y: number) => ({
  x: (x - view.x) / view.zoom,
  y: (y - view.y) / view.zoom,
});

describe('view math', () => {
  it('fits the page to the container width (spec §4)', () => {
    expect(fitView(viewport)).toEqual({ zoom: 0.5, x: 0, y: 0 });
    expect(isFitView(fitView(viewport), viewport)).toBe(true);
  });

  it('toggles between fit and full size around the centre', () => {
    const full = toggleZoom(fitView(viewport), viewport);
    expect(full.zoom).toBe(1);
    expect(canvasAt(full, 256, 256)).toEqual({ x: 512, y: 512 });
    expect(toggleZoom(full, viewport)).toEqual(fitView(viewport));
  });

  it('centres a page smaller than a wide container at full size', () => {
    const wide = { width: 1280, height: 1280 };
    const full = toggleZoom(fitView(wide), wide);
    expect(full).toEqual({ zoom: 1, x: 128, y: 128 });
  });

  it('zooms around an anchor keeping the canvas point under it', () => {
    const view = zoomAround(fitView(viewport), 2, { x: 100, y: 300 }, viewport);
    expect(view.zoom).toBe(2);
    expect(canvasAt(view, 100, 300).x).toBeCloseTo(200);
    expect(canvasAt(view, 100, 300).y).toBeCloseTo(600);
  });

  it('clamps zoom and pan to the page', () => {
    expect(clampView({ zoom: 0.1, x: 50, y: 50 }, viewport)).toEqual({ zoom: 0.5, x: 0, y: 0 });
    expect(clampView({ zoom: 10, x: 0, y: 0 }, viewport).zoom).toBe(4);
    const full = { zoom: 1, x: 0, y: 0 };
    expect(panBy(full, 100, 100, viewport)).toEqual(full);
    expect(panBy(full, -5000, -5000, viewport)).toEqual({ zoom: 1, x: -512, y: -512 });
  });

  it('pinches: spreading fingers zooms, moving them pans', () => {
    const start = { zoom: 1, x: -256, y: -256 };
    const spread = pinchView(
      start,
      [
        { x: 200, y: 256 },
        { x: 312, y: 256 },
      ],
      [
        { x: 144, y: 256 },
        { x: 368, y: 256 },
      ],
      viewport,
    );
    expect(spread.zoom).toBeCloseTo(2);
    expect(canvasAt(spread, 256, 256).x).toBeCloseTo(512);
    const pan = pinchView(
      start,
      [
        { x: 200, y: 200 },
        { x: 300, y: 200 },
      ],
      [
        { x: 210, y: 220 },
        { x: 310, y: 220 },
      ],
      viewport,
    );
    expect(pan).toEqual({ zoom: 1, x: -246, y: -236 });
  });

  it('wheel zoom is symmetric', () => {
    expect(wheelZoomFactor(-100) * wheelZoomFactor(100)).toBeCloseTo(1);
    expect(wheelZoomFactor(-100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(48));
  });
});
