import { MAX_BOOK_PAGES } from '@huebook/shared/schemas/print';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { crossLineArt, solidPng } from '../../test/images.ts';

import { buildBookPdf } from './book-pdf.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';

/** The image objects a sheet draws, by their reference (`12 0 R`). */
function sheetImages(doc: PDFDocument, index: number): string[] {
  const resources = doc.getPages()[index]!.node.Resources();
  const xObjects = resources?.lookup(PDFName.of('XObject'), PDFDict);
  return xObjects ? xObjects.values().map(String).sort() : [];
}

describe('buildBookPdf', () => {
  it('makes a cover and one sheet per page, each picture stored once', async () => {
    const cross = await crossLineArt(1024, 500, 24);
    const blank = await solidPng(1024, 1024, '#ffffff');
    const { pdf, sheets } = await buildBookPdf({
      title: 'Ma petite ferme',
      paper: 'letter',
      pages: [
        { illustration: cross, layer: await solidPng(1024, 1024, '#e03c31'), title: 'Cross' },
        { illustration: cross, layer: null, title: 'Cross again' },
        { illustration: blank, layer: null, title: 'Blank' },
      ],
    });
    expect(sheets).toBe(4);
    const read = await inspectPdf(pdf);
    expect(read.title).toBe('Ma petite ferme');
    expect(read.sheets).toEqual(Array.from({ length: 4 }, () => ({ width: 612, height: 792 })));
    // Two masks (the blank page has none) and one colored layer.
    expect(read.images.filter((image) => image.isMask)).toHaveLength(2);
    expect(read.images.filter((image) => image.filter === 'DCTDecode')).toHaveLength(1);
    const doc = await PDFDocument.load(pdf);
    expect(sheetImages(doc, 0)).toEqual(sheetImages(doc, 1));
    expect(sheetImages(doc, 0)).toHaveLength(2);
    expect(sheetImages(doc, 3)).toEqual([]);
  });

  it(`refuses a book of no page or more than ${MAX_BOOK_PAGES}`, async () => {
    const page = { illustration: await solidPng(8, 8, '#ffffff'), layer: null, title: 'p' };
    await expect(buildBookPdf({ title: 'Empty', paper: 'a4', pages: [] })).rejects.toThrow(RangeError);
    const many = Array.from({ length: MAX_BOOK_PAGES + 1 }, () => page);
    await expect(buildBookPdf({ title: 'Too many', paper: 'a4', pages: many })).rejects.toThrow(
      'A book has 1 to 24 pages (25 given).',
    );
  });
});
