import type { PaperSize } from '@huebook/shared/constants';
import type { ListedPage } from '@huebook/shared/schemas/page';
import { MAX_BOOK_PAGES } from '@huebook/shared/schemas/print';
import { ArrowLeft, BookOpen, ImageOff, Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { SwitchField } from '../../components/ui/switch-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { loadPaperSize, savePaperSize } from '../../lib/paper-size.ts';

import { BookProgress, PaperChoice, PhoneBookBar } from './book-form-parts.tsx';
import { BookOrder } from './book-order.tsx';
import {
  BOOK_SOURCES,
  BOOK_TITLE_MAX,
  bookProblem,
  bookRequestBody,
  bookSourceOf,
  moveBookPage,
  toggleBookPage,
  type BookSource,
} from './book-selection.ts';
import { PagePicker, pageTitle } from './page-picker.tsx';
import { PickerFilters } from './picker-filters.tsx';
import { useMakeBook } from './use-make-book.ts';
import { usePickerPages } from './use-picker-pages.ts';

/**
 * /books/new?from=owned|favorite|colored (issue 16, "Make a book"): pick up to MAX_BOOK_PAGES
 * of the user's own, favorite or colored pages (the list switchable, searchable, 'Load more'),
 * put them in order, give the book a title, a paper size (remembered, as in the coloring
 * screen's PDF panel) and optionally blank backs, and download one PDF: a cover, then the
 * pages, with a progress bar while the server makes it.
 */
export function BookPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sourceName = bookSourceOf(searchParams.get('from'));
  const source = BOOK_SOURCES[sourceName];
  const [search, setSearch] = useState('');
  const { list, pages } = usePickerPages(source.scope, search);
  const changeSource = (next: BookSource) => {
    setSearch('');
    setSearchParams({ from: next }, { replace: true });
  };

  const [pageIds, setPageIds] = useState<readonly string[]>([]);
  const [title, setTitle] = useState('My coloring book');
  const [paper, setPaper] = useState<PaperSize>(loadPaperSize);
  const [blankBacks, setBlankBacks] = useState(false);
  const [showProblem, setShowProblem] = useState(false);
  // Pages keep their titles and pictures in the book even if the list refetches without them.
  const [chosen, setChosen] = useState<ReadonlyMap<string, ListedPage>>(new Map());
  const pageOf = (id: string) => chosen.get(id) ?? pages.find((page) => page.id === id);
  const book = useMakeBook((id) => pageTitle(pageOf(id)));
  const form = useRef<HTMLFormElement>(null);

  const problem = bookProblem(title, pageIds);
  const titleError = showProblem && problem?.field === 'title' ? problem.message : null;

  const toggle = (id: string) => {
    book.clearFailure();
    setPageIds((ids) => toggleBookPage(ids, id));
    const page = pages.find((candidate) => candidate.id === id);
    if (page) setChosen((map) => new Map(map).set(id, page));
  };
  const remove = (id: string) => {
    book.clearFailure();
    setPageIds((ids) => ids.filter((pageId) => pageId !== id));
  };

  const review = () => {
    form.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // The heading, not the title field: a phone would open its keyboard.
    form.current?.querySelector('h2')?.focus({ preventScroll: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (problem) {
      // The title is the form's first field.
      if (problem.field === 'title') form.current?.querySelector('input')?.focus();
      return;
    }
    void book.make(bookRequestBody(title, pageIds, paper, blankBacks));
  };

  const back = (
    <Link
      to={source.path}
      className="inline-flex items-center gap-1 rounded-lg text-sm font-semibold text-ink-600 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to {source.title}
    </Link>
  );

  return (
    <section>
      <div className="mb-4">{back}</div>
      <PageHeading
        title="Make a book"
        description={`Choose up to ${MAX_BOOK_PAGES} pages from ${source.title}, put them in order, and print them as one PDF with a cover.`}
      />
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div>
          <h2 className="mb-3 text-lg font-bold text-ink-900">Pages</h2>
          <PickerFilters
            source={sourceName}
            search={search}
            onSourceChange={changeSource}
            onSearch={setSearch}
          />
          {list.isPending ? (
            <div
              aria-busy="true"
              aria-label="Loading pages"
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4"
            >
              {Array.from({ length: 6 }, (_, index) => (
                <div key={index} className="aspect-[4/5] animate-pulse rounded-2xl bg-ink-100" />
              ))}
            </div>
          ) : list.isError && !list.isFetchNextPageError ? (
            <div
              role="alert"
              className="rounded-2xl bg-white p-6 text-center text-ink-700 ring-1 ring-ink-200"
            >
              <p>We couldn’t load your pages.</p>
              <Button variant="light" className="mt-3" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : pages.length === 0 ? (
            search ? (
              <EmptyState icon={<ImageOff className="size-7" aria-hidden="true" />} title="No pages found">
                No page in {source.title} has “{search}” in its title.
              </EmptyState>
            ) : (
              <EmptyState
                icon={<ImageOff className="size-7" aria-hidden="true" />}
                title={`No pages in ${source.title} yet`}
                action={
                  <ButtonLink to="/pages/public">
                    <Sparkles aria-hidden="true" className="size-5" />
                    Browse public pages
                  </ButtonLink>
                }
              >
                A book is made of your pages. Create, favorite or color a few, then come back.
              </EmptyState>
            )
          ) : (
            <>
              <PagePicker pages={pages} pageIds={pageIds} onToggle={toggle} />
              <LoadMore list={list} className="mt-6" />
              {pageIds.length > 0 && <PhoneBookBar pageCount={pageIds.length} onReview={review} />}
            </>
          )}
        </div>

        <form
          ref={form}
          onSubmit={submit}
          noValidate
          aria-label="Your book"
          className="flex flex-col gap-5 scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:p-5 lg:sticky lg:top-4"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 tabIndex={-1} className="flex items-center gap-2 text-lg font-bold text-ink-900 outline-none">
              <BookOpen aria-hidden="true" className="size-5 text-brand-600" />
              Your book
            </h2>
            <p className="text-sm font-semibold text-ink-600" aria-live="polite">
              {pageIds.length} of {MAX_BOOK_PAGES}
              <span className="sr-only"> pages chosen</span>
            </p>
          </div>

          <TextField
            label="Title"
            value={title}
            maxLength={BOOK_TITLE_MAX}
            required
            onChange={(event) => setTitle(event.target.value)}
            hint="On the cover and in the file name."
            error={titleError}
          />

          <PaperChoice
            paper={paper}
            onChange={(value) => {
              setPaper(value);
              savePaperSize(value);
            }}
          />

          <SwitchField
            label="Blank backs"
            hint="A blank sheet after every page: print double-sided and color on one side only."
            checked={blankBacks}
            onCheckedChange={setBlankBacks}
          />

          <div>
            <h3 className="mb-2 text-sm font-semibold text-ink-800">Order</h3>
            {pageIds.length === 0 ? (
              <p className="rounded-xl border-2 border-dashed border-ink-200 px-3 py-5 text-center text-sm text-ink-500">
                Tick the pages you want. They go into the book in the order you pick them.
              </p>
            ) : (
              <BookOrder
                pageIds={pageIds}
                pageOf={pageOf}
                missingPageId={book.failure?.missingPageId ?? null}
                onMove={(index, step) => setPageIds((ids) => moveBookPage(ids, index, step))}
                onRemove={remove}
              />
            )}
            {pageIds.length >= MAX_BOOK_PAGES && (
              <p className="mt-2 text-sm text-ink-600">The book is full: {MAX_BOOK_PAGES} pages at most.</p>
            )}
          </div>

          {book.progress && <BookProgress progress={book.progress} />}
          {(book.failure || (showProblem && problem && !titleError)) && (
            <p role="alert" className="rounded-xl bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700">
              {book.failure?.message ?? problem?.message}
            </p>
          )}

          <Button type="submit" size="lg" isProcessing={book.isMaking}>
            Make the book
          </Button>
        </form>
      </div>
    </section>
  );
}
