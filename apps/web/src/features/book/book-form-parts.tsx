import type { PaperSize } from '@huebook/shared/constants';
import { MAX_BOOK_PAGES } from '@huebook/shared/schemas/print';
import { useId } from 'react';

import { Button } from '../../components/ui/button.tsx';

import type { BookProgressState } from './use-make-book.ts';

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

/** What the bar says: the book's turn, its pages made so far, then the download. */
export function progressText(progress: BookProgressState): string {
  if (progress.state === 'queued') return 'Waiting for its turn…';
  if (progress.state === 'ready') return 'Done. Downloading your book…';
  return `Making page ${Math.min(progress.done + 1, progress.total)} of ${progress.total}…`;
}

/**
 * The server's progress on the book (pages rendered of the book's pages, polled): a bar that
 * grows as pages are made, with the same in words for screen readers (`aria-valuetext`).
 */
export function BookProgress({ progress }: { progress: BookProgressState }) {
  const share = progress.total > 0 ? progress.done / progress.total : 0;
  const text = progressText(progress);
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label="Making the book"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={`${progress.done} of ${progress.total} pages made`}
        className="h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
      <p className="text-sm text-ink-600" aria-live="polite">
        {text}
      </p>
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
