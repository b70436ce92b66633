import { describe, expect, it } from 'vitest';

import { PixelContext } from '../raster/pixel-context.ts';
import { createPixelImage, type PixelImage } from '../types.ts';

import { startBrushStroke } from './brush.ts';
import { pressureWidth, type StrokePoint } from './stroke.ts';

const alphaAt = (image: PixelImage, x: number, y: number) => image.data[(y * image.width + x) * 4 + 3]!;

/** Rows of column `x` holding paint (alpha ≥ 128). */
function paintedHeight(image: PixelImage, x: number): number {
  let rows = 0;
  for (let y = 0; y < image.height; y++) if (alphaAt(image, x, y) >= 128) rows++;
  return rows;
}

/** A horizontal stroke along row 64 from x 10 to 240, one sample every 4 px, brush 20 at zoom 1. */
function horizontal(pressureAt?: (x: number) => number) {
  const layer = createPixelImage(256, 128);
  const sample = (x: number): StrokePoint =>
    pressureAt ? { x, y: 64, pressure: pressureAt(x) } : { x, y: 64 };
  const stroke = startBrushStroke(
    new PixelContext(layer),
    { size: 20, zoom: 1, color: '#000000' },
    sample(10),
  );
  for (let x = 14; x <= 240; x += 4) stroke.addPoints([sample(x)]);
  stroke.end();
  return layer;
}

describe('pen pressure', () => {
  it('maps pressure 0…1 to 30%…100% of the brush width, clamped', () => {
    expect(pressureWidth(20, 0)).toBeCloseTo(6);
    expect(pressureWidth(20, 0.5)).toBeCloseTo(13);
    expect(pressureWidth(20, 1)).toBeCloseTo(20);
    expect(pressureWidth(20, -1)).toBeCloseTo(6);
    expect(pressureWidth(20, 3)).toBeCloseTo(20);
  });

  it('a pen line is as wide as its pressure says, at light, half and full pressure', () => {
    for (const [pressure, width] of [
      [0, 6],
      [0.5, 13],
      [1, 20],
    ] as const) {
      const layer = horizontal(() => pressure);
      expect(Math.abs(paintedHeight(layer, 128) - width)).toBeLessThanOrEqual(1);
    }
  });

  it('the width follows pressure along the stroke: thin where light, wide where pressed', () => {
    // Pressure ramps from 0 at x 10 to 1 at x 240.
    const layer = horizontal((x) => (x - 10) / 230);
    const heights = [40, 100, 160, 220].map((x) => paintedHeight(layer, x));
    for (let i = 1; i < heights.length; i++) expect(heights[i]!).toBeGreaterThan(heights[i - 1]!);
    // Within 2 px of the width at that pressure (smoothing lags the reading by a sample or two).
    for (const [i, x] of [40, 100, 160, 220].entries())
      expect(Math.abs(heights[i]! - pressureWidth(20, (x - 10) / 230))).toBeLessThanOrEqual(2);
  });

  it('mouse and finger samples (no pressure) keep the full brush width', () => {
    expect(paintedHeight(horizontal(), 128)).toBe(20);
  });
});

describe('no lag', () => {
  it('the stroke ends under the newest sample, and that live tail is taken back as the stroke turns', () => {
    const layer = createPixelImage(160, 160);
    const stroke = startBrushStroke(
      new PixelContext(layer),
      { size: 10, zoom: 1, color: '#000000' },
      { x: 20, y: 64 },
    );
    stroke.addPoints([
      { x: 60, y: 64 },
      { x: 100, y: 64 },
    ]);
    // The smoothed curves end at the midpoint (80, 64); the tail reaches the pointer.
    expect(alphaAt(layer, 100, 64)).toBe(255);
    expect(alphaAt(layer, 103, 64)).toBe(255);
    stroke.addPoints([{ x: 100, y: 120 }]);
    // The curve now bends from (80, 64) round the corner: the old tail's cap is gone...
    expect(alphaAt(layer, 103, 64)).toBe(0);
    // ...and the new tail reaches the pointer again.
    expect(alphaAt(layer, 100, 120)).toBe(255);
    stroke.end();
    expect(alphaAt(layer, 100, 120)).toBe(255);
    expect(alphaAt(layer, 103, 64)).toBe(0);
  });
});
