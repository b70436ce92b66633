import * as Switch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';

/**
 * A labelled on/off switch (Radix Switch: role="switch", Space toggles) with a hint tied to it
 * for screen readers, on a soft panel: the upload screen's 'Convert to line art', the website
 * editors' 'Visible'.
 */
export function SwitchField({
  label,
  hint,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  hint: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const switchId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl bg-ink-50 p-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={switchId} className="text-sm font-semibold text-ink-800">
          {label}
        </label>
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hintId}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
