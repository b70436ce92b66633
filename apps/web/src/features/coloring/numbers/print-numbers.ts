import type { PrintNumbers } from '@huebook/shared/schemas/number-palette';

import { composeExport } from '../engine/export.ts';
import type { PixelImage } from '../engine/types.ts';
import { encodePng } from '../export-picture.ts';
import { scratchContext } from '../illustration.ts';

/** Printed numbers are this share of their size on screen: small, so they hide under crayon. */
export const PRINT_NUMBER_SCALE = 0.55;
/** Their grey (the PDF's is the same, 0.6). */
export const PRINT_NUMBER_GREY = '#999999';

/**
 * The finished picture as a PNG with the numbers still to color written small and grey on it
 * (color by number on, spec's Print and Download): `composeExport` of the layer under the lines,
 * then each number at PRINT_NUMBER_SCALE of its screen size, at least 7 px.
 */
export async function composePictureWithNumbers(
  colorLayer: PixelImage,
  illustration: PixelImage,
  numbers: PrintNumbers,
): Promise<Blob> {
  const picture = composeExport(colorLayer, illustration);
  const context = scratchContext(picture.width);
  context.putImageData(
    new ImageData(new Uint8ClampedArray(picture.data), picture.width, picture.height),
    0,
    0,
  );
  context.fillStyle = PRINT_NUMBER_GREY;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const [x, y, number, size] of numbers) {
    context.font = `600 ${Math.max(7, Math.round(size * PRINT_NUMBER_SCALE))}px ui-sans-serif, system-ui, sans-serif`;
    context.fillText(String(number), x, y);
  }
  const drawn = context.getImageData(0, 0, picture.width, picture.height);
  return encodePng(drawn);
}
