/**
 * The pages of a book being made (issue 16, "Make a book"): which pages, in which order, and
 * the body of POST /books. Pure functions over page ids, so the screen stays thin.
 */
import type { PaperSize, Scope } from '@huebook/shared/constants';
import { MAX_BOOK_PAGES, type BookPdfBody } from '@huebook/shared/schemas/print';

/** Most characters of a book title (bookPdfBodySchema's limit). */
export const BOOK_TITLE_MAX = 80;

/** The lists a book can be made from, as `?from=` names them. */
export const BOOK_SOURCES = {
  owned: { scope: 'owned', title: 'My pages', path: '/pages' },
  favorite: { scope: 'favorited', title: 'Favorite pages', path: '/pages/favorite' },
  colored: { scope: 'colored', title: 'Colored pages', path: '/pages/colored' },
} as const satisfies Record<string, { scope: Scope; title: string; path: string }>;

export type BookSource = keyof typeof BOOK_SOURCES;

/** The list named by `?from=`; anything else is My pages. */
export function bookSourceOf(from: string | null): BookSource {
  return from !== null && Object.hasOwn(BOOK_SOURCES, from) ? (from as BookSource) : 'owned';
}

/**
 * Adds page `id` at the end of the book, or takes it out if it is in already. A full book
 * (`max` pages, MAX_BOOK_PAGES by default) takes no more: the same array comes back.
 */
export function toggleBookPage(
  pageIds: readonly string[],
  id: string,
  max = MAX_BOOK_PAGES,
): readonly string[] {
  if (pageIds.includes(id)) return pageIds.filter((pageId) => pageId !== id);
  if (pageIds.length >= max) return pageIds;
  return [...pageIds, id];
}

/**
 * Moves the page at `index` one place earlier (`-1`) or later (`1`); at either end of the book
 * nothing moves and the same array comes back.
 */
export function moveBookPage(pageIds: readonly string[], index: number, step: -1 | 1): readonly string[] {
  const target = index + step;
  if (index < 0 || index >= pageIds.length || target < 0 || target >= pageIds.length) return pageIds;
  const next = [...pageIds];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** What keeps the book from being made, and which field it is about. */
export interface BookProblem {
  field: 'pages' | 'title';
  message: string;
}

/** What is wrong with the book before asking the server, in plain words; null when it can be made. */
export function bookProblem(title: string, pageIds: readonly string[]): BookProblem | null {
  if (pageIds.length === 0) return { field: 'pages', message: 'Choose at least one page for the book.' };
  if (pageIds.length > MAX_BOOK_PAGES) {
    return { field: 'pages', message: `A book holds at most ${MAX_BOOK_PAGES} pages.` };
  }
  const trimmed = title.trim();
  if (!trimmed) return { field: 'title', message: 'Give the book a title: it goes on the cover.' };
  if (trimmed.length > BOOK_TITLE_MAX) {
    return { field: 'title', message: `Keep the title to ${BOOK_TITLE_MAX} characters.` };
  }
  return null;
}

/**
 * The body of POST /books: the title trimmed, the pages in the book's order, the paper, and
 * whether each sheet gets a blank back.
 */
export function bookRequestBody(
  title: string,
  pageIds: readonly string[],
  paper: PaperSize,
  blankBacks = false,
): BookPdfBody {
  return { title: title.trim(), pageIds: [...pageIds], paper, blankBacks };
}

/** `"Animals for Mia.pdf"` for "Animals for Mia": no path separators, quotes or controls. */
export function bookFileName(title: string): string {
  const clean = title
    .replace(/[\p{Cc}\p{Cf}/\\"<>:|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${clean || 'coloring-book'}.pdf`;
}

/**
 * The position in the book (0-based) of the page a 404 names in its issues (`pageIds.N`), or
 * null when none is named.
 */
export function missingPageIndex(issues: readonly { path: string }[] | undefined): number | null {
  for (const issue of issues ?? []) {
    const match = /^pageIds\.(\d+)$/.exec(issue.path);
    if (match) return Number(match[1]);
  }
  return null;
}
