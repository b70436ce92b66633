import type { ListedPage } from '@huebook/shared/schemas/page';
import { MAX_BOOK_PAGES } from '@huebook/shared/schemas/print';
import clsx from 'clsx';
import { Check } from 'lucide-react';

/** A page's picture in the book: the user's colored preview, else the thumbnail or line art. */
export function pagePicture(page: ListedPage): string {
  return page.colored?.preview || page.thumbnail || page.illustration;
}

/** A page's title as the screen shows it. */
export function pageTitle(page: Pick<ListedPage, 'title'> | undefined): string {
  return page?.title || 'Untitled page';
}

/**
 * The pages of a list as cards with a checkbox each: checking one puts it at the end of the
 * book (its place shows on the card), unchecking takes it out. A full book
 * (MAX_BOOK_PAGES) disables the cards not in it.
 */
export function PagePicker({
  pages,
  pageIds,
  onToggle,
}: {
  pages: readonly ListedPage[];
  pageIds: readonly string[];
  onToggle: (id: string) => void;
}) {
  const isFull = pageIds.length >= MAX_BOOK_PAGES;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {pages.map((page) => {
        const place = pageIds.indexOf(page.id);
        const isChosen = place >= 0;
        const isDisabled = isFull && !isChosen;
        return (
          <li key={page.id}>
            <label
              className={clsx(
                'group relative flex h-full cursor-pointer flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 transition',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500',
                isChosen ? 'ring-2 ring-brand-500' : 'ring-ink-200 hover:ring-ink-300',
                isDisabled && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                type="checkbox"
                className="peer sr-only"
                checked={isChosen}
                disabled={isDisabled}
                onChange={() => onToggle(page.id)}
              />
              <span className="relative block aspect-square bg-white">
                <img src={pagePicture(page)} alt="" loading="lazy" className="size-full object-contain" />
                <span
                  aria-hidden="true"
                  className={clsx(
                    'absolute top-2 right-2 grid size-7 place-items-center rounded-lg text-sm font-bold shadow-sm',
                    isChosen ? 'bg-brand-600 text-white' : 'bg-white/90 text-transparent ring-1 ring-ink-300',
                  )}
                >
                  {isChosen ? place + 1 : <Check className="size-4" />}
                </span>
              </span>
              <span className="truncate border-t border-ink-100 px-3 py-2 text-sm font-semibold text-ink-900">
                {pageTitle(page)}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
