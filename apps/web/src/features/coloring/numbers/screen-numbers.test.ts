import { describe, expect, it } from 'vitest';

import { computeRegionMap, regionAt } from '../engine/fill/region-map.ts';
import { drawLine, drawRing, whitePage } from '../engine/testing/line-art.ts';
import { MAX_ZOOM } from '../view-math.ts';

import { numberFontSize } from './number-spots.ts';
import { layoutNumbers } from './numbers-layout.ts';
import { MAX_SCREEN_FONT, MIN_SCREEN_FONT, screenFontSize, screenNumbers } from './screen-numbers.ts';

/** A 320² page: a 3×3 grid of cells with a ring (inner radius about 15 px) in the top-left one. */
function testLayout() {
  const page = whitePage(320);
  for (const x of [20, 110, 230, 300]) drawLine(page, x, 20, x, 280, 3);
  for (const y of [20, 100, 190, 280]) drawLine(page, 20, y, 300, y, 3);
  drawRing(page, 65, 60, 18, 3);
  const map = computeRegionMap(page);
  return { map, layout: layoutNumbers(map, { seed: 1 }) };
}

/** A phone's fit zoom for a 1024² page drawn 358 CSS px wide. */
const PHONE_FIT = 358 / 1024;

describe('screenFontSize', () => {
  it('is at least MIN_SCREEN_FONT CSS px, or 0 when the circle on screen cannot hold that', () => {
    for (let radius = 1; radius < 200; radius += 0.5)
      for (const zoom of [PHONE_FIT, 0.5, 1, 2, 4]) {
        const font = screenFontSize(radius, zoom);
        if (font !== 0) expect(font).toBeGreaterThanOrEqual(MIN_SCREEN_FONT);
        expect(font).toBeLessThanOrEqual(MAX_SCREEN_FONT);
        // Two digits' box (1.2 em × 0.72 em) fits in the circle of radius × zoom CSS px.
        expect(Math.hypot(0.6 * font, 0.36 * font)).toBeLessThanOrEqual(radius * zoom);
      }
  });

  it('grows with zoom: a region too small on a phone at fit gets a number when zoomed in', () => {
    // 20 canvas px: 7 CSS px at fit on a phone, no room for an 11 px number; 10 px at zoom ½.
    expect(screenFontSize(20, PHONE_FIT)).toBe(0);
    expect(screenFontSize(20, 0.5)).toBeGreaterThanOrEqual(MIN_SCREEN_FONT);
    expect(screenFontSize(20, 1)).toBeGreaterThan(screenFontSize(20, 0.5));
    expect(screenFontSize(200, 4)).toBe(MAX_SCREEN_FONT);
  });

  it('shows every numbered region at the largest zoom: each region that counts can be found', () => {
    for (let radius = 0; radius < 60; radius += 0.25)
      if (numberFontSize(radius) > 0) expect(screenFontSize(radius, MAX_ZOOM)).toBeGreaterThan(0);
  });
});

describe('screenNumbers', () => {
  const { map, layout } = testLayout();
  const ring = layout.marks.findIndex((mark) => mark.label === regionAt(map, 65, 60));

  it('on a phone at fit shows the big cells at a readable size and hides the ring until zoomed in', () => {
    const zoom = 358 / 320;
    const fit = screenNumbers(layout.marks, null, { zoom: zoom / 3, x: 0, y: 0 }, 358, 358);
    expect(fit.length).toBeGreaterThan(0);
    expect(fit.map((shown) => shown.mark)).not.toContain(ring);
    for (const shown of fit) expect(shown.font).toBeGreaterThanOrEqual(MIN_SCREEN_FONT);
    const zoomed = screenNumbers(layout.marks, null, { zoom, x: 0, y: 0 }, 358, 358);
    expect(zoomed.map((shown) => shown.mark)).toContain(ring);
    // Zooming in only adds numbers: every one shown at fit is still there, bigger or the same.
    for (const shown of fit) {
      const after = zoomed.find((z) => z.mark === shown.mark)!;
      expect(after.font).toBeGreaterThanOrEqual(shown.font);
    }
  });

  it('keeps every digit inside its region: the digits’ box on the page holds only its region’s pixels', () => {
    for (const zoom of [0.4, 1, 2.5, 4]) {
      const view = { zoom, x: 0, y: 0 };
      for (const shown of screenNumbers(layout.marks, null, view, 320 * zoom, 320 * zoom)) {
        const mark = layout.marks[shown.mark]!;
        const digits = String(mark.number).length;
        // The box in canvas pixels: 0.6 em a digit wide, 0.72 em tall.
        const halfWidth = (0.6 * shown.font * digits) / 2 / zoom;
        const halfHeight = (0.72 * shown.font) / 2 / zoom;
        for (let y = Math.floor(mark.y - halfHeight); y <= Math.ceil(mark.y + halfHeight); y++)
          for (let x = Math.floor(mark.x - halfWidth); x <= Math.ceil(mark.x + halfWidth); x++)
            expect(regionAt(map, x, y)).toBe(mark.label);
      }
    }
  });

  it('places numbers where the zoomed, panned page puts their spots, and leaves out done and off-screen ones', () => {
    const view = { zoom: 2, x: -100, y: -50 };
    const shown = screenNumbers(layout.marks, null, view, 300, 300);
    for (const number of shown) {
      const mark = layout.marks[number.mark]!;
      expect(number.x).toBeCloseTo(-100 + mark.x * 2);
      expect(number.y).toBeCloseTo(-50 + mark.y * 2);
    }
    // The page is 640 px wide at zoom 2: a 300 px viewport at (100, 50) misses the right column.
    const all = screenNumbers(layout.marks, null, view, 1000, 1000);
    expect(shown.length).toBeLessThan(all.length);
    const done = new Uint8Array(layout.marks.length);
    done[all[0]!.mark] = 1;
    const left = screenNumbers(layout.marks, done, view, 1000, 1000);
    expect(left.map((number) => number.mark)).not.toContain(all[0]!.mark);
    expect(left).toHaveLength(all.length - 1);
  });
});
