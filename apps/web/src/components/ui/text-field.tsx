import clsx from 'clsx';
import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label, which is also the accessible name. */
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled input with an optional hint and error, both tied to it for screen readers. */
export function TextField({ label, error, hint, className, id, ...rest }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'h-11 w-full rounded-xl border bg-white px-3.5 text-base text-ink-900 shadow-xs transition outline-none',
          'placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100',
          error ? 'border-rose-400' : 'border-ink-200',
        )}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
