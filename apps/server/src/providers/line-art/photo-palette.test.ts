import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { numberPaletteSchema } from '@huebook/shared/schemas/number-palette';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { convertToLineArt } from './convert.ts';
import { finalizePage } from './finalize.ts';
import { rgbToLab } from './lab.ts';
import { computePhotoPalette, labToHex, mergeColors } from './photo-palette.ts';

const PHOTO = path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/photos/ladybird.jpg');

/** CIE76 ΔE between two `#rrggbb` colours. */
function deltaE(a: string, b: string): number {
  const lab = (hex: string) => {
    const n = parseInt(hex.slice(1), 16);
    const image = rgbToLab({ data: new Uint8Array([n >> 16, (n >> 8) & 255, n & 255]), width: 1, height: 1 });
    return [image.l[0]!, image.a[0]!, image.b[0]!];
  };
  const [x, y] = [lab(a), lab(b)];
  return Math.hypot(x[0]! - y[0]!, x[1]! - y[1]!, x[2]! - y[2]!);
}

/**
 * A 400×`height` photo of four flat quadrants, and line art of the same frame with a cross and
 * a border (a wide one is letterboxed on the page: white bands above and below the frame).
 */
async function quadrants(height = 400) {
  const colors = ['#d22b2b', '#2f9e44', '#1c5fd4', '#f2c230'];
  const [w, h, half] = [400, height, height / 2];
  const svg = (lines: boolean) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    ${
      lines
        ? `<rect width="${w}" height="${h}" fill="#fff"/><rect x="196" y="0" width="8" height="${h}"/>
           <rect x="0" y="${half - 4}" width="${w}" height="8"/><rect x="0" y="0" width="${w}" height="${h}" fill="none" stroke="#000" stroke-width="8"/>`
        : `<rect width="200" height="${half}" fill="${colors[0]}"/><rect x="200" width="200" height="${half}" fill="${colors[1]}"/>
           <rect y="${half}" width="200" height="${half}" fill="${colors[2]}"/><rect x="200" y="${half}" width="200" height="${half}" fill="${colors[3]}"/>`
    }</svg>`;
  const photo = await sharp(Buffer.from(svg(false)))
    .jpeg({ quality: 95 })
    .toBuffer();
  const { illustration } = await finalizePage(
    await sharp(Buffer.from(svg(true)))
      .png()
      .toBuffer(),
  );
  return { colors, photo, illustration };
}

describe('computePhotoPalette', () => {
  it("keeps each region's colour from the photo under it, with a seed inside the region", async () => {
    const { colors, photo, illustration } = await quadrants();
    const palette = numberPaletteSchema.parse(await computePhotoPalette(photo, illustration));
    // Four quadrants (the square photo fills the page: no margin).
    expect(palette.colors).toHaveLength(4);
    expect(palette.seeds).toHaveLength(4);
    const at = (x: number, y: number) => {
      const seed = palette.seeds.find(([sx, sy]) => sx < 512 === x < 512 && sy < 512 === y < 512);
      return palette.colors[seed![2]]!;
    };
    expect(deltaE(at(300, 300), colors[0]!)).toBeLessThan(4);
    expect(deltaE(at(700, 300), colors[1]!)).toBeLessThan(4);
    expect(deltaE(at(300, 700), colors[2]!)).toBeLessThan(4);
    expect(deltaE(at(700, 700), colors[3]!)).toBeLessThan(4);
    // Each seed sits well inside its quadrant, away from the cross and the border.
    for (const [x, y] of palette.seeds) {
      expect(Math.abs(x - 512)).toBeGreaterThan(100);
      expect(Math.abs(y - 512)).toBeGreaterThan(100);
      expect(Math.min(x, y, 1023 - x, 1023 - y)).toBeGreaterThan(100);
    }
  });

  it("leaves out the white bands outside a wide photo's frame: no seed and no colour of theirs", async () => {
    const { colors, photo, illustration } = await quadrants(200);
    const palette = numberPaletteSchema.parse(await computePhotoPalette(photo, illustration));
    // The page is 1024² and the picture 1024×512 in its middle: bands 256 px tall above and below.
    expect(palette.seeds).toHaveLength(4);
    for (const [, y] of palette.seeds) expect(y > 256 && y < 768).toBe(true);
    expect(palette.colors).toHaveLength(4);
    for (const [i, color] of colors.entries()) expect(deltaE(palette.colors[i]!, color)).toBeLessThan(4);
    for (const hex of palette.colors) expect(deltaE(hex, '#ffffff')).toBeGreaterThan(20);
  });

  it('turns a real photo page into at most 24 colours, one seed on white paper per region', async () => {
    const photo = await readFile(PHOTO);
    const { illustration } = await finalizePage(await convertToLineArt(photo, 'detailed'));
    const palette = numberPaletteSchema.parse(await computePhotoPalette(photo, illustration));
    expect(palette.colors.length).toBeGreaterThan(4);
    expect(palette.colors.length).toBeLessThanOrEqual(24);
    expect(palette.seeds.length).toBeGreaterThan(100);
    // About a colour for every three regions at most: numbers worth hunting for.
    expect(palette.colors.length).toBeLessThanOrEqual(Math.ceil(palette.seeds.length / 3));
    const { data } = await sharp(illustration)
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const [x, y] of palette.seeds) expect(data[y * 1024 + x]).toBe(255);
    // Every colour is some region's.
    expect(new Set(palette.seeds.map(([, , c]) => c)).size).toBe(palette.colors.length);
  }, 30_000);
});

describe('mergeColors', () => {
  it('joins near colours first and stops at the limit, the big region keeping its colour', () => {
    const regions = [
      { area: 1000, lab: [50, 60, 40] as [number, number, number] },
      { area: 10, lab: [52, 58, 41] as [number, number, number] },
      { area: 500, lab: [80, -20, 60] as [number, number, number] },
      { area: 400, lab: [30, 10, -50] as [number, number, number] },
    ];
    const merged = mergeColors(regions, 24, 8);
    expect(merged.centres).toHaveLength(3);
    expect(merged.clusterOf[0]).toBe(merged.clusterOf[1]);
    expect(merged.centres[merged.clusterOf[0]!]![0]).toBeCloseTo(50, 0);
    expect(mergeColors(regions, 2, 8).centres).toHaveLength(2);
    expect(labToHex([100, 0, 0])).toBe('#ffffff');
  });
});
