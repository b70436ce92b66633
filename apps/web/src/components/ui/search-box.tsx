import { SEARCH_DEBOUNCE_MS } from '@huebook/shared/constants';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { MAX_SEARCH_LENGTH, normalizeSearch } from '../../lib/search-text.ts';

/**
 * A search input with a hidden label. It keeps what is typed and hands it on, normalised, once
 * typing pauses for SEARCH_DEBOUNCE_MS (300 ms, spec §5), or at once on Enter. Remount it (with a
 * new `key`) to start over from another `initialValue`.
 */
export function SearchBox({
  label,
  placeholder = `${label}…`,
  initialValue = '',
  onSearch,
  className,
}: {
  /** The accessible name. */
  label: string;
  /** Defaults to the label followed by an ellipsis. */
  placeholder?: string;
  initialValue?: string;
  onSearch: (value: string) => void;
  /** Classes for the wrapper, which positions the icon. */
  className?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initialValue);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (value: string) => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(normalizeSearch(value)), SEARCH_DEBOUNCE_MS);
  };

  return (
    <div className={clsx('relative', className)}>
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
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once instead of waiting for the pause.
          if (event.key !== 'Enter') return;
          clearTimeout(timer.current);
          onSearch(normalizeSearch(draft));
        }}
        placeholder={placeholder}
        autoComplete="off"
        className="h-11 w-full rounded-xl border border-ink-200 bg-white pr-3 pl-11 text-base shadow-xs outline-none placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
      />
    </div>
  );
}
