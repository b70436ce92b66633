import { z } from 'zod';

import { CANVAS_SIZE } from '../constants.ts';

/** Most colours in a photo page's color-by-number palette (issue 15, "Color by number"). */
export const MAX_NUMBER_COLORS = 24;
/** Most seed points stored for a page (one a region; the detailed level has up to 400). */
export const MAX_NUMBER_SEEDS = 2000;

const coordinate = z
  .number()
  .int()
  .min(0)
  .max(CANVAS_SIZE - 1);

/**
 * A photo page's own colours for color by number, kept when the page was made (GET
 * /pages/:id/palette): `colors` as `#rrggbb`, and one seed point per region of the line art,
 * `[x, y, colorIndex]` in canvas pixels (1024²) at the region's most interior pixel. Points, not
 * region ids: the browser labels the page with its own region map and looks each point up in it.
 */
export const numberPaletteSchema = z.object({
  colors: z
    .array(z.string().regex(/^#[0-9a-f]{6}$/))
    .min(1)
    .max(MAX_NUMBER_COLORS),
  seeds: z
    .array(
      z.tuple([
        coordinate,
        coordinate,
        z
          .number()
          .int()
          .min(0)
          .max(MAX_NUMBER_COLORS - 1),
      ]),
    )
    .max(MAX_NUMBER_SEEDS),
});
export type NumberPalette = z.infer<typeof numberPaletteSchema>;

/**
 * The numbers to print on a page (POST /pages/:id/pdf field `numbers`, JSON): `[x, y, number,
 * size]`, the centre in canvas pixels (0–1024) and the size the screen draws it at (canvas
 * pixels); the PDF writes them small and grey.
 */
export const printNumbersSchema = z
  .array(
    z.tuple([
      z.number().min(0).max(CANVAS_SIZE),
      z.number().min(0).max(CANVAS_SIZE),
      z.number().int().min(1).max(99),
      z.number().min(1).max(64),
    ]),
  )
  .max(MAX_NUMBER_SEEDS);
export type PrintNumbers = z.infer<typeof printNumbersSchema>;
