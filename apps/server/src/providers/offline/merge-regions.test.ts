import { describe, expect, it } from 'vitest';

import type { LabelMap } from '../line-art/region-lines.ts';

import { mergeRegions } from './merge-regions.ts';

/**
 * A 200×100 map: on the left a face (label 1) with two eyes (2, 3), each an island of 14×14;
 * on the right a field (4) with three flowers (5, 6, 7) of 20×20, larger than the eyes.
 * With `isStriped` the right half is four strips side by side instead (4–7), none an island.
 */
function faceAndField(isStriped = false): LabelMap {
  const width = 200;
  const height = 100;
  const labels = new Int32Array(width * height);
  const square = (x0: number, y0: number, side: number, label: number) => {
    for (let y = y0; y < y0 + side; y++) for (let x = x0; x < x0 + side; x++) labels[y * width + x] = label;
  };
  square(0, 0, 100, 1);
  square(20, 30, 14, 2);
  square(60, 30, 14, 3);
  square(100, 0, 100, 4);
  if (isStriped) {
    for (let y = 0; y < height; y++)
      for (let x = 100; x < width; x++) labels[y * width + x] = 4 + Math.floor((x - 100) / 25);
  } else for (const [i, x] of [110, 145, 175].entries()) square(x, 40, 20, 5 + i);
  return { labels, width, height };
}

/** Which of the original labels still bound a region of their own in `merged`. */
function survivors(original: LabelMap, merged: LabelMap, ids: number[]): number[] {
  return ids.filter((id) => {
    const at = original.labels.indexOf(id);
    const into = merged.labels[at];
    return original.labels.every((l, i) => l === id || merged.labels[i] !== into);
  });
}

describe('mergeRegions', () => {
  const rule = { minPaperPx: 20, lineWidth: 4, maxRegions: 4 };

  it('merges the smallest regions first: the eyes go before the larger flowers', () => {
    const map = faceAndField();
    const merged = mergeRegions(map, rule);
    expect(merged.regions).toBe(4);
    expect(survivors(map, merged.map, [2, 3])).toEqual([]);
  });

  it('keeps islands (eyes inside a face) longer than larger regions that are not, with islandWeight', () => {
    const map = faceAndField(true);
    expect(survivors(map, mergeRegions(map, rule).map, [2, 3])).toEqual([]);
    const merged = mergeRegions(map, { ...rule, islandWeight: 40 });
    expect(merged.regions).toBe(4);
    expect(survivors(map, merged.map, [2, 3])).toEqual([2, 3]);
    expect(survivors(map, merged.map, [4, 5, 6, 7])).toHaveLength(1);
  });

  it('keeps the islands of the groups given an island weight only (a face’s eyes, not a meadow’s flowers)', () => {
    const map = faceAndField();
    // Group 1 is the drawing (face and eyes), group 0 the backdrop (field and flowers, islands too).
    const groups = Int32Array.from([0, 1, 1, 1, 0, 0, 0, 0]);
    const backdropFirst = mergeRegions(map, { ...rule, groups, islandWeight: [1, 40] });
    expect(backdropFirst.regions).toBe(4);
    expect(survivors(map, backdropFirst.map, [2, 3])).toEqual([2, 3]);
    expect(survivors(map, backdropFirst.map, [5, 6, 7])).toHaveLength(0);
    // One weight for every group keeps the larger flowers and gives up the eyes.
    expect(survivors(map, mergeRegions(map, { ...rule, groups, islandWeight: 40 }).map, [2, 3])).toEqual([]);
  });

  it('keeps a drawing’s regions longer than the backdrop’s with groupWeights', () => {
    const map = faceAndField();
    // Group 1 is the drawing (face and eyes), group 0 the backdrop (field and flowers).
    const groups = Int32Array.from([0, 1, 1, 1, 0, 0, 0, 0]);
    const merged = mergeRegions(map, { ...rule, groups, groupWeights: [1, 6] });
    expect(survivors(map, merged.map, [2, 3])).toEqual([2, 3]);
    expect(merged.regions).toBe(4);
    expect(survivors(map, merged.map, [5, 6, 7])).toEqual([]);
  });
});
