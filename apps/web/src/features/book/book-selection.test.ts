import { MAX_BOOK_PAGES, bookPdfBodySchema } from '@huebook/shared/schemas/print';
import { describe, expect, it } from 'vitest';

import {
  bookFileName,
  bookProblem,
  bookRequestBody,
  bookSourceOf,
  missingPageIndex,
  moveBookPage,
  toggleBookPage,
} from './book-selection.ts';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `p${index + 1}`);

describe('choosing the pages of a book', () => {
  it('adds a page at the end and takes it out on a second toggle', () => {
    const one = toggleBookPage([], 'a');
    const two = toggleBookPage(one, 'b');
    expect(two).toEqual(['a', 'b']);
    expect(toggleBookPage(two, 'a')).toEqual(['b']);
  });

  it(`takes no page beyond ${MAX_BOOK_PAGES}, but still lets one out`, () => {
    const full = ids(MAX_BOOK_PAGES);
    expect(toggleBookPage(full, 'extra')).toBe(full);
    expect(toggleBookPage(full, 'p3')).toHaveLength(MAX_BOOK_PAGES - 1);
  });

  it('moves a page up and down, and not past either end', () => {
    const book = ['a', 'b', 'c'];
    expect(moveBookPage(book, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveBookPage(book, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveBookPage(book, 0, -1)).toBe(book);
    expect(moveBookPage(book, 2, 1)).toBe(book);
    expect(book).toEqual(['a', 'b', 'c']);
  });
});

describe('the request', () => {
  it('sends the trimmed title, the pages in order and the paper, as the server expects', () => {
    const body = bookRequestBody('  Animals for Mia ', ['c', 'a', 'b'], 'letter');
    expect(body).toEqual({
      title: 'Animals for Mia',
      pageIds: ['c', 'a', 'b'],
      paper: 'letter',
      blankBacks: false,
    });
    expect(bookPdfBodySchema.parse(body)).toEqual(body);
    expect(bookRequestBody('One side', ['a'], 'a4', true).blankBacks).toBe(true);
  });

  it('says in plain words what keeps the book from being made', () => {
    expect(bookProblem('Book', [])).toEqual({
      field: 'pages',
      message: 'Choose at least one page for the book.',
    });
    expect(bookProblem('Book', ids(MAX_BOOK_PAGES + 1))?.field).toBe('pages');
    expect(bookProblem('   ', ['a'])).toEqual({
      field: 'title',
      message: 'Give the book a title: it goes on the cover.',
    });
    expect(bookProblem('x'.repeat(81), ['a'])?.message).toBe('Keep the title to 80 characters.');
    expect(bookProblem('Book', ids(MAX_BOOK_PAGES))).toBeNull();
  });

  it('names the file for the title, without characters a file name cannot hold', () => {
    expect(bookFileName('Animals for Mia')).toBe('Animals for Mia.pdf');
    expect(bookFileName('Cats/Dogs: "best"')).toBe('Cats Dogs best.pdf');
    expect(bookFileName(' / ')).toBe('coloring-book.pdf');
  });

  it('finds the page a 404 names, and the list ?from= names', () => {
    expect(missingPageIndex([{ path: 'pageIds.2' }])).toBe(2);
    expect(missingPageIndex([{ path: 'title' }])).toBeNull();
    expect(missingPageIndex(undefined)).toBeNull();
    expect(bookSourceOf('favorite')).toBe('favorite');
    expect(bookSourceOf('colored')).toBe('colored');
    expect(bookSourceOf('public')).toBe('owned');
    expect(bookSourceOf('toString')).toBe('owned');
    expect(bookSourceOf(null)).toBe('owned');
  });
});
