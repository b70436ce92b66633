import { SwitchField } from '../../components/ui/switch-field.tsx';

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
  return (
    <SwitchField
      label="Convert to line art"
      hint="Turn this on for photos and colored drawings: they become black outlines you can fill. Leave it off for a picture that is already black lines on white."
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
    />
  );
}
