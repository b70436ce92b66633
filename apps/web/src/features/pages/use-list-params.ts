import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';

import { parseListParams, replacesHistory, toListSearchParams, type ListParams } from './list-params.ts';

/** Marks history entries written by the list's own controls. */
const FROM_LIST_CONTROLS = { fromListControls: true } as const;

function isFromListControls(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'fromListControls' in state;
}

/**
 * A page list's search and sort, kept in the URL (`?search=…&sort=…`) so a reload, a shared
 * link, Back and Forward all show the same list. `searchBoxKey` changes whenever the search
 * changed from anywhere but the search box itself (Back, Forward, a menu link, 'Clear search'),
 * telling the box to start over from the URL.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const params = parseListParams(searchParams);

  const [seenLocationKey, setSeenLocationKey] = useState(location.key);
  // Counts the outside changes (a location key may come back with Back, so it can't serve).
  const [searchBoxKey, setSearchBoxKey] = useState(0);
  if (location.key !== seenLocationKey) {
    setSeenLocationKey(location.key);
    if (navigationType === 'POP' || !isFromListControls(location.state)) setSearchBoxKey((key) => key + 1);
  }

  // The search box calls back after its pause, from an older render: it must see the URL of now.
  const current = useRef(params);
  const currentSearchParams = useRef(searchParams);
  useEffect(() => {
    current.current = params;
    currentSearchParams.current = searchParams;
  });

  const write = (next: ListParams, options: { replace: boolean; fromControls: boolean }) => {
    setSearchParams(toListSearchParams(next, currentSearchParams.current), {
      replace: options.replace,
      preventScrollReset: true,
      state: options.fromControls ? FROM_LIST_CONTROLS : undefined,
    });
  };

  return {
    params,
    searchBoxKey,
    /** The search box's text after its pause; a new search lists from page 1 (spec §4). */
    setSearch: (search: string) => {
      const now = current.current;
      if (search === now.search) return;
      write({ ...now, search }, { replace: replacesHistory(now.search, search), fromControls: true });
    },
    setSort: (sort: ListParams['sort']) => {
      const now = current.current;
      if (sort === now.sort) return;
      write({ ...now, sort }, { replace: false, fromControls: true });
    },
    clearSearch: () => write({ ...current.current, search: '' }, { replace: false, fromControls: false }),
  };
}
