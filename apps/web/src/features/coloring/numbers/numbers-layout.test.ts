import { describe, expect, it } from 'vitest';

import { fillRegion } from '../engine/fill/fill.ts';
import { computeRegionMap, regionAt, type RegionMap } from '../engine/fill/region-map.ts';
import { drawLine, drawRing, greyAt, whitePage } from '../engine/testing/line-art.ts';
import { createPixelImage, type PixelImage } from '../engine/types.ts';

import { CHAMFER_OVERSTATEMENT, CHAMFER_UNIT, chamferDistance } from './distance-transform.ts';
import { layoutNumbers, type NumbersLayout } from './numbers-layout.ts';
import { checkRegions } from './progress.ts';

/**
 * A 320² page: a 3×3 grid of cells (the middle column wider), a ring in the top-left cell, and
 * a sliver: a strip 5 px wide between two lines along the bottom. The white round the grid is
 * the page's margin.
 */
function testPage(): PixelImage {
  const page = whitePage(320);
  for (const x of [20, 110, 230, 300]) drawLine(page, x, 20, x, 280, 3);
  for (const y of [20, 100, 190, 280]) drawLine(page, 20, y, 300, y, 3);
  drawLine(page, 20, 287, 300, 287, 3);
  drawLine(page, 20, 280, 20, 287, 3);
  drawLine(page, 300, 280, 300, 287, 3);
  drawRing(page, 65, 60, 18, 3);
  return page;
}

/** Digits' box of a mark, as the overlay draws it (0.6 em a digit, 0.75 em tall), in pixels. */
function textBox(mark: { x: number; y: number; size: number; number: number }) {
  const halfWidth = (0.6 * mark.size * String(mark.number).length) / 2;
  const halfHeight = (0.75 * mark.size) / 2;
  return {
    x0: Math.floor(mark.x - halfWidth),
    x1: Math.ceil(mark.x + halfWidth),
    y0: Math.floor(mark.y - halfHeight),
    y1: Math.ceil(mark.y + halfHeight),
  };
}

function numberOf(layout: NumbersLayout, map: RegionMap, x: number, y: number): number | undefined {
  return layout.marks.find((mark) => mark.label === regionAt(map, x, y))?.number;
}

describe('chamferDistance', () => {
  it('stays within its stated bounds of the Euclidean distance, by brute force on a random image', () => {
    const width = 37;
    const height = 23;
    const obstacle = new Uint8Array(width * height);
    let state = 7;
    for (let i = 0; i < obstacle.length; i++) {
      state = (state * 1103515245 + 12345) % 2147483648;
      const x = i % width;
      const y = Math.floor(i / width);
      const isBorder = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      obstacle[i] = isBorder || state % 53 === 0 ? 1 : 0;
    }
    const distance = chamferDistance(obstacle, width, height);
    for (let i = 0; i < obstacle.length; i++) {
      let best = Infinity;
      for (let j = 0; j < obstacle.length; j++) {
        if (!obstacle[j]) continue;
        best = Math.min(
          best,
          Math.hypot((i % width) - (j % width), Math.floor(i / width) - Math.floor(j / width)),
        );
      }
      const radius = distance[i]! / CHAMFER_UNIT;
      expect(radius / CHAMFER_OVERSTATEMENT).toBeLessThanOrEqual(best + 1e-9);
      expect(radius).toBeGreaterThanOrEqual(best * 0.94 - 1e-9);
    }
  });
});

describe('layoutNumbers', () => {
  const page = testPage();
  const map = computeRegionMap(page);
  const layout = layoutNumbers(map, { seed: 42 });

  it('puts each number inside its region, its digits clear of every line and of other regions', () => {
    // Nine cells and the ring.
    expect(layout.marks).toHaveLength(10);
    for (const mark of layout.marks) {
      expect(regionAt(map, mark.x, mark.y)).toBe(mark.label);
      const box = textBox(mark);
      for (let y = box.y0; y <= box.y1; y++) {
        for (let x = box.x0; x <= box.x1; x++) {
          expect(regionAt(map, x, y)).toBe(mark.label);
          expect(greyAt(page, x, y)).toBeGreaterThanOrEqual(240);
        }
      }
    }
  });

  it('numbers the middle of a long cell, the ring and the cell around it, and not the sliver', () => {
    // The wide middle cell of the top row: its number near the middle, not at one end.
    const middle = layout.marks.find((mark) => mark.label === regionAt(map, 170, 60))!;
    expect(Math.abs(middle.x - 170)).toBeLessThan(25);
    expect(numberOf(layout, map, 65, 60)).toBeDefined();
    expect(numberOf(layout, map, 30, 95)).toBeDefined();
    // The 5-px strip along the bottom is a sliver: no number, so it does not count.
    expect(numberOf(layout, map, 160, 284)).toBeUndefined();
  });

  it('sizes numbers by room: the ring gets a smaller one than the big cells, none over 36 px', () => {
    const ring = layout.marks.find((mark) => mark.label === regionAt(map, 65, 60))!;
    const cell = layout.marks.find((mark) => mark.label === regionAt(map, 170, 145))!;
    expect(ring.size).toBeLessThan(cell.size);
    for (const mark of layout.marks) {
      expect(mark.size).toBeGreaterThanOrEqual(10);
      expect(mark.size).toBeLessThanOrEqual(36);
    }
  });

  it('gives a drawn page a palette of its own, the same every time, with touching cells apart', () => {
    expect(layoutNumbers(map, { seed: 42 })).toEqual(layout);
    expect(layoutNumbers(map, { seed: 43 }).palette).not.toEqual(layout.palette);
    expect(layout.source).toBe('harmonious');
    expect(new Set(layout.palette).size).toBe(layout.palette.length);
    for (const hex of layout.palette) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    // Every colour is used, and numbers run 1…palette.length.
    expect(new Set(layout.marks.map((mark) => mark.number))).toEqual(
      new Set(layout.palette.map((_, i) => i + 1)),
    );
    // Cells side by side in the grid never share a number.
    const cellX = [65, 170, 265];
    const cellY = [60, 145, 235];
    for (const [i, x] of cellX.entries()) {
      for (const [j, y] of cellY.entries()) {
        const here = numberOf(layout, map, x + (i === 0 && j === 0 ? -35 : 0), y);
        if (i + 1 < cellX.length) expect(numberOf(layout, map, cellX[i + 1]!, y)).not.toBe(here);
        if (j + 1 < cellY.length) expect(numberOf(layout, map, x, cellY[j + 1]!)).not.toBe(here);
      }
    }
  });

  it("maps a photo page's colours onto the map by seed points, nearest seed for a region without one", () => {
    const photo = {
      colors: ['#ff0000', '#00ff00', '#0000ff', '#123456'],
      seeds: [
        [170, 60, 0],
        [170, 145, 1],
        [65, 60, 2],
        [66, 62, 1], // a second seed in the ring: the first one counts
        [260, 240, 2],
      ] satisfies [number, number, number][],
    };
    const mapped = layoutNumbers(map, { seed: 42, photo });
    expect(mapped.source).toBe('photo');
    const colorAt = (x: number, y: number) => mapped.palette[numberOf(mapped, map, x, y)! - 1];
    expect(colorAt(170, 60)).toBe('#ff0000');
    expect(colorAt(170, 145)).toBe('#00ff00');
    expect(colorAt(65, 60)).toBe('#0000ff');
    // No seed in the bottom-right cell's neighbour below the middle: the nearest seed decides.
    expect(colorAt(170, 235)).toBe('#00ff00');
    expect(colorAt(265, 235)).toBe('#0000ff');
    // A colour no region uses is left out of the palette.
    expect(mapped.palette).not.toContain('#123456');
    expect(mapped.palette).toHaveLength(3);
  });
});

describe('layoutNumbers on a page with margins', () => {
  /**
   * A photo page as the server makes it: a wide picture framed and centred on a 320² page, so
   * white bands lie above and below the frame; inside, a sky over a hill and a sun.
   */
  function photoPage(): PixelImage {
    const page = whitePage(320);
    for (const y of [70, 250]) drawLine(page, 0, y, 320, y, 4);
    for (const x of [2, 318]) drawLine(page, x, 70, x, 250, 4);
    drawLine(page, 0, 180, 320, 150, 3);
    drawRing(page, 240, 115, 22, 3);
    return page;
  }

  it('leaves the white outside the frame unnumbered and uncounted, and finishes without it', () => {
    const map = computeRegionMap(photoPage());
    const layout = layoutNumbers(map, { seed: 5 });
    // The bands above and below the frame are regions of the map, but get no number.
    const top = regionAt(map, 160, 30);
    const bottom = regionAt(map, 160, 290);
    expect(top).toBeGreaterThan(0);
    expect(bottom).toBeGreaterThan(0);
    expect(numberOf(layout, map, 160, 30)).toBeUndefined();
    expect(numberOf(layout, map, 160, 290)).toBeUndefined();
    // The sky, the hill and the sun are the page's regions, all numbered.
    expect(layout.marks.map((mark) => mark.label).sort()).toEqual(
      [regionAt(map, 100, 100), regionAt(map, 100, 220), regionAt(map, 240, 115)].sort(),
    );
    // Coloring those three checks every region, with the margins left white.
    const layer = createPixelImage(map.width, map.height);
    for (const mark of layout.marks) fillRegion(layer, map, mark.label, layout.palette[mark.number - 1]!);
    expect(checkRegions(layer, map, layout)).toEqual(new Uint8Array([1, 1, 1]));
    expect(layer.data[(30 * 320 + 160) * 4 + 3]).toBe(0);
  });

  it("numbers a drawn page's sky that runs to the page's edge: inside the drawing, not a margin", () => {
    // No frame: hills from edge to edge, a sun in the sky.
    const page = whitePage(320);
    drawLine(page, 0, 200, 320, 170, 3);
    drawLine(page, 0, 260, 320, 250, 3);
    drawRing(page, 80, 70, 30, 3);
    const map = computeRegionMap(page);
    const layout = layoutNumbers(map, { seed: 5 });
    expect(numberOf(layout, map, 200, 40)).toBeDefined();
    expect(numberOf(layout, map, 160, 300)).toBeDefined();
    expect(layout.marks).toHaveLength(map.regionCount);
  });

  it("gives a photo page's margin no colour, even from an older palette with a seed in it", () => {
    const map = computeRegionMap(photoPage());
    const photo = {
      colors: ['#ffffff', '#7fb2e5', '#4c8c3a', '#f2c230'],
      seeds: [
        [160, 30, 0],
        [100, 100, 1],
        [100, 220, 2],
        [240, 115, 3],
      ] satisfies [number, number, number][],
    };
    const layout = layoutNumbers(map, { seed: 5, photo });
    expect(layout.marks).toHaveLength(3);
    expect([...layout.palette].sort()).toEqual(['#4c8c3a', '#7fb2e5', '#f2c230']);
  });
});

describe('checkRegions', () => {
  const page = testPage();
  const map = computeRegionMap(page);
  const layout = layoutNumbers(map, { seed: 9 });
  const at = (x: number, y: number) => layout.marks.findIndex((mark) => mark.label === regionAt(map, x, y));

  it("checks a region filled with its number's colour, not one filled with another", () => {
    const layer = createPixelImage(map.width, map.height);
    const right = layout.marks[at(170, 60)]!;
    const wrong = layout.marks[at(170, 145)]!;
    fillRegion(layer, map, right.label, layout.palette[right.number - 1]!);
    fillRegion(layer, map, wrong.label, layout.palette[wrong.number % layout.palette.length]!);
    const done = checkRegions(layer, map, layout);
    expect(done[at(170, 60)]).toBe(1);
    expect(done[at(170, 145)]).toBe(0);
    expect(done.reduce((sum, d) => sum + d, 0)).toBe(1);
  });

  it('counts every region once all are filled right', () => {
    const layer = createPixelImage(map.width, map.height);
    for (const mark of layout.marks) fillRegion(layer, map, mark.label, layout.palette[mark.number - 1]!);
    expect(checkRegions(layer, map, layout).every((d) => d === 1)).toBe(true);
  });
});
