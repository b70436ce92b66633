/**
 * Reads back what a page PDF holds, with pdf-lib and zlib only (no renderer): its sheets, its
 * images, and its 1-bit line mask decoded to pixels. For the print tests and bench.
 */
import { inflateSync } from 'node:zlib';

import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFObject } from 'pdf-lib';

export interface PdfImage {
  width: number;
  height: number;
  filter: string;
  isMask: boolean;
  stream: PDFRawStream;
}

export interface DecodedMask {
  width: number;
  height: number;
  /** Whether the pixel (x, y) of the mask, top row first, is painted (a line). */
  isLine(x: number, y: number): boolean;
}

const name = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : '');
const num = (value: PDFObject | undefined) => (value instanceof PDFNumber ? value.asNumber() : 0);

/** The sheet sizes (points) and every image XObject of a PDF. */
export async function inspectPdf(bytes: Uint8Array): Promise<{
  sheets: { width: number; height: number }[];
  images: PdfImage[];
  title: string | undefined;
}> {
  const doc = await PDFDocument.load(bytes);
  const images: PdfImage[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (name(dict.get(PDFName.of('Subtype'))) !== 'Image') continue;
    const filter = dict.get(PDFName.of('Filter'));
    images.push({
      width: num(dict.get(PDFName.of('Width'))),
      height: num(dict.get(PDFName.of('Height'))),
      filter: filter instanceof PDFArray ? name(filter.get(0)) : name(filter),
      isMask: dict.get(PDFName.of('ImageMask'))?.toString() === 'true',
      stream: object,
    });
  }
  return {
    sheets: doc.getPages().map((page) => page.getSize()),
    images,
    title: doc.getTitle(),
  };
}

/** PNG filter type 4's predictor (RFC 2083 §6.6). */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Decodes a 1-bit stencil mask (FlateDecode with PNG predictors, as page-pdf.ts writes it).
 * @throws Error when the image is not such a mask.
 */
export function decodeMask(image: PdfImage): DecodedMask {
  const dict: PDFDict = image.stream.dict;
  if (!image.isMask || image.filter !== 'FlateDecode') throw new Error('not a Flate stencil mask');
  const decode = dict.get(PDFName.of('Decode'));
  const lineBit = decode instanceof PDFArray && num(decode.get(0)) === 1 ? 1 : 0;
  const { width, height } = image;
  const stride = Math.ceil(width / 8);
  const raw = inflateSync(image.stream.contents);
  const rows = new Uint8Array(stride * height);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)] ?? 0;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = new Uint8Array(stride);
    for (let i = 0; i < stride; i++) {
      const a = i > 0 ? out[i - 1]! : 0;
      const b = previous[i]!;
      const c = i > 0 ? previous[i - 1]! : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type] ?? 0;
      out[i] = (line[i]! + predictor) & 0xff;
    }
    rows.set(out, y * stride);
    previous = out;
  }
  return {
    width,
    height,
    isLine: (x, y) => (((rows[y * stride + (x >> 3)]! >> (7 - (x & 7))) & 1) as 0 | 1) === lineBit,
  };
}
