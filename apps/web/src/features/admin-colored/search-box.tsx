import { SEARCH_DEBOUNCE_MS } from '@huebook/shared/constants';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** A search input that hands on its trimmed text once typing pauses for 300 ms (spec §5). */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (value: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const debounced = useDebouncedValue(draft.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(debounced), [debounced, onSearch]);
  return (
    <div className="relative mb-6">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-400"
      />
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={`${label}…`}
        autoComplete="off"
        className="h-11 w-full rounded-xl border border-ink-200 bg-white pr-3 pl-11 text-base shadow-xs outline-none placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
      />
    </div>
  );
}
