import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';

/**
 * The 'Convert to line art' switch of the upload screen: on, the server turns the picture into
 * black outlines to color; off, the picture is kept as drawn.
 */
export function LineArtSwitch({
  checked,
  onCheckedChange,
  disabled,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const switchId = useId();
  const helpId = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl bg-ink-50 p-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={switchId} className="text-sm font-semibold text-ink-800">
          Convert to line art
        </label>
        <p id={helpId} className="text-sm text-ink-500">
          Turn this on for photos and colored drawings: they become black outlines you can fill. Leave it off
          for a picture that is already black lines on white.
        </p>
      </div>
      <Switch.Root
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={helpId}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
