/**
 * Color by number on paper (issue 15): the numbers the coloring screen shows, written small and
 * grey over the printed page, where a crayon covers them.
 */
import { CANVAS_SIZE } from '@huebook/shared/constants';
import { printNumbersSchema, type PrintNumbers } from '@huebook/shared/schemas/number-palette';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';

import { AppError } from '../../errors.ts';

import type { Box } from './layout.ts';

/** Printed numbers are this share of their size on screen (the web's PNG uses the same). */
const PRINT_SCALE = 0.55;
/** Their size in points stays within these bounds: readable, never loud. */
const MIN_POINTS = 4.5;
const MAX_POINTS = 8;
/** Their grey (0 black … 1 white). */
export const NUMBER_GREY = 0.6;

/**
 * The form field `numbers` of POST /pages/:id/pdf: JSON `[[x, y, number, size], …]` in canvas
 * pixels (`printNumbersSchema`); absent or empty prints no numbers.
 * @throws AppError INVALID_INPUT when it is not such a list.
 */
export function parsePrintNumbers(field: string | undefined): PrintNumbers {
  if (!field) return [];
  let value: unknown;
  try {
    value = JSON.parse(field);
  } catch {
    value = null;
  }
  const parsed = printNumbersSchema.safeParse(value);
  if (!parsed.success) {
    const message = 'The numbers to print must be a list of [x, y, number, size] in page pixels.';
    throw new AppError('INVALID_INPUT', message, [{ path: 'numbers', message }]);
  }
  return parsed.data;
}

/**
 * Writes each number centred on its point of the picture drawn in `box` (points; the page is
 * CANVAS_SIZE pixels square), at PRINT_SCALE of its screen size within MIN_POINTS…MAX_POINTS,
 * in NUMBER_GREY.
 */
export function drawNumbers(sheet: PDFPage, font: PDFFont, numbers: PrintNumbers, box: Box): void {
  const scale = box.width / CANVAS_SIZE;
  for (const [x, y, number, size] of numbers) {
    const points = Math.min(MAX_POINTS, Math.max(MIN_POINTS, size * scale * PRINT_SCALE));
    const text = String(number);
    sheet.drawText(text, {
      x: box.x + x * scale - font.widthOfTextAtSize(text, points) / 2,
      // Helvetica's digits are about 0.7 em tall: the baseline 0.35 em under the centre.
      y: box.y + box.height - y * (box.height / CANVAS_SIZE) - points * 0.35,
      size: points,
      font,
      color: rgb(NUMBER_GREY, NUMBER_GREY, NUMBER_GREY),
    });
  }
}
