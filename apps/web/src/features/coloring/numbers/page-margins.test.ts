import { describe, expect, it } from 'vitest';

import { computeRegionMap, regionAt } from '../engine/fill/region-map.ts';
import { drawLine, whitePage } from '../engine/testing/line-art.ts';

import { findMarginRegions } from './page-margins.ts';

describe('findMarginRegions', () => {
  it('finds the white all round a framed picture smaller than the page, and nothing inside the frame', () => {
    // A frame inset 40 px on every side, butt-ended lines (notched corners), a line across it.
    const page = whitePage(240);
    for (const y of [40, 200]) drawLine(page, 40, y, 200, y, 4);
    for (const x of [40, 200]) drawLine(page, x, 40, x, 200, 4);
    drawLine(page, 40, 120, 200, 120, 3);
    const map = computeRegionMap(page);
    const isMargin = findMarginRegions(map);
    expect(isMargin[regionAt(map, 10, 10)]).toBe(1);
    expect(regionAt(map, 230, 230)).toBe(regionAt(map, 10, 10));
    expect(isMargin[regionAt(map, 120, 80)]).toBe(0);
    expect(isMargin[regionAt(map, 120, 160)]).toBe(0);
    expect(isMargin.reduce((sum, m) => sum + m, 0)).toBe(1);
  });

  it('finds none on a page without lines', () => {
    const map = computeRegionMap(whitePage(64));
    expect(Array.from(findMarginRegions(map))).toEqual(new Array(map.regionCount + 1).fill(0));
  });
});
