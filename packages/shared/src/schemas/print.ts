import { z } from 'zod';

import { PAPER_SIZES } from '../constants.ts';

export const paperSizeSchema = z.enum(PAPER_SIZES, { error: 'Choose a paper size: a4 or letter.' });

/** Query of GET and POST /pages/:id/pdf: `paper` defaults to A4. */
export const pagePdfQuerySchema = z.object({ paper: paperSizeSchema.default('a4') });
export type PagePdfQuery = z.infer<typeof pagePdfQuerySchema>;

/** Most pages a book PDF holds (issue 16, "Make a book"). */
export const MAX_BOOK_PAGES = 24;

/**
 * Body of POST /books/pdf: the book's title (on its cover and as the file name), its pages by
 * id in order (1 to MAX_BOOK_PAGES; a page may repeat) and the paper.
 */
export const bookPdfBodySchema = z.object({
  title: z
    .string('Enter a title for the book')
    .trim()
    .min(1, 'Enter a title for the book')
    .max(80, 'The title is too long (80 characters at most)'),
  pageIds: z
    .array(z.string().max(100), 'Choose the pages of the book')
    .min(1, 'Choose at least one page')
    .max(MAX_BOOK_PAGES, `A book has at most ${MAX_BOOK_PAGES} pages`),
  paper: paperSizeSchema.default('a4'),
  /** A blank sheet after the cover and after each page, for coloring on one side of the paper. */
  blankBacks: z.boolean('Blank backs is true or false').default(false),
});
export type BookPdfBody = z.infer<typeof bookPdfBodySchema>;

/** Where a book being made stands: waiting its turn, being made, ready to download, or failed. */
export const BOOK_JOB_STATES = ['queued', 'making', 'ready', 'failed'] as const;

/**
 * A book being made (POST /books, GET /books/:id): `done` of `total` pages rendered so far (the
 * progress bar), the PDF's file name, and when it failed, why in plain words. The same book
 * asked for again while it is made or shortly after answers the same job.
 */
export const bookJobSchema = z.object({
  id: z.string(),
  state: z.enum(BOOK_JOB_STATES),
  done: z.number().int().min(0),
  total: z.number().int().min(1),
  fileName: z.string(),
  message: z.string().nullable(),
});
export type BookJob = z.infer<typeof bookJobSchema>;
