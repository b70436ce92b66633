import { useId } from 'react';

import { SearchBox } from '../../components/ui/search-box.tsx';

import { BOOK_SOURCES, type BookSource } from './book-selection.ts';

/** The lists' names on the segments, short enough for three side by side on a phone. */
const SHORT_TITLES: Record<BookSource, string> = {
  owned: 'My pages',
  favorite: 'Favorites',
  colored: 'Colored',
};

/**
 * Above the picker: which of the user's lists to pick from (My pages, Favorite pages, Colored
 * pages: radio buttons, arrow keys move between them) and a search by title in it. Chosen pages
 * stay in the book when the list or the search changes.
 */
export function PickerFilters({
  source,
  search,
  onSourceChange,
  onSearch,
}: {
  source: BookSource;
  search: string;
  onSourceChange: (source: BookSource) => void;
  onSearch: (search: string) => void;
}) {
  const name = useId();
  const sources = Object.entries(BOOK_SOURCES) as [BookSource, (typeof BOOK_SOURCES)[BookSource]][];
  return (
    <div className="mb-4 flex flex-col gap-3">
      <fieldset>
        <legend className="sr-only">Pick pages from</legend>
        <div className="grid grid-cols-3 gap-1 rounded-xl bg-ink-100 p-1 sm:inline-grid">
          {sources.map(([value, option]) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={value}
                checked={source === value}
                onChange={() => onSourceChange(value)}
                className="peer sr-only"
              />
              <span className="block rounded-lg px-3 py-2 text-center text-sm font-semibold whitespace-nowrap text-ink-600 peer-checked:bg-white peer-checked:text-ink-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500">
                <span aria-hidden="true">{SHORT_TITLES[value]}</span>
                <span className="sr-only">{option.title}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SearchBox
        // A new list starts with an empty search box.
        key={source}
        label={`Search ${BOOK_SOURCES[source].title}`}
        initialValue={search}
        onSearch={onSearch}
        className="max-w-md"
      />
    </div>
  );
}
