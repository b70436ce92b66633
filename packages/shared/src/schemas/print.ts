import { z } from 'zod';

/** Paper sizes a page PDF is made for: ISO A4 (210×297 mm) or US Letter (8.5×11 in). */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export const paperSizeSchema = z.enum(PAPER_SIZES, { error: 'Choose a paper size: a4 or letter.' });

/** Query of GET and POST /pages/:id/pdf: `paper` defaults to A4. */
export const pagePdfQuerySchema = z.object({ paper: paperSizeSchema.default('a4') });
export type PagePdfQuery = z.infer<typeof pagePdfQuerySchema>;
