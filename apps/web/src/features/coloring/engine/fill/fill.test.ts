import { describe, expect, it } from 'vitest';

import { drawLine, drawRing, greyAt, whitePage } from '../testing/line-art.ts';
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

  it.each([3, 4, 5])(
    'fills a room up to a %i px gap in its wall: no pale sliver along the lines, no leak, no seam left unfilled',
    (gap) => {
      // Two rooms in a frame, split by a vertical wall (centre x = 64) with a gap around y = 64.
      const size = 128;
      const page = whitePage(size);
      for (const [x0, y0, x1, y1] of [
        [10, 10, 118, 10],
        [10, 118, 118, 118],
        [10, 10, 10, 118],
        [118, 10, 118, 118],
      ] as const)
        drawLine(page, x0, y0, x1, y1, 3);
      // Round caps reach 1.5 px past each end, so the stroke ends are `gap` px apart.
      drawLine(page, 64, 10, 64, 64 - gap / 2 - 1.5, 3);
      drawLine(page, 64, 64 + gap / 2 + 1.5, 64, 118, 3);
      const gapRows: number[] = [];
      for (let y = 11; y < 118; y++) if (greyAt(page, 64, y) === 255) gapRows.push(y);
      expect(gapRows.length).toBeGreaterThanOrEqual(gap - 1);
      expect(gapRows.length).toBeLessThanOrEqual(gap + 1);

      const map = computeRegionMap(page);
      const left = regionAt(map, 30, 64);
      const right = regionAt(map, 98, 64);
      expect(left).not.toBe(right);
      const layer = createPixelImage(size, size);
      fillRegion(layer, map, left, RED);
      const filled = (x: number, y: number) => layer.data[(y * size + x) * 4 + 3] === 255;
      // Pixel centres more than a pixel inside the frame's centre lines (the dark core of a line
      // may go to either side; the lines are drawn black over it).
      const inFrame = (x: number, y: number) =>
        x + 0.5 > 11 && x + 0.5 < 117 && y + 0.5 > 11 && y + 0.5 < 117;
      const outside = (x: number, y: number) => x + 0.5 < 9 || x + 0.5 > 119 || y + 0.5 < 9 || y + 0.5 > 119;

      for (let y = 0; y < size; y++) {
        for (let x = 0; x < size; x++) {
          const offset = x + 0.5 - 64;
          // Everything left of the wall is filled, greys under the lines' edges included, gap
          // rows too (the seam across the gap stays within a pixel of the wall's centre line)…
          if (inFrame(x, y) && offset <= -1.5) expect(filled(x, y), `left pixel ${x},${y}`).toBe(true);
          // …and nothing right of it: no leak through the gap, none outside the frame.
          if (offset >= 1.5 || outside(x, y)) expect(filled(x, y), `pixel ${x},${y}`).toBe(false);
          // The only pale pixels left unfilled next to the fill are on the seam, in the gap.
          if (filled(x, y) || greyAt(page, x, y) < 128) continue;
          const touchesFill =
            (x > 0 && filled(x - 1, y)) ||
            (x < size - 1 && filled(x + 1, y)) ||
            (y > 0 && filled(x, y - 1)) ||
            (y < size - 1 && filled(x, y + 1));
          if (touchesFill) {
            expect(Math.abs(offset), `halo pixel ${x},${y}`).toBeLessThanOrEqual(1.5);
            expect(y, `halo pixel ${x},${y}`).toBeGreaterThanOrEqual(gapRows[0]! - 1);
            expect(y, `halo pixel ${x},${y}`).toBeLessThanOrEqual(gapRows.at(-1)! + 1);
          }
        }
      }

      // Filling the other room too leaves no pale pixel unfilled in the frame: no white line on the seam.
      fillRegion(layer, map, right, RED);
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++)
          if (inFrame(x, y) && greyAt(page, x, y) >= 128) expect(filled(x, y), `pixel ${x},${y}`).toBe(true);
    },
  );

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

  it('fills the near-white pocket at the tip of a wedge, cut off only by anti-aliased greys', () => {
    // A wedge of white (x >= 19, y <= 21) between thick black lines; its tip (19, 21) touches
    // the wedge only diagonally, its four side neighbours are anti-aliased greys.
    const size = 48;
    const page = whitePage(size);
    const set = (x: number, y: number, grey: number) => {
      const p = (y * size + x) * 4;
      page.data[p] = page.data[p + 1] = page.data[p + 2] = grey;
    };
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (x <= 18 || y >= 22) set(x, y, 0);
    set(19, 20, 200);
    set(20, 21, 200);
    set(18, 21, 150);
    set(19, 22, 150);
    const map = computeRegionMap(page);
    const wedge = regionAt(map, 30, 10);
    expect(regionAt(map, 19, 21)).toBe(wedge);
    const layer = createPixelImage(size, size);
    fillRegion(layer, map, wedge, RED);
    for (const [x, y] of [
      [19, 21],
      [19, 20],
      [20, 21],
      [20, 20],
    ] as const)
      expect(pixel(layer.data, size, x, y), `pixel ${x},${y}`).toEqual([239, 68, 68, 255]);
  });

  it('keeps a small area with a dark outline its own region', () => {
    const size = 48;
    const page = whitePage(size);
    // A 3×3 white hole in a black 7×7 square, and a small drawn ring.
    for (let y = 20; y < 27; y++)
      for (let x = 20; x < 27; x++) {
        if (x >= 22 && x < 25 && y >= 22 && y < 25) continue;
        const p = (y * size + x) * 4;
        page.data[p] = page.data[p + 1] = page.data[p + 2] = 0;
      }
    drawRing(page, 10, 38, 4, 2);
    const map = computeRegionMap(page);
    const outside = regionAt(map, 40, 5);
    const hole = regionAt(map, 23, 23);
    expect(hole).not.toBe(outside);
    for (let y = 22; y < 25; y++) for (let x = 22; x < 25; x++) expect(regionAt(map, x, y)).toBe(hole);
    expect(regionAt(map, 10, 38)).not.toBe(outside);
    const layer = createPixelImage(size, size);
    fillRegion(layer, map, outside, RED);
    expect(pixel(layer.data, size, 23, 23)[3]).toBe(0);
    expect(pixel(layer.data, size, 10, 38)[3]).toBe(0);
  });

  it('writes nothing for label 0', () => {
    const page = whitePage(16);
    const map = computeRegionMap(page);
    const layer = createPixelImage(16, 16);
    expect(fillRegion(layer, map, 0, RED)).toBeNull();
    expect(layer.data.every((v) => v === 0)).toBe(true);
  });
});
