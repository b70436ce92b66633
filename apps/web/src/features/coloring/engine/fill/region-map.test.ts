import { describe, expect, it } from 'vitest';

import { drawLine, drawRing, greyAt, whitePage } from '../testing/line-art.ts';

import { computeRegionMap, regionAt, regionBounds } from './region-map.ts';

describe('computeRegionMap', () => {
  it('keeps the inside of a ring apart from the outside across a gap smaller than the closing size', () => {
    const page = whitePage(128);
    drawRing(page, 64, 64, 40, 3, 4);
    // The gap is real: without closing, inside and outside are one region.
    const unclosed = computeRegionMap(page, { maxGap: 0 });
    expect(regionAt(unclosed, 64, 64)).toBe(regionAt(unclosed, 5, 5));
    const map = computeRegionMap(page);
    expect(regionAt(map, 64, 64)).not.toBe(regionAt(map, 5, 5));
    // Just outside the gap and just inside it belong to different regions.
    expect(regionAt(map, 110, 64)).toBe(regionAt(map, 5, 5));
    expect(regionAt(map, 96, 64)).toBe(regionAt(map, 64, 64));
  });

  it('lets a gap wider than maxGap join the two sides', () => {
    const page = whitePage(128);
    drawRing(page, 64, 64, 40, 3, 14);
    const map = computeRegionMap(page);
    expect(regionAt(map, 64, 64)).toBe(regionAt(map, 5, 5));
  });

  it('gives every pixel a region and grows labels under the anti-aliased line', () => {
    const page = whitePage(128);
    drawRing(page, 64, 64, 40, 4);
    const map = computeRegionMap(page);
    expect(map.labels.every((label) => label > 0)).toBe(true);
    const inside = regionAt(map, 64, 64);
    // Pixels on the inner half of the stroke (greys included) take the inside's label.
    for (let angle = 0; angle < 2 * Math.PI; angle += 0.05) {
      const x = Math.floor(64 + 38.6 * Math.cos(angle));
      const y = Math.floor(64 + 38.6 * Math.sin(angle));
      expect(greyAt(page, x, y)).toBeLessThan(255);
      expect(regionAt(map, x, y)).toBe(inside);
    }
  });

  it('does not swallow a thin region narrower than the closing disk', () => {
    const page = whitePage(96);
    // A box split by a line into a wide part and a 4-pixel-wide strip.
    drawLine(page, 10, 10, 86, 10, 2);
    drawLine(page, 10, 86, 86, 10 + 76, 2);
    drawLine(page, 10, 10, 10, 86, 2);
    drawLine(page, 86, 10, 86, 86, 2);
    drawLine(page, 17, 10, 17, 86, 2);
    const map = computeRegionMap(page);
    const strip = regionAt(map, 13, 48);
    expect(strip).toBeGreaterThan(0);
    expect(strip).not.toBe(regionAt(map, 50, 48));
    expect(strip).not.toBe(regionAt(map, 3, 48));
  });

  it('reports bounds, areas and runs that agree with the labels', () => {
    const page = whitePage(64);
    drawRing(page, 32, 32, 20, 3);
    const map = computeRegionMap(page);
    const counted = new Int32Array(map.regionCount + 1);
    for (const label of map.labels) counted[label]!++;
    for (let label = 1; label <= map.regionCount; label++) {
      let runPixels = 0;
      for (let r = map.runOffsets[label]! * 3; r < map.runOffsets[label + 1]! * 3; r += 3) {
        const [y, x0, x1] = [map.runs[r]!, map.runs[r + 1]!, map.runs[r + 2]!];
        for (let x = x0; x < x1; x++) expect(map.labels[y * 64 + x]).toBe(label);
        runPixels += x1 - x0;
      }
      expect(runPixels).toBe(counted[label]);
      expect(map.areas[label]).toBe(counted[label]);
    }
    const inside = regionBounds(map, regionAt(map, 32, 32))!;
    expect(inside.x).toBeGreaterThan(10);
    expect(inside.x + inside.width).toBeLessThan(54);
  });
});
