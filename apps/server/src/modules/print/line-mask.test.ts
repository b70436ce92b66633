import { inflateSync } from 'node:zlib';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { renderLineMask } from './line-mask.ts';

/** A 1024² white page with black only in its last `columns` columns. */
async function edgeLine(columns: number): Promise<Buffer> {
  const pixels = Buffer.alloc(1024 * 1024, 255);
  for (let y = 0; y < 1024; y++) pixels.fill(0, y * 1024 + 1024 - columns, (y + 1) * 1024);
  return sharp(pixels, { raw: { width: 1024, height: 1024, channels: 1 } })
    .png()
    .toBuffer();
}

/** Line columns of a mask's middle row (rows of 1 bit a pixel, each after a filter byte). */
function lineColumns(mask: Awaited<ReturnType<typeof renderLineMask>>): number[] {
  const rows = inflateSync(mask.data);
  const stride = Math.ceil(mask.width / 8) + 1;
  const row = Math.floor(mask.height / 2) * stride + 1;
  const columns: number[] = [];
  for (let x = 0; x < mask.width; x++) {
    const bit = ((rows[row + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
    if (bit === mask.lineBit) columns.push(x);
  }
  return columns;
}

describe('renderLineMask', () => {
  // 2180 and 2181 pixels end rows inside a byte, 2184 on a byte's edge.
  it.each([2180, 2181, 2184])('keeps a line along the right edge at %i pixels wide', async (width) => {
    const mask = await renderLineMask(await edgeLine(2), width, width);
    expect(mask.lineBit).toBe(0);
    const columns = lineColumns(mask);
    expect(columns.at(-1)).toBe(width - 1);
    // Two source pixels at width/1024 print pixels each, give or take the smoothing.
    expect(columns.length).toBeGreaterThanOrEqual(Math.floor((2 * width) / 1024) - 1);
    expect(columns.length).toBeLessThanOrEqual(Math.ceil((2 * width) / 1024) + 1);
  });
});
