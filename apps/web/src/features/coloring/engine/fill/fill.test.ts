import { describe, expect, it } from 'vitest';

import { drawRing, whitePage } from '../testing/line-art.ts';
import { createPixelImage } from '../types.ts';

import { fillRegion } from './fill.ts';
import { computeRegionMap, regionAt } from './region-map.ts';

const RED = { r: 239, g: 68, b: 68, a: 255 };

function pixel(data: Uint8ClampedArray, width: number, x: number, y: number): number[] {
  const p = (y * width + x) * 4;
  return [data[p]!, data[p + 1]!, data[p + 2]!, data[p + 3]!];
}

describe('fillRegion', () => {
  it('stays inside its region on a page with a gap smaller than the closing size', () => {
    const page = whitePage(128);
    drawRing(page, 64, 64, 40, 3, 5);
    const map = computeRegionMap(page);
    const layer = createPixelImage(128, 128);
    fillRegion(layer, map, regionAt(map, 64, 64), '#ef4444');
    for (let y = 0; y < 128; y++) {
      for (let x = 0; x < 128; x++) {
        const d = Math.hypot(x + 0.5 - 64, y + 0.5 - 64);
        const alpha = layer.data[(y * 128 + x) * 4 + 3];
        if (d > 43) expect(alpha, `outside pixel ${x},${y}`).toBe(0);
      }
    }
    expect(pixel(layer.data, 128, 64, 64)).toEqual([239, 68, 68, 255]);
    expect(pixel(layer.data, 128, 100, 64)).toEqual([239, 68, 68, 255]);
  });

  it('fills the pixels under the anti-aliased edge of the line: no pale halo', () => {
    const page = whitePage(128);
    drawRing(page, 64, 64, 40, 4);
    const map = computeRegionMap(page);
    const layer = createPixelImage(128, 128);
    fillRegion(layer, map, regionAt(map, 64, 64), RED);
    let greysCovered = 0;
    for (let y = 0; y < 128; y++) {
      for (let x = 0; x < 128; x++) {
        // Every pixel inside the stroke's centre line, greys of its inner edge included.
        if (Math.hypot(x + 0.5 - 64, y + 0.5 - 64) >= 39.5) continue;
        expect(pixel(layer.data, 128, x, y), `pixel ${x},${y}`).toEqual([239, 68, 68, 255]);
        const grey = page.data[(y * 128 + x) * 4]!;
        if (grey > 0 && grey < 255) greysCovered++;
      }
    }
    expect(greysCovered).toBeGreaterThan(100);
  });

  it('returns the region bounds and writes into a sub-rectangle at an origin', () => {
    const page = whitePage(64);
    drawRing(page, 32, 32, 20, 3);
    const map = computeRegionMap(page);
    const label = regionAt(map, 32, 32);
    const full = createPixelImage(64, 64);
    const rect = fillRegion(full, map, label, RED)!;
    expect(rect.x).toBeGreaterThanOrEqual(10);
    expect(rect.x + rect.width).toBeLessThanOrEqual(54);

    const part = createPixelImage(rect.width, rect.height);
    fillRegion(part, map, label, RED, rect);
    for (let y = 0; y < rect.height; y++) {
      for (let x = 0; x < rect.width; x++) {
        expect(pixel(part.data, rect.width, x, y)).toEqual(pixel(full.data, 64, rect.x + x, rect.y + y));
      }
    }
  });

  it('writes nothing for label 0', () => {
    const page = whitePage(16);
    const map = computeRegionMap(page);
    const layer = createPixelImage(16, 16);
    expect(fillRegion(layer, map, 0, RED)).toBeNull();
    expect(layer.data.every((v) => v === 0)).toBe(true);
  });
});
