import { DEFAULT_SORT, SORTS, type Sort } from '@huebook/shared/constants';

import { normalizeSearch } from '../../lib/search-text.ts';

/** What a page list shows, as kept in its URL: `?search=…&sort=…`. */
export interface ListParams {
  /** Trimmed search text; '' for no search. */
  search: string;
  sort: Sort;
}

const SORT_VALUES = new Set<string>(SORTS.map((option) => option.value));

export function isSort(value: string | null): value is Sort {
  return value !== null && SORT_VALUES.has(value);
}

/**
 * Reads a list's state from its query string. A missing or unknown sort falls back to
 * 'latest' (spec §9), so a hand-edited or outdated link still shows a list.
 */
export function parseListParams(params: URLSearchParams): ListParams {
  const sort = params.get('sort');
  return {
    search: normalizeSearch(params.get('search') ?? ''),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/**
 * Writes a list's state into a copy of `base`, keeping any other parameters. Defaults are left
 * out, so the plain list has a plain URL: `{ search: '', sort: 'latest' }` → ''.
 */
export function toListSearchParams(state: ListParams, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const search = normalizeSearch(state.search);
  if (search) next.set('search', search);
  else next.delete('search');
  if (state.sort === DEFAULT_SORT) next.delete('sort');
  else next.set('sort', state.sort);
  return next;
}

/**
 * Whether a search change should replace the current history entry rather than add one:
 * refining a search replaces, while starting or clearing one adds an entry, so Back goes from
 * the results to the unsearched list without stepping through every pause in typing.
 */
export function replacesHistory(previousSearch: string, nextSearch: string): boolean {
  return previousSearch !== '' && nextSearch !== '';
}
