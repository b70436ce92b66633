import { z } from 'zod';

import { PAPER_SIZES } from '../constants.ts';


export const paperSizeSchema = z.enum(PAPER_SIZES, { error: 'Choose a paper size: a4 or letter.' });

/** Query of GET and POST /pages/:id/pdf: `paper` defaults to A4. */
export const pagePdfQuerySchema = z.object({ paper: paperSizeSchema.default('a4') });
export type PagePdfQuery = z.infer<typeof pagePdfQuerySchema>;
