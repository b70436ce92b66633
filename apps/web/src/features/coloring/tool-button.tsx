import clsx from 'clsx';
import type { ReactNode } from 'react';

import { Spinner } from '../../components/ui/spinner.tsx';

export interface ToolButtonProps {
  id?: string;
  /** The accessible name (spec §2 toolbar), also the tooltip. */
  label: string;
  /** Shown after the label in the tooltip, e.g. a shortcut. */
  hint?: string;
  icon: ReactNode;
  onClick: () => void;
  /** A tool or toggle: announced with aria-pressed. */
  isPressed?: boolean;
  /** A panel toggle: the open panel's id, announced with aria-expanded. */
  controls?: string;
  isExpanded?: boolean;
  disabled?: boolean;
  isBusy?: boolean;
  /** A small mark on the icon (e.g. the fill still preparing). */
  badge?: ReactNode;
  tone?: 'plain' | 'primary';
  showLabel?: boolean;
  /** The pointer is over the button or it has focus: a click may follow (code to load ahead). */
  onIntent?: () => void;
}

/** One toolbar button: 44 px touch target, icon, label for screen readers and wide screens. */
export function ToolButton({
  id,
  label,
  hint,
  icon,
  onClick,
  isPressed,
  controls,
  isExpanded,
  disabled,
  isBusy,
  badge,
  tone = 'plain',
  showLabel = false,
  onIntent,
}: ToolButtonProps) {
  return (
    <button
      id={id}
      type="button"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      disabled={disabled || isBusy}
      title={hint ? `${label} (${hint})` : label}
      aria-pressed={isPressed}
      aria-expanded={controls ? Boolean(isExpanded) : undefined}
      aria-controls={controls && isExpanded ? controls : undefined}
      aria-busy={isBusy || undefined}
      className={clsx(
        'relative inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl px-2.5 text-sm font-bold transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40',
        tone === 'primary'
          ? 'bg-brand-600 px-3 text-white hover:bg-brand-700 disabled:hover:bg-brand-600'
          : isPressed || isExpanded
            ? 'bg-brand-100 text-brand-800 ring-1 ring-brand-300'
            : 'text-ink-700 hover:bg-ink-100',
      )}
    >
      {isBusy ? <Spinner className="size-5" /> : icon}
      {/* From 1024 px the side menu narrows the toolbar: the label shows again from 1280 px. */}
      <span className={showLabel ? 'sr-only sm:not-sr-only lg:sr-only xl:not-sr-only' : 'sr-only'}>
        {label}
      </span>
      {badge}
    </button>
  );
}

/** A thin divider between toolbar groups. */
export function ToolbarDivider() {
  return <span aria-hidden="true" className="mx-0.5 h-6 w-px shrink-0 bg-ink-200" />;
}
