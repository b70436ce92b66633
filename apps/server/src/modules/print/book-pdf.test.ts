import { MAX_BOOK_PAGES } from '@huebook/shared/schemas/print';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { crossLineArt, solidPng } from '../../test/images.ts';

import { buildBookPdf } from './book-pdf.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';

/** A page of the book as buildBookPdf reads it: its pictures are in memory already. */
function bookPage(title: string, illustration: Buffer, layer: Buffer | null) {
  return { title, read: async () => ({ illustration, layer }) };
}

/** The image objects a sheet draws, by their reference (`12 0 R`). */
function sheetImages(doc: PDFDocument, index: number): string[] {
  const resources = doc.getPages()[index]!.node.Resources();
  const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
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
        bookPage('Cross', cross, await solidPng(1024, 1024, '#e03c31')),
        bookPage('Cross again', cross, null),
        bookPage('Blank', blank, null),
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

  it('puts a blank back after the cover and after each page, and tells its progress', async () => {
    const cross = await crossLineArt(1024, 500, 24);
    const progress: string[] = [];
    const { pdf, sheets } = await buildBookPdf({
      title: 'One side only',
      paper: 'a4',
      blankBacks: true,
      pages: [bookPage('One', cross, null), bookPage('Two', cross, null)],
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(progress).toEqual(['1/2', '2/2']);
    // Cover, blank, page 1, blank, page 2, blank.
    expect(sheets).toBe(6);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(6);
    const drawsSomething = doc.getPages().map((_, index) => sheetImages(doc, index).length > 0);
    expect(drawsSomething).toEqual([true, false, true, false, true, false]);
    // The backs carry no text either (no page number, no title): nothing at all is drawn.
    for (const back of [1, 3, 5]) expect(doc.getPages()[back]!.node.Contents()).toBeUndefined();
  });

  it(`refuses a book of no page or more than ${MAX_BOOK_PAGES}`, async () => {
    const page = bookPage('p', await solidPng(8, 8, '#ffffff'), null);
    await expect(buildBookPdf({ title: 'Empty', paper: 'a4', pages: [] })).rejects.toThrow(RangeError);
    const many = Array.from({ length: MAX_BOOK_PAGES + 1 }, () => page);
    await expect(buildBookPdf({ title: 'Too many', paper: 'a4', pages: many })).rejects.toThrow(
      'A book has 1 to 24 pages (25 given).',
    );
  });
});
