import clsx from 'clsx';
import { Check, PartyPopper } from 'lucide-react';
import type { KeyboardEvent } from 'react';

import { NumbersPreparing } from './numbers-preparing.tsx';
import { hexToOklch } from './oklch.ts';
import type { ColorByNumber } from './use-color-by-number.ts';

/**
 * Color by number's bar while Numbers is on: the counter ("42 of 118 regions", read out
 * politely as it changes) and the numbered colours, one button each (its number on it, a check
 * once all its regions are done). The colours wrap into a grid, so every number is in view
 * without sideways scrolling: above the page on a phone (8 columns at 390 px, at most 3 rows for
 * the 24 colours a photo page can have) and on a tablet, in a column of 4 beside the page on
 * wide screens (coloring-page.tsx), where the page keeps the screen's height. Tab reaches each
 * colour; the arrow keys, Home and End move through the grid as it is laid out.
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
    <div className="flex flex-col gap-1.5 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-ink-200">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-sm font-bold text-ink-800">
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
        onKeyDown={moveFocus}
        className="grid grid-cols-[repeat(auto-fill,minmax(2.25rem,1fr))] gap-1.5 p-1 sm:grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] lg:grid-cols-4"
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
                'relative grid aspect-square w-full max-w-11 place-items-center justify-self-center rounded-full text-sm font-bold transition',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                isDark ? 'text-white' : 'text-ink-900',
                // One ring colour at a time: with both classes the stylesheet's order decides.
                isChosen ? 'ring-3 ring-brand-500 ring-offset-2' : 'ring-1 ring-ink-900/20',
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

/** Arrow keys move the focus one colour across or one row up or down the grid; Home, End to the ends. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
  // The grid's columns: the colours on the first row.
  const columns = buttons.filter((button) => button.offsetTop === buttons[0]!.offsetTop).length;
  const to: Record<string, number> = {
    ArrowLeft: at - 1,
    ArrowRight: at + 1,
    ArrowUp: at - columns,
    ArrowDown: at + columns,
    Home: 0,
    End: buttons.length - 1,
  };
  const next = buttons[to[event.key] ?? -1];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
