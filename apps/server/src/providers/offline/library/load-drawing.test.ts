import { describe, expect, it } from 'vitest';

import { removeSpecks } from '../../line-art/components.ts';
import { SPECK_PX } from '../../line-art/page-quality.ts';
import { drawRegionBoundaries } from '../../line-art/region-lines.ts';

import { libraryEntries } from './library.ts';
import { loadDrawing } from './load-drawing.ts';

describe('loadDrawing', () => {
  it('gives a label map at the asked size with regions inside and a transparent outside', async () => {
    const map = await loadDrawing('cat', 600);
    expect(Math.max(map.width, map.height)).toBe(600);
    expect(map.labels.length).toBe(map.width * map.height);
    expect(map.regions).toBeGreaterThanOrEqual(3);
    expect(map.labels[0]).toBe(0);
    const seen = new Set(map.labels);
    expect(seen.size).toBe(map.regions + 1);
    expect(Math.max(...seen)).toBe(map.regions);
  });

  it('is fast once cached', async () => {
    await loadDrawing('sheep', 600);
    const start = performance.now();
    await loadDrawing('sheep', 600);
    expect(performance.now() - start).toBeLessThan(15);
  });

  it('rejects an unknown id', () => {
    expect(() => loadDrawing('no-such-drawing', 600)).toThrow(RangeError);
  });

  it('draws every drawing as closed outlines with no specks', async () => {
    for (const entry of libraryEntries()) {
      const map = await loadDrawing(entry.id, 400);
      expect(map.regions, entry.id).toBeGreaterThanOrEqual(2);
      const ink = drawRegionBoundaries(map, 4);
      const kept = removeSpecks(ink, SPECK_PX);
      const count = (a: Uint8Array) => a.reduce((s, v) => s + v, 0);
      expect(count(kept.ink), entry.id).toBe(count(ink.ink));
    }
  }, 120_000);
});
