import type { PaperSize } from '@huebook/shared/constants';
import { MAX_BOOK_PAGES } from '@huebook/shared/schemas/print';
import { useId } from 'react';

import { Button } from '../../components/ui/button.tsx';

const PAPERS: { value: PaperSize; label: string; size: string }[] = [
  { value: 'a4', label: 'A4', size: '210 × 297 mm' },
  { value: 'letter', label: 'US Letter', size: '8.5 × 11 in' },
];

/** A4 or US Letter, as two segments (the coloring screen's PDF panel offers the same). */
export function PaperChoice({ paper, onChange }: { paper: PaperSize; onChange: (paper: PaperSize) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">Paper size</legend>
      <div className="flex gap-1 rounded-xl bg-ink-50 p-1">
        {PAPERS.map((option) => (
          <label key={option.value} className="flex-1 cursor-pointer" title={option.size}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={paper === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-ink-600 peer-checked:bg-white peer-checked:text-ink-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500">
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An indeterminate bar while the server makes a book of `pageCount` pages (a few seconds). */
export function BookProgress({ pageCount }: { pageCount: number }) {
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label="Making the book"
        className="h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] rounded-full bg-brand-600 motion-reduce:animate-none" />
      </div>
      <p className="text-sm text-ink-600">Making your {pageCount}-page book. This takes a few seconds.</p>
    </div>
  );
}

/**
 * On a phone the book sits below the pages: this bar, stuck to the bottom while the pages
 * scroll by, counts the chosen pages and takes the user to the book (`onReview`).
 */
export function PhoneBookBar({ pageCount, onReview }: { pageCount: number; onReview: () => void }) {
  return (
    <div className="sticky bottom-[max(0.75rem,env(safe-area-inset-bottom))] mt-4 flex items-center justify-between gap-3 rounded-2xl bg-ink-900 py-2 pr-2 pl-4 text-white shadow-lg lg:hidden">
      <span className="text-sm font-semibold">
        {pageCount} of {MAX_BOOK_PAGES} pages
      </span>
      <Button size="sm" onClick={onReview}>
        Review the book
      </Button>
    </div>
  );
}
