/**
 * One coloring page as a one-sheet PDF for a home printer (issue 16): the colored layer (if
 * any) under the line art, the line art as a 1-bit mask at 300 DPI, the title small at the foot.
 */
import { CANVAS_SIZE, MAX_INPUT_PIXELS } from '@huebook/shared/constants';
import type { PaperSize } from '@huebook/shared/constants';
import type { PrintNumbers } from '@huebook/shared/schemas/number-palette';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingGrayscaleColor,
  StandardFonts,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import sharp from 'sharp';

import { layoutSheet, MARGIN, TITLE_SIZE, type Box, type SheetLayout } from './layout.ts';
import { renderLineMask, type LineMask } from './line-mask.ts';
import { drawNumbers } from './print-numbers.ts';

export interface PagePdfInput {
  /** The page's line art (PNG; drawn stretched to a square, as the coloring canvas does). */
  illustration: Buffer;
  /** The user's colored layer (PNG with alpha, CANVAS_SIZE²), or null for the bare line art. */
  layer: Buffer | null;
  title: string;
  paper: PaperSize;
  /** Color by number's numbers to write small and grey over the page; none by default. */
  numbers?: PrintNumbers;
}

const FALLBACK_TITLE = 'Coloring page';

/**
 * The title as the standard Helvetica can write it (WinAnsi): accents kept where the font has
 * the letter, else stripped (NFKD), anything else dropped; squeezed spaces.
 */
export function printableTitle(title: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of title.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (known.has(code) && code >= 0x20) out += char;
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      if ([...base].every((c) => known.has(c.codePointAt(0) ?? 0))) out += base;
      else out += ' ';
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** The title line, shortened with an ellipsis to fit between the margins. */
function fitTitle(text: string, font: PDFFont, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, TITLE_SIZE) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, TITLE_SIZE) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The colored layer on white as a JPEG (colours need no 300 DPI: their edges lie under lines). */
async function layerJpeg(layer: Buffer): Promise<Buffer> {
  return sharp(layer, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: CANVAS_SIZE, height: CANVAS_SIZE, fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** Registers the mask as an image XObject (1-bit stencil, painted in the fill colour). */
function addMask(doc: PDFDocument, mask: LineMask) {
  const stream = doc.context.stream(mask.data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: mask.width,
    Height: mask.height,
    ImageMask: true,
    BitsPerComponent: 1,
    // A stencil paints where a sample decodes to 0: the line bit must decode to 0.
    Decode: mask.lineBit === 0 ? [0, 1] : [1, 0],
    Interpolate: false,
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: 1, BitsPerComponent: 1, Columns: mask.width },
  });
  return doc.context.register(stream);
}

/** A page's artwork registered in a PDF: its colored layer (if any) and its line mask. */
export interface PageArt {
  colors: PDFImage | null;
  lines: PDFRef | null;
}

/**
 * Renders and registers a page's artwork in `doc` at `layout`'s print resolution; it may then
 * be drawn on any number of sheets, at any size, without being stored twice.
 * @throws Error when a stored picture cannot be decoded.
 */
export async function embedPageArt(
  doc: PDFDocument,
  input: Pick<PagePdfInput, 'illustration' | 'layer'>,
  layout: SheetLayout,
): Promise<PageArt> {
  const [mask, colors] = await Promise.all([
    renderLineMask(input.illustration, layout.pixels.width, layout.pixels.height),
    input.layer ? layerJpeg(input.layer) : Promise.resolve(null),
  ]);
  return {
    colors: colors ? await doc.embedJpg(colors) : null,
    lines: mask.lineBit === null ? null : addMask(doc, mask),
  };
}

/** Draws a page's artwork in `box` (points): the colours, then the lines in black over them. */
export function drawPageArt(sheet: PDFPage, art: PageArt, box: Box): void {
  if (art.colors) sheet.drawImage(art.colors, box);
  if (!art.lines) return;
  const name = sheet.node.newXObject('Lines', art.lines);
  sheet.pushOperators(
    pushGraphicsState(),
    setFillingGrayscaleColor(0),
    concatTransformationMatrix(box.width, 0, 0, box.height, box.x, box.y),
    drawObject(name),
    popGraphicsState(),
  );
}

/** Writes `text` small and grey, centred at the foot of a sheet laid out by `layout`. */
export function drawFootLine(sheet: PDFPage, font: PDFFont, text: string, layout: SheetLayout): void {
  const line = fitTitle(text, font, layout.width - 2 * MARGIN);
  sheet.drawText(line, {
    x: (layout.width - font.widthOfTextAtSize(line, TITLE_SIZE)) / 2,
    y: layout.titleBaseline,
    size: TITLE_SIZE,
    font,
    color: rgb(0.35, 0.35, 0.35),
  });
}

/** A new PDF with Huebook as its creator and `title` (as the font can write it) as its title. */
export async function createPrintDocument(
  title: string,
): Promise<{ doc: PDFDocument; font: PDFFont; title: string }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const printable = printableTitle(title, font) || FALLBACK_TITLE;
  doc.setTitle(printable);
  doc.setCreator('Huebook');
  doc.setProducer('Huebook');
  return { doc, font, title: printable };
}

/**
 * Makes the PDF: one sheet of `paper` laid out by `layoutSheet` (portrait or landscape, 12.7 mm
 * margins), the colored layer (JPEG, 1024²) under the line mask (1 bit, 300 DPI), the title in
 * 9 pt Helvetica centred at the foot.
 * @returns the PDF bytes and the layout used.
 * @throws Error when a stored picture cannot be decoded.
 */
export async function buildPagePdf(input: PagePdfInput): Promise<{ pdf: Buffer; layout: SheetLayout }> {
  const layout = layoutSheet(input.paper, CANVAS_SIZE, CANVAS_SIZE);
  const { doc, font, title } = await createPrintDocument(input.title);
  const art = await embedPageArt(doc, input, layout);
  const sheet = doc.addPage([layout.width, layout.height]);
  drawPageArt(sheet, art, layout.picture);
  if (input.numbers?.length) drawNumbers(sheet, font, input.numbers, layout.picture);
  drawFootLine(sheet, font, title, layout);
  return { pdf: Buffer.from(await doc.save({ useObjectStreams: false })), layout };
}
