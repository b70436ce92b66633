import { useId, type TextareaHTMLAttributes } from 'react';

import { controlClass } from './field-class.ts';

/** A labelled textarea with an optional hint tied to it for screen readers. */
export function TextAreaField({
  label,
  hint,
  rows = 3,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-describedby={hint ? hintId : undefined}
        className={controlClass(false, 'py-2.5')}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The 'Subheading' text area most landing sections open with (at most 500 characters). */
export function SubheadingField({
  value,
  onChange,
  hint,
}: {
  value: string;
  onChange: (text: string) => void;
  hint?: string;
}) {
  return (
    <TextAreaField
      label="Subheading"
      maxLength={500}
      hint={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
