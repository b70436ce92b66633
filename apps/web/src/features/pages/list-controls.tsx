import { SORTS, type Sort } from '@huebook/shared/constants';
import { ChevronDown, Search } from 'lucide-react';
import { useId } from 'react';

/** The search box and the 'Sort' select above a page list. */
export function ListControls({
  searchLabel,
  search,
  onSearch,
  sort,
  onSort,
}: {
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  sort: Sort;
  onSort: (value: Sort) => void;
}) {
  const searchId = useId();
  const sortId = useId();
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          {searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-400"
        />
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={`${searchLabel}…`}
          className="h-11 w-full rounded-xl border border-ink-200 bg-white pr-3 pl-11 text-base shadow-xs outline-none placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-semibold text-ink-700">
          Sort
        </label>
        <div className="relative">
          <select
            id={sortId}
            value={sort}
            onChange={(event) => onSort(event.target.value as Sort)}
            className="h-11 appearance-none rounded-xl border border-ink-200 bg-white pr-10 pl-3.5 text-base font-medium shadow-xs outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
          >
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500"
          />
        </div>
      </div>
    </div>
  );
}
