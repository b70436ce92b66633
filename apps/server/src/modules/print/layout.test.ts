import { describe, expect, it } from 'vitest';

import { asciiFileName } from './file-name.ts';
import { layoutSheet, MARGIN, MM, PRINT_DPI, TITLE_SIZE } from './layout.ts';

describe('layoutSheet', () => {
  it('puts a square page portrait on A4 and Letter, inside the margins, at 300 DPI', () => {
    for (const [paper, width, height] of [
      ['a4', 595.28, 841.89],
      ['letter', 612, 792],
    ] as const) {
      const sheet = layoutSheet(paper, 1024, 1024);
      expect(sheet).toMatchObject({ orientation: 'portrait', width, height });
      const { x, y, width: w, height: h } = sheet.picture;
      expect(x).toBeCloseTo(MARGIN);
      expect(x + w).toBeCloseTo(width - MARGIN);
      expect(w).toBeCloseTo(h);
      expect(y).toBeGreaterThan(sheet.titleBaseline + TITLE_SIZE);
      expect(y + h).toBeLessThanOrEqual(height - MARGIN);
      expect(sheet.pixels.width).toBe(Math.round((w / 72) * PRINT_DPI));
    }
    // A4: 210 mm less two margins of 12.7 mm is 184.6 mm, 2180 pixels at 300 DPI.
    expect(layoutSheet('a4', 1024, 1024).pixels.width).toBe(2180);
    expect(MARGIN).toBeGreaterThanOrEqual(12 * MM);
  });

  it('turns the sheet landscape for a wide picture, which then prints larger', () => {
    const sheet = layoutSheet('letter', 1600, 1000);
    expect(sheet).toMatchObject({ orientation: 'landscape', width: 792, height: 612 });
    expect(sheet.picture.width / sheet.picture.height).toBeCloseTo(1.6);
    expect(sheet.picture.width).toBeGreaterThan(layoutSheet('letter', 1000, 1600).picture.height);
  });

  it('refuses a picture without a size', () => {
    expect(() => layoutSheet('a4', 0, 1024)).toThrow(RangeError);
  });
});

describe('asciiFileName', () => {
  it('keeps the words of the title, drops what a file name cannot hold', () => {
    expect(asciiFileName('Crème brûlée / "dessert"')).toBe('Creme brulee dessert.pdf');
    expect(asciiFileName('猫')).toBe('coloring-page.pdf');
    expect(asciiFileName('a\u0000b;c%d')).toBe('a bcd.pdf');
  });
});
