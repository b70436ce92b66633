import clsx from 'clsx';

/** The look of the editors' textareas and selects, matching TextField's input. */
export function controlClass(hasError = false, className?: string): string {
  return clsx(
    'w-full rounded-xl border bg-white px-3.5 text-base text-ink-900 shadow-xs transition outline-none',
    'placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100',
    hasError ? 'border-rose-400' : 'border-ink-200',
    className,
  );
}
