import { describe, expect, it } from 'vitest';

import { computeRegionMap, regionAt, type RegionMap } from '../fill/region-map.ts';
import { PixelContext } from '../raster/pixel-context.ts';
import { imageSurface } from '../surface.ts';
import { drawLine, drawRing, whitePage } from '../testing/line-art.ts';
import { clonePixelImage, createPixelImage, type PixelImage, type Point } from '../types.ts';

import { startBrushStroke } from './brush.ts';
import { clippedContext, regionClipAt } from './clip.ts';
import { startEraserStroke } from './eraser.ts';
import type { StrokeContext, StrokePoint } from './stroke.ts';

const SIZE = 128;
const alphaAt = (image: PixelImage, x: number, y: number) => image.data[(y * image.width + x) * 4 + 3]!;

/** A stroke through `points` on `layer`, kept inside the region under the first point. */
function clippedStroke(
  layer: PixelImage,
  map: RegionMap,
  points: Point[],
  tool: 'brush' | 'eraser' = 'brush',
  size = 12,
) {
  const before = clonePixelImage(layer);
  const clip = regionClipAt(map, points[0]!)!;
  const context = clippedContext(new PixelContext(layer), imageSurface(layer), before, clip);
  const stroke =
    tool === 'brush'
      ? startBrushStroke(context, { size, zoom: 1, color: '#ef4444' }, points[0]!)
      : startEraserStroke(context, { size, zoom: 1 }, points[0]!);
  context.flush();
  stroke.addPoints(points.slice(1));
  context.flush();
  stroke.end();
  context.flush();
  return { before, label: clip.label };
}

/** Pixels that differ from `before` outside region `label` or on a line's dark core. */
function strayPixels(layer: PixelImage, before: PixelImage, map: RegionMap, label: number): number {
  let stray = 0;
  for (let i = 0; i < SIZE * SIZE; i++) {
    const isInside = map.labels[i] === label && map.lineCore[i] === 0;
    if (isInside) continue;
    for (let c = 0; c < 4; c++) if (layer.data[i * 4 + c] !== before.data[i * 4 + c]) stray++;
  }
  return stray;
}

function wallMap(): RegionMap {
  const page = whitePage(SIZE);
  drawLine(page, 64, 0, 64, SIZE, 3);
  return computeRegionMap(page);
}

describe('strokes kept inside the lines', () => {
  it('a brush stroke across a line paints nothing on the other side nor on the line', () => {
    const map = wallMap();
    const layer = createPixelImage(SIZE, SIZE);
    const { before, label } = clippedStroke(layer, map, [
      { x: 20, y: 40 },
      { x: 60, y: 40 },
      { x: 110, y: 40 },
    ]);
    expect(strayPixels(layer, before, map, label)).toBe(0);
    expect(alphaAt(layer, 40, 40)).toBe(255);
    // Up to the line's rim, so no pale halo shows along it...
    expect(alphaAt(layer, 61, 40)).toBe(255);
    // ...never on its dark core, nor beyond it.
    expect(alphaAt(layer, 64, 40)).toBe(0);
    for (let x = 66; x < SIZE; x++) expect(alphaAt(layer, x, 40)).toBe(0);
  });

  it('the same stroke unclipped crosses the line (the test would notice a clip doing nothing)', () => {
    const layer = createPixelImage(SIZE, SIZE);
    const stroke = startBrushStroke(
      new PixelContext(layer),
      { size: 12, zoom: 1, color: '#ef4444' },
      { x: 20, y: 40 },
    );
    stroke.addPoints([{ x: 110, y: 40 }]);
    stroke.end();
    expect(alphaAt(layer, 90, 40)).toBe(255);
  });

  it('the eraser erases only the region it began in', () => {
    const map = wallMap();
    const layer = createPixelImage(SIZE, SIZE);
    layer.data.fill(255);
    const { before, label } = clippedStroke(
      layer,
      map,
      [
        { x: 100, y: 80 },
        { x: 10, y: 80 },
      ],
      'eraser',
      20,
    );
    expect(strayPixels(layer, before, map, label)).toBe(0);
    expect(alphaAt(layer, 90, 80)).toBe(0);
    expect(alphaAt(layer, 40, 80)).toBe(255);
  });

  it('random scribbles over a ring never write outside their region or onto the line', () => {
    const page = whitePage(SIZE);
    drawRing(page, 64, 64, 36, 3);
    drawLine(page, 0, 100, SIZE, 90, 2);
    const map = computeRegionMap(page);
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * SIZE;
    for (let round = 0; round < 12; round++) {
      const layer = createPixelImage(SIZE, SIZE);
      // Every other round a pen (pressure): its strokes draw in many pieces and a live tail.
      const points = Array.from({ length: 8 }, () =>
        round % 2 ? { x: random(), y: random(), pressure: random() / SIZE } : { x: random(), y: random() },
      );
      if (regionAt(map, points[0]!.x, points[0]!.y) === 0) continue;
      const { before, label } = clippedStroke(layer, map, points, 'brush', 4 + (round % 4) * 8);
      expect(strayPixels(layer, before, map, label)).toBe(0);
    }
  });

  it('inside its region a clipped stroke leaves the very pixels of the same stroke unclipped', () => {
    // Scribbles that leave their region and come back, a pointer event a sample (live tail
    // drawn and taken back), over earlier half-transparent paint: nothing inside is lost.
    const page = whitePage(SIZE);
    drawRing(page, 64, 64, 30, 3);
    const map = computeRegionMap(page);
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * SIZE;
    const painted = () => {
      const layer = createPixelImage(SIZE, SIZE);
      for (let i = 0; i < SIZE * SIZE; i++) layer.data.set([40, 90, 200, i % 3 ? 128 : 0], i * 4);
      return layer;
    };
    const draw = (context: StrokeContext, points: StrokePoint[], flush = () => {}) => {
      const stroke = startBrushStroke(context, { size: 10, zoom: 1, color: '#ef4444' }, points[0]!);
      flush();
      for (const point of points.slice(1)) {
        stroke.addPoints([point]);
        flush();
      }
      stroke.end();
      flush();
    };
    for (let round = 0; round < 8; round++) {
      const points = Array.from({ length: 24 }, () =>
        round % 2 ? { x: random(), y: random(), pressure: random() / SIZE } : { x: random(), y: random() },
      );
      const clip = regionClipAt(map, points[0]!);
      if (!clip) continue;
      const plain = painted();
      draw(new PixelContext(plain), points);
      const layer = painted();
      const before = clonePixelImage(layer);
      const context = clippedContext(new PixelContext(layer), imageSurface(layer), before, clip);
      draw(context, points, context.flush);
      for (let i = 0; i < SIZE * SIZE; i++) {
        const isInside = map.labels[i] === clip.label && map.lineCore[i] === 0;
        const expected = (isInside ? plain : before).data.subarray(i * 4, i * 4 + 4);
        expect(layer.data.subarray(i * 4, i * 4 + 4)).toEqual(expected);
      }
    }
  });

  it('has no clip where the stroke begins off the page', () => {
    expect(regionClipAt(wallMap(), { x: -5, y: 10 })).toBeNull();
  });
});
