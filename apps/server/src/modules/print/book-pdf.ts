/**
 * Several coloring pages as one book PDF (issue 16, "Make a book"): a cover, then one sheet per
 * page as `buildPagePdf` lays it out. Each page's artwork is stored once: the cover shows the
 * first page's again, smaller, from the same objects.
 */
import { CANVAS_SIZE, type PaperSize } from '@huebook/shared/constants';
import { MAX_BOOK_PAGES } from '@huebook/shared/schemas/print';
import { rgb, StandardFonts } from 'pdf-lib';

import { layoutSheet, MARGIN, MM } from './layout.ts';
import {
  createPrintDocument,
  drawFootLine,
  drawPageArt,
  embedPageArt,
  printableTitle,
  type PageArt,
  type PagePdfInput,
} from './page-pdf.ts';

/** The cover's title size and the share of the printable width its picture takes. */
const COVER_TITLE_SIZE = 28;
const COVER_PICTURE_SHARE = 0.7;

/** A page of a book: its title, and its pictures read only when its turn comes. */
export interface BookPageInput {
  title: string;
  read: () => Promise<Pick<PagePdfInput, 'illustration' | 'layer'>>;
}

export interface BookPdfInput {
  title: string;
  paper: PaperSize;
  /** 1 to MAX_BOOK_PAGES pages, in book order. */
  pages: BookPageInput[];
  /** A blank sheet after the cover and after each page (for coloring on one side only). */
  blankBacks?: boolean;
  /** Called after each page's picture is rendered: `done` of `total` (the page count). */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Makes the book: a cover (the book's title in 28 pt, the first page's picture at 70% of the
 * printable width, the page count), then each page on its own sheet with its title and number
 * at the foot; with `blankBacks`, a blank sheet follows the cover and every page. Pages are
 * read and rendered one after another (each is ~135 ms of CPU on libvips threads, the event
 * loop free meanwhile), and pdf-lib writes the file a few objects per event-loop turn.
 * @returns the PDF bytes and its sheet count (pages + 1, doubled with `blankBacks`).
 * @throws RangeError for no page or more than MAX_BOOK_PAGES; Error when a stored picture
 *   cannot be decoded.
 */
export async function buildBookPdf(input: BookPdfInput): Promise<{ pdf: Buffer; sheets: number }> {
  const count = input.pages.length;
  if (count < 1 || count > MAX_BOOK_PAGES) {
    throw new RangeError(`A book has 1 to ${MAX_BOOK_PAGES} pages (${count} given).`);
  }
  const layout = layoutSheet(input.paper, CANVAS_SIZE, CANVAS_SIZE);
  const { doc, font, title } = await createPrintDocument(input.title);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const arts: PageArt[] = [];
  for (const page of input.pages) {
    arts.push(await embedPageArt(doc, await page.read(), layout));
    input.onProgress?.(arts.length, count);
  }
  const addBlankBack = () => {
    if (input.blankBacks) doc.addPage([layout.width, layout.height]);
  };

  const cover = doc.addPage([layout.width, layout.height]);
  const side = (layout.width - 2 * MARGIN) * COVER_PICTURE_SHARE;
  const titleY = layout.height - MARGIN - 30 * MM;
  let size = COVER_TITLE_SIZE;
  while (size > 12 && bold.widthOfTextAtSize(title, size) > layout.width - 2 * MARGIN) size -= 1;
  cover.drawText(title, {
    x: (layout.width - bold.widthOfTextAtSize(title, size)) / 2,
    y: titleY,
    size,
    font: bold,
  });
  const pictureTop = titleY - 15 * MM;
  drawPageArt(cover, arts[0]!, {
    x: (layout.width - side) / 2,
    y: pictureTop - side,
    width: side,
    height: side,
  });
  const subtitle = `A coloring book of ${count} ${count === 1 ? 'page' : 'pages'}`;
  cover.drawText(subtitle, {
    x: (layout.width - font.widthOfTextAtSize(subtitle, 12)) / 2,
    y: pictureTop - side - 12 * MM,
    size: 12,
    font,
    color: rgb(0.35, 0.35, 0.35),
  });
  drawFootLine(cover, font, 'Made with Huebook', layout);
  addBlankBack();

  input.pages.forEach((page, index) => {
    const sheet = doc.addPage([layout.width, layout.height]);
    drawPageArt(sheet, arts[index]!, layout.picture);
    const pageTitle = printableTitle(page.title, font) || 'Coloring page';
    drawFootLine(sheet, font, `${pageTitle} · ${index + 1}`, layout);
    addBlankBack();
  });
  // A few objects per turn: a 24-page book's ~100 objects never hold the event loop long.
  const pdf = Buffer.from(await doc.save({ useObjectStreams: false, objectsPerTick: 10 }));
  return { pdf, sheets: doc.getPageCount() };
}
