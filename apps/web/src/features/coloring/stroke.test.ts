import { describe, expect, it } from 'vitest';

import { strokeWidth, toCanvasPoint, zoomFor } from './stroke.ts';

describe('stroke geometry', () => {
  it('zoom is the displayed width over 1024', () => {
    expect(zoomFor(512)).toBe(0.5);
    expect(zoomFor(1024)).toBe(1);
    expect(zoomFor(0)).toBe(1);
  });

  it('stroke width is brush size divided by zoom, so it looks the chosen size on screen', () => {
    expect(strokeWidth(20, 0.5)).toBe(40);
    expect(strokeWidth(20, 1)).toBe(20);
    expect(strokeWidth(5, 2)).toBe(2.5);
  });

  it('maps client pixels to canvas pixels', () => {
    const rect = { left: 100, top: 50, width: 512, height: 512 };
    expect(toCanvasPoint(100, 50, rect, { width: 1024, height: 1024 })).toEqual({ x: 0, y: 0 });
    expect(toCanvasPoint(356, 306, rect, { width: 1024, height: 1024 })).toEqual({ x: 512, y: 512 });
  });
});
