import { describe, expect, it } from 'vitest';

import { computeRegionMap } from '../fill/region-map.ts';
import { History } from '../history.ts';
import { PixelContext } from '../raster/pixel-context.ts';
import { imageSurface } from '../surface.ts';
import { drawRing, whitePage } from '../testing/line-art.ts';
import { clonePixelImage, createPixelImage, type PixelImage } from '../types.ts';

import { startBrushStroke } from './brush.ts';
import { startEraserStroke } from './eraser.ts';
import { applyFill } from './fill.ts';
import { toCanvasPoint } from './pointer.ts';
import { strokeWidth } from './stroke.ts';

const alphaAt = (image: PixelImage, x: number, y: number) => image.data[(y * image.width + x) * 4 + 3]!;

/** Rows of column `x` with any paint. */
function paintedHeight(image: PixelImage, x: number): number {
  let rows = 0;
  for (let y = 0; y < image.height; y++) if (alphaAt(image, x, y) >= 128) rows++;
  return rows;
}

describe('brush and eraser', () => {
  it('draws a line size / zoom pixels wide with round caps', () => {
    for (const [size, zoom] of [
      [20, 1],
      [20, 2],
      [10, 0.5],
    ] as const) {
      const layer = createPixelImage(128, 128);
      const stroke = startBrushStroke(
        new PixelContext(layer),
        { size, zoom, color: '#ef4444' },
        { x: 30, y: 64 },
      );
      stroke.addPoints([
        { x: 60, y: 64 },
        { x: 90, y: 64 },
      ]);
      stroke.end();
      expect(paintedHeight(layer, 60)).toBe(strokeWidth(size, zoom));
      // Round cap: paint reaches half a width beyond the end point, centred.
      const half = strokeWidth(size, zoom) / 2;
      expect(alphaAt(layer, Math.floor(90 + half - 2), 64)).toBe(255);
      expect(alphaAt(layer, Math.ceil(90 + half + 1), 64)).toBe(0);
      expect(alphaAt(layer, Math.floor(90 + half - 1), Math.floor(64 - half + 1))).toBe(0);
    }
  });

  it('paints a dot on a tap and reports a changed rectangle holding every painted pixel', () => {
    const layer = createPixelImage(64, 64);
    const stroke = startBrushStroke(
      new PixelContext(layer),
      { size: 10, zoom: 1, color: '#000000' },
      { x: 20, y: 20 },
    );
    const rect = stroke.end()!;
    expect(alphaAt(layer, 20, 20)).toBe(255);
    for (let y = 0; y < 64; y++) {
      for (let x = 0; x < 64; x++) {
        if (alphaAt(layer, x, y) === 0) continue;
        expect(x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height).toBe(true);
      }
    }
  });

  it('smooths a corner through the midpoints instead of drawing the sharp polyline', () => {
    const layer = createPixelImage(128, 128);
    const stroke = startBrushStroke(
      new PixelContext(layer),
      { size: 4, zoom: 1, color: '#000000' },
      { x: 10, y: 100 },
    );
    stroke.addPoints([
      { x: 64, y: 10 },
      { x: 118, y: 100 },
    ]);
    stroke.end();
    // The polyline's sharp apex at (64, 10) is cut: the curve between the segment midpoints
    // (37, 55) and (91, 55), controlled by the apex, peaks at y = 32.5.
    expect(alphaAt(layer, 64, 12)).toBe(0);
    expect(alphaAt(layer, 64, 32)).toBe(255);
  });

  it('the eraser removes pixels', () => {
    const layer = createPixelImage(64, 64);
    layer.data.fill(255);
    const stroke = startEraserStroke(new PixelContext(layer), { size: 10, zoom: 1 }, { x: 10, y: 32 });
    stroke.addPoints([{ x: 54, y: 32 }]);
    stroke.end();
    expect(alphaAt(layer, 32, 32)).toBe(0);
    expect(alphaAt(layer, 32, 10)).toBe(255);
  });
});

describe('fill tool', () => {
  it('fills the tapped region, records it, and undo restores the layer', () => {
    const page = whitePage(64);
    drawRing(page, 32, 32, 20, 3);
    const map = computeRegionMap(page);
    const layer = createPixelImage(64, 64);
    const surface = imageSurface(layer);
    const history = new History();
    const empty = clonePixelImage(layer);

    const rect = applyFill(surface, map, { x: 32.4, y: 30.9 }, '#22c55e', history);
    expect(rect).not.toBeNull();
    expect(alphaAt(layer, 32, 32)).toBe(255);
    expect(alphaAt(layer, 2, 2)).toBe(0);
    expect(history.canUndo).toBe(true);
    // Filling again with the same colour changes nothing and adds no step.
    expect(applyFill(surface, map, { x: 32, y: 32 }, '#22c55e', history)).toBeNull();
    expect(history.length).toBe(1);
    history.undo(surface);
    expect(layer.data).toEqual(empty.data);
  });
});

describe('toCanvasPoint', () => {
  it('maps CSS pixels of the shown canvas to canvas pixels', () => {
    const box = { left: 100, top: 50, width: 512, height: 512 };
    expect(toCanvasPoint({ clientX: 356, clientY: 306 }, box, 1024)).toEqual({ x: 512, y: 512 });
  });
});
