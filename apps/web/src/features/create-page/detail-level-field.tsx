import { DETAIL_LEVEL_LABELS, DETAIL_LEVELS, type DetailLevel } from '@huebook/shared/constants';
import clsx from 'clsx';
import { useId } from 'react';

/** What each level gives, in a user's words (region counts: `DETAIL_REGION_RANGES`). */
const HINTS: Record<DetailLevel, string> = {
  simple: 'Big shapes, easy to color',
  medium: 'A balance of shapes and details',
  detailed: 'Many small regions to color',
};

/**
 * The upload screen's "Detail" radio group: how many regions the converted page has. Native
 * radio buttons in a fieldset, so arrow keys move the choice and screen readers name the group.
 */
export function DetailLevelField({
  value,
  onChange,
  disabled,
}: {
  value: DetailLevel;
  onChange: (level: DetailLevel) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-ink-800">Detail</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {DETAIL_LEVELS.map((level) => (
          <label
            key={level}
            className={clsx(
              'flex cursor-pointer flex-col gap-0.5 rounded-2xl p-3 ring-1 transition',
              'has-[input:focus-visible]:ring-4 has-[input:focus-visible]:ring-brand-200',
              value === level ? 'bg-brand-50 ring-brand-500' : 'bg-white ring-ink-200 hover:ring-brand-300',
            )}
          >
            <span className="flex items-center gap-2 text-sm font-semibold text-ink-900">
              <input
                type="radio"
                name={name}
                value={level}
                checked={value === level}
                onChange={() => onChange(level)}
                className="size-4 accent-brand-600"
              />
              {DETAIL_LEVEL_LABELS[level]}
            </span>
            <span className="pl-6 text-xs text-ink-500">{HINTS[level]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
