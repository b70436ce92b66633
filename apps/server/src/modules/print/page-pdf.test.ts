import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { buildPagePdf } from './page-pdf.ts';
import { decodeMask, inspectPdf } from './pdf-inspect.test-support.ts';

/** A 1024² page: white, a 1-pixel vertical line at x = 300 and a 24-pixel one from x = 600. */
async function thinAndThick(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
    <rect width="100%" height="100%" fill="#fff"/>
    <rect x="300" y="100" width="1" height="800" fill="#000"/>
    <rect x="600" y="100" width="24" height="800" fill="#000"/>
  </svg>`;
  return sharp(Buffer.from(svg)).toColourspace('b-w').threshold(128).png().toBuffer();
}

/** The runs of line pixels along the mask's middle row: [start, length] in 300-DPI pixels. */
async function middleRuns(pdf: Buffer): Promise<{ runs: [number, number][]; scale: number }> {
  const mask = decodeMask((await inspectPdf(pdf)).images.find((image) => image.isMask)!);
  const y = Math.floor(mask.height / 2);
  const runs: [number, number][] = [];
  for (let x = 0; x < mask.width; x++) {
    if (!mask.isLine(x, y)) continue;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === x) last[1] += 1;
    else runs.push([x, 1]);
  }
  return { runs, scale: mask.width / 1024 };
}

describe('buildPagePdf', () => {
  it('keeps a 1-pixel line and the width of a thick one at 300 DPI', async () => {
    const { pdf } = await buildPagePdf({
      illustration: await thinAndThick(),
      layer: null,
      title: 'Lines',
      paper: 'a4',
    });
    const { runs, scale } = await middleRuns(pdf);
    expect(runs).toHaveLength(2);
    const [thin, thick] = runs as [[number, number], [number, number]];
    expect(thin[0] + thin[1] / 2).toBeCloseTo(300.5 * scale, -1);
    expect(thin[1]).toBeGreaterThanOrEqual(1);
    expect(thin[1]).toBeLessThanOrEqual(Math.ceil(scale) + 1);
    expect(Math.abs(thick[1] - 24 * scale)).toBeLessThanOrEqual(2);
  });

  it('makes a sheet with no mask for a blank page, and keeps titles the font cannot write', async () => {
    const blank = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const { pdf } = await buildPagePdf({ illustration: blank, layer: null, title: '猫 🐱', paper: 'letter' });
    const read = await inspectPdf(pdf);
    expect(read.images).toEqual([]);
    expect(read.sheets).toEqual([{ width: 612, height: 792 }]);
    expect(read.title).toBe('Coloring page');
  });
});
