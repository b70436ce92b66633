import { describe, expect, it } from 'vitest';

import { composeExport, exportFileName } from './export.ts';
import { fillRegion } from './fill/fill.ts';
import { computeRegionMap, regionAt } from './fill/region-map.ts';
import { drawRing, whitePage } from './testing/line-art.ts';
import { createPixelImage } from './types.ts';

function rgb(data: Uint8ClampedArray, width: number, x: number, y: number): number[] {
  const p = (y * width + x) * 4;
  return [data[p]!, data[p + 1]!, data[p + 2]!, data[p + 3]!];
}

describe('composeExport', () => {
  it('keeps line pixels black, shows the colour in the region and white elsewhere', () => {
    const page = whitePage(64);
    drawRing(page, 32, 32, 20, 4);
    const map = computeRegionMap(page);
    const layer = createPixelImage(64, 64);
    fillRegion(layer, map, regionAt(map, 32, 32), '#3b82f6');
    const out = composeExport(layer, page);
    expect(rgb(out.data, 64, 32, 32)).toEqual([0x3b, 0x82, 0xf6, 255]);
    expect(rgb(out.data, 64, 52, 32)).toEqual([0, 0, 0, 255]); // on the ring's black core
    expect(rgb(out.data, 64, 2, 2)).toEqual([255, 255, 255, 255]);
  });

  it('composes the colour layer over white with its alpha, then multiplies the lines', () => {
    const page = whitePage(1);
    page.data.set([128, 128, 128, 255]);
    const layer = createPixelImage(1, 1);
    layer.data.set([255, 0, 0, 128]);
    // base = (255, 127, 127); times 128/255.
    expect([...composeExport(layer, page).data]).toEqual([128, 64, 64, 255]);
  });

  it('rejects layers of different sizes', () => {
    expect(() => composeExport(createPixelImage(2, 2), createPixelImage(3, 3))).toThrow(/sizes differ/);
  });
});

describe('exportFileName', () => {
  it('names the download colored-page-{pageId}-{yyyy-MM-dd_HH-mm-ss}.png in local time', () => {
    expect(exportFileName('42', new Date(2025, 0, 5, 9, 7, 3))).toBe(
      'colored-page-42-2025-01-05_09-07-03.png',
    );
    expect(exportFileName(7, new Date(2024, 11, 31, 23, 59, 59))).toBe(
      'colored-page-7-2024-12-31_23-59-59.png',
    );
  });
});
