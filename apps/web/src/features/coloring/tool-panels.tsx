import { BRUSH_SIZES, PALETTE } from '@huebook/shared/constants';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useId } from 'react';

const panelClass =
  'absolute top-full left-1/2 z-20 mt-2 w-[min(22rem,calc(100vw-2rem))] -translate-x-1/2 rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-ink-200';

/**
 * Brush sizes 30…5 (spec §9), each button a dot of that size, and the "Stay inside lines"
 * switch (brush and eraser strokes keep to the region they begin in).
 */
export function BrushPanel({
  id,
  size,
  onSize,
  stayInsideLines,
  onStayInsideLines,
}: {
  id: string;
  size: number;
  onSize: (size: number) => void;
  stayInsideLines: boolean;
  onStayInsideLines: (isOn: boolean) => void;
}) {
  return (
    <div id={id} role="group" aria-label="Brush sizes" className={panelClass}>
      <p className="mb-3 text-sm font-bold text-ink-700">Brush size</p>
      <div className="flex items-center justify-between gap-1">
        {BRUSH_SIZES.map((option) => (
          <button
            key={option}
            type="button"
            aria-label={`Size ${option}`}
            aria-pressed={option === size}
            onClick={() => onSize(option)}
            className={clsx(
              'grid size-12 place-items-center rounded-xl transition focus-visible:outline-2 focus-visible:outline-brand-500',
              option === size ? 'bg-brand-100 ring-2 ring-brand-500' : 'hover:bg-ink-100',
            )}
          >
            <span
              aria-hidden="true"
              className="rounded-full bg-ink-900"
              style={{ width: option * 1.2, height: option * 1.2 }}
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={stayInsideLines}
        onClick={() => onStayInsideLines(!stayInsideLines)}
        className="mt-4 flex w-full items-center justify-between gap-3 rounded-xl px-1 py-1.5 text-left text-sm font-bold text-ink-700 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        Stay inside lines
        <span
          aria-hidden="true"
          className={clsx(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition',
            stayInsideLines ? 'bg-brand-600' : 'bg-ink-300',
          )}
        >
          <span
            className={clsx(
              'size-5 rounded-full bg-white shadow transition',
              stayInsideLines ? 'translate-x-5.5' : 'translate-x-0.5',
            )}
          />
        </span>
      </button>
    </div>
  );
}

/** The 19 preset colours (spec §9) by name, and a custom colour picker. */
export function PalettePanel({
  id,
  color,
  onColor,
  onPreset,
}: {
  id: string;
  color: string;
  /** A colour from the custom picker (fires while the picker is dragged). */
  onColor: (color: string) => void;
  /** A preset colour was chosen. */
  onPreset: (color: string) => void;
}) {
  const customId = useId();
  const isPreset = PALETTE.some((preset) => preset.hex === color.toLowerCase());
  return (
    <div id={id} role="group" aria-label="Colours" className={panelClass}>
      <p className="mb-3 text-sm font-bold text-ink-700">Colour</p>
      <div className="grid grid-cols-7 gap-2">
        {PALETTE.map((preset) => {
          const isChosen = preset.hex === color.toLowerCase();
          return (
            <button
              key={preset.name}
              type="button"
              aria-label={preset.name}
              aria-pressed={isChosen}
              title={preset.name}
              onClick={() => onPreset(preset.hex)}
              style={{ backgroundColor: preset.hex }}
              className={clsx(
                'grid aspect-square w-full place-items-center rounded-full ring-1 ring-ink-900/15 transition hover:scale-110',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                isChosen && 'ring-2 ring-brand-500 ring-offset-2',
              )}
            >
              {isChosen && (
                <Check
                  aria-hidden="true"
                  className={clsx(
                    'size-4',
                    preset.name === 'white' || preset.name === 'yellow' || preset.name === 'lime'
                      ? 'text-ink-900'
                      : 'text-white',
                  )}
                />
              )}
            </button>
          );
        })}
        <label
          htmlFor={customId}
          title="Custom colour"
          className={clsx(
            'relative grid aspect-square w-full cursor-pointer place-items-center overflow-hidden rounded-full ring-1 ring-ink-900/15',
            // The current colour when it is not a preset; a rainbow inviting a pick otherwise.
            isPreset && 'bg-[conic-gradient(#ef4444,#eab308,#22c55e,#06b6d4,#3b82f6,#a855f7,#ef4444)]',
            'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500',
            !isPreset && 'ring-2 ring-brand-500 ring-offset-2',
          )}
          style={isPreset ? undefined : { backgroundColor: color }}
        >
          {!isPreset && <Check aria-hidden="true" className="size-4 text-white mix-blend-difference" />}
          <span className="sr-only">Custom colour</span>
          <input
            id={customId}
            type="color"
            value={color}
            onChange={(event) => onColor(event.target.value)}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
        </label>
      </div>
    </div>
  );
}
