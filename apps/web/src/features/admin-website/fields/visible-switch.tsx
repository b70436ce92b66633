import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';

/** The 'Visible' switch of a website group (spec §3: each group has a visibility flag). */
export function VisibleSwitch({
  checked,
  onCheckedChange,
  hint,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint: string;
}) {
  const switchId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl bg-ink-50 p-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={switchId} className="text-sm font-semibold text-ink-800">
          Visible
        </label>
        <p id={hintId} className="text-sm text-ink-500">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hintId}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
