import { SORTS, type Sort } from '@huebook/shared/constants';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';

import { SearchBox } from '../../components/ui/search-box.tsx';

/**
 * The search box and the 'Sort' select above a page list. The box keeps what is typed and
 * hands it on (trimmed) once typing has paused for 300 ms (spec §5); the parent remounts it
 * (with a new `key`) when the search changes from elsewhere, such as Back.
 */
export function ListControls({
  searchLabel,
  search,
  searchKey,
  onSearch,
  sort,
  onSort,
}: {
  searchLabel: string;
  /** The search the list shows now. */
  search: string;
  /** Changes when the search changed from outside the box, which then starts over from it. */
  searchKey: number;
  onSearch: (value: string) => void;
  sort: Sort;
  onSort: (value: Sort) => void;
}) {
  const sortId = useId();
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchBox
        key={searchKey}
        className="flex-1"
        label={searchLabel}
        initialValue={search}
        onSearch={onSearch}
      />
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
