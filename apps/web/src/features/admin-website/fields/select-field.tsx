import { useId } from 'react';

import { controlClass } from './field-class.ts';

/**
 * A labelled native select of `options` (value → label). A stored value that is not among them
 * is kept as an extra option, so opening an editor never changes it.
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Readonly<Record<string, string>>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const entries = Object.entries(options);
  if (!(value in options)) entries.unshift([value, value || 'None']);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(false, 'h-11')}
      >
        {entries.map(([key, name]) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
