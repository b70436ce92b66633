import { inflateSync } from 'node:zlib';

import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { AppError } from '../../errors.ts';

import { buildPagePdf } from './page-pdf.ts';
import { parsePrintNumbers } from './print-numbers.ts';

/** The text a PDF's page content writes: each `Tj` with its colour, size and position. */
async function writtenText(pdf: Buffer) {
  const doc = await PDFDocument.load(pdf);
  const out: { text: string; grey: number; size: number; x: number; y: number }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype'))) continue;
    const content = inflateSync(object.contents).toString('latin1');
    const pattern =
      /([\d.]+) [\d.]+ [\d.]+ rg\s+\/\S+ ([\d.]+) Tf[\s\S]*?([\d.-]+) ([\d.-]+) Tm\s+<([0-9A-F]*)> Tj/g;
    for (const m of content.matchAll(pattern)) {
      out.push({
        grey: Number(m[1]),
        size: Number(m[2]),
        x: Number(m[3]),
        y: Number(m[4]),
        text: Buffer.from(m[5]!, 'hex').toString('latin1'),
      });
    }
  }
  return out;
}

const blank = () =>
  sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

describe('buildPagePdf with numbers', () => {
  it('writes each number small and grey at its place on the picture', async () => {
    const { pdf, layout } = await buildPagePdf({
      illustration: await blank(),
      layer: null,
      title: 'Numbers',
      paper: 'a4',
      numbers: [
        [512, 512, 12, 30],
        [100, 900, 3, 12],
      ],
    });
    const text = await writtenText(pdf);
    const twelve = text.find((t) => t.text === '12')!;
    const three = text.find((t) => t.text === '3')!;
    expect(twelve.grey).toBeCloseTo(0.6);
    expect(twelve.size).toBeLessThanOrEqual(8);
    expect(three.size).toBeGreaterThanOrEqual(4.5);
    const box = layout.picture;
    // Centred on (512, 512) of the page: the middle of the picture box.
    expect(Math.abs(twelve.x + (twelve.size * 0.556 * 2) / 2 - (box.x + box.width / 2))).toBeLessThan(2);
    expect(Math.abs(twelve.y + twelve.size * 0.35 - (box.y + box.height / 2))).toBeLessThan(1);
    // (100, 900): left and low on the sheet (PDF y grows upwards).
    expect(three.x).toBeLessThan(box.x + box.width * 0.12);
    expect(three.y).toBeLessThan(box.y + box.height * 0.15);
  });

  it('writes no numbers when none are sent', async () => {
    const { pdf } = await buildPagePdf({
      illustration: await blank(),
      layer: null,
      title: 'Plain',
      paper: 'letter',
    });
    expect((await writtenText(pdf)).map((t) => t.text)).toEqual(['Plain']);
  });
});

describe('parsePrintNumbers', () => {
  it('reads the JSON list and refuses anything else in plain words', () => {
    expect(parsePrintNumbers(undefined)).toEqual([]);
    expect(parsePrintNumbers('[[1.5, 2, 3, 20]]')).toEqual([[1.5, 2, 3, 20]]);
    for (const bad of ['not json', '{"x":1}', '[[1, 2, 0, 20]]', '[[2000, 2, 3, 20]]']) {
      expect(() => parsePrintNumbers(bad)).toThrow(AppError);
    }
    expect(() => parsePrintNumbers('nope')).toThrow(/list of \[x, y, number, size\]/);
  });
});
