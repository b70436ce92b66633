import clsx from 'clsx';
import { Check, PartyPopper } from 'lucide-react';

import { NumbersPreparing } from './numbers-preparing.tsx';
import { hexToOklch } from './oklch.ts';
import type { ColorByNumber } from './use-color-by-number.ts';

/**
 * Under the toolbar while Numbers is on: the counter ("42 of 118 regions", read out politely as
 * it changes) and the numbered colours, one button each (its number on it, a check once all its
 * regions are done); a row that scrolls sideways on a phone.
 */
export function NumbersBar({
  numbers,
  color,
  onColor,
}: {
  numbers: ColorByNumber;
  color: string;
  onColor: (color: string) => void;
}) {
  const { layout, status, done } = numbers;
  if (status === 'preparing' || status === 'failed' || !layout) {
    return <NumbersPreparing isFailed={status === 'failed'} />;
  }
  const left = new Array<number>(layout.palette.length).fill(0);
  layout.marks.forEach((mark, m) => {
    if (!done?.[m]) left[mark.number - 1]!++;
  });
  const isComplete = numbers.total > 0 && numbers.doneCount === numbers.total;
  return (
    <div className="flex flex-col gap-1 rounded-2xl bg-white p-1.5 shadow-sm ring-1 ring-ink-200 sm:flex-row sm:items-center sm:gap-3">
      <div className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 px-1.5 pt-1 text-sm font-bold text-ink-800 sm:flex-col sm:items-start sm:pt-0">
        <p aria-live="polite">
          {numbers.doneCount} of {numbers.total} regions
        </p>
        {isComplete && numbers.hasCelebrated && (
          <p role="status" className="flex items-center gap-1.5 text-brand-700">
            <PartyPopper aria-hidden="true" className="size-4" />
            All done. Well done!
          </p>
        )}
      </div>
      <div
        role="group"
        aria-label="Numbered colours"
        className="flex min-w-0 flex-1 gap-1.5 overflow-x-auto p-1"
      >
        {layout.palette.map((hex, i) => {
          const number = i + 1;
          const isChosen = hex === color.toLowerCase();
          const isDark = hexToOklch(hex).l < 0.62;
          return (
            <button
              key={hex}
              type="button"
              aria-pressed={isChosen}
              aria-label={`Colour ${number}${left[i] === 0 ? ', all done' : `, ${left[i]} left`}`}
              title={`Colour ${number}`}
              onClick={() => onColor(hex)}
              style={{ backgroundColor: hex }}
              className={clsx(
                'relative grid size-11 shrink-0 place-items-center rounded-full text-sm font-bold ring-1 ring-ink-900/20 transition',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                isDark ? 'text-white' : 'text-ink-900',
                isChosen && 'ring-3 ring-brand-500 ring-offset-2',
              )}
            >
              {left[i] === 0 ? <Check aria-hidden="true" className="size-5" /> : number}
            </button>
          );
        })}
      </div>
    </div>
  );
}
